// npm run new:guide -- "Guide title"            content/guides/<slug>.md (photos go in content/guides/images/)
// npm run new:guide -- --folder "Guide title"   content/guides/<slug>/index.md (photos go beside it)
// npm run new:guide -- --translate <slug> [--lang id] "Judul"
//                                               a translation of <slug>, to translate (content/guides/<judul>.md)
// npm run new:guide -- --help                   this usage
// Writes a guide with valid frontmatter and a body to fill in, and says where its photos go. Never
// overwrites.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { DEFAULT_LOCALE_CODE, LOCALE_LIST } from '../lib/i18n/locale-list.mjs';

export const USAGE = `Usage:
  npm run new:guide -- "Guide title"
      a guide in content/guides/<slug>.md (its photos go in content/guides/images/)
  npm run new:guide -- --folder "Guide title"
      a guide in its own folder, content/guides/<slug>/index.md, with its photos beside it
  npm run new:guide -- --translate <slug> [--lang <${LOCALE_LIST.filter((l) => l !== DEFAULT_LOCALE_CODE).join('|')}>] "Translated title"
      a translation of the guide <slug> (default language: ${LOCALE_LIST[1]}), named after its translated
      title: the original's text and fields, ready to translate; links already point at that language
  npm run new:guide -- --help
      this help

The file name comes from the title (lower-case words joined by hyphens); an existing guide is never
overwritten. docs/editing.md explains every field.`;

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
# No image: the guide gets a designed cover, drawn from its area and tags. For a photo of your own
# that shows what the guide is about, put it in ${photos.folder} (JPEG, PNG, WebP or AVIF, at least
# 1200 px wide) and add two lines:
# image: ${photos.prefix}your-photo.jpg
# imageAlt: "What the photo shows, for readers who cannot see it"
date: ${date}
updated: ${date}
area: all-around-bandung # replace with the guide's area, from lib/content/taxonomy.ts
tags: [] # add what it is about, from the tags in lib/content/taxonomy.ts, e.g. [food, coffee]
# npm run dev shows a draft; the built site leaves it out. Remove this line when the guide is ready.
draft: true
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

/** Every guide file in content/guides, with its slug. */
const guideFilesIn = (dir) =>
  fs.readdirSync(dir).flatMap((name) => {
    if (name.endsWith('.md')) return [{ slug: name.slice(0, -3), file: path.join(dir, name) }];
    const index = path.join(dir, name, 'index.md');
    return fs.existsSync(index) ? [{ slug: name, file: index }] : [];
  });

/** The original guide's file for a slug: content/guides/<slug>.md or <slug>/index.md. */
function originalFile(dir, slug) {
  const candidates = [path.join(dir, `${slug}.md`), path.join(dir, slug, 'index.md')];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(`There is no guide content/guides/${slug}.md (or ${slug}/index.md) to translate.`);
  return found;
}

/**
 * A guide file's frontmatter (as plain YAML data, never code: only a plain --- fence is read) and
 * body. Throws for any other file.
 */
function readGuideFile(file) {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} does not start with plain --- frontmatter.`);
  return { data: yaml.load(match[1], { schema: yaml.CORE_SCHEMA }) ?? {}, body: match[2].trim() };
}

/** A site link moved into a language: /tours → /id/tours; others stay as they are. */
const linkIn = (locale, url) =>
  url.startsWith('/') && !url.startsWith('//') ? (url === '/' ? `/${locale}` : `/${locale}${url}`) : url;

/**
 * Creates a translation of the guide `slug` into `locale`, named after its translated `title`: the
 * original's fields and text to translate, its places (with its tips to translate), its site links
 * already in the language. Returns the file and the links to guides that have no version in that
 * language yet (they must be fixed before the guide builds).
 */
export function createTranslation(
  slug,
  title,
  { root = process.cwd(), locale = LOCALE_LIST[1], date = today() } = {},
) {
  if (!LOCALE_LIST.includes(locale) || locale === DEFAULT_LOCALE_CODE) {
    throw new Error(
      `--lang must be one of ${LOCALE_LIST.filter((l) => l !== DEFAULT_LOCALE_CODE).join(', ')}.`,
    );
  }
  const cleanTitle = String(title ?? '').trim();
  if (!cleanTitle)
    throw new Error(`Give the translation its title: npm run new:guide -- --translate ${slug} "Judul"`);
  const dir = path.join(root, 'content', 'guides');
  const { data, body } = readGuideFile(originalFile(dir, slug));
  if (data.translationOf)
    throw new Error(`${slug} is itself a translation: translate its original, ${data.translationOf}.`);
  const newSlug = slugify(cleanTitle);
  if (!newSlug)
    throw new Error(`Cannot make a file name from the title ${quote(cleanTitle)}; use letters or digits.`);
  const file = path.join(dir, `${newSlug}.md`);
  if (fs.existsSync(file) || fs.existsSync(path.join(dir, newSlug))) {
    throw new Error(`${path.relative(root, file)} already exists; choose another title or edit that guide.`);
  }
  // The guides already translated into the language: a link to one of them leads to its translation.
  const translated = new Map(
    guideFilesIn(dir).flatMap((other) => {
      const { data: fields } = readGuideFile(other.file);
      return fields.translationOf && fields.lang === locale ? [[fields.translationOf, other.slug]] : [];
    }),
  );
  const untranslated = [];
  const text = body.replace(/\]\((\/[^)\s]*)\)/g, (whole, url) => {
    const guide = /^\/guides\/([^/?#]+)(.*)$/.exec(url);
    if (guide && translated.has(guide[1]))
      return `](/${locale}/guides/${translated.get(guide[1])}${guide[2]})`;
    const moved = linkIn(locale, url);
    if (guide) untranslated.push(moved);
    return `](${moved})`;
  });
  const places = (data.places ?? []).map((ref) =>
    typeof ref === 'string'
      ? `  - ${ref}`
      : `  - place: ${ref.place}${ref.tip ? `\n    tip: ${quote(ref.tip)} # translate` : ''}`,
  );
  const frontmatter = [
    `lang: ${locale}`,
    `translationOf: ${slug}`,
    `title: ${quote(cleanTitle)}`,
    `excerpt: ${quote(data.excerpt ?? '')} # translate`,
    `summary: ${quote(data.summary ?? '')} # translate`,
    // The original's photo, described in this language; a designed cover (no image) needs none.
    ...(data.image === undefined
      ? []
      : [
          `imageAlt: ${quote(data.imageAlt ?? '')} # translate: the original's photo, described in this language`,
        ]),
    `date: ${date}`,
    ...(places.length ? ['places:', ...places] : []),
    '# npm run dev shows a draft; the built site leaves it out. Remove this line when it is translated.',
    'draft: true',
  ];
  fs.writeFileSync(file, `---\n${frontmatter.join('\n')}\n---\n\n${text}\n`, { flag: 'wx' });
  return { file, untranslated: [...new Set(untranslated)] };
}

/** The command's options and title from its arguments; throws for an option it does not know. */
export function parseArgs(args) {
  const options = { help: false, folder: false, translate: undefined, lang: undefined, words: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--folder') options.folder = true;
    else if (arg === '--translate' || arg === '--lang') {
      const value = args[++i];
      if (!value || value.startsWith('-')) throw new Error(`${arg} needs a value.\n\n${USAGE}`);
      options[arg.slice(2)] = value;
    } else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}.\n\n${USAGE}`);
    else options.words.push(arg);
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (options.help) {
      console.log(USAGE);
    } else if (options.translate) {
      const { file, untranslated } = createTranslation(options.translate, options.words.join(' '), {
        ...(options.lang ? { locale: options.lang } : {}),
      });
      console.log(
        `Created ${path.relative(process.cwd(), file)}: translate its fields marked "# translate" and its text, ` +
          `then preview it with npm run dev.` +
          (untranslated.length
            ? `\nThese links lead to guides not translated yet; point them at their translations or remove them: ${untranslated.join(', ')}`
            : ''),
      );
    } else {
      const { file, photos } = createGuide(options.words.join(' '), { folder: options.folder });
      console.log(
        `Created ${path.relative(process.cwd(), file)}. Put its photos in ${photos} (JPEG, PNG, WebP or AVIF; ` +
          `the hero at least 1200 px wide), fill it in, then preview it with npm run dev.`,
      );
    }
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
