// @ts-check
// The project's files, as comments and docs point at them (a path from the project's root, or from
// the file the comment is in): every such pointer must lead to a file or folder that exists, so a
// moved file cannot leave comments and docs pointing at nothing. A unit test runs it over the tree
// (tests/unit/file-pointers.test.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Top-level folders a pointer starts with (a path from the project's root). Not content/: the files
 * there are the editors', and the names comments and docs give in it are examples of its layout.
 */
const ROOTS = ['app', 'components', 'lib', 'scripts', 'tests', 'docs', 'service-worker', 'public', '.github'];

/** A path from the root, or one from the file (starting with a dot and a slash), in running text. */
const POINTER = new RegExp(
  String.raw`(?<![\w@/.-])((?:${ROOTS.map((root) => root.replace('.', '\\.')).join('|')})/[\w./()[\]-]*[\w)\]/]|\.\.?/[\w./()[\]-]*[\w)\]/])`,
  'g',
);

const PHOTO = /\.(jpe?g|png|webp|avif)$/i;

/** Files a pointer may name without their extension (a module, as imports name it). */
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.md', '/index.ts'];

/** The comments of a TypeScript or JavaScript source, as text. @param {string} source @param {string} file */
export function commentsOf(source, file) {
  if (file.endsWith('.css')) return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map(([comment]) => comment);
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? 1 : 0, source);
  const comments = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push(scanner.getTokenText());
    }
  }
  return comments;
}

/**
 * The pointers in a text: paths from the root, and paths relative to `file`, each resolved from the
 * root. Patterns (a <slug>, a *), URLs and photo file names (always examples: an editor's photos are
 * named by content, not code) are not pointers.
 * @param {string} text @param {string} file the file the text is in, from the root
 */
export function pointersIn(text, file) {
  return [...text.matchAll(POINTER)]
    .map(([written]) =>
      written.replace(/[.)]+$/, (end) => (end.startsWith(')') && written.includes('(') ? ')' : '')),
    )
    .filter((written) => !/[<>*{}$]|\.\.\.|…/.test(written) && !PHOTO.test(written))
    .map((written) => ({
      written,
      resolved: /^\.\.?\//.test(written) ? path.join(path.dirname(file), written) : written,
    }));
}

/** Whether a pointer leads to something in the project at `root`. @param {string} root @param {string} resolved */
export const exists = (root, resolved) =>
  EXTENSIONS.some((extension) => existsSync(path.join(root, resolved.replace(/\/$/, '') + extension)));

/**
 * Every pointer in the comments of the tracked sources and in the Markdown docs that leads nowhere.
 * @param {string} root
 * @returns {{ file: string, written: string }[]}
 */
export function brokenPointers(root) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        /\.(ts|tsx|mjs|js|css|md)$/.test(file) &&
        !file.startsWith('content/') &&
        existsSync(path.join(root, file)),
    );
  const absent = files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const markdown = file.endsWith('.md');
    return (markdown ? [text] : commentsOf(text, file)).flatMap((part) =>
      pointersIn(part, file)
        // A doc's relative paths are examples of what an editor writes in a guide.
        .filter(({ written }) => !(markdown && written.startsWith('.')))
        .filter(({ resolved }) => !exists(root, resolved))
        .map(({ written, resolved }) => ({ file, written, resolved })),
    );
  });
  // Folders a build or npm run dev makes, which git ignores (public/photos/), exist where they are used.
  const ignored = new Set(
    absent.length
      ? spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
          cwd: root,
          input: absent.map(({ resolved }) => resolved).join('\n'),
          encoding: 'utf8',
        }).stdout.split('\n')
      : [],
  );
  return absent
    .filter(({ resolved }) => !ignored.has(resolved))
    .map(({ file, written }) => ({ file, written }));
}
