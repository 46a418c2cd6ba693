// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { listFiles } from '@/scripts/build/html.mjs';
import { payloadFiles, prunePayload } from '@/scripts/build/prune-payload.mjs';

const built = [
  'index.html',
  'index.txt',
  '__next._tree.txt',
  '__next.__PAGE__.txt',
  'robots.txt',
  'guides.html',
  'guides.txt',
  'guides/__next.guides.__PAGE__.txt',
  'guides/a.html',
  'guides/a.txt',
  'guides/a/__next._full.txt',
  'guides/a/__next.guides.$d$slug.__PAGE__.txt',
  '_not-found.html',
  '_not-found.txt',
  '_not-found/__next._index.txt',
  'notes/readme.txt',
  'feed.xml',
];

describe('payloadFiles', () => {
  it('picks the RSC payloads and keeps every other file, robots.txt included', () => {
    expect(payloadFiles(built).sort()).toEqual(
      [
        'index.txt',
        '__next._tree.txt',
        '__next.__PAGE__.txt',
        'guides.txt',
        'guides/__next.guides.__PAGE__.txt',
        'guides/a.txt',
        'guides/a/__next._full.txt',
        'guides/a/__next.guides.$d$slug.__PAGE__.txt',
        '_not-found.txt',
        '_not-found/__next._index.txt',
      ].sort(),
    );
  });
});

describe('prunePayload', () => {
  it('deletes them and the folders they leave empty', () => {
    const out = mkdtempSync(join(tmpdir(), 'payload-'));
    for (const file of built) {
      mkdirSync(dirname(join(out, file)), { recursive: true });
      writeFileSync(join(out, file), 'x');
    }
    prunePayload(out, listFiles(out));
    expect(listFiles(out)).toEqual(
      [
        '_not-found.html',
        'feed.xml',
        'guides.html',
        'guides/a.html',
        'index.html',
        'notes/readme.txt',
        'robots.txt',
      ].sort(),
    );
    expect(existsSync(join(out, '_not-found'))).toBe(false);
    expect(existsSync(join(out, 'guides/a'))).toBe(false);
  });
});
