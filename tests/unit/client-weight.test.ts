import fs from 'node:fs';
import path from 'node:path';

// Guards for the JavaScript budget (npm run bench): imports that would put library code in every
// page's client bundle. See docs/performance.md.

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && /\.(ts|tsx)$/.test(entry.name)
        ? [path.relative(ROOT, path.join(entry.parentPath, entry.name))]
        : [],
    );
}

const files = [...sourceFiles('app'), ...sourceFiles('components'), ...sourceFiles('lib')];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const isClient = (source: string) => /^\s*['"]use client['"]/.test(source);

describe('client bundle guards', () => {
  it('no file imports lucide-react (its icons are client components; use components/ui/icon.tsx)', () => {
    const offenders = files.filter((file) => /from ['"]lucide-react/.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it('no file uses next/image (a client component; components/ui/photo.tsx renders a plain <img>)', () => {
    const offenders = files.filter((file) => /from ['"]next\/image['"]/.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it('client components do not import cn() / tailwind-merge (build class strings on the server)', () => {
    const offenders = files.filter(
      (file) => isClient(read(file)) && /from ['"](@\/lib\/cn|tailwind-merge|clsx)['"]/.test(read(file)),
    );
    expect(offenders).toEqual([]);
  });
});
