import { messagesOf } from '@/lib/browser/messages';
import { cleanUrl, excerptParts, queryFrom, resultCountMessage, searchUrl } from '@/lib/browser/search';
import { carryQuery, typeFilter, type FilterCounts } from './search-filters';

// The search page (markup: components/search/search-panel.tsx): runs the query in ?q= on load, then
// searches as the visitor types (or submits), renders the results from the page's <template> and
// announces their number in a polite live region. The engine is Pagefind's browser library
// (components/behaviors/search-page.ts passes how to load it); nothing loads until it is needed.

export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
};
export type SearchEngine = {
  options?: (options: Record<string, unknown>) => Promise<unknown>;
  /** Loads the filters' index, so a search reports each type's count (totalFilters). */
  filters?: () => Promise<unknown>;
  search: (
    query: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{
    results: { data: () => Promise<PagefindResultData> }[];
    /** Results before the filters, and each filter value's count before them (Pagefind's). */
    unfilteredResultCount?: number;
    totalFilters?: FilterCounts;
  } | null>;
};

/** Results rendered at a time ("Show more" adds as many again); the count announced is the full number. */
export const RESULTS_SHOWN = 10;
/** Pause after a keystroke before searching, so typing a word runs one search, not one per letter. */
export const TYPING_PAUSE_MS = 120;

export function initSearch(doc: Document, loadEngine: () => Promise<SearchEngine>): () => void {
  const view = doc.defaultView;
  const root = doc.querySelector<HTMLElement>('[data-search]');
  const form = root?.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = root?.querySelector('[data-search-status]');
  const list = root?.querySelector('[data-search-results]');
  const template = root?.querySelector<HTMLTemplateElement>('template[data-search-template]');
  const more = root?.querySelector<HTMLButtonElement>('button[data-search-more]');
  if (!view || !root || !form || !input || !status || !list || !template || !more) return () => {};
  // The words it shows, in the page's language (data-msg-* on the root).
  const messages = messagesOf(root);

  let engine: Promise<SearchEngine> | undefined;
  const ready = () =>
    (engine ??= loadEngine().then(async (loaded) => {
      await loaded.options?.({ excerptLength: 24 });
      await loaded.filters?.();
      return loaded;
    }));

  // The parser puts a <template>'s markup in .content; a page rendered by React in the browser (tests)
  // leaves it as the element's children.
  const prototype = template.content.firstElementChild ?? template.firstElementChild;
  if (!prototype) return () => {};

  const render = (result: PagefindResultData) => {
    const item = prototype.cloneNode(true) as HTMLElement;
    const slot = (name: string) => item.querySelector<HTMLElement>(`[data-slot="${name}"]`);
    const link = slot('link');
    link?.setAttribute('href', cleanUrl(result.url));
    if (link) link.textContent = result.meta.title ?? cleanUrl(result.url);
    const excerpt = slot('excerpt');
    const parts = result.excerpt
      ? excerptParts(result.excerpt)
      : [{ text: result.meta.excerpt ?? '', mark: false }];
    excerpt?.replaceChildren(
      ...parts.map(({ text, mark }) => {
        if (!mark) return doc.createTextNode(text);
        const marked = doc.createElement('mark');
        marked.textContent = text;
        return marked;
      }),
    );
    // What the result is (guide, place, tour), in the page's words (data-msg-type-*).
    const type = result.filters?.type?.[0] ?? '';
    const typeSlot = slot('type');
    if (typeSlot)
      typeSlot.textContent = messages[`type${type.charAt(0).toUpperCase()}${type.slice(1)}`] ?? '';
    for (const name of ['area', 'readTime'] as const) {
      const field = slot(name);
      if (!field) continue;
      field.textContent = result.meta[name] ?? '';
      field.parentElement?.toggleAttribute('hidden', !result.meta[name]);
    }
    return item;
  };

  let latest = 0;
  const types = typeFilter(root, () => void run(input.value.trim()));
  const switchLanguage = carryQuery(doc);
  // The current search's results not yet shown (each result's data is fetched only when shown).
  let rest: { data: () => Promise<PagefindResultData> }[] = [];

  /** Fetches and appends the next RESULTS_SHOWN results; false if a newer search took over. */
  const showMore = async (ticket: number) => {
    const batch = rest.slice(0, RESULTS_SHOWN);
    rest = rest.slice(RESULTS_SHOWN);
    const shown = await Promise.all(batch.map((result) => result.data()));
    if (ticket !== latest) return false;
    list.append(...shown.map(render));
    more.hidden = rest.length === 0;
    return true;
  };

  const run = async (query: string) => {
    const ticket = ++latest;
    view.history.replaceState(view.history.state, '', searchUrl(view.location.pathname, query));
    switchLanguage(query);
    if (!query) {
      list.replaceChildren();
      more.hidden = true;
      status.textContent = '';
      types.reset();
      return;
    }
    root.setAttribute('aria-busy', 'true');
    try {
      const filters = types.filters();
      const found = await (await ready()).search(query, filters ? { filters } : undefined);
      if (ticket !== latest || !found) return;
      rest = found.results;
      list.replaceChildren();
      if (!(await showMore(ticket))) return;
      // The type buttons come with the results, in the same frame: nothing on screen moves for them.
      types.show(found.unfilteredResultCount ?? found.results.length, found.totalFilters);
      status.textContent = resultCountMessage(
        found.results.length,
        query,
        messages,
        doc.documentElement.lang,
      );
    } catch {
      if (ticket === latest) status.textContent = messages.failed ?? '';
    } finally {
      if (ticket === latest) root.removeAttribute('aria-busy');
      // What follows the results is laid out from now on (app/globals.css, lib/site/boot-script.ts).
      doc.documentElement.setAttribute('data-searched', '');
    }
  };

  const onMore = async () => {
    const first = list.children.length;
    if (await showMore(latest)) {
      // Keyboard and screen-reader users continue at the first new result.
      list.children[first]?.querySelector<HTMLElement>('[data-slot="link"]')?.focus();
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const onInput = () => {
    clearTimeout(timer);
    timer = setTimeout(() => run(input.value.trim()), TYPING_PAUSE_MS);
  };
  const onSubmit = (event: Event) => {
    // The form works without JavaScript (a GET to /search?q=…); with it, search in place.
    event.preventDefault();
    clearTimeout(timer);
    void run(input.value.trim());
  };
  // Fetch the engine while the visitor is still typing the first word. (Not on focus: the field is
  // focused on arrival, so that would load the engine for every visit, or not, by a race with autofocus.)
  const onFirstKey = () => void ready().catch(() => {});

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onFirstKey, { once: true });
  form.addEventListener('submit', onSubmit);
  more.addEventListener('click', onMore);
  const initial = queryFrom(view.location.search);
  if (initial) {
    input.value = initial;
    void run(initial);
  }
  return () => {
    clearTimeout(timer);
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onFirstKey);
    form.removeEventListener('submit', onSubmit);
    more.removeEventListener('click', onMore);
    types.stop();
  };
}
