import { renderToStaticMarkup } from 'react-dom/server';
import { PageForward } from '@/components/guides/page-forward';
import { RedirectNotice } from '@/components/tours/redirect-notice';
import { isRedirectPage } from '@/lib/browser/redirect-page';

// Which pages the service worker takes for the build's redirect pages, never to keep offline (issue
// #34, item 8): "http-equiv=refresh" in a guide's or place's summary (its meta description) made it
// take the page for one, so the page was never kept offline and Save failed. Pages are rendered with
// React's own renderer, as the build renders them.

/** A page as the build writes it: a head with the page's metadata and the body. */
const page = (head: string, body = '<main><h1>A guide</h1></main>') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const described = (summary: string) =>
  page(renderToStaticMarkup(<meta name="description" content={summary} />) + '<title>A guide</title>');

describe('the service worker’s redirect pages (issue #34, item 8)', () => {
  it.each([
    'Three words: http-equiv=refresh',
    'Quoted: <meta http-equiv="refresh" content="0;url=/">',
    "Single quotes: http-equiv='refresh' content='0'",
    'Marker: data-redirect-page http-equiv=refresh',
  ])('a guide whose summary reads %s is a page to keep', (summary) => {
    const html = described(summary);
    expect(html).toContain('refresh');
    expect(isRedirectPage(html)).toBe(false);
  });

  it('the build’s own forwarding and marketplace redirect pages are redirect pages', () => {
    const forward = renderToStaticMarkup(<PageForward locale="en" to="/guides" name="Guides" />);
    const marketplace = renderToStaticMarkup(
      <RedirectNotice
        locale="en"
        target={{ kind: 'affiliate', url: 'https://www.klook.com/activity/1/?aid=1' }}
        tourName="A tour"
        marketplacePage="activity"
      />,
    );
    for (const body of [forward, marketplace]) {
      // React hoists the <meta> into <head> in a real page; as rendered here it is in the body.
      expect(isRedirectPage(page('<title>Redirecting</title>', body))).toBe(true);
    }
  });
});
