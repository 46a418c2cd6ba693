import { render } from '@testing-library/react';
import { Markdown } from '@/components/guides/markdown';
import { LOCALES } from '@/lib/i18n/locales';

// Well-known Markdown and HTML injection payloads (OWASP XSS filter-evasion cheat sheet, PortSwigger's
// XSS cheat sheet, CommonMark/GFM-specific link and autolink tricks, mutation-XSS classics), rendered
// through the guides' renderer. Nothing executable may survive.
const PAYLOADS = [
  // Raw HTML
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)//<</script>',
  '<img src=x onerror=alert(1)>',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>Go</button></form>',
  '<button formaction="javascript:alert(1)">Go</button>',
  '<input autofocus onfocus=alert(1)>',
  '<isindex action=javascript:alert(1) type=image>',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '<frameset onload=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<video><source onerror=alert(1)></video>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="javas&#x09;cript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  // Markdown links and images
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](javascript://%0aalert(1))',
  '[x](<javascript:alert(1)>)',
  '[x]( javascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](data:text/html,<script>alert(1)</script>)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](x" onerror="alert(1))',
  '[x](https://example.com" onclick="alert(1))',
  '[![x](https://images.unsplash.com/a.jpg)](javascript:alert(1))',
  '<javascript:alert(1)>',
  // GFM constructs carrying payloads
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  '- [ ] <script>alert(1)</script>',
  'Note[^1]\n\n[^1]: <img src=x onerror=alert(1)> [y](javascript:alert(1))',
  '> <iframe src=https://evil.example></iframe>',
  '```html\n<script>alert(1)</script>\n```',
];

const FORBIDDEN_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'style',
  'base',
  'meta',
  'link',
  'svg',
  'math',
  'noscript',
  'template',
  'isindex',
  'marquee',
];
const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'data',
  'background',
  'cite',
];
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'irc:', 'ircs:', 'xmpp:'];

/** What the URL parser sees: ASCII whitespace and control characters do not stop a scheme. */
const executable = (value: string) =>
  /^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''));

function problems(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of container.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.includes(tag)) found.push(`<${tag}> element`);
    for (const { name, value } of el.attributes) {
      if (/^on/i.test(name)) found.push(`<${tag} ${name}>`);
      if (name === 'style' || name === 'srcdoc') found.push(`<${tag} ${name}>`);
      if (!URL_ATTRIBUTES.includes(name.toLowerCase())) continue;
      const urls =
        name === 'srcset' ? value.split(/,\s+/).map((c) => c.trim().split(/\s+/)[0] ?? '') : [value];
      for (const url of urls) {
        if (executable(url)) found.push(`<${tag} ${name}="${url}">`);
        const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url.replace(/[\u0000-\u0020]/g, ''))?.[0].toLowerCase();
        if (scheme && !SAFE_SCHEMES.includes(scheme))
          found.push(`<${tag} ${name}="${url}"> scheme ${scheme}`);
      }
    }
  }
  return found;
}

describe('guide Markdown renderer against an XSS corpus', () => {
  it(`has at least 40 payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  // A guide in any language goes through the same renderer (only the words it adds differ).
  it.each(PAYLOADS.flatMap((payload) => LOCALES.map((locale) => [payload, locale] as const)))(
    'neutralises %j (%s)',
    (payload, locale) => {
      const { container } = render(<Markdown source={payload} locale={locale} />);
      expect(problems(container)).toEqual([]);
    },
  );

  it('detects what it must (the checker is not blind)', () => {
    const div = document.createElement('div');
    div.innerHTML =
      '<a href=" java\tscript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe></iframe><p style="x"></p>';
    expect(problems(div)).toEqual([
      '<a href=" java\tscript:alert(1)">',
      '<a href=" java\tscript:alert(1)"> scheme javascript:',
      '<img onerror>',
      '<iframe> element',
      '<p style>',
    ]);
  });

  it.each(LOCALES)(
    'shows raw HTML as text instead of markup (spec: raw HTML is shown as plain text) (%s)',
    (locale) => {
      const { container } = render(
        <Markdown source={'Hello <script>alert(1)</script> world'} locale={locale} />,
      );
      expect(container.textContent).toContain('<script>alert(1)</script>');
      expect(container.querySelector('script')).toBeNull();
    },
  );
});
