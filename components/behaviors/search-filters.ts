import { searchUrl } from '@/lib/browser/search';

// Two helpers of the search page's behaviour (./search.ts): the type buttons (All, Guides, Places,
// Tours: markup in components/search/search-panel.tsx) and the language switch, which carries the
// query to the other language's search page.

/** Pagefind's result counts by filter value: { type: { guide: 8, place: 2 } }. */
export type FilterCounts = Record<string, Record<string, number>>;

/**
 * The type buttons of [data-search-filters]: which type is chosen ('' for all), and their counts.
 * `onChange` runs when the visitor picks another type.
 */
export function typeFilter(root: HTMLElement, onChange: () => void) {
  const group = root.querySelector<HTMLElement>('[data-search-filters]');
  const buttons = [...(group?.querySelectorAll<HTMLButtonElement>('button[data-search-type]') ?? [])];
  let chosen = '';
  const press = () => {
    for (const button of buttons)
      button.setAttribute('aria-pressed', String(button.dataset.searchType === chosen));
  };
  const onClick = (event: Event) => {
    const type = (event.currentTarget as HTMLButtonElement).dataset.searchType ?? '';
    if (type === chosen) return;
    chosen = type;
    press();
    onChange();
  };
  for (const button of buttons) button.addEventListener('click', onClick);
  return {
    /** The filters for Pagefind's search: none for all, else the chosen type. */
    filters: () => (chosen ? { type: chosen } : undefined),
    /** Shows the buttons with each type's count (a type with none is left out), or hides them. */
    show(total: number, counts: FilterCounts | undefined) {
      if (!group) return;
      group.hidden = total === 0;
      for (const button of buttons) {
        const type = button.dataset.searchType ?? '';
        const count = type ? (counts?.type?.[type] ?? 0) : total;
        // The chosen type stays, so the visitor can always go back from it.
        button.hidden = count === 0 && type !== chosen;
        const label = button.querySelector('[data-search-type-count]');
        if (label) label.textContent = `(${count})`;
      }
    },
    /** Back to all types (the query was cleared). */
    reset() {
      chosen = '';
      press();
      if (group) group.hidden = true;
    },
    stop: () => buttons.forEach((button) => button.removeEventListener('click', onClick)),
  };
}

/**
 * Keeps the query on the language switch ([data-language-switch]), so switching language on
 * /search?q=kawah opens /id/search?q=kawah. Without JavaScript the link leads to the page without it.
 */
export function carryQuery(doc: Document) {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')].map((link) => ({
    link,
    path: new URL(link.href, doc.baseURI).pathname,
  }));
  return (query: string) => {
    for (const { link, path } of links) link.href = searchUrl(path, query);
  };
}
