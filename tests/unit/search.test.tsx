import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  initSearch,
  RESULTS_SHOWN,
  type PagefindResultData,
  type SearchEngine,
} from '@/components/behaviors/search';
import { SearchPanel } from '@/components/search/search-panel';
import { cleanUrl, excerptParts, queryFrom, resultCountMessage, searchUrl } from '@/lib/browser/search';
import { messagesOf } from '@/lib/browser/messages';
import { areaBySlug } from '@/lib/content/taxonomy';
import { LOCALES, localeSettings, otherLocale, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { tr } from './support/i18n';

/** The messages the search page of a language carries for the behaviour (its data-msg-* attributes). */
function pageMessages(locale: Locale) {
  const { container, unmount } = render(<SearchPanel locale={locale} />);
  const messages = messagesOf(container.querySelector<HTMLElement>('[data-search]')!);
  unmount();
  return messages;
}

/** What the search page says, as the English page words it. */
const WORDS: Record<
  Locale,
  {
    found: (count: number, query: string) => string;
    foundPrefix: (count: number) => string;
    none: RegExp;
    failed: RegExp;
    label: string;
    results: string;
    showMore: string;
    readTime: string;
  }
> = {
  en: {
    found: (count, query) => `${count} ${count === 1 ? 'result' : 'results'} for “${query}”.`,
    foundPrefix: (count) => `${count} results for`,
    none: /^Nothing found for “zzz”/,
    failed: /Search could not load/,
    label: 'Search guides, places and tours',
    results: 'Search results',
    showMore: 'Show more results',
    readTime: '1 min read',
  },
  id: {
    found: (count, query) =>
      tr('id')(count === 1 ? 'search.resultsOne' : 'search.resultsOther', { count: String(count), query }),
    foundPrefix: (count) =>
      tr('id')('search.resultsOther', { count: String(count), query: '' })
        .split('“')[0]!
        .trim(),
    none: new RegExp(`^${tr('id')('search.noResults', { query: 'zzz' }).split('.')[0]}`),
    failed: new RegExp(tr('id')('search.failed').split('.')[0]!),
    label: tr('id')('search.label'),
    results: tr('id')('search.resultsHeading'),
    showMore: tr('id')('search.showMore'),
    readTime: tr('id')('guide.readTime', { minutes: 1 }),
  },
};

describe('search helpers', () => {
  it('reads and writes the query in the URL', () => {
    expect(queryFrom('?q=%20kawah%20putih%20')).toBe('kawah putih');
    expect(queryFrom('')).toBe('');
    expect(searchUrl('/search', 'kawah putih')).toBe('/search?q=kawah+putih');
    expect(searchUrl('/search', '')).toBe('/search');
  });

  it('turns built file paths into the clean URLs the site serves', () => {
    expect(cleanUrl('/guides/best-cafes-in-bandung.html')).toBe('/guides/best-cafes-in-bandung');
    expect(cleanUrl('/guides/index.html')).toBe('/guides');
    expect(cleanUrl('/guides/x')).toBe('/guides/x');
  });

  it('splits a highlighted excerpt into text and marks without parsing HTML', () => {
    expect(excerptParts('Try <mark>kopi</mark> &amp; <mark>roti</mark> &lt;b&gt;')).toEqual([
      { text: 'Try ', mark: false },
      { text: 'kopi', mark: true },
      { text: ' & ', mark: false },
      { text: 'roti', mark: true },
      { text: ' <b>', mark: false },
    ]);
  });

  it.each(LOCALES)('words the count for one, many and none, with the %s page’s messages', (locale) => {
    const messages = pageMessages(locale);
    const lang = localeSettings[locale].tag;
    const words = WORDS[locale];
    expect(resultCountMessage(1, 'kawah', messages, lang)).toBe(words.found(1, 'kawah'));
    expect(resultCountMessage(3, 'kawah', messages, lang)).toBe(words.found(3, 'kawah'));
    expect(resultCountMessage(0, 'zzz', messages, lang)).toMatch(words.none);
  });

  it('writes the count the way the message tables do (the browser fills the same messages)', () => {
    for (const locale of LOCALES) {
      const messages = pageMessages(locale);
      const t = tr(locale);
      for (const count of [1, 2, 21]) {
        expect(resultCountMessage(count, 'kopi', messages, localeSettings[locale].tag)).toBe(
          t(count === 1 ? 'search.resultsOne' : 'search.resultsOther', {
            count: String(count),
            query: 'kopi',
          }),
        );
      }
      expect(resultCountMessage(0, 'kopi', messages, localeSettings[locale].tag)).toBe(
        t('search.noResults', { query: 'kopi' }),
      );
    }
  });
});

describe.each(LOCALES)('search behaviour (%s)', (locale) => {
  const words = WORDS[locale];
  const at = (path: string) => localePath(locale, path);
  const area = areaBySlug('all-around-bandung').name[locale];
  const result = (n: number): PagefindResultData => ({
    url: at(`/guides/guide-${n}.html`),
    excerpt: `about <mark>kawah</mark> number ${n} <img src=x onerror=alert(1)>`,
    meta: { title: `Guide ${n}`, area, readTime: tr(locale)('guide.readTime', { minutes: n }) },
  });
  const engine = (count: number) => {
    const calls: string[] = [];
    const fake: SearchEngine = {
      search: async (query) => {
        calls.push(query);
        return { results: Array.from({ length: count }, (_, i) => ({ data: async () => result(i + 1) })) };
      },
    };
    return { fake, calls };
  };

  let stop = () => {};
  // The page's language, as <html lang> says it (the behaviour picks plural forms by it).
  beforeEach(() => {
    document.documentElement.lang = localeSettings[locale].tag;
  });
  afterEach(() => {
    stop();
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = '';
    document.documentElement.removeAttribute('data-searched');
  });

  it('runs ?q= on load: results with title, link, excerpt, area and read time, announced politely', async () => {
    window.history.replaceState(null, '', `${at('/search')}?q=kawah`);
    const { fake, calls } = engine(3);
    render(<SearchPanel locale={locale} />);
    stop = initSearch(document, async () => fake);
    const status = screen.getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent(words.found(3, 'kawah')));
    // What follows the results may be laid out now (app/globals.css).
    expect(document.documentElement).toHaveAttribute('data-searched');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(calls).toEqual(['kawah']);
    expect(screen.getByRole('searchbox', { name: words.label })).toHaveValue('kawah');
    const items = within(screen.getByRole('list', { name: words.results })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'Guide 1' })).toHaveAttribute(
      'href',
      at('/guides/guide-1'),
    );
    expect(first).toHaveTextContent(locale === 'en' ? 'All around Bandung' : area);
    expect(first).toHaveTextContent(words.readTime);
    expect(first.querySelector('mark')).toHaveTextContent('kawah');
    // The excerpt's markup is text, never elements.
    expect(first.querySelector('img')).toBeNull();
    expect(first).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('searches as the visitor types, keeps the query in the address, and shows more on request', async () => {
    // No pause between keystrokes: the word is typed within the behaviour's typing pause, however busy
    // the machine running the test is.
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, '', at('/search'));
    const { fake, calls } = engine(RESULTS_SHOWN + 3);
    const load = vi.fn(async () => fake);
    render(<SearchPanel locale={locale} />);
    stop = initSearch(document, load);
    expect(load).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox'), 'angklung');
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(words.foundPrefix(RESULTS_SHOWN + 3)),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(words.found(RESULTS_SHOWN + 3, 'angklung')),
    );
    expect(calls).toEqual(['angklung']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe(at('/search'));
    expect(window.location.search).toBe('?q=angklung');
    const list = screen.getByRole('list', { name: words.results });
    expect(within(list).getAllByRole('listitem')).toHaveLength(RESULTS_SHOWN);
    await user.click(screen.getByRole('button', { name: words.showMore }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(RESULTS_SHOWN + 3));
    expect(screen.getByRole('link', { name: `Guide ${RESULTS_SHOWN + 1}` })).toHaveFocus();
    expect(screen.queryByRole('button', { name: words.showMore })).toBeNull();

    await user.clear(screen.getByRole('searchbox'));
    await vi.waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(0));
    expect(window.location.search).toBe('');
  });

  it('labels each result with its type, narrows the results to a type, and keeps the query on the language switch', async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, '', `${at('/search')}?q=kawah`);
    const filtersAsked: unknown[] = [];
    const fake: SearchEngine = {
      search: async (_query, options) => {
        filtersAsked.push(options?.filters);
        return {
          results: [
            {
              data: async () => ({
                url: at('/places/kawah-putih'),
                excerpt: '',
                meta: { title: 'Kawah Putih', area },
                filters: { type: ['place'] },
              }),
            },
          ],
          unfilteredResultCount: 3,
          totalFilters: { type: { guide: 2, place: 1 } },
        };
      },
    };
    const other = otherLocale(locale);
    render(
      <>
        <a data-language-switch={other} href={localePath(other, '/search')}>
          switch
        </a>
        <SearchPanel locale={locale} />
      </>,
    );
    stop = initSearch(document, async () => fake);
    const t = tr(locale);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent(t('search.typeLabels.place'));
    // A place has no read time: its slot is hidden, not left empty beside its icon.
    expect(item.querySelector('[data-slot="readTime"]')!.parentElement).toHaveAttribute('hidden');
    const group = screen.getByRole('group', { name: t('search.filterLabel') });
    expect(within(group).getByRole('button', { name: `${t('search.types.all')} (3)` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A type without results is not offered.
    expect(within(group).queryByRole('button', { name: new RegExp(t('search.types.tour')) })).toBeNull();
    await user.click(within(group).getByRole('button', { name: `${t('search.types.place')} (1)` }));
    await vi.waitFor(() => expect(filtersAsked).toEqual([undefined, { type: 'place' }]));
    expect(within(group).getByRole('button', { name: `${t('search.types.place')} (1)` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'switch' })).toHaveAttribute(
      'href',
      `${localePath(other, '/search')}?q=kawah`,
    );
  });

  it('submitting searches in place instead of reloading', async () => {
    window.history.replaceState(null, '', at('/search'));
    const { fake, calls } = engine(1);
    render(<SearchPanel locale={locale} />);
    stop = initSearch(document, async () => fake);
    screen.getByRole('searchbox').setAttribute('value', '');
    (screen.getByRole('searchbox') as HTMLInputElement).value = 'braga';
    const submitted = new Event('submit', { cancelable: true, bubbles: true });
    act(() => void screen.getByRole('search').dispatchEvent(submitted));
    expect(submitted.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.found(1, 'braga')));
    expect(calls).toEqual(['braga']);
  });

  it('says so when the index cannot load', async () => {
    window.history.replaceState(null, '', `${at('/search')}?q=kawah`);
    render(<SearchPanel locale={locale} />);
    stop = initSearch(document, () => Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.failed));
    // The page below the results shows, with the failure said above it.
    expect(document.documentElement).toHaveAttribute('data-searched');
  });
});
