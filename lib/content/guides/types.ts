import type { Locale } from '../../i18n/locales';
import type { PhotoSource } from '../../photos/photo-source';
import type { GuidePlace } from '../places/schema';
import type { GuideHeading } from '../toc';
import type { GuideFrontmatter } from './schema';

// A guide as the rest of the site sees it: its frontmatter as the schema outputs it, and what the
// loader derives. Only values live here (dates, a word count); the words a page shows for them (a
// date, a read time) are made when the page renders, in its language.

/** Where a guide is published in a language: what the language switch, hreflang and links need. */
export type GuideLink = { slug: string; href: string; title: string };

/** A guide without its body. */
export type GuideSummary = Omit<GuideFrontmatter, 'updated' | 'places' | 'image'> & {
  slug: string;
  /** The guide's file, as messages name it. */
  file: string;
  /** The language it is written in (frontmatter `lang`). */
  locale: Locale;
  /** The places the guide covers, in its order: their records (content/places/), with the guide's tips. */
  places: GuidePlace[];
  href: string;
  /** Where the hero photo (frontmatter `image`, or the original’s for a translation) comes from, checked; a designed cover without one. */
  imageSource: PhotoSource;
  /** ISO date of the last update (`date` when the frontmatter has no `updated`). */
  updated: string;
  /** For a translation: the slug of the guide it translates. */
  translationOf?: string;
  /** The words of the body's text, counted as its language writes words (the read time comes from it). */
  words: number;
};

export type Guide = GuideSummary & {
  content: string;
  /** The photos of the body, by photoKey() of their address as written. */
  bodyPhotos: Record<string, PhotoSource>;
  /** The body's ## and ### headings with their anchors, in order (lib/content/toc.ts). */
  headings: GuideHeading[];
};
