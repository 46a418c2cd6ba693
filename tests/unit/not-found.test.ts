import { afterAll, describe, expect, it, vi } from 'vitest';
import { LOCALES, localeSettings, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import {
  NOT_FOUND_KIND_RULE,
  NOT_FOUND_LOCALE_RULE,
  NOT_FOUND_SCRIPT,
  notFoundTitles,
  type NotFoundKind,
} from '@/lib/site/not-found';

// The rules the 404 page's script runs (browser JavaScript text, see lib/site/not-found.ts).
const notFoundKind = new Function(`return (${NOT_FOUND_KIND_RULE})`)() as (path: string) => NotFoundKind;
const notFoundLocale = new Function(`return (${NOT_FOUND_LOCALE_RULE})`)() as (
  path: string,
) => [string, string];

// Paths (as English writes them) and the 404 view each one gets: the rule and the page's script are
// checked against one table, in every language (/id/… for Indonesian).
const PATH_KINDS = [
  ['/redirect/nope', 'redirect'],
  ['/redirect/', 'redirect'],
  ['/redirect', 'redirect'],
  ['/redirect/city-tour/extra', 'redirect'],
  ['/redirect/..%2F..%2Fevil', 'redirect'],
  ['/guides/nope', 'guide'],
  ['/guides/page/99', 'list'],
  ['/guides/page/1/x', 'list'],
  ['/guides/area/nowhere', 'list'],
  ['/guides/tag/lembang/page/9', 'list'],
  ['/guides/tag', 'list'],
  ['/guides/pages', 'guide'],
  ['/guides/', 'general'],
  ['/redirects', 'general'],
  ['/nope', 'general'],
  ['/tours/nope', 'general'],
  ['/', 'general'],
] as const;

describe('notFoundKind', () => {
  it.each(PATH_KINDS)('%s → %s', (path, kind) => {
    expect(notFoundKind(path)).toBe(kind);
  });
});

describe('the language of a not-found path', () => {
  it.each([
    ['/id/guides/nope', 'id', '/guides/nope'],
    ['/id/redirect/x', 'id', '/redirect/x'],
    ['/id', 'id', '/'],
    ['/id/', 'id', '/'],
    ['/guides/nope', 'en', '/guides/nope'],
    ['/idx/guides', 'en', '/idx/guides'],
    ['/guides/id/x', 'en', '/guides/id/x'],
    ['/', 'en', '/'],
  ] as const)('%s → %s, %s', (path, locale, rest) => {
    expect(notFoundLocale(path)).toEqual([locale, rest]);
  });
});

describe('NOT_FOUND_SCRIPT', () => {
  function run(pathname: string) {
    const replace = vi.fn();
    const doc = {
      documentElement: document.createElement('html'),
      head: document.createElement('head'),
      title: '',
    };
    new Function('location', 'document', NOT_FOUND_SCRIPT)({ pathname, replace }, doc);
    const html = doc.documentElement;
    return {
      replace,
      kind: html.getAttribute('data-not-found'),
      locale: html.getAttribute('data-not-found-locale'),
      lang: html.lang,
      title: doc.title,
    };
  }

  it.each(LOCALES)(
    'sends an unknown redirect path home in its language (%s), replacing history',
    (locale) => {
      const result = run(localePath(locale, '/redirect/nope'));
      expect(result.replace).toHaveBeenCalledExactlyOnceWith(localePath(locale, '/'));
      expect(result.kind).toBe('redirect');
      expect(result.locale).toBe(locale);
      expect(result.lang).toBe(localeSettings[locale].tag);
      expect(result.title).toBe(notFoundTitles(locale).redirect);
    },
  );

  it('sends /redirect/* to / and /id/redirect/* to /id', () => {
    expect(run('/redirect/nope').replace).toHaveBeenCalledExactlyOnceWith('/');
    expect(run('/id/redirect/nope').replace).toHaveBeenCalledExactlyOnceWith('/id');
  });

  it.each(LOCALES)('leaves guide, list and general not-found paths where they are (%s)', (locale: Locale) => {
    for (const [path, kind] of PATH_KINDS.filter(([, kind]) => kind !== 'redirect')) {
      const result = run(localePath(locale, path));
      expect(result.replace).not.toHaveBeenCalled();
      expect(result.kind, path).toBe(kind);
      expect(result.locale, path).toBe(locale);
      expect(result.lang, path).toBe(localeSettings[locale].tag);
      expect(result.title, path).toBe(notFoundTitles(locale)[kind]);
    }
  });

  it('titles every view in each language', () => {
    const [en, id] = LOCALES.map((locale) => notFoundTitles(locale));
    for (const kind of ['list', 'guide', 'redirect', 'general'] as const) {
      expect(en![kind]).toMatch(/ – Explore Bandung$/);
      expect(id![kind]).toMatch(/ – Explore Bandung$/);
      expect(id![kind]).not.toBe(en![kind]);
    }
  });
});

describe('not-found pages for guides', () => {
  it.each([
    ['/guides/does-not-exist', 'guide'],
    ['/guides/top-10-things-to-do-in-bandung/extra', 'guide'],
    ['/guides', 'general'],
    ['/guidesx/y', 'general'],
  ] as const)('%s → %s', (path, kind) => {
    expect(notFoundKind(path)).toBe(kind);
  });

  // The script as the browser runs it: in the page (jsdom), reading the real location.
  function runAt(pathname: string) {
    window.history.replaceState(null, '', pathname);
    document.documentElement.removeAttribute('data-not-found');
    document.documentElement.removeAttribute('data-not-found-locale');
    document.documentElement.lang = '';
    new Function(NOT_FOUND_SCRIPT)();
  }
  afterAll(() => window.history.replaceState(null, '', '/'));

  it('shows the "Blog Post Not Found" view on /guides/<unknown>', () => {
    runAt('/guides/does-not-exist');
    expect(document.documentElement.getAttribute('data-not-found')).toBe('guide');
    expect(document.documentElement.getAttribute('data-not-found-locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toMatch(/^Blog Post Not Found/);
  });

  it('shows the Indonesian guide view on /id/guides/<unknown>, with <html lang="id">', () => {
    runAt('/id/guides/does-not-exist');
    expect(document.documentElement.getAttribute('data-not-found')).toBe('guide');
    expect(document.documentElement.getAttribute('data-not-found-locale')).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(document.title).toBe(notFoundTitles('id').guide);
  });

  it.each(LOCALES)('shows the general view elsewhere (%s)', (locale) => {
    runAt(localePath(locale, '/nope'));
    expect(document.documentElement.getAttribute('data-not-found')).toBe('general');
    expect(document.documentElement.getAttribute('data-not-found-locale')).toBe(locale);
    expect(document.title).toBe(notFoundTitles(locale).general);
  });
});
