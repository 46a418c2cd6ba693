// npm run new:guide -- "Guide title"
// Writes content/guides/<slug>.md with valid frontmatter and a body to fill in. Never overwrites.

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

/** The new guide's file text: valid frontmatter and a body whose every line says what to write. */
export function guideTemplate(title, date) {
  return `---
title: ${quote(title)}
excerpt: ${quote(`Replace with one or two sentences for the guide card: what ${title} covers and why it is worth reading.`)}
summary: ${quote(`Replace with the search-result description of ${title} (about 150 characters, main places named).`)}
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

Write the second section here.

> **Tip:** Replace with the one piece of advice readers should not miss.
`;
}

/** Creates content/guides/<slug>.md under `root`; returns its path. Throws if it exists. */
export function createGuide(title, { root = process.cwd(), date = today() } = {}) {
  const cleanTitle = String(title ?? '').trim();
  if (!cleanTitle) throw new Error('Give the guide a title: npm run new:guide -- "Guide title"');
  const slug = slugify(cleanTitle);
  if (!slug)
    throw new Error(`Cannot make a file name from the title ${quote(cleanTitle)}; use letters or digits.`);
  const dir = path.join(root, 'content', 'guides');
  const file = path.join(dir, `${slug}.md`);
  const folder = path.join(dir, slug);
  if (fs.existsSync(folder)) {
    // A guide can also be a folder (<slug>/index.md with its photos): the slug is taken.
    throw new Error(
      `${path.relative(root, folder)}/ already exists; choose another title or edit that guide.`,
    );
  }
  fs.mkdirSync(dir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so an existing guide is never overwritten.
    fs.writeFileSync(file, guideTemplate(cleanTitle, date), { flag: 'wx' });
  } catch (error) {
    if (error && error.code === 'EEXIST') {
      throw new Error(`${path.relative(root, file)} already exists; choose another title or edit that file.`);
    }
    throw error;
  }
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const file = createGuide(process.argv.slice(2).join(' '));
    console.log(
      `Created ${path.relative(process.cwd(), file)}. Fill it in, then preview it with npm run dev.`,
    );
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
