// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// serve-handler's own matcher (serve's dependency), to read serve.json as `serve` does.
import minimatch from 'minimatch';
import { CACHE_CONTROL, contentSecurityPolicy, SECURITY_HEADERS } from '@/scripts/build/security-policy.mjs';
import { sha256Source } from '@/scripts/build/html.mjs';
import { headersFile, nginxLocations, pagePath, serveConfig } from '@/scripts/build/host-headers.mjs';
import { allowList, ALLOW_LIST_FILE } from '@/scripts/build/inline-scripts.mjs';
import { postbuild, securePage } from '@/scripts/build/postbuild.mjs';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const policyOf = (html: string) => {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
  return match?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
};

/** The Content-Security-Policy serve sends for a file: its rules matched as serve-handler does (minimatch, later rules win). */
const policyServedFor = (config: ReturnType<typeof serveConfig>, file: string) =>
  config.headers
    .filter((rule) => minimatch(file, rule.source.startsWith('/') ? rule.source : `/${rule.source}`))
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy')
    .at(-1)?.value;

const directive = (policy: string | undefined, name: string) =>
  policy
    ?.split('; ')
    .find((d) => d.startsWith(`${name} `) || d === name)
    ?.split(' ')
    .slice(1);

describe('sha256Source', () => {
  it('hashes the exact script text as CSP expects (known vector)', () => {
    // echo -n "alert('Hello, world.');" | openssl sha256 -binary | base64
    expect(sha256Source("alert('Hello, world.');")).toBe(
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    );
  });

  it('normalises CRLF to LF as the HTML parser does', () => {
    expect(sha256Source('a();\r\nb();')).toBe(sha256Source('a();\nb();'));
  });
});

describe('securePage', () => {
  const inline = "document.documentElement.setAttribute('data-js','')";
  const html = page(
    `<link rel="stylesheet" href="/_next/static/a.css"/><script src="/_next/static/a.js" async=""></script><script>${inline}</script><script type="application/ld+json">{"@type":"WebSite"}</script>`,
    `<script>self.__next_f.push([1,"x"])</script><p style="color:red">Hi</p>`,
  );
  const nextPayload = 'self.__next_f.push([1,"x"])';
  // Both inline scripts are on this test's allow-list (the real one is lib/site/inline-scripts.ts).
  const options = { allowedScripts: allowList([inline, nextPayload]) };
  const result = securePage(html, 'index.html', options);
  const policy = policyOf(result.html);

  it('puts the policy right after <meta charset>, before every script and stylesheet', () => {
    expect(result.html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
  });

  it("allows exactly the page's inline scripts by hash, never 'unsafe-inline' or 'unsafe-eval'", () => {
    const scriptSrc = directive(policy, 'script-src');
    expect(scriptSrc).toEqual([
      "'self'",
      'https://affiliate.klook.com',
      `'${sha256Source(inline)}'`,
      `'${sha256Source(nextPayload)}'`,
    ]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('carries the fixed directives, but not frame-ancestors (a meta tag cannot)', () => {
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    // No off-site image on this page: the site serves its photos itself.
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'frame-src')).toEqual(['https://affiliate.klook.com', 'https://www.klook.com']);
    expect(directive(policy, 'upgrade-insecure-requests')).toEqual([]);
    expect(directive(policy, 'frame-ancestors')).toBeUndefined();
  });

  it('names in img-src the off-site hosts its images come from, and only those', () => {
    // Remote photos come only from the photo hosts (lib/photos/photo-hosts.mjs): a preload, a
    // <source> or an <img> of one, over http or https, adds it; a link or a data: image adds nothing.
    // (An image from any other host is refused: page-policy.test.ts, issue #34.)
    const photos = page(
      '<link rel="preload" as="image" imagesrcset="https://images.unsplash.com/a?w=480 480w"/>',
      '<picture><source srcset="https://images.unsplash.com/b?w=480 480w, /photos/x-800.avif 800w"/>' +
        '<img src="/photos/x-1200.jpg" srcset="http://images.unsplash.com/c 2x" alt=""/></picture>' +
        '<a href="https://link.example/">not an image</a><img src="data:image/png;base64,AA" alt=""/>',
    );
    const secured = securePage(photos, 'guides/x.html', options);
    expect(directive(policyOf(secured.html), 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://images.unsplash.com',
    ]);
    expect(secured.images).toEqual(['https://images.unsplash.com']);
    // Without any, img-src stays the site's own.
    const own = securePage(page('', '<img src="/photos/x-1200.jpg" alt=""/>'), 'guides/x.html', options);
    expect(own.images).toEqual([]);
  });

  it('refuses an injected <style> element instead of hashing it into style-src-elem (issue #24, item 8)', () => {
    for (const markup of ['<style>p{color:red}</style>', '<svg><style>*{display:none}</style></svg>']) {
      expect(() => securePage(page('', markup), 'guides/x.html', options)).toThrow(
        /^guides\/x\.html: has a <style> element; the site styles pages with stylesheet files only/,
      );
    }
    const plain = policyOf(securePage(page(''), 'x.html', options).html);
    expect(directive(plain, 'style-src-elem')).toEqual(["'self'"]);
  });

  it('is idempotent: a second run replaces the policy instead of adding one', () => {
    const again = securePage(result.html, 'index.html', options).html;
    expect(again).toBe(result.html);
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it("gives the search page of every language, and only it, 'wasm-unsafe-eval' (Pagefind's WebAssembly)", () => {
    const html = page('', `<script>${inline}</script>`);
    for (const file of ['search.html', 'id/search.html']) {
      const search = directive(policyOf(securePage(html, file, options).html), 'script-src');
      expect(search, file).toContain("'wasm-unsafe-eval'");
      expect(search).not.toContain("'unsafe-eval'");
      expect(search).not.toContain("'unsafe-inline'");
    }
    for (const other of [
      'index.html',
      'guides.html',
      'guides/search.html',
      '404.html',
      'id.html',
      'id/guides.html',
      'id/guides/search.html',
      'id/search/x.html',
    ]) {
      expect(directive(policyOf(securePage(html, other, options).html), 'script-src'), other).not.toContain(
        "'wasm-unsafe-eval'",
      );
    }
  });

  it('refuses inline event handlers and javascript: URLs, which the policy would block', () => {
    expect(() => securePage(page('', '<img src="/a.png" onerror="x()">'), 'bad.html', options)).toThrow(
      /bad\.html: <img onerror>/,
    );
    expect(() => securePage(page('', '<a href="javascript:alert(1)">x</a>'), 'bad.html', options)).toThrow(
      /javascript:/,
    );
  });
});

describe('host header files', () => {
  const csp = contentSecurityPolicy({ scripts: ['sha256-abc'] }, { forHeader: true });
  const pages = [
    { file: 'index.html', path: '/', csp },
    { file: 'guides/best-cafes-in-bandung.html', path: '/guides/best-cafes-in-bandung', csp },
    { file: '404.html', path: null, csp },
  ];

  it('adds frame-ancestors to the header policy', () => {
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("'sha256-abc'");
  });

  it('maps built files to clean URLs', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('guides.html')).toBe('/guides');
    expect(pagePath('guides/index.html')).toBe('/guides');
    expect(pagePath('redirect/city-tour.html')).toBe('/redirect/city-tour');
    expect(pagePath('404.html')).toBeNull();
    // The Indonesian pages, under /id.
    expect(pagePath('id.html')).toBe('/id');
    expect(pagePath('id/guides.html')).toBe('/id/guides');
    expect(pagePath('id/guides/kafe-terbaik-di-bandung.html')).toBe('/id/guides/kafe-terbaik-di-bandung');
    expect(pagePath('id/redirect/city-tour.html')).toBe('/id/redirect/city-tour');
  });

  it('serve.json: site-wide headers, immutable static assets, per-file CSP (404 page included)', () => {
    const config = serveConfig(pages);
    expect(config.cleanUrls).toBe(true);
    const rule = (source: string) => config.headers.find((h) => h.source === source)?.headers;
    expect(rule('**')).toEqual(
      expect.arrayContaining([
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Cache-Control', value: CACHE_CONTROL.revalidate },
      ]),
    );
    expect(rule('/_next/static/**')).toEqual([{ key: 'Cache-Control', value: CACHE_CONTROL.immutable }]);
    expect(policyServedFor(config, '/404.html')).toBe(csp);
    expect(policyServedFor(config, '/guides/best-cafes-in-bandung.html')).toBe(csp);
  });

  it('serve.json: each page gets its own policy from a few rules, however many pages (serve allows 50)', () => {
    const policy = (name: string) =>
      contentSecurityPolicy({ scripts: [`sha256-${name}`] }, { forHeader: true });
    const english = [
      { file: 'index.html', csp: policy('page') },
      { file: '404.html', csp: policy('not-found') },
      { file: 'search.html', csp: policy('search') },
      ...Array.from({ length: 1000 }, (_, i) => ({ file: `guides/g${i}.html`, csp: policy('page') })),
      ...Array.from({ length: 90 }, (_, i) => ({
        file: `guides/area/a${i % 5}/page/${i}.html`,
        csp: policy('page'),
      })),
      ...Array.from({ length: 7 }, (_, i) => ({ file: `redirect/tour-${i}.html`, csp: policy(`tour-${i}`) })),
    ];
    // The same site in Indonesian, under /id: its search page and each redirect page have their own policy.
    const indonesian = (guides: number) => [
      { file: 'id.html', csp: policy('page') },
      { file: 'id/search.html', csp: policy('id-search') },
      ...Array.from({ length: guides }, (_, i) => ({ file: `id/guides/g${i}.html`, csp: policy('page') })),
      ...Array.from({ length: guides }, (_, i) => ({
        file: `id/guides/area/a${i % 5}/page/${i}.html`,
        csp: policy('page'),
      })),
      ...Array.from({ length: 7 }, (_, i) => ({
        file: `id/redirect/tour-${i}.html`,
        csp: policy(`id-tour-${i}`),
      })),
    ];
    const withPaths = (pages: { file: string; csp: string }[]) =>
      pages.map((page) => ({ ...page, path: pagePath(page.file) }));

    const one = serveConfig(withPaths(english));
    // 15: the fixed rules (site-wide, immutable folders, AVIF type, scripts' policy) and the pages'.
    expect(one.headers.length).toBeLessThanOrEqual(15);
    const many = withPaths([...english, ...indonesian(1000)]);
    const config = serveConfig(many);
    // Each page with a policy of its own (the Indonesian search page, the 7 redirect pages) adds one
    // rule; the thousand Indonesian guides add none.
    expect(config.headers.length).toBeLessThanOrEqual(15 + 1 + 7);
    expect(config.headers.length).toBe(serveConfig(withPaths([...english, ...indonesian(3)])).headers.length);
    expect(config.headers.length).toBeLessThanOrEqual(50);
    for (const rule of config.headers) expect(rule.source.length).toBeLessThanOrEqual(100);
    for (const page of many) expect(policyServedFor(config, `/${page.file}`), page.file).toBe(page.csp);
  });

  it("_headers: four rules, site-wide headers with one policy allowing every page's scripts", () => {
    const withHashes = [
      { file: 'index.html', path: '/', csp, scripts: ['sha256-boot', 'sha256-behaviours'] },
      { file: 'guides/x.html', path: '/guides/x', csp, scripts: ['sha256-boot', 'sha256-behaviours'] },
      { file: '404.html', path: null, csp, scripts: ['sha256-boot', 'sha256-not-found'] },
    ];
    const text = headersFile(withHashes);
    const blocks = text
      .split('\n\n')
      .filter((b) => b.startsWith('/'))
      .map((b) => b.split('\n').filter(Boolean));
    expect(blocks.map((b) => b[0])).toEqual(['/*', '/_next/static/*', '/photos/*', '/sw.js']);
    const names = (block: string[]) => block.slice(1).map((line) => line.trim().split(':')[0]);
    expect(names(blocks[0] ?? [])).toEqual([...Object.keys(SECURITY_HEADERS), 'Content-Security-Policy']);
    // No header is set by two rules (Cloudflare would join the two values with a comma).
    expect(names(blocks[1] ?? [])).toEqual(['Cache-Control']);
    expect(names(blocks[2] ?? [])).toEqual(['Cache-Control']);
    // The service worker is revalidated on every visit, so a new deploy reaches visitors at once.
    expect(blocks[3]?.slice(1).map((line) => line.trim())).toEqual([
      'Cache-Control: public, max-age=0, must-revalidate',
    ]);
    const policy = text.match(/Content-Security-Policy: (.*)/)?.[1];
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://affiliate.klook.com',
      "'sha256-behaviours'",
      "'sha256-boot'",
      "'sha256-not-found'",
    ]);
    expect(policy).toContain("frame-ancestors 'none'");
    // The search page's addition is in the one site-wide policy only when the site has that page;
    // each other page's meta policy still leaves it out (browsers enforce both).
    expect(directive(policy, 'script-src')).not.toContain("'wasm-unsafe-eval'");
    const withSearch = headersFile([...withHashes, { file: 'search.html', path: '/search', csp }]);
    const searchPolicy = withSearch.match(/Content-Security-Policy: (.*)/)?.[1];
    expect(directive(searchPolicy, 'script-src')).toContain("'wasm-unsafe-eval'");
    expect(withSearch.split('\n').filter((line) => line.startsWith('/'))).toHaveLength(blocks.length);
    // The Indonesian search page alone brings it too.
    const withIdSearch = headersFile([...withHashes, { file: 'id/search.html', path: '/id/search', csp }]);
    expect(directive(withIdSearch.match(/Content-Security-Policy: (.*)/)?.[1], 'script-src')).toContain(
      "'wasm-unsafe-eval'",
    );
    // Off-site image hosts: the union of the pages' (each page's meta policy names only its own).
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    const withRemotePhoto = headersFile([
      ...withHashes,
      { ...withHashes[1]!, images: ['https://photos.example'] },
    ]);
    expect(directive(withRemotePhoto.match(/Content-Security-Policy: (.*)/)?.[1], 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://photos.example',
    ]);
  });

  it('_headers stays within Cloudflare limits for a thousand pages, and refuses a line over 2,000 characters', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      file: `guides/g${i}.html`,
      path: `/guides/g${i}`,
      csp,
      scripts: ['sha256-boot', 'sha256-behaviours'],
    }));
    // As many rules as for a one-page site.
    const rules = (text: string) => text.split('\n').filter((l) => l.startsWith('/'));
    expect(rules(headersFile(many))).toEqual(rules(headersFile(many.slice(0, 1))));
    expect(rules(headersFile(many))).toHaveLength(4);
    const longScripts = Array.from({ length: 40 }, (_, i) => `sha256-${'x'.repeat(43)}${i}=`);
    expect(() => headersFile([{ file: 'index.html', path: '/', csp, scripts: longScripts }])).toThrow(
      /character line/,
    );
  });

  it('nginx: every location repeats the site-wide headers (add_header is not inherited)', () => {
    const conf = nginxLocations(pages);
    const locations = conf.split('\n\n').filter((b) => b.startsWith('location'));
    for (const location of locations.filter((l) => !l.includes('return 404'))) {
      for (const name of Object.keys(SECURITY_HEADERS)) expect(location).toContain(`add_header ${name} `);
    }
    expect(conf).toContain('location = /guides/best-cafes-in-bandung {');
    expect(conf).toContain('try_files /guides/best-cafes-in-bandung.html =404;');
    expect(conf).toMatch(/location = \/404\.html \{\n {4}internal;/);
    expect(conf).toContain('location = /_headers {\n    return 404;\n}');
  });
});

describe('postbuild', () => {
  it('makes every page of a built tree static, secures it and writes serve.json and _headers', async () => {
    const root = mkdtempSync(join(tmpdir(), 'postbuild-'));
    const out = join(root, 'out');
    mkdirSync(join(out, 'guides'), { recursive: true });
    writeFileSync(join(out, ALLOW_LIST_FILE), JSON.stringify({ test: ['a()', 'b()', 'c()'] }));
    writeFileSync(join(out, 'index.html'), page('<script>a()</script>'));
    writeFileSync(join(out, 'guides', 'x.html'), page('<script>b()</script>'));
    writeFileSync(join(out, '404.html'), page('<script>c()</script>'));
    mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true });
    writeFileSync(join(out, '_next', 'static', 'chunks', 'runtime.js'), 'react();');
    writeFileSync(join(out, '_next', 'static', 'chunks', 'site.css'), 'p{}');
    writeFileSync(
      join(out, 'guides', 'y.html'),
      page(
        '<script src="/_next/static/chunks/runtime.js" async=""></script>',
        '<p>Hi</p><script>self.__next_f.push([1,"x"])</script>',
      ),
    );

    const pages = await postbuild(out, root);
    expect(existsSync(join(out, ALLOW_LIST_FILE))).toBe(false);
    const y = readFileSync(join(out, 'guides', 'y.html'), 'utf8');
    expect(y).not.toMatch(/runtime\.js|__next_f/);
    // The behaviours bundle, inline at the end of <body> and allowed by its hash.
    const behaviors = /<script data-behaviors="">(.+?)<\/script><\/body>/.exec(y)?.[1];
    expect(behaviors).toContain('data-mobile-menu');
    expect(policyOf(y)).toContain(`'${sha256Source(behaviors!)}'`);
    expect(existsSync(join(out, '_next', 'static', 'chunks', 'runtime.js'))).toBe(false);
    expect(existsSync(join(out, '_next', 'static', 'chunks', 'site.css'))).toBe(true);
    expect(pages.map((p) => p.path).sort()).toEqual(['/', '/guides/x', '/guides/y', null]);
    expect(policyOf(readFileSync(join(out, 'guides', 'x.html'), 'utf8'))).toContain(
      `'${sha256Source('b()')}'`,
    );
    expect(policyOf(readFileSync(join(out, 'guides', 'x.html'), 'utf8'))).not.toContain(sha256Source('a()'));
    const serve = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8'));
    const x = pages.find((p) => p.file === 'guides/x.html');
    expect(policyServedFor(serve, '/guides/x.html')).toBe(x?.csp);
    expect(readFileSync(join(out, '_headers'), 'utf8')).toContain(`'${sha256Source('b()')}'`);
  });

  it('processes a large site on worker threads with the same result per page', async () => {
    const root = mkdtempSync(join(tmpdir(), 'postbuild-many-'));
    const out = join(root, 'out');
    mkdirSync(join(out, 'guides'), { recursive: true });
    writeFileSync(join(out, ALLOW_LIST_FILE), JSON.stringify({ test: ['g()'] }));
    for (let i = 0; i < 450; i++) {
      writeFileSync(
        join(out, 'guides', `g${i}.html`),
        page(
          '<script src="/_next/static/chunks/r.js" async=""></script>',
          `<p>Guide ${i}</p><script>g()</script>`,
        ),
      );
    }
    const pages = await postbuild(out, root);
    expect(pages).toHaveLength(450);
    for (const i of [0, 1, 224, 449]) {
      const html = readFileSync(join(out, 'guides', `g${i}.html`), 'utf8');
      expect(html).not.toContain('r.js');
      expect(html).toContain('<script data-behaviors="">');
      expect(html).toContain(`<p>Guide ${i}</p>`);
      expect(policyOf(html)).toContain(`'${sha256Source('g()')}'`);
      expect(pages.find((p) => p.file === `guides/g${i}.html`)?.scripts).toContain(sha256Source('g()'));
    }
  });
});
