// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '@/scripts/build/build.mjs';

// npm run build says how many places are still off the maps, from content/places, in one line.

afterEach(() => vi.restoreAllMocks());

/** A project whose places are these records (file name → text). */
function projectWith(records: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'unmapped-places-'));
  fs.mkdirSync(path.join(root, 'content', 'places'), { recursive: true });
  for (const [name, text] of Object.entries(records))
    fs.writeFileSync(path.join(root, 'content', 'places', name), text);
  return root;
}

const mapped =
  "name: 'Gedung Sate'\narea: city-centre\nlat: -6.90246\nlng: 107.61873\nsource: 'https://en.wikipedia.org/wiki/Gedung_Sate'\n";
const unmapped = (name: string) => `name: '${name}'\narea: city-centre\n`;

async function buildLines(root: string) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  await build({
    root,
    skipTypecheck: true,
    run: async () => {},
    photos: async () => undefined,
    postbuild: async () => undefined,
    search: async () => 0,
    serviceWorker: async () => ({ bytes: 0, precached: 0 }),
  });
  return log.mock.calls.map((call) => String(call[0]));
}

describe('npm run build', () => {
  it('prints how many places have no coordinates, pointing to the list in docs/editing.md', async () => {
    const root = projectWith({
      'gedung-sate.yaml': mapped,
      'kopi-aroma.yaml': unmapped('Kopi Aroma'),
      'batagor-riri.yaml': unmapped('Batagor Riri'),
      '.DS_Store': 'not a place',
    });
    const lines = (await buildLines(root)).filter((line) => line.startsWith('Places:'));
    expect(lines).toEqual([
      'Places: 2 of 3 have no coordinates (not on the maps): see docs/editing.md, "Places without a position"',
    ]);
  });

  it('says so when every place is mapped', async () => {
    const lines = await buildLines(projectWith({ 'gedung-sate.yaml': mapped }));
    expect(lines).toContain('Places: all have coordinates (1)');
  });
});
