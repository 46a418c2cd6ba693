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

  it('words the count for one, many and none', () => {
    expect(resultCountMessage(1, 'kawah')).toBe('1 guide found for “kawah”.');
    expect(resultCountMessage(3, 'kawah')).toBe('3 guides found for “kawah”.');
    expect(resultCountMessage(0, 'zzz')).toMatch(/^No guides found for “zzz”/);
  });
});

describe('search behaviour', () => {
  const result = (n: number): PagefindResultData => ({
    url: `/guides/guide-${n}.html`,
    excerpt: `about <mark>kawah</mark> number ${n} <img src=x onerror=alert(1)>`,
    meta: { title: `Guide ${n}`, area: 'All around Bandung', readTime: `${n} min read` },
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
  afterEach(() => {
    stop();
    window.history.replaceState(null, '', '/');
  });

  it('runs ?q= on load: results with title, link, excerpt, area and read time, announced politely', async () => {
    window.history.replaceState(null, '', '/search?q=kawah');
    const { fake, calls } = engine(3);
    render(<SearchPanel />);
    stop = initSearch(document, async () => fake);
    const status = screen.getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('3 guides found for “kawah”.'));
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(calls).toEqual(['kawah']);
    expect(screen.getByRole('searchbox', { name: 'Search the guides' })).toHaveValue('kawah');
    const items = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'Guide 1' })).toHaveAttribute('href', '/guides/guide-1');
    expect(first).toHaveTextContent('All around Bandung');
    expect(first).toHaveTextContent('1 min read');
    expect(first.querySelector('mark')).toHaveTextContent('kawah');
    // The excerpt's markup is text, never elements.
    expect(first.querySelector('img')).toBeNull();
    expect(first).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('searches as the visitor types, keeps the query in the address, and shows more on request', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/search');
    const { fake, calls } = engine(RESULTS_SHOWN + 3);
    const load = vi.fn(async () => fake);
    render(<SearchPanel />);
    stop = initSearch(document, load);
    expect(load).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox'), 'angklung');
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`${RESULTS_SHOWN + 3} guides found`),
    );
    expect(calls).toEqual(['angklung']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?q=angklung');
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(RESULTS_SHOWN);
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(RESULTS_SHOWN + 3));
    expect(screen.getByRole('link', { name: `Guide ${RESULTS_SHOWN + 1}` })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();

    await user.clear(screen.getByRole('searchbox'));
    await vi.waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(0));
    expect(window.location.search).toBe('');
  });

  it('submitting searches in place instead of reloading', async () => {
    window.history.replaceState(null, '', '/search');
    const { fake, calls } = engine(1);
    render(<SearchPanel />);
    stop = initSearch(document, async () => fake);
    screen.getByRole('searchbox').setAttribute('value', '');
    (screen.getByRole('searchbox') as HTMLInputElement).value = 'braga';
    const submitted = new Event('submit', { cancelable: true, bubbles: true });
    act(() => void screen.getByRole('search').dispatchEvent(submitted));
    expect(submitted.defaultPrevented).toBe(true);
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 guide found for “braga”.'),
    );
    expect(calls).toEqual(['braga']);
  });

  it('says so when the index cannot load', async () => {
    window.history.replaceState(null, '', '/search?q=kawah');
    render(<SearchPanel />);
    stop = initSearch(document, () => Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Search could not load/));
  });
});
