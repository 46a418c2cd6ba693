import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  DEFAULT_LOCALE,
  localeSettings,
  otherLocale,
  TRANSLATION_LOCALES,
  type Locale,
} from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { KLOOK_LOCALES } from '../../lib/tours/klook';
import { affiliateTargets } from '../../lib/tours/affiliate';
import { redirectHref, routes, searchHref } from '../../lib/routes';
import { SITE_URL } from '../../lib/site/config';
import { englishStrings } from './english-strings';
import { expect, test } from './fixtures';
import { fixtureOrigin } from './fixture-site';
import { guidesIn, pageTypes, places, searchWordIn, wordsOf } from './pages';
import { placeWords } from '../../lib/places/place-text';

// The Bahasa Indonesia edition: every page type has its twin, in its language, reachable by the
// language switch and paired with it for search engines; nothing of the English interface is left on
// an Indonesian page; Klook, search and the untranslated-guide fallback follow the page's language.

/** The language switch the visitor sees (the 404 page holds one per language, one of them shown). */
const languageSwitch = (page: Page) => page.locator('a[data-language-switch]:visible');

/** The hreflang links of a page, by language tag, as site paths. */
async function hreflangs(page: Page) {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('hreflang'), node.getAttribute('href')]));
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href!).pathname]));
}

/** Pages with a URL of their own (not the 404 views, not a search's query): paired by hreflang. */
const isPaired = (type: (typeof pageTypes)[number]) =>
  !type.name.startsWith('not-found') && !type.path.includes('?');

// One visit per page type: its language, its hreflang pairs (where it has them), then its language
// switch to the twin, whose hreflang pairs must be the same.
for (const type of pageTypes) {
  const paired = isPaired(type);
  test(`${type.name}: <html lang="${type.locale}">, and the language switch leads to its twin${paired ? '; hreflang pairs with its twin, both ways, with x-default' : ''}`, async ({
    page,
  }) => {
    await page.goto(type.path);
    const own = paired ? await hreflangs(page) : {};
    if (paired) {
      expect(new URL(SITE_URL).origin).toBeTruthy();
      expect(own[localeSettings[type.locale].tag]).toBe(type.path);
      expect(own[localeSettings[otherLocale(type.locale)].tag]).toBe(type.twin);
      expect(own['x-default']).toBe(type.locale === DEFAULT_LOCALE ? type.path : type.twin);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', localeSettings[type.locale].tag);
    const other = otherLocale(type.locale);
    const link = languageSwitch(page);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('lang', localeSettings[other].tag);
    await expect(link).toHaveAttribute('hreflang', localeSettings[other].tag);
    // Reachable by keyboard: it is a link in the bar, before the search link and the menu.
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === type.twin.replace(/#.*$/, ''));
    await expect(page.locator('html')).toHaveAttribute('lang', localeSettings[other].tag);
    // The twin (the page the switch led to: type.twin, without its fragment) pairs back the same way.
    if (paired) expect(await hreflangs(page)).toEqual(own);
  });
}

/** Every built page of a language's folder (out/id/…), as text a visitor or a screen reader meets. */
function builtPages(locale: string): { file: string; text: string }[] {
  const root = path.join(process.cwd(), 'out', locale);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  // Proper names stay as they are: the places' names in the language, and the citations of guides and
  // places (a source's title and publisher as published: "Garut Hot Springs, West Java Tourism
  // Board"); so does a guide's body, the translator's own text. What is marked as another language
  // (the switch to it) is read in that language on purpose.
  const placeNames = [...places.values()].map((place) => placeWords(place, locale as Locale).name);
  return files.map((file) => {
    let html = readFileSync(path.join(root, file), 'utf8')
      .replace(
        new RegExp(`<(a|span|p|div)\\b[^>]*\\slang="(?!${locale}")[^"]*"[^>]*>[\\s\\S]*?</\\1>`, 'g'),
        ' ',
      )
      .replace(/(<section[^>]*data-(?:guide|itinerary)-sources[^>]*>[\s\S]*?)<ol[\s\S]*?<\/ol>/g, '$1')
      .replace(/(<details[^>]*data-place-sources[^>]*>[\s\S]*?)<ol[\s\S]*?<\/ol>/g, '$1')
      // A guide's own text is the translator's (names of cafes and the like included), not interface.
      .replace(
        /<div[^>]*data-pagefind-body[\s\S]*?(?=<section[^>]*data-guide-places|<section[^>]*data-guide-sources|<\/article>)/g,
        ' ',
      );
    for (const name of placeNames) html = html.split(name).join(' ');
    const attributes = [
      ...html.matchAll(/\s(?:alt|title|aria-label|placeholder|content|data-msg-[\w-]+)="([^"]*)"/g),
    ]
      .map(([, value]) => value)
      // Addresses (a canonical URL in a meta tag) are not words.
      .filter((value) => !/^(https?:\/\/|\/)|url=/.test(value!))
      .join('\n');
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ');
    const decode = (value: string) =>
      value
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&nbsp;/g, ' ');
    return { file: `out/${locale}/${file}`, text: decode(`${text}\n${attributes}`) };
  });
}

for (const locale of TRANSLATION_LOCALES) {
  test(`no English interface string is left on any built /${locale}/ page`, () => {
    const strings = englishStrings(locale);
    expect(strings.length).toBeGreaterThan(100);
    const pages = builtPages(locale);
    expect(pages.length).toBeGreaterThan(10);
    const leftovers = pages.flatMap(({ file, text }) =>
      strings
        .filter(({ pattern }) => pattern.test(text))
        .map(({ source, text: english }) => `${file}: "${english}" (${source})`),
    );
    expect(leftovers, leftovers.slice(0, 40).join('\n')).toEqual([]);
  });

  test(`/${locale}: Klook widgets in the page's language, redirects to Klook's ${locale} pages`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, routes.home));
    const widgets = page.locator('ins.klk-aff-widget');
    await expect(widgets).toHaveCount(2);
    for (const widget of await widgets.all()) {
      await expect(widget).toHaveAttribute('data-lang', locale);
      await expect(widget).toHaveAttribute('data-currency', 'IDR');
    }
    for (const slug of Object.keys(affiliateTargets)) {
      const response = await page.request.get(localePath(locale, redirectHref(slug)));
      const html = await response.text();
      const deepLink = /<a href="(https:\/\/affiliate\.klook\.com\/redirect\?[^"]+)"/.exec(html)?.[1];
      expect(deepLink, slug).toBeTruthy();
      const target = new URL(deepLink!.replace(/&amp;/g, '&')).searchParams.get('k_site')!;
      expect(target, slug).toMatch(new RegExp(`^https://www\\.klook\\.com/${KLOOK_LOCALES[locale]}/`));
    }
  });
}

for (const locale of ['en', ...TRANSLATION_LOCALES] as const) {
  test(`search on ${localePath(locale, routes.search)} finds guides in its language only`, async ({
    page,
  }) => {
    const own = guidesIn(locale).map((guide) => guide.href);
    // A word every language's guides use, and the language's own sample word.
    for (const word of ['bandung', searchWordIn(locale)]) {
      await page.goto(localePath(locale, searchHref(word)));
      const results = page.locator('[data-search-results] li a');
      await expect(results.first()).toBeVisible();
      const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(own, `${word}: ${href}`).toContain(href);
    }
  });
}

test.describe('a guide with no translation', () => {
  // The fixture site (scripts/test/fixture-site.mjs) adds English guides with no translation.
  test.describe.configure({ mode: 'serial' });
  let origin = '';
  test.beforeAll(async () => {
    test.setTimeout(450_000);
    origin = await fixtureOrigin();
  });

  test('its language switch leads to the other language’s guide list, which says why', async ({ page }) => {
    const xml = await (await page.request.get(`${origin}/sitemap.xml`)).text();
    const untranslated = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
      .map(([, entry]) => entry!)
      .filter(
        (entry) =>
          /<loc>[^<]*\/guides\/(?!page\/|area\/|tag\/)[^<]+<\/loc>/.test(entry) && !/hreflang/.test(entry),
      )
      .map((entry) => new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!).pathname)
      .filter((pathname) => !pathname.startsWith('/id/'));
    expect(untranslated.length).toBeGreaterThan(0);
    const other = TRANSLATION_LOCALES[0]!;
    const t = wordsOf(other);
    await page.goto(`${origin}${untranslated[0]}`);
    const link = languageSwitch(page);
    await expect(link).toHaveAttribute('href', `${localePath(other, routes.guides)}#untranslated`);
    await expect(link).toHaveAttribute(
      'title',
      t('layout.languageSwitchUntranslated', { language: localeSettings[other].name }),
    );
    await link.click();
    await expect(page).toHaveURL(`${origin}${localePath(other, routes.guides)}#untranslated`);
    await expect(page.getByText(t('guides.untranslatedNotice'))).toBeVisible();
    // Reached any other way, the list does not say it.
    await page.goto(`${origin}${localePath(other, routes.guides)}`);
    await expect(page.getByText(t('guides.untranslatedNotice'))).toBeHidden();
  });
});
