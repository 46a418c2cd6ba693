// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkLinks, formatProblem, srcsetUrls } from '@/scripts/test/check-links.mjs';

const ORIGIN = 'https://explorebandung.id';

/** Writes a tiny built site and returns the checker's findings as readable lines. */
function check(files: Record<string, string>) {
  const out = mkdtempSync(join(tmpdir(), 'links-'));
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(
      join(out, file),
      file.endsWith('.html') ? `<!DOCTYPE html><html><head></head><body>${body}</body></html>` : body,
    );
  }
  return checkLinks(out, { origin: ORIGIN }).map(formatProblem);
}

const site = {
  'index.html': '<h2 id="faq">FAQ</h2><a href="/guides">Guides</a>',
  'guides.html': '<a href="/guides/cafes#menu">Menu</a>',
  'guides/cafes.html': '<h2 id="menu">Menu</h2><img src="/photo.png" alt="">',
  'tours/index.html': '<p>Tours</p>',
  'photo.png': 'png',
  'downloads/itinerary.pdf': '%PDF',
  '_next/static/chunks/a.js': '',
};

describe('checkLinks', () => {
  it('accepts a site whose internal links, assets and anchors all resolve (clean URLs both ways)', () => {
    expect(
      check({
        ...site,
        'index.html':
          '<a href="#faq">FAQ</a><h2 id="faq">FAQ</h2><a href="/guides">Guides</a><a href="/tours">Tours</a>' +
          '<a href="/tours/">Tours</a><a href="/guides/cafes#menu">Menu</a><a href="/">Home</a><a href="#">Top</a>' +
          '<a href="/downloads/itinerary.pdf" target="_blank" rel="noopener">PDF</a><a href="mailto:a@b.c">Mail</a>' +
          '<a href="tel:+62">Call</a><script src="/_next/static/chunks/a.js"></script>' +
          '<img srcset="/photo.png 1x, /photo.png 2x" alt=""><a href="https://explorebandung.id/guides">abs</a>' +
          '<a href="guides">relative</a>',
      }),
    ).toEqual([]);
  });

  it('reports internal links, assets and srcset entries that resolve to no file', () => {
    expect(
      check({
        ...site,
        'index.html':
          '<a href="/guidez">x</a><img src="/missing.png" alt=""><script src="/_next/static/chunks/b.js"></script>' +
          '<picture><source srcset="/photo.png 1x, /gone.webp 2x"></picture><link rel="stylesheet" href="/a.css">' +
          '<a href="https://explorebandung.id/nope">abs</a>',
      }),
    ).toEqual([
      'index.html: <a href="/guidez"> no such file in out/',
      'index.html: <img src="/missing.png"> no such file in out/',
      'index.html: <script src="/_next/static/chunks/b.js"> no such file in out/',
      'index.html: <source srcset="/gone.webp"> no such file in out/',
      'index.html: <link href="/a.css"> no such file in out/',
      'index.html: <a href="https://explorebandung.id/nope"> no such file in out/',
    ]);
  });

  it('reports same-page and cross-page anchors whose id does not exist', () => {
    expect(
      check({
        ...site,
        'index.html':
          '<a href="#contact">x</a><a href="/guides/cafes#drinks">y</a><a href="/guides/cafes#menu">ok</a>',
      }),
    ).toEqual([
      'index.html: <a href="#contact"> no element with id "contact" in index.html',
      'index.html: <a href="/guides/cafes#drinks"> no element with id "drinks" in guides/cafes.html',
    ]);
  });

  it('checks same-origin og:image, ignoring off-site ones', () => {
    expect(
      check({
        ...site,
        'index.html':
          '<meta property="og:image" content="https://explorebandung.id/og/home.png">' +
          '<meta property="og:image" content="https://images.unsplash.com/x.jpg">',
      }),
    ).toEqual(['index.html: <meta content="https://explorebandung.id/og/home.png"> no such file in out/']);
  });

  it('requires rel noopener on off-site links and rel sponsored on affiliate links', () => {
    expect(
      check({
        ...site,
        'index.html':
          '<a href="https://wa.me/62" target="_blank">wa</a>' +
          '<a href="https://wa.me/62" target="_blank" rel="noopener noreferrer">ok</a>' +
          '<a href="https://affiliate.klook.com/redirect?aid=1" target="_blank" rel="nofollow noopener">klook</a>' +
          '<a href="https://affiliate.klook.com/redirect?aid=1" target="_blank" rel="sponsored nofollow noopener">ok</a>',
      }),
    ).toEqual([
      'index.html: <a href="https://wa.me/62"> off-site link without rel="noopener"',
      'index.html: <a href="https://affiliate.klook.com/redirect?aid=1"> affiliate link without rel="sponsored"',
    ]);
  });

  it('rejects javascript: and empty URLs', () => {
    expect(check({ ...site, 'index.html': '<a href="javascript:void(0)">x</a><a href="">y</a>' })).toEqual([
      'index.html: <a href="javascript:void(0)"> javascript: URL',
      'index.html: <a href=""> empty URL',
    ]);
  });
});

describe('srcsetUrls', () => {
  it('takes the URL of each candidate', () => {
    expect(srcsetUrls('/a.png?w=390&q=70 390w, /b.png 640w,/c.png')).toEqual([
      '/a.png?w=390&q=70',
      '/b.png',
      '/c.png',
    ]);
  });
});
