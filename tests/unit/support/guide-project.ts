// A throwaway content folder for tests that need guides the real content does not have (a
// translation, a dead link): content/guides/ with the given files and content/places/ beside it.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes content/guides/<name> for each file (and content/places/<id>.yaml for each place); returns content/guides. */
export function guidesFolder(files: Record<string, string>, places: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-'));
  const dir = path.join(root, 'content', 'guides');
  fs.mkdirSync(dir, { recursive: true });
  fs.mkdirSync(path.join(root, 'content', 'places'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  for (const [id, text] of Object.entries(places)) {
    fs.writeFileSync(path.join(root, 'content', 'places', `${id}.yaml`), text);
  }
  return dir;
}

/**
 * An Indonesian translation of the guide `translationOf`: its own words and date, the given body, and
 * any extra frontmatter lines (`updated: 2025-07-18\n`).
 */
export const translationSource = (
  translationOf: string,
  body: string,
  { title = 'Sebuah Panduan', date = '2025-07-01', extra = '' } = {},
) =>
  `---\nlang: id\ntranslationOf: ${translationOf}\ntitle: "${title}"\nexcerpt: "Teks kartu."\n` +
  `summary: "Deskripsi meta."\nimageAlt: "Kebun teh"\ndate: ${date}\n${extra}---\n\n${body}\n`;
