import { DEFAULT_LOCALE, localeSettings, type Locale } from '../../i18n/locales';
import { localePath, splitLocalePath } from '../../i18n/paths';
import { guideHref } from '../../routes';
import type { ProblemList } from '../problems';
import { markdownUrls, type MarkdownUrls } from './markdown-urls';

// The links in a guide's body: which lead to guides (in which language), which cannot be published as
// written (another language's pages, a user name or password), and, with every guide of the build
// known, which lead to a guide that does not exist or is a draft.

/** A link to a guide page in any language: /guides/<slug>, /id/guides/<slug>. */
const GUIDE_LINK = /^\/guides\/([^/?#]*)/;

/**
 * The guide a link points to, in its language, with the slug decoded; undefined for a link that is not
 * to a guide page; null for a guide link whose % escapes are malformed.
 */
export function guideLinkTarget(url: string): { locale: Locale; slug: string } | undefined | null {
  if (!url.startsWith('/')) return undefined;
  const { locale, path } = splitLocalePath(url);
  const written = GUIDE_LINK.exec(path)?.[1];
  if (written === undefined) return undefined;
  try {
    return { locale, slug: decodeURIComponent(written) };
  } catch {
    return null;
  }
}

/** The slugs a Markdown body (or its already extracted links) links to with /guides/<slug> addresses. */
export function linkedGuideSlugs(markdown: string | MarkdownUrls): string[] {
  const { links } = typeof markdown === 'string' ? markdownUrls(markdown) : markdown;
  return links.flatMap((url) => {
    const target = guideLinkTarget(url);
    if (target === undefined) return [];
    // A malformed escape is reported by the loader; here it stays as written (and so is not a guide).
    return [target?.slug ?? splitLocalePath(url).path.replace(/^\/guides\/([^/?#]*).*$/, '$1')];
  });
}

/**
 * Links in a guide that lead to another language's pages: a guide in Indonesian links to /id/…
 * pages, a guide in English to unprefixed ones. Each problem names the link and the one to write.
 */
export function linkLanguageProblems(locale: Locale, links: readonly string[]): string[] {
  return links.flatMap((url) => {
    if (!url.startsWith('/') || url.startsWith('//')) return [];
    const written = splitLocalePath(url);
    if (written.locale === locale) return [];
    const fix = localePath(locale, written.path);
    const guideLink = written.path.startsWith(`${guideHref('')}`);
    const where = locale === DEFAULT_LOCALE ? localeSettings[locale].name : `the ${locale} edition`;
    return [
      `link ${url} leads to another language's page: this guide is in ${locale}, so link within ${where}${guideLink ? ` (the guide's translation, if it has one)` : `, e.g. ${fix}`}`,
    ];
  });
}

type LinkedGuide = { slug: string; file: string; locale: Locale; draft: boolean };

/**
 * Adds a problem for each link to a guide that does not exist in the link's language, so a renamed or
 * mistyped slug never ships as a dead link, and for each link from a published guide to a draft
 * (which the production build leaves out). `urls` gives each guide's links by slug; links to the
 * `broken` slugs (files with problems of their own) are not checked.
 */
export function checkGuideLinks(
  guides: readonly LinkedGuide[],
  urls: ReadonlyMap<string, MarkdownUrls>,
  problems: ProblemList,
  broken: ReadonlySet<string> = new Set(),
): void {
  const bySlug = new Map(guides.map((guide) => [guide.slug, guide]));
  for (const guide of guides) {
    const targets = (urls.get(guide.slug)?.links ?? []).map(guideLinkTarget).filter((target) => !!target);
    const seen = new Set<string>();
    for (const { locale, slug } of targets) {
      const link = localePath(locale, guideHref(slug));
      if (seen.has(link) || broken.has(slug)) continue;
      seen.add(link);
      const target = bySlug.get(slug);
      if (!target || target.locale !== locale) {
        problems.add(
          guide.file,
          `links to ${link}, but there is no guide content/guides/${slug}.md (or ${slug}/index.md) in that language`,
          'body',
        );
      } else if (target.draft && !guide.draft) {
        problems.add(
          guide.file,
          `links to ${link}, a draft (${target.file} has draft: true), which is not published: publish it or remove the link`,
          'body',
        );
      }
    }
  }
}
