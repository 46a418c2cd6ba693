import type { ReactNode } from 'react';
import { shortUrl } from '@/lib/content/short-url';
import { InlineLink } from './text-link';

type Source = { title: string; url: string; publisher?: string; checked: string };

/**
 * One source in a sources list (a guide's, a place's): the page, its publisher and when it was read.
 * Printed, the link shows its short address (data-print-url, app/print.css).
 */
export function SourceEntry({ source, checked }: { source: Source; checked: ReactNode }) {
  return (
    <>
      <InlineLink href={source.url} rel="nofollow" newTab data-print-url={shortUrl(source.url)}>
        {source.title}
      </InlineLink>
      {source.publisher && <span className="text-ink-muted">, {source.publisher}</span>}
      <span className="text-ink-muted">
        {' '}
        (<time dateTime={source.checked}>{checked}</time>)
      </span>
    </>
  );
}
