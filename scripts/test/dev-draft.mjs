// @ts-check
// The draft guide `npm run test:dev`'s server writes (scripts/test/dev-server.mjs), with its own photo
// (a generated texture), so the dev tests can check that an editor's preview shows drafts (marked)
// and processes photos like the build. The folder is git-ignored and the guide is a draft, so one
// left behind by a killed run is never committed or published.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { standInImage } from '../../lib/build/photos/stand-in.mjs';

/** The draft the dev tests look for. */
export const DEV_DRAFT = {
  slug: 'e2e-dev-draft',
  title: 'Dev preview draft with its own photo',
  alt: 'A generated texture standing in for the draft’s photo',
  photo: { width: 1600, height: 1000 },
};

// Run from the project folder (npm scripts, Playwright).
const folder = path.resolve('content', 'guides', DEV_DRAFT.slug);

export async function writeDevDraft() {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'photo.jpg'),
    await standInImage({ seed: DEV_DRAFT.slug, ...DEV_DRAFT.photo }),
  );
  writeFileSync(
    path.join(folder, 'index.md'),
    [
      '---',
      `title: "${DEV_DRAFT.title}"`,
      'excerpt: "A draft the dev tests write while they run; never published."',
      'summary: "A draft the dev tests write while they run."',
      'image: ./photo.jpg',
      `imageAlt: "${DEV_DRAFT.alt}"`,
      'date: 2024-02-01',
      'area: city-centre',
      'draft: true',
      '---',
      '',
      'A draft, shown by npm run dev only.',
      '',
      '## Section',
      '',
      'Text.',
      '',
    ].join('\n'),
  );
}

export const removeDevDraft = () => rmSync(folder, { recursive: true, force: true });
