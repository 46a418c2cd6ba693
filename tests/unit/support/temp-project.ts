import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A temporary project folder written from a { path: text or bytes } map; returns its content/guides
 * folder (which loadGuides reads).
 */
export function guideProject(files: Record<string, string | Buffer>, prefix = 'guide-project-') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return path.join(root, 'content', 'guides');
}
