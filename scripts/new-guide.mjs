// npm run new:guide -- "Guide title"            content/guides/<slug>.md (photos go in content/guides/images/)
// npm run new:guide -- --folder "Guide title"   content/guides/<slug>/index.md (photos go beside it)
// Writes a guide with valid frontmatter and a body to fill in, and says where its photos go. Never
// overwrites.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** "Bandung's Best Night Markets!" → "bandungs-best-night-markets" (matches the guide slug rule). */
export function slugify(title) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Today as YYYY-MM-DD (UTC, like the site's dates). */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** A stock photo from an existing guide, so the new file passes the schema until it gets its own. */
export const PLACEHOLDER_IMAGE = 'https://images.unsplash.com/photo-1566419808810-927259f927da';

const quote = (text) => JSON.stringify(text);

/**
 * The new guide's file text: valid frontmatter and a body whose every line says what to write.
 * `photos` says where the guide's own photos go and how to name them, as a path from the file.
 */
export function guideTemplate(title, date, photos = { folder: 'content/guides/images/', prefix: 'images/' }) {
  return `---
title: ${quote(title)}
excerpt: ${quote(`Replace with one or two sentences for the guide card: what ${title} covers and why it is worth reading.`)}
summary: ${quote(`Replace with the search-result description of ${title} (about 150 characters, main places named).`)}
# The hero photo: put your own in ${photos.folder} and write image: ${photos.prefix}your-photo.jpg
# (JPEG, PNG, WebP or AVIF, at least 1200 px wide). Until then, a photo from another guide:
image: ${quote(PLACEHOLDER_IMAGE)}
imageAlt: ${quote('Replace with a description of the hero photo, e.g. rows of tea bushes on a green hillside')}
date: ${date}
updated: ${date}
area: all-around-bandung # replace with the guide's area, from lib/content/taxonomy.ts
tags: [] # add what it is about, from the tags in lib/content/taxonomy.ts, e.g. [food, coffee]
---

Replace this paragraph with the introduction: who the guide is for and what the reader will be able to plan after reading it.

## First Section Heading

Write the first section here. Name places, give prices in IDR, opening hours and travel times, and link to a tour where one fits, e.g. [our tours](/tours).

- A practical tip for this section
- Another tip

## Second Section Heading

Write the second section here. To show a photo of your own, put it in ${photos.folder} and write \`![What the photo shows, for readers who cannot see it](${photos.prefix}your-photo.jpg)\` (without the backticks) on a line of its own.

> **Tip:** Replace with the one piece of advice readers should not miss.
`;
}

/**
 * Creates content/guides/<slug>.md, or with `folder` content/guides/<slug>/index.md, under `root`;
 * returns its path and where its photos go. Throws if the guide exists in either layout.
 */
export function createGuide(title, { root = process.cwd(), date = today(), folder: inFolder = false } = {}) {
  const cleanTitle = String(title ?? '').trim();
  if (!cleanTitle) throw new Error('Give the guide a title: npm run new:guide -- "Guide title"');
  const slug = slugify(cleanTitle);
  if (!slug)
    throw new Error(`Cannot make a file name from the title ${quote(cleanTitle)}; use letters or digits.`);
  const dir = path.join(root, 'content', 'guides');
  const single = path.join(dir, `${slug}.md`);
  const folder = path.join(dir, slug);
  // A guide is <slug>.md or <slug>/index.md: either one takes the slug.
  for (const taken of [folder, single]) {
    if (fs.existsSync(taken)) {
      const shown = path.relative(root, taken) + (taken === folder ? '/' : '');
      throw new Error(`${shown} already exists; choose another title or edit that guide.`);
    }
  }
  const file = inFolder ? path.join(folder, 'index.md') : single;
  const photos = inFolder
    ? { folder: `${path.relative(root, folder)}/`, prefix: './' }
    : { folder: `${path.relative(root, path.join(dir, 'images'))}/`, prefix: 'images/' };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // 'wx' fails if the file exists, so an existing guide is never overwritten.
  fs.writeFileSync(file, guideTemplate(cleanTitle, date, photos), { flag: 'wx' });
  return { file, photos: photos.folder };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const args = process.argv.slice(2);
    const folder = args.includes('--folder');
    const { file, photos } = createGuide(args.filter((arg) => arg !== '--folder').join(' '), { folder });
    console.log(
      `Created ${path.relative(process.cwd(), file)}. Put its photos in ${photos} (JPEG, PNG, WebP or AVIF; ` +
        `the hero at least 1200 px wide), fill it in, then preview it with npm run dev.`,
    );
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
