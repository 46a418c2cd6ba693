// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findGuideFiles, IMAGE_EXTENSIONS, IMAGES_FOLDER } from '@/lib/content/guide-files';
import { GuideContentError, loadGuides } from '@/lib/content/guides';
import { guideSource } from './support/guide-source';

// The only valid layouts of content/guides: <slug>.md, <slug>/index.md with its photos, and images/
// with photos. Anything else stops the build naming the path, so nothing is silently unpublished.

const guide = (title: string) => guideSource(`Body of ${title}.`, title);

/** A project folder with content/guides/ holding the given files (folders end in /). */
function project(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-layout-'));
  const dir = path.join(root, 'content', 'guides');
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const full = path.join(dir, name);
    if (name.endsWith('/')) fs.mkdirSync(full, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, text);
    }
  }
  return { root, dir };
}

const problemsOf = (dir: string) => {
  try {
    findGuideFiles(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(GuideContentError);
    return (error as Error).message;
  }
  throw new Error('expected the folder to be refused');
};

describe('guide folder layouts', () => {
  it('publishes <slug>.md and <slug>/index.md guides, with photos beside them or in images/', () => {
    const { dir } = project({
      'flat-guide.md': guide('Flat'),
      'folder-guide/index.md': guide('Folder'),
      ...Object.fromEntries(IMAGE_EXTENSIONS.map((ext) => [`folder-guide/photo${ext}`, 'x'])),
      ...Object.fromEntries(IMAGE_EXTENSIONS.map((ext) => [`${IMAGES_FOLDER}/photo${ext}`, 'x'])),
    });
    const guides = loadGuides(dir);
    expect(guides.map((g) => [g.slug, g.href, g.title]).sort()).toEqual([
      ['flat-guide', '/guides/flat-guide', 'Flat'],
      ['folder-guide', '/guides/folder-guide', 'Folder'],
    ]);
  });

  it('lets a flat guide link to a folder guide (the dead-link check knows both layouts)', () => {
    const { dir } = project({
      'a-guide.md': guide('A').replace('Body of A.', 'See [b](/guides/b-guide).'),
      'b-guide/index.md': guide('B'),
    });
    expect(loadGuides(dir)).toHaveLength(2);
  });

  it.each([
    ['Guide.MD', 'lower-case .md: rename it to Guide.md'],
    ['notes.markdown', 'rename it to notes.md'],
    ['draft.txt', 'not a guide'],
    // (.DS_Store, .gitkeep and the like are ignored: tests/unit/guide-limits.test.ts)
    ['.notes', 'not a guide'],
    ['hero.jpg', `photos go in ${IMAGES_FOLDER}/`],
    ['x.md/', 'a folder named like a guide file'],
    ['drafts/', 'needs its text in index.md'],
    ['drafts/old.md', 'holds its index.md and photos'],
    ['folder-guide/notes.txt', 'holds its index.md and photos'],
    ['folder-guide/nested/', 'holds its index.md and photos'],
    ['folder-guide/HERO.JPG', 'holds its index.md and photos'],
    [`${IMAGES_FOLDER}/readme.md`, `${IMAGES_FOLDER}/ holds only photos`],
    [`${IMAGES_FOLDER}/more/`, `${IMAGES_FOLDER}/ holds only photos`],
  ])('refuses %s, naming it', (name, problem) => {
    const { dir } = project({ 'ok-guide.md': guide('Ok'), 'folder-guide/index.md': guide('F'), [name]: 'x' });
    const message = problemsOf(dir);
    expect(message).toContain(path.join('content', 'guides', name.replace(/\/$/, '')));
    expect(message).toContain(problem);
  });

  it('refuses a slug in both layouts, naming both files', () => {
    const { dir } = project({ 'twice.md': guide('One'), 'twice/index.md': guide('Two') });
    const message = problemsOf(dir);
    expect(message).toMatch(/guide "twice" is in two places/);
    expect(message).toContain(path.join('guides', 'twice.md'));
    expect(message).toContain(path.join('guides', 'twice', 'index.md'));
  });

  it('lists every problem at once', () => {
    const { dir } = project({ 'A.MD': 'x', 'b.markdown': 'x', 'c.md/': '' });
    const message = problemsOf(dir);
    for (const name of ['A.MD', 'b.markdown', 'c.md']) expect(message).toContain(name);
  });

  it('refuses a symbolic link that leads outside content/, naming the link', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    fs.writeFileSync(path.join(outside, 'secret.md'), guide('Secret'));
    for (const link of ['stolen.md', 'stolen-folder', `${IMAGES_FOLDER}/stolen.jpg`]) {
      const { dir } = project({ 'ok-guide.md': guide('Ok'), [`${IMAGES_FOLDER}/`]: '' });
      fs.symlinkSync(
        link === 'stolen-folder' ? outside : path.join(outside, 'secret.md'),
        path.join(dir, link),
      );
      const message = problemsOf(dir);
      expect(message).toContain(`${path.join('content', 'guides', link)}: symbolic link to`);
      expect(message).toContain('outside content/');
    }
  });

  it('follows a symbolic link that stays inside content/ (and no further: issue #34)', () => {
    const { root, dir } = project({ 'ok-guide.md': guide('Ok') });
    const content = path.dirname(dir);
    fs.mkdirSync(path.join(content, 'drafts'));
    fs.writeFileSync(path.join(content, 'drafts', 'shared.md'), guide('Shared'));
    fs.symlinkSync(path.join(content, 'drafts', 'shared.md'), path.join(dir, 'shared-guide.md'));
    fs.writeFileSync(path.join(root, 'elsewhere.md'), guide('Elsewhere'));
    expect(
      loadGuides(dir)
        .map((g) => g.slug)
        .sort(),
    ).toEqual(['ok-guide', 'shared-guide']);
    fs.symlinkSync(path.join(root, 'elsewhere.md'), path.join(dir, 'elsewhere.md'));
    expect(problemsOf(dir)).toMatch(/elsewhere\.md: symbolic link to .*, outside content\//);
  });

  it('names a folder guide whose folder name is not kebab-case', () => {
    const { dir } = project({ 'Bad_Folder/index.md': guide('Bad') });
    expect(() => loadGuides(dir)).toThrow(/Bad_Folder[\\/]index\.md[\s\S]*folder name "Bad_Folder"/);
  });
});
