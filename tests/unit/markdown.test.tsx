import { render, screen, within } from '@testing-library/react';
import { Markdown } from '@/components/guides/markdown';
import { safeUrl, SAFE_URL_SCHEMES } from '@/lib/content/markdown';
import { INLINE_PHOTO_WIDTHS } from '@/lib/photos/photo-url';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { builtPhoto } from './support/built-photo';
import { tr } from './support/i18n';

/** A guide body as a guide in `locale` renders it (the safety rules do not depend on the language). */
const renderMd = (source: string, locale: Locale = 'en') =>
  render(<Markdown source={source} locale={locale} />).container;

/** The name of a table's scrolling box, in each language. */
const TABLE_REGION: Record<Locale, string> = {
  en: 'Table (scrolls sideways)',
  id: tr('id')('guide.tableRegion'),
};

describe('URL scheme rule', () => {
  it.each(SAFE_URL_SCHEMES.map((scheme) => [scheme]))('keeps %s: addresses', (scheme) => {
    const url = `${scheme}:${scheme.startsWith('http') ? '//example.com/x' : 'someone@example.com'}`;
    expect(safeUrl(url)).toBe(url);
    const link = renderMd(`[go](${url})`).querySelector('a');
    expect(link).toHaveAttribute('href', url);
  });

  it.each([['/guides/x'], ['#top'], ['tours'], ['../up'], ['?q=1']])(
    'keeps the relative address %s',
    (url) => {
      expect(safeUrl(url)).toBe(url);
    },
  );

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#x6A;avascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['ftp://example.com/file'],
    ['file:///etc/passwd'],
  ])('drops the link address %s entirely and keeps the words', (url) => {
    const container = renderMd(`[click me](${url}) and ![a photo](${url})`);
    expect(container).toHaveTextContent('click me');
    expect(container.querySelector('[href]')).toBeNull();
    expect(container.querySelector('[src]')).toBeNull();
    expect(container.querySelector('[srcset]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript|vbscript|data:|ftp:|file:/i);
  });

  it('refuses schemes hidden by control characters and whitespace', () => {
    expect(safeUrl('java\tscript:alert(1)')).toBe('');
    expect(safeUrl(' javascript:alert(1)')).toBe('');
    expect(safeUrl('\u0001javascript:alert(1)')).toBe('');
  });
});

describe('raw HTML', () => {
  it('is shown as visible text, never turned into elements', () => {
    const container = renderMd(
      'Inline <b onclick="x()">bold</b> here.\n\n<script>alert("x")</script>\n\n<img src=x onerror="alert(1)">\n',
    );
    expect(container.querySelector('b, script, [onclick], [onerror]')).toBeNull();
    expect(container).toHaveTextContent('Inline <b onclick="x()">bold</b> here.');
    expect(container).toHaveTextContent('<script>alert("x")</script>');
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
  });
});

describe.each(LOCALES)('footnotes (%s)', (locale) => {
  it('every in-page link points to an element that exists, both ways', () => {
    const container = renderMd(
      'Kawah Putih[^crater] and Braga[^2].\n\n[^crater]: A crater lake.\n[^2]: A street.\n',
      locale,
    );
    const links = [...container.querySelectorAll('a[href^="#"]')];
    expect(links.length).toBe(4); // two references, two back-references
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(container.querySelector(`[id="${id}"]`), `target of ${link.outerHTML}`).not.toBeNull();
    }
    const describedBy = container.querySelector('[data-footnote-ref]')?.getAttribute('aria-describedby');
    expect(container.querySelector(`[id="${describedBy}"]`)).not.toBeNull();
  });
});

describe('footnotes, labelled in the guide’s language', () => {
  it('en: the footnotes are described by a "Footnotes" heading', () => {
    const container = renderMd('Kawah Putih[^crater].\n\n[^crater]: A crater lake.\n', 'en');
    const describedBy = container.querySelector('[data-footnote-ref]')?.getAttribute('aria-describedby');
    expect(container.querySelector(`[id="${describedBy}"]`)).toHaveTextContent('Footnotes');
  });

  it('id: the footnotes heading and back-reference labels are in Indonesian, not "Footnotes"', () => {
    const container = renderMd('Kawah Putih[^kawah].\n\n[^kawah]: Danau kawah.\n', 'id');
    const describedBy = container.querySelector('[data-footnote-ref]')?.getAttribute('aria-describedby');
    expect(container.querySelector(`[id="${describedBy}"]`)).toHaveTextContent('Catatan kaki');
    expect(container.querySelector('[data-footnote-backref]')).toHaveAttribute(
      'aria-label',
      'Kembali ke rujukan 1',
    );
    expect(container.textContent).not.toContain('Footnotes');
  });
});

describe.each(LOCALES)('element map (%s)', (locale) => {
  const doc = [
    '# Heading one',
    '## Heading two',
    '### Heading three',
    '#### Heading four',
    'A paragraph with **bold words**, ~~struck~~ text, `inline code`, an [internal link](/tours), an [off-site link](https://www.klook.com/) and www.example.org.',
    '- bullet one\n- bullet two',
    '1. first\n2. second',
    '- [x] packed\n- [ ] booked',
    '> A quoted tip.',
    '---',
    '![Tea terraces](https://images.unsplash.com/photo-1566419808810-927259f927da)',
    '![](https://example.org/plain.jpg)',
    '```\nconst veryLongLine = 1;\n```',
    '| Place | Cost |\n|---|---|\n| Kawah Putih | IDR 75,000 |',
  ].join('\n\n');

  it('renders every element with its styles', () => {
    const container = renderMd(doc, locale);
    const h = (level: number) => screen.getByRole('heading', { level });
    expect(h(1)).toHaveClass('font-extrabold', 'text-4xl');
    expect(h(2)).toHaveClass('font-extrabold', 'text-3xl');
    expect(h(3)).toHaveClass('font-extrabold', 'text-2xl');
    expect(h(4)).toHaveClass('font-extrabold', 'text-xl');
    expect(container.querySelector('p')).toHaveClass('leading-relaxed');
    expect(screen.getByText('bold words').tagName).toBe('STRONG');
    expect(screen.getByText('bold words')).toHaveClass('font-bold');
    expect(screen.getByText('struck').tagName).toBe('DEL');

    const inline = screen.getByText('inline code');
    expect(inline.tagName).toBe('CODE');
    // The spec's grey background: the code role, grey in the light scheme (tests/unit/colors.test.ts).
    expect(inline).toHaveClass('bg-code');

    const internal = screen.getByRole('link', { name: 'internal link' });
    expect(internal).toHaveAttribute('href', '/tours');
    expect(internal).not.toHaveAttribute('target');
    // The spec's amber links: the link role, amber in both schemes (tests/unit/colors.test.ts).
    expect(internal).toHaveClass('text-link', 'underline');
    const offsite = screen.getByRole('link', { name: 'off-site link' });
    expect(offsite).toHaveAttribute('target', '_blank');
    expect(offsite).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'www.example.org' })).toHaveAttribute(
      'href',
      'http://www.example.org',
    );

    const [bullets, numbers, tasks] = container.querySelectorAll('ul, ol');
    expect(bullets).toHaveClass('list-disc');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(numbers?.tagName).toBe('OL');
    expect(numbers).toHaveClass('list-decimal');
    const boxes = within(tasks as HTMLElement).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);

    expect(container.querySelector('blockquote')).toHaveClass('border-l-4', 'border-amber-500');
    expect(container.querySelector('hr')).toBeInTheDocument();

    const photo = screen.getByRole('img', { name: 'Tea terraces' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(photo).toHaveClass('rounded-card', 'shadow-card', 'max-w-full');
    expect(photo.getAttribute('src')).toContain('w=1200');
    expect(photo.getAttribute('srcset')).toContain(`${INLINE_PHOTO_WIDTHS[0]}w`);
    const plain = container.querySelector('img[src="https://example.org/plain.jpg"]');
    expect(plain).toHaveAttribute('alt', '');

    const pre = container.querySelector('pre');
    expect(pre).toHaveClass('overflow-x-auto', 'min-w-0', 'bg-code');
    expect(pre).toHaveTextContent('const veryLongLine = 1;');

    const region = screen.getByRole('region', { name: TABLE_REGION[locale] });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
    expect(within(region).getByRole('table')).toBeInTheDocument();
    expect(within(region).getByRole('columnheader', { name: 'Place' })).toBeInTheDocument();
    expect(within(region).getByRole('cell', { name: 'IDR 75,000' })).toBeInTheDocument();
  });

  it('renders each real guide of the language without raw Markdown syntax left over', async () => {
    const { getGuides } = await import('@/lib/content');
    for (const guide of getGuides(locale)) {
      const container = renderMd(guide.content, guide.locale);
      expect(container.querySelectorAll('h2').length).toBeGreaterThan(0);
      expect(container.textContent).not.toMatch(/\*\*|\]\(/);
      container.remove();
    }
  }, 30_000);
});

describe('a guide’s text renders whole', () => {
  it('keeps every ## section in place, none wrapped or rendered late, so the page has its length at load', () => {
    const container = renderMd(
      [
        'An introduction.',
        '## First',
        'Text one.',
        '### A subsection',
        'Text two.',
        '## Second',
        'Text three.',
      ].join('\n\n'),
    );
    expect([...container.children].map((block) => block.tagName)).toEqual([
      'P',
      'H2',
      'P',
      'H3',
      'P',
      'H2',
      'P',
    ]);
    expect(container.querySelector('[class*="render-later-"], [style*="height"]')).toBeNull();
  });
});

describe('photos in the text', () => {
  const photo = builtPhoto({ width: 1500, height: 1000 });

  it('a processed photo: AVIF at the widths it can fill, a JPEG, its size, a placeholder', () => {
    const { container } = render(
      <Markdown
        source={'![The crater rim at dawn](./crater%20rim.jpg)'}
        locale="en"
        photos={{ './crater rim.jpg': photo }}
      />,
    );
    const img = screen.getByRole('img', { name: 'The crater rim at dawn' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif']);
    // Never wider than the photo: its own 1,500 px instead of 1,600.
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/photos/0123456789abcdef-480.avif 480w, /photos/0123456789abcdef-800.avif 800w, /photos/0123456789abcdef-1200.avif 1200w, /photos/0123456789abcdef-1500.avif 1500w',
    );
    expect(sources[0]).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('src', '/photos/0123456789abcdef-1200.jpg');
    expect(img).toHaveAttribute('width', '1500');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
    const box = img.closest('span')!;
    expect(box.style.aspectRatio).toBe('1500 / 1000');
    expect(box.style.backgroundColor).toBe('rgb(51, 102, 153)');
    expect(box.style.backgroundImage).toContain('data:image/webp;base64,AAAA');
  });

  it('a photo without alt text (processed or not) gets empty alternative text, as the spec says', () => {
    const { container } = render(
      <Markdown
        source={'![](./crater%20rim.jpg)\n\n![](https://example.org/other.jpg)'}
        locale="en"
        photos={{ './crater rim.jpg': photo }}
      />,
    );
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual([
      '/photos/0123456789abcdef-1200.jpg',
      'https://example.org/other.jpg',
    ]);
    for (const img of imgs) expect(img.getAttribute('alt')).toBe('');
  });
});
