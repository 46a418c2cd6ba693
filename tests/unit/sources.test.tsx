import { render, screen, within } from '@testing-library/react';
import { GuideSources } from '@/components/guides/guide-sources';
import { ContentError, loadGuides, parseGuide } from '@/lib/content';
import { guideSource } from './support/guide-source';

// A guide says where its facts come from: a guide that states prices, hours or travel times without
// sources is refused, naming the file and the line; the article ends with its sources and the day
// each was checked.

const FILE = 'content/guides/a-guide.md';
const withFacts = guideSource('Entry costs about IDR 25,000; the gates open at 08:00.');
const SOURCES = [
  'sources:',
  '  - title: "Wisata Tangkuban Perahu"',
  '    url: "https://www.belajarbijak.my.id/2025/02/wisata-tangkuban-perahu.html"',
  '    publisher: "Belajar Bijak"',
  '    checked: 2026-11-24',
  '',
].join('\n');

describe('sources', () => {
  it('refuses a guide that states facts without sources, naming the file and the line', () => {
    let message = '';
    try {
      parseGuide(FILE, withFacts, undefined, new Map());
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      message = (error as Error).message;
    }
    expect(message).toContain(FILE);
    expect(message).toMatch(/line \d+ states facts \("IDR 2"\) but the guide lists no sources/);
  });

  it('accepts the same guide with its sources, and a guide that states no facts without any', () => {
    const guide = parseGuide(
      FILE,
      withFacts.replace('area: city-centre\n', `area: city-centre\n${SOURCES}`),
      undefined,
      new Map(),
    );
    expect(guide.sources).toEqual([
      {
        title: 'Wisata Tangkuban Perahu',
        url: 'https://www.belajarbijak.my.id/2025/02/wisata-tangkuban-perahu.html',
        publisher: 'Belajar Bijak',
        checked: '2026-11-24',
      },
    ]);
    expect(() =>
      parseGuide(FILE, guideSource('A walk with no prices or times.'), undefined, new Map()),
    ).not.toThrow();
  });

  it('refuses a source without its checked date or with a bad address, naming the field', () => {
    const bad = SOURCES.replace('    checked: 2026-11-24\n', '').replace(
      'https://www.belajarbijak',
      'javascript://www.belajarbijak',
    );
    expect(() =>
      parseGuide(
        FILE,
        withFacts.replace('area: city-centre\n', `area: city-centre\n${bad}`),
        undefined,
        new Map(),
      ),
    ).toThrow(
      /field "sources\.url" \(item 1\): must be the address of the page[\s\S]*field "sources\.checked" \(item 1\): must be a date/,
    );
  });

  it.each(['en', 'id'] as const)(
    'ends the article with its sources and the day each was checked (%s)',
    (locale) => {
      const guide = parseGuide(
        FILE,
        withFacts.replace('area: city-centre\n', `area: city-centre\n${SOURCES}`),
        undefined,
        new Map(),
      );
      render(<GuideSources guide={{ ...guide, locale }} />);
      const section = screen.getByRole('region', { name: locale === 'en' ? 'Sources' : 'Sumber' });
      const link = within(section).getByRole('link', { name: 'Wisata Tangkuban Perahu' });
      expect(link).toHaveAttribute(
        'href',
        'https://www.belajarbijak.my.id/2025/02/wisata-tangkuban-perahu.html',
      );
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(section).toHaveTextContent('Belajar Bijak');
      expect(
        within(section).getByText(locale === 'en' ? 'checked Nov 24, 2026' : 'dicek 24 Nov 2026'),
      ).toHaveAttribute('datetime', '2026-11-24');
    },
  );

  it('every guide of the site lists its sources', () => {
    for (const guide of loadGuides()) expect(guide.sources?.length, guide.file).toBeGreaterThan(0);
  });
});
