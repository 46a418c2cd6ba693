import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { GuideKeyFacts } from '@/components/guides/guide-key-facts';
import { ContentError, loadGuides, parseGuide } from '@/lib/content';
import { KEY_FACT_MAX_LENGTH } from '@/lib/content/guides/key-facts';
import { guideSource } from './support/guide-source';

// Each guide opens with its key facts (time needed, best time, budget, area, who it suits), typed in
// its frontmatter, checked with errors that name the file and the field, and given by a translation
// in its own words, the same lines as its original.

const FILE = 'content/guides/a-guide.md';

const withKeyFacts = (yaml: string, file = FILE) =>
  parseGuide(
    file,
    guideSource('A walk with no prices or times.').replace(
      'area: city-centre\n',
      `area: city-centre\n${yaml}`,
    ),
    undefined,
    new Map(),
  );

const errorOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the guide to be refused');
};

const FACTS = [
  'keyFacts:',
  '  time: "Half a day"',
  '  bestTime: "Weekday mornings"',
  '  suits: [families, first-time visitors]',
  '',
].join('\n');

describe('key facts in the frontmatter', () => {
  it('reads time, best time, budget and who it suits, each line optional', () => {
    expect(withKeyFacts(FACTS).keyFacts).toEqual({
      time: 'Half a day',
      bestTime: 'Weekday mornings',
      suits: ['families', 'first-time visitors'],
    });
    expect(withKeyFacts('').keyFacts).toBeUndefined();
  });

  it('refuses an unknown line, an empty box, a line too long and a suits that is not a list, naming the file and the field', () => {
    const unknown = errorOf(() => withKeyFacts('keyFacts:\n  price: "IDR 5,000"\n'));
    expect(unknown).toContain(FILE);
    expect(unknown).toMatch(/field "keyFacts": unknown field\(s\) price/);
    expect(errorOf(() => withKeyFacts('keyFacts: {}\n'))).toMatch(/field "keyFacts": gives no fact/);
    expect(errorOf(() => withKeyFacts(`keyFacts:\n  budget: "${'IDR 5,000 '.repeat(20)}"\n`))).toMatch(
      new RegExp(`field "keyFacts\\.budget": is \\d+ characters; at most ${KEY_FACT_MAX_LENGTH.budget}`),
    );
    expect(errorOf(() => withKeyFacts('keyFacts:\n  suits: families\n'))).toMatch(
      /field "keyFacts\.suits": must be a list of who the guide suits/,
    );
  });
});

describe('a translation’s key facts', () => {
  function project(translationFacts: string) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'key-facts-'));
    const dir = path.join(root, 'content', 'guides');
    fs.mkdirSync(dir, { recursive: true });
    fs.mkdirSync(path.join(root, 'content', 'places'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'a-walk.md'),
      guideSource('A walk.', 'A Walk').replace('area: city-centre\n', `area: city-centre\n${FACTS}`),
    );
    fs.writeFileSync(
      path.join(dir, 'jalan-kaki.md'),
      [
        '---',
        'lang: id',
        'translationOf: a-walk',
        'title: "Jalan Kaki"',
        'excerpt: "Teks kartu."',
        'summary: "Deskripsi."',
        'imageAlt: "Kebun teh"',
        'date: 2025-07-02',
        translationFacts,
        '---',
        '',
        'Jalan kaki.',
        '',
      ].join('\n'),
    );
    return dir;
  }

  it('gives the same lines as its original, in its own words', () => {
    const guides = loadGuides(
      project('keyFacts:\n  time: "Setengah hari"\n  bestTime: "Pagi hari kerja"\n  suits: [keluarga]'),
    );
    expect(guides.find((guide) => guide.slug === 'jalan-kaki')?.keyFacts).toEqual({
      time: 'Setengah hari',
      bestTime: 'Pagi hari kerja',
      suits: ['keluarga'],
    });
  });

  it('is refused when it leaves out or adds a line, naming both files', () => {
    const message = errorOf(() =>
      loadGuides(project('keyFacts:\n  time: "Setengah hari"\n  budget: "Gratis"')),
    );
    expect(message).toContain('jalan-kaki.md');
    expect(message).toMatch(
      /field "keyFacts": leaves out bestTime, suits, which \S*a-walk\.md gives; gives budget, which \S*a-walk\.md does not/,
    );
    expect(errorOf(() => loadGuides(project('')))).toMatch(
      /field "keyFacts": leaves out time, bestTime, suits/,
    );
  });
});

describe('the key facts box', () => {
  it.each(['en', 'id'] as const)(
    'shows the given lines in order, the area from the guide’s area (%s)',
    (locale) => {
      const guide = { ...withKeyFacts(FACTS), locale };
      render(<GuideKeyFacts guide={guide} />);
      const box = screen.getByRole('region', { name: locale === 'en' ? 'Key facts' : 'Info singkat' });
      const terms = within(box)
        .getAllByRole('term')
        .map((term) => term.textContent);
      expect(terms).toEqual(
        locale === 'en'
          ? ['Time needed', 'Best time', 'Area', 'Good for']
          : ['Lama kunjungan', 'Waktu terbaik', 'Kawasan', 'Cocok untuk'],
      );
      const values = within(box)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      expect(values).toEqual([
        'Half a day',
        'Weekday mornings',
        locale === 'en' ? 'Bandung city center' : 'Pusat kota Bandung',
        locale === 'en' ? 'families and first-time visitors' : 'families dan first-time visitors',
      ]);
    },
  );

  it('is left out for a guide without key facts', () => {
    const { container } = render(<GuideKeyFacts guide={withKeyFacts('')} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the site’s guides', () => {
  it('each opens with key facts, in both languages', () => {
    const without = loadGuides()
      .filter((guide) => !guide.keyFacts)
      .map((guide) => guide.file);
    expect(without).toEqual([]);
  });
});
