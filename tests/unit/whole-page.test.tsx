import { renderToStaticMarkup } from 'react-dom/server';
import { isWholePage } from '@/lib/browser/whole-page';

// The service worker shows a stored page offline only when it is whole (issue #34, item 13): a copy
// cut short or an empty entry showed as a broken or blank page. (tests/e2e/offline.spec.ts checks
// the worker with a damaged copy in a real browser.)

/** A page as the build writes it: React's markup of the body inside Next's document. */
const built = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Tours</title></head>${renderToStaticMarkup(
  <body>
    <h1>Tours</h1>
  </body>,
)}</html>`;

describe('a whole stored page', () => {
  it('is the page as the build writes it, with a final new line or not', () => {
    expect(isWholePage(built)).toBe(true);
    expect(isWholePage(`${built}\n`)).toBe(true);
  });

  it.each([
    ['cut short', built.slice(0, built.length / 2)],
    ['cut before its last tag', built.slice(0, -3)],
    ['empty', ''],
    ['blank', '  \n'],
    ['not a page', 'Service Unavailable'],
  ])('is not a copy %s', (_what, html) => {
    expect(isWholePage(html)).toBe(false);
  });
});
