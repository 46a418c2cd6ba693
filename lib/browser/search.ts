// The search page's logic that needs no DOM: reading the query, wording the result count, cleaning
// result URLs and splitting Pagefind's highlighted excerpts safely. components/behaviors/search.ts
// renders with it.

import { fillMessage, pluralCategory } from './messages';

/** The query in a URL's ?q=, trimmed ('' when there is none). */
export function queryFrom(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

/** The page's URL for a query, so the address bar always holds a shareable search. */
export function searchUrl(pathname: string, query: string): string {
  return query ? `${pathname}?${new URLSearchParams({ q: query })}` : pathname;
}

/** The search page's messages (components/search/search-panel.tsx renders them into the page). */
export type SearchMessages = {
  resultsOne?: string;
  resultsOther?: string;
  noResults?: string;
  failed?: string;
};

/** What the live region announces once a search is done, in the page's language (`lang`). */
export function resultCountMessage(
  count: number,
  query: string,
  messages: SearchMessages,
  lang = 'en',
): string {
  if (count === 0) return fillMessage(messages.noResults ?? '', { query });
  const message = pluralCategory(count, lang) === 'one' ? messages.resultsOne : messages.resultsOther;
  return fillMessage(message ?? messages.resultsOther ?? '', { count, query });
}

/** Pagefind indexes the built files (guides/x.html); the site serves them at clean URLs (/guides/x). */
export const cleanUrl = (url: string) => url.replace(/(\/index)?\.html(?=$|[?#])/, '') || '/';

export type ExcerptPart = { text: string; mark: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * Pagefind's excerpt is escaped text with <mark> around the matched words. Split it into plain
 * text runs, so the page builds text nodes and <mark> elements and never parses it as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const decode = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
      return { text: decode(marked ? (marked[1] ?? '') : part), mark: Boolean(marked) };
    });
}
