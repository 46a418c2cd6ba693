// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { facts } from '@/lib/site/facts';
import { faqs, reasons } from '@/lib/site/home';
import { itinerary } from '@/lib/site/itinerary';
import { tours } from '@/lib/tours/tours';

// Every place the site states a shared fact must state the value in lib/site/facts.ts: the guides in
// their own words, the home page, FAQ, itinerary and tours from the table itself.

const GUIDES = join(process.cwd(), 'content/guides');
const guideTexts = readdirSync(GUIDES)
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ source: `content/guides/${file}`, text: readFileSync(join(GUIDES, file), 'utf8') }));
const siteTexts = [
  ...reasons.map((reason) => ({ source: `reason "${reason.title}"`, text: reason.text })),
  ...faqs.map((faq) => ({ source: `FAQ "${faq.question}"`, text: faq.answer })),
  ...itinerary.days.map((day) => ({ source: `itinerary day ${day.day}`, text: day.highlights.join('. ') })),
  ...tours.map((tour) => ({ source: `tour ${tour.slug}`, text: tour.desc })),
];
const allTexts = [...guideTexts, ...siteTexts];

/** Sentences (or table rows, list items) of every text that match `about`, labelled with their source. */
function mentions(about: RegExp) {
  return allTexts.flatMap(({ source, text }) =>
    text
      .split(/(?<=[.!?])\s+|\n/)
      .filter((sentence) => about.test(sentence))
      .map((sentence) => ({ source, sentence })),
  );
}

describe('shared facts agree everywhere', () => {
  it('Bandung’s altitude', () => {
    const found = mentions(/Bandung[^.]*\babove sea level|above sea level[^.]*Bandung/);
    expect(found.length).toBeGreaterThan(1);
    for (const { source, sentence } of found) {
      const metres = /(\d[\d,]*)\s*(?:m|metres|meters)\s+above sea level/.exec(sentence)?.[1];
      expect(Number(metres?.replace(/,/g, '')), `${source}: ${sentence}`).toBe(facts.altitudeMetres);
    }
  });

  it('the drive from Jakarta on the toll road', () => {
    const found = mentions(/toll road[^.]*\bhours?\b|\bhours?\b[^.]*toll road/);
    expect(found.length).toBeGreaterThan(1);
    for (const { source, sentence } of found) expect(sentence, source).toContain(facts.jakartaDrive);
  });

  it('the Whoosh high-speed train ride, mentioned with getting there', () => {
    const found = mentions(/Whoosh[^.]*\bminutes\b/);
    expect(found.length).toBeGreaterThan(1);
    for (const { source, sentence } of found) expect(sentence, source).toContain(facts.whooshRide);
    expect(mentions(/Whoosh/).some(({ source }) => source.startsWith('FAQ'))).toBe(true);
  });

  it('where visitors feed deer', () => {
    const found = mentions(/\bdeer\b/i);
    expect(found.some(({ sentence }) => sentence.includes(facts.deerPark))).toBe(true);
    // "feed deer, rabbits and sheep in Lembang" is the slip this guards against.
    for (const { source, sentence } of found) {
      expect(sentence, source).not.toMatch(/\bdeer\b[^.;:]*\b(?:in|at)\s+Lembang/);
    }
  });

  it('Tangkuban Perahu is never a sunrise stop: its gates open well after sunrise', () => {
    for (const { source, sentence } of mentions(/Tangkuban/)) {
      expect(sentence, source).not.toMatch(/\bsunrise (views|on|at|from)\b/i);
    }
  });
});

describe('the itinerary', () => {
  it('starts Day 3 at Tangkuban Perahu when the gates open, not at sunrise', () => {
    const day3 = itinerary.days.find((day) => day.day === 3)!;
    expect(day3.highlights[0]).toContain('Tangkuban Perahu');
    expect(day3.highlights[0]).toContain(facts.tangkubanPerahuGates.opens);
    expect(day3.highlights.join(' ')).not.toMatch(/sunrise/i);
  });

  it('does not backtrack on Day 3: out to the farthest stop first, then back towards the city', () => {
    // Distance north of the city, in stops along the one road: Lembang, Tangkuban Perahu, Ciater.
    const order = ['Ciater', 'Tangkuban Perahu', 'Floating Market', 'Farmhouse Lembang'];
    const distance: Record<string, number> = {
      'Farmhouse Lembang': 1,
      'Floating Market': 1,
      'Tangkuban Perahu': 2,
      Ciater: 3,
    };
    const day3 = itinerary.days.find((day) => day.day === 3)!;
    const stops = day3.highlights.map((line) => order.find((place) => line.includes(place))!);
    const path = stops.map((stop) => distance[stop]!);
    // Rises to the farthest point once, then only falls.
    const peak = path.indexOf(Math.max(...path));
    expect(path.slice(0, peak + 1)).toEqual([...path.slice(0, peak + 1)].sort((a, b) => a - b));
    expect(path.slice(peak)).toEqual([...path.slice(peak)].sort((a, b) => b - a));
  });
});

describe('honest wording in the guides', () => {
  it('never calls the Klook listings “our” tours', () => {
    for (const { source, text } of guideTexts) {
      expect(text, source).not.toMatch(/\bour\s+\[[^\]]*\]\(\/tours/i);
      expect(text, source).not.toMatch(/\bour\s+(?:[\w-]+\s+){0,3}(?:tours?|trips?)\b/i);
    }
  });
});
