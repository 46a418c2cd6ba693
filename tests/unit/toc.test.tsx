import { render, within } from '@testing-library/react';
import { GuideContents } from '@/components/guides/guide-contents';
import { Markdown } from '@/components/guides/markdown';
import { getGuides, parseGuide } from '@/lib/content/guides';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { slugifyHeading, TOC_MIN_SECTIONS, uniqueIds } from '@/lib/content/toc';
import { guideSource } from './support/guide-source';
import { tr } from './support/i18n';

// "On this page": a long guide lists its sections (##) above its text, each a link to the heading's
// anchor; the headings get stable, unique anchors; a guide with few sections shows no list.

/** A guide's article body as the page renders it: the table of contents, then the Markdown. */
function renderArticle(source: string, locale: Locale = 'en') {
  const guide = parseGuide('content/guides/a-guide.md', guideSource(source), undefined, new Map());
  return render(
    <div>
      <GuideContents headings={guide.headings} locale={locale} />
      <Markdown source={guide.content} locale={locale} headingIds={guide.headings.map(({ id }) => id)} />
    </div>,
  ).container;
}

/** Each table-of-contents link and the element its fragment names. */
function linkTargets(container: HTMLElement, locale: Locale) {
  const nav = within(container).getByRole('navigation', { name: tr(locale)('guide.toc') });
  return within(nav)
    .getAllByRole('link')
    .map((link) => {
      const href = link.getAttribute('href')!;
      expect(href).toMatch(/^#/);
      return { link, target: container.ownerDocument.getElementById(decodeURIComponent(href.slice(1))) };
    });
}

describe('heading anchors', () => {
  it.each([
    [
      'Sebelum Berangkat: Cara ke Bandung dan Berkeliling Kota',
      'sebelum-berangkat-cara-ke-bandung-dan-berkeliling-kota',
    ],
    ['1. Danau Kawah Putih (Ciwidey)', '1-danau-kawah-putih-ciwidey'],
    ['Saté, Kopi & Surabi', 'sate-kopi-surabi'],
    ['Rute Sehari Keliling Kedai Kopi', 'rute-sehari-keliling-kedai-kopi'],
    ['☕☕', 'section'],
  ])('%s → %s', (text, id) => {
    expect(slugifyHeading(text)).toBe(id);
  });

  it('are unique: a repeated heading gets -2, -3, never an anchor already taken or the footnotes’', () => {
    expect(uniqueIds(['Punclut', 'Punclut', 'Punclut 2', 'Punclut', 'Footnote label'])).toEqual([
      'punclut',
      'punclut-2',
      'punclut-2-2',
      'punclut-3',
      'footnote-label-2',
    ]);
  });
});

describe('the table of contents', () => {
  const sections = (n: number) =>
    Array.from({ length: n }, (_, i) => `## Section ${i + 1}\n\nText.\n\n### Detail\n\nMore.`).join('\n\n');

  it.each(LOCALES.map((locale) => [locale]))(
    'a guide with enough sections links to each ## and ### heading, in its language (%s)',
    (locale) => {
      const container = renderArticle(
        `${sections(TOC_MIN_SECTIONS)}\n\nA note.[^1]\n\n[^1]: The note.`,
        locale,
      );
      const targets = linkTargets(container, locale);
      const headings = [...container.querySelectorAll('h2:not(#footnote-label, [id$="footnote-label"]), h3')];
      expect(targets.map(({ link }) => link.textContent)).toEqual(headings.map((h) => h.textContent));
      for (const { link, target } of targets) {
        // A section's link in the outer list, a subsection's in the list nested under it.
        expect(target?.tagName).toBe(link.closest('ul ul') ? 'H3' : 'H2');
        expect(target?.textContent).toBe(link.textContent);
      }
      // Subsections are anchored too, uniquely.
      const ids = [...container.querySelectorAll('h2[id], h3[id]')].map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(container.querySelectorAll('h3[id]')).toHaveLength(TOC_MIN_SECTIONS);
    },
  );

  it(`a guide with fewer than ${TOC_MIN_SECTIONS} sections has none`, () => {
    const container = renderArticle(sections(TOC_MIN_SECTIONS - 1));
    expect(container.querySelector('nav')).toBeNull();
    expect(container.querySelectorAll('h2[id]')).toHaveLength(TOC_MIN_SECTIONS - 1);
  });

  it.each(LOCALES.map((locale) => [locale]))(
    'every real %s guide: anchors unique, each link leads to its heading',
    (locale) => {
      for (const guide of getGuides(locale)) {
        const container = render(
          <div>
            <GuideContents headings={guide.headings} locale={locale} />
            <Markdown
              source={guide.content}
              locale={locale}
              headingIds={guide.headings.map(({ id }) => id)}
            />
          </div>,
        ).container;
        const ids = guide.headings.map(({ id }) => id);
        expect(new Set(ids).size, guide.file).toBe(ids.length);
        const h2s = guide.headings.filter(({ depth }) => depth === 2);
        if (h2s.length < TOC_MIN_SECTIONS) {
          expect(container.querySelector('nav')).toBeNull();
        } else {
          // Every heading from the first ## on (a ### before it belongs to no section).
          const listed = guide.headings.slice(guide.headings.findIndex(({ depth }) => depth === 2));
          const targets = linkTargets(container, locale);
          expect(targets).toHaveLength(listed.length);
          for (const [i, { link, target }] of targets.entries()) {
            expect(target?.tagName, `${guide.file}: ${link.getAttribute('href')}`).toBe(
              `H${listed[i]!.depth}`,
            );
            expect(target?.textContent).toBe(link.textContent);
          }
        }
        container.remove();
      }
    },
    30_000,
  );
});

describe('anchors beside footnotes (issue #34, item 1)', () => {
  it('## Fn 1 in a guide with a footnote [^1]: every id on the page unique, each link on its heading', () => {
    const body = [
      '## Fn 1',
      'A note.[^1] Again.[^1]',
      '## Fnref 1',
      'Text.',
      '## Fn 1',
      'Text.',
      '## Footnote label',
      'Text.',
      '[^1]: The note.',
    ].join('\n\n');
    const container = renderArticle(body);
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size, ids.join(' ')).toBe(ids.length);
    // The renderer's own ids are still there, on the footnote and its references.
    expect(container.querySelector('#user-content-fn-1')?.tagName).toBe('LI');
    expect(container.querySelector('#user-content-fnref-1-2')?.tagName).toBe('A');
    const targets = linkTargets(container, 'en');
    expect(targets.map(({ link }) => link.textContent)).toEqual([
      'Fn 1',
      'Fnref 1',
      'Fn 1',
      'Footnote label',
    ]);
    for (const { link, target } of targets) {
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it('uniqueIds is linear: 15,000 identical headings in well under a second', () => {
    const started = performance.now();
    const ids = uniqueIds(Array.from({ length: 15_000 }, () => 'a'));
    expect(new Set(ids).size).toBe(15_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('a heading inside a footnote (issue #34, item 9)', () => {
  it('the table of contents links each section to its own heading', () => {
    const body = [
      '## One',
      'Text.[^note]',
      '[^note]: A note.',
      '    ## Inside the note',
      '    More of the note.',
      '## Two',
      'Text.',
      '## Three',
      'Text.',
      '## Four',
      'Text.',
    ].join('\n\n');
    const container = renderArticle(body);
    const targets = linkTargets(container, 'en');
    expect(targets.map(({ link }) => link.textContent)).toEqual(['One', 'Two', 'Three', 'Four']);
    for (const { link, target } of targets) {
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent, link.getAttribute('href')!).toBe(link.textContent);
    }
    // The note's heading is still shown, in the footnotes.
    expect(
      container.querySelector('section[data-footnotes] h2:not([id$="footnote-label"])')?.textContent,
    ).toBe('Inside the note');
  });
});
