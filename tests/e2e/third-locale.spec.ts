import { LOCALES } from '../../lib/i18n/locales';
import { THIRD_LOCALE } from '../../scripts/test/third-locale.mjs';
import { expect, test } from './fixtures';
import { fixtureOrigin } from './fixture-site';

// The fixture site is built with a third language (scripts/test/third-locale.mjs: a locale entry, a
// handful of messages and one translated guide). Languages are data, so it must come out everywhere
// the two real ones do: every page's language switch (one link per other language) and hreflang
// pairs, the sitemap, and the 404 page, with no route file or component written for it.

const LANGUAGES = [...LOCALES, THIRD_LOCALE];

/** A sitemap entry: the page's URL path and its hreflang alternates (language tag → path). */
type Entry = { path: string; alternates: Record<string, string> };

const pathOf = (url: string) => new URL(url).pathname;

function sitemapEntries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    path: pathOf(/<loc>([^<]+)<\/loc>/.exec(entry!)![1]!),
    alternates: Object.fromEntries(
      [...entry!.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        pathOf(href!),
      ]),
    ),
  }));
}

/** What a built page offers: its language, its switch's languages and its hreflang links. */
function offers(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const links = [...html.matchAll(/<link\s[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /rel="alternate"/.test(tag));
  return {
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    switches: [...html.matchAll(/<a\s[^>]*data-language-switch="([^"]+)"[^>]*>/g)].map(([, lang]) => lang),
    hreflang: Object.fromEntries(
      links
        .filter((tag) => attr(tag, 'hreflang'))
        .map((tag) => [attr(tag, 'hreflang'), pathOf(attr(tag, 'href')!)]),
    ),
  };
}

test.describe('a third language', () => {
  test.describe.configure({ mode: 'serial' });
  let origin = '';
  let entries: Entry[] = [];
  test.beforeAll(async ({ request }) => {
    test.setTimeout(450_000);
    origin = await fixtureOrigin();
    entries = sitemapEntries(await (await request.get(`${origin}/sitemap.xml`)).text());
  });

  test('is in the sitemap: every page but the untranslated guides and empty lists, paired with its twins', () => {
    const own = entries.filter(
      (entry) => entry.path === `/${THIRD_LOCALE}` || entry.path.startsWith(`/${THIRD_LOCALE}/`),
    );
    expect(own.length).toBeGreaterThan(20);
    // The one translated guide, paired with its original and the original's other translations.
    const guides = own.filter((entry) => /^\/[a-z]+\/guides\/(?!page\/|area\/|tag\/)[^/]+$/.test(entry.path));
    expect(guides).toHaveLength(1);
    expect(Object.keys(guides[0]!.alternates)).toEqual(expect.arrayContaining([...LANGUAGES, 'x-default']));
    // Every page that is not a guide, an itinerary or an area's or tag's list exists in every
    // language (guides and itineraries are translated one by one; a list with none of the
    // language's guides is not published in it).
    for (const entry of entries.filter((e) => !/\/(guides|itineraries)\/./.test(e.path))) {
      expect(Object.keys(entry.alternates).sort(), entry.path).toEqual([...LANGUAGES, 'x-default'].sort());
    }
  });

  test('every page offers each other language in its switch, and its hreflang links are the sitemap’s', async ({
    request,
  }) => {
    test.setTimeout(300_000);
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) {
      const response = await request.get(`${origin}${entry.path}`);
      expect(response.status(), entry.path).toBe(200);
      const page = offers(await response.text());
      expect(LANGUAGES, entry.path).toContain(page.lang);
      expect(page.switches.sort(), entry.path).toEqual(LANGUAGES.filter((lang) => lang !== page.lang).sort());
      expect(page.hreflang, entry.path).toEqual(entry.alternates);
    }
  });

  test('the 404 page, /saved and /offline offer it too, in its own words', async ({ page, request }) => {
    for (const path of ['/saved', '/offline', `/${THIRD_LOCALE}/saved`, `/${THIRD_LOCALE}/offline`]) {
      const found = offers(await (await request.get(`${origin}${path}`)).text());
      expect(found.switches.sort(), path).toEqual(LANGUAGES.filter((lang) => lang !== found.lang).sort());
    }
    await page.goto(`${origin}/${THIRD_LOCALE}/no-such-page`);
    await expect(page.locator('html')).toHaveAttribute('lang', THIRD_LOCALE);
    const visible = page.locator('a[data-language-switch]:visible');
    await expect(visible).toHaveCount(LANGUAGES.length - 1);
    // One of the handful of messages the fixture gives in Dutch.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reisgidsen' }),
    ).toBeVisible();
  });
});
