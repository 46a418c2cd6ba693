// @vitest-environment node
import { join } from 'node:path';
import { findGuideFiles } from '@/lib/content/guide-files';
import { readFrontmatter } from '@/lib/content/frontmatter';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/i18n/locales';
import { climateMonths, climateSource, climateText, climateYear } from '@/lib/site/climate';
import { facts, factText } from '@/lib/site/facts';
import { faqs, reasons } from '@/lib/site/home';
import { DAYS, type Day } from '@/lib/places/opening-hours';
import { getPlaces } from '@/lib/places/places';
import { toClock } from '@/lib/itineraries/clock';
import { homeItinerary } from '@/lib/itineraries/itineraries';
import { itinerary, openDays } from '@/lib/site/itinerary';
import { tourIn, tours } from '@/lib/tours/tours';

// Every place the site states a shared fact must state the value in lib/site/facts.ts, in every
// language: the guides in their own words, the home page, FAQ, itinerary and tours from the table
// itself (written by factText in the page's language).

const GUIDES = join(process.cwd(), 'content/guides');

/** The language a guide file is written in: its frontmatter `lang`, English by default. */
function languageOf(source: string): Locale {
  const { data } = readFrontmatter(source);
  const lang = (data as { lang?: unknown } | null)?.lang;
  return typeof lang === 'string' && isLocale(lang) ? lang : DEFAULT_LOCALE;
}

const guideFiles = findGuideFiles(GUIDES).map(({ file, source }) => ({
  source: file,
  text: source,
  locale: languageOf(source),
}));
const guideTexts = (locale: Locale) => guideFiles.filter((guide) => guide.locale === locale);

const siteTexts = (locale: Locale) => [
  ...reasons(locale).map((reason) => ({ source: `${locale} reason "${reason.title}"`, text: reason.text })),
  ...faqs(locale).map((faq) => ({ source: `${locale} FAQ "${faq.question}"`, text: faq.answer })),
  // The home block's days: their stops, then the weekdays the day works on, as the block shows them.
  ...itinerary(locale).days.map((day) => ({
    source: `${locale} itinerary day ${day.day}`,
    text: `${day.highlights.join('. ')}. ${day.worksOn}`,
  })),
  ...tours.map((tour) => ({ source: `${locale} tour ${tour.slug}`, text: tourIn(tour, locale).desc })),
];
const allTexts = (locale: Locale) => [...guideTexts(locale), ...siteTexts(locale)];

/** Sentences (or table rows, list items) of every text in a language that match `about`, labelled with their source. */
function mentions(locale: Locale, about: RegExp) {
  return allTexts(locale).flatMap(({ source, text }) =>
    text
      .split(/(?<=[.!?])\s+|\n/)
      .filter((sentence) => about.test(sentence))
      .map((sentence) => ({ source, sentence })),
  );
}

/**
 * How each language words what these tests look for. An English text is checked in English words, an
 * Indonesian one in Indonesian words, against the same values.
 */
const WORDING: Record<
  Locale,
  {
    altitude: RegExp;
    /** Captures the metres of an altitude, as the language writes the number. */
    metres: RegExp;
    thousands: RegExp;
    tollRoadHours: RegExp;
    whooshMinutes: RegExp;
    deer: RegExp;
    deerInLembang: RegExp;
    sunriseStop: RegExp;
    sunrise: RegExp;
    ourTours: RegExp[];
    /** Advice to leave early for the highlands, with a time. */
    leaveBy: RegExp;
    /** The Asia-Africa Conference Museum, by any of the names the pages give it. */
    mkaa: RegExp;
    /** Where a sentence turns from the days a place opens to the days it does not. */
    closedWord: RegExp;
    /** Each day of the week as the language writes it (singular or plural). */
    dayNames: Record<Day, RegExp>;
  }
> = {
  en: {
    altitude: /Bandung[^.]*\babove sea level|above sea level[^.]*Bandung/,
    metres: /(\d[\d,]*)\s*(?:m|metres|meters)\s+above sea level/,
    thousands: /,/g,
    tollRoadHours: /toll road[^.]*\bhours?\b|\bhours?\b[^.]*toll road/,
    whooshMinutes: /Whoosh[^.]*\bminutes\b/,
    deer: /\bdeer\b/i,
    // "feed deer, rabbits and sheep in Lembang" is the slip this guards against.
    deerInLembang: /\bdeer\b[^.;:]*\b(?:in|at)\s+Lembang/,
    sunriseStop: /\bsunrise (views|on|at|from)\b/i,
    sunrise: /sunrise/i,
    ourTours: [/\bour\s+\[[^\]]*\]\(\/tours/i, /\bour\s+(?:[\w-]+\s+){0,3}(?:tours?|trips?)\b/i],
    leaveBy: /\bleave\b[^.]*\bby\s+\d/i,
    mkaa: /Konperensi Asia Afrika|Asia-Africa Conference Museum|Gedung Merdeka/,
    closedWord: /\bclosed\b/,
    dayNames: {
      Mon: /\bMondays?\b/,
      Tue: /\bTuesdays?\b/,
      Wed: /\bWednesdays?\b/,
      Thu: /\bThursdays?\b/,
      Fri: /\bFridays?\b/,
      Sat: /\bSaturdays?\b/,
      Sun: /\bSundays?\b/,
    },
  },
  id: {
    altitude: /Bandung[^.]*\bdi atas permukaan laut|di atas permukaan laut[^.]*Bandung/,
    metres: /(\d[\d.]*)\s*(?:m|meter|metre)\s+di atas permukaan laut/,
    thousands: /\./g,
    // "Tol" with a capital is the toll road's name (Tol Cipularang); "tol" alone is the toll fee.
    tollRoadHours: /\bTol\b[^.]*\bjam\b|\bjam\b[^.]*\bTol\b/,
    whooshMinutes: /Whoosh[^.]*\bmenit\b/,
    deer: /\brusa\b/i,
    deerInLembang: /\brusa\b[^.;:]*\b(?:di|ke)\s+Lembang/i,
    sunriseStop: /\bmatahari terbit (di|dari)\b/i,
    sunrise: /matahari terbit/i,
    ourTours: [/\]\(\/id\/tours[^)]*\)\s+kami\b/i, /\b(?:tur|perjalanan|paket)(?:\s+[\w-]+){0,3}\s+kami\b/i],
    leaveBy: /\bberangkat\b[^.]*\bpaling lambat\b/i,
    mkaa: /Konperensi Asia Afrika|Konferensi Asia Afrika|Gedung Merdeka/,
    closedWord: /\b(?:tutup|tidak melayani)\b/,
    dayNames: {
      Mon: /\bSenin\b/,
      Tue: /\bSelasa\b/,
      Wed: /\bRabu\b/,
      Thu: /\bKamis\b/,
      Fri: /\bJumat\b/,
      Sat: /\bSabtu\b/,
      Sun: /\bMinggu\b/,
    },
  },
};

/** More than one mention where the language has guides (a guide and the site's own copy), else the site's copy. */
const expectMentioned = (locale: Locale, found: unknown[]) =>
  expect(found.length).toBeGreaterThan(guideTexts(locale).length > 0 ? 1 : 0);

it('reads the guides of every language', () => {
  expect(guideTexts('en').length).toBeGreaterThan(0);
  for (const { source, locale } of guideFiles) expect(LOCALES, source).toContain(locale);
});

describe.each(LOCALES)('shared facts agree everywhere (%s)', (locale) => {
  const words = WORDING[locale];
  const fact = factText(locale);

  it('Bandung’s altitude', () => {
    const found = mentions(locale, words.altitude);
    expectMentioned(locale, found);
    for (const { source, sentence } of found) {
      const metres = words.metres.exec(sentence)?.[1];
      expect(Number(metres?.replace(words.thousands, '')), `${source}: ${sentence}`).toBe(
        facts.altitudeMetres,
      );
    }
  });

  it('the drive from Jakarta on the toll road', () => {
    const found = mentions(locale, words.tollRoadHours);
    expectMentioned(locale, found);
    expect(found.some(({ source }) => source.includes('FAQ'))).toBe(true);
    for (const { source, sentence } of found) expect(sentence, source).toContain(fact.jakartaDrive);
  });

  it('the Whoosh high-speed train ride, mentioned with getting there', () => {
    const found = mentions(locale, words.whooshMinutes);
    expectMentioned(locale, found);
    for (const { source, sentence } of found) expect(sentence, source).toContain(fact.whooshRide);
    expect(mentions(locale, /Whoosh/).some(({ source }) => source.includes('FAQ'))).toBe(true);
  });

  it('where visitors feed deer', () => {
    const found = mentions(locale, words.deer);
    expect(found.some(({ sentence }) => sentence.includes(facts.deerPark))).toBe(true);
    for (const { source, sentence } of found) expect(sentence, source).not.toMatch(words.deerInLembang);
  });

  it('the early start for the highlands: one time everywhere', () => {
    const found = mentions(locale, words.leaveBy);
    expectMentioned(locale, found);
    for (const { source, sentence } of found) expect(sentence, source).toContain(fact.leaveBy);
  });

  it('the Asia-Africa Conference Museum opens on the days its place record gives', () => {
    const museum = getPlaces().get('museum-konperensi-asia-afrika')!;
    const open = openDays(museum.hours);
    expect(open.length).toBeLessThan(DAYS.length);
    // Each paragraph that names the museum and days of the week: the days before "closed" are the open ones.
    const found = allTexts(locale).flatMap(({ source, text }) =>
      text
        .split('\n')
        .filter(
          (paragraph) =>
            words.mkaa.test(paragraph) && DAYS.some((day) => words.dayNames[day].test(paragraph)),
        )
        .map((paragraph) => ({ source, paragraph })),
    );
    expectMentioned(locale, found);
    for (const { source, paragraph } of found) {
      const opening = paragraph.split(words.closedWord)[0]!;
      const named = DAYS.filter((day) => words.dayNames[day].test(opening));
      expect(named, `${source}: ${paragraph}`).toEqual(open);
    }
  });

  it('Tangkuban Perahu is never a sunrise stop: its gates open well after sunrise', () => {
    const found = mentions(locale, /Tangkuban/);
    expect(found.length).toBeGreaterThan(0);
    for (const { source, sentence } of found) expect(sentence, source).not.toMatch(words.sunriseStop);
  });
});

describe.each(LOCALES)('the itinerary (%s)', (locale) => {
  const words = WORDING[locale];
  const dayThree = () => homeItinerary(locale).days[2]!;

  it('starts Day 3 at Tangkuban Perahu no earlier than the gates open, and never at sunrise', () => {
    const day3 = dayThree();
    expect(day3.stops[0]!.place.id).toBe('tangkuban-parahu');
    expect(toClock(day3.timeline.visits[0]!.begin) >= facts.tangkubanPerahuGates.opens).toBe(true);
    expect(itinerary(locale).days[2]!.highlights.join(' ')).not.toMatch(words.sunrise);
  });

  it('does not backtrack on Day 3: out to the farthest stop first, then back towards the city', () => {
    // Distance north of the city, in stops along the one road: Lembang, Tangkuban Perahu, Ciater.
    const distance: Record<string, number> = {
      'sari-ater': 3,
      'tangkuban-parahu': 2,
      'floating-market-lembang': 1,
      'farmhouse-susu-lembang': 1,
    };
    const path = dayThree().stops.map((stop) => distance[stop.place.id]);
    expect(
      path.every((step) => step !== undefined),
      'every stop of day 3 is a known stop',
    ).toBe(true);
    // Rises to the farthest point once, then only falls.
    const peak = path.indexOf(Math.max(...(path as number[])));
    expect(path.slice(0, peak + 1)).toEqual([...path.slice(0, peak + 1)].sort((a, b) => a! - b!));
    expect(path.slice(peak)).toEqual([...path.slice(peak)].sort((a, b) => b! - a!));
  });
});

describe.each(LOCALES)('honest wording in the guides (%s)', (locale) => {
  it('never calls the Klook listings “our” tours', () => {
    for (const { source, text } of guideTexts(locale)) {
      for (const pattern of WORDING[locale].ourTours) expect(text, source).not.toMatch(pattern);
    }
  });
});

/**
 * What a reader sees of each guide: its body and the words of its frontmatter (title, excerpt, summary,
 * photo description, the tips it gives its places), without its list of sources, whose titles quote
 * other publications as they were written (an old "Argo Parahyangan" headline is not a claim of ours).
 */
const guideProse = (locale: Locale) =>
  guideTexts(locale).map(({ source, text }) => {
    const { data, content } = readFrontmatter(text);
    const fields = data as {
      title?: string;
      excerpt?: string;
      summary?: string;
      imageAlt?: string;
      places?: unknown[];
    };
    const tips = (fields.places ?? []).flatMap((place) =>
      typeof place === 'object' && place && 'tip' in place ? [String((place as { tip: unknown }).tip)] : [],
    );
    return {
      source,
      text: [fields.title, fields.excerpt, fields.summary, fields.imageAlt, ...tips, content]
        .filter(Boolean)
        .join('\n'),
    };
  });
const proseTexts = (locale: Locale) => [...guideProse(locale), ...siteTexts(locale)];

/** Sentences (or table rows, list items) of what readers see in a language that match every pattern given. */
const proseMentions = (locale: Locale, ...about: RegExp[]) =>
  proseTexts(locale).flatMap(({ source, text }) =>
    text
      .split(/(?<=[.!?])\s+|\n/)
      .filter((sentence) => about.every((pattern) => pattern.test(sentence)))
      .map((sentence) => ({ source, sentence })),
  );

/** The amounts of rupiah a sentence states ("IDR 3,900–5,500" → 3900, 5500), as the language writes them. */
const rupiahIn = (locale: Locale, sentence: string) =>
  [...sentence.matchAll(/(?:IDR|Rp)\s?(\d[\d.,]*)(?:–(\d[\d.,]*))?/g)].flatMap((match) =>
    [match[1], match[2]]
      .filter((amount): amount is string => Boolean(amount))
      .map((amount) => Number(amount.replace(WORDING[locale].thousands, '').replace(/[.,]$/, ''))),
  );

const CORRECTED: Record<
  Locale,
  {
    premiumEconomy: RegExp;
    paidService: RegExp;
    trips: RegExp;
    sunday: string;
    stations: RegExp;
    sameRoute: RegExp;
    history: RegExp;
    byDistance: RegExp;
    flatFare: RegExp;
    freezing: RegExp;
  }
> = {
  en: {
    premiumEconomy: /Premium Economy/,
    paidService: /\b(?:paid|commercial|carried passengers)\b/,
    trips: /\b\d+ trips\b/,
    sunday: 'on Sundays',
    stations: /\b(\d+) stations\b/,
    sameRoute: /\bsame route\b/,
    history: /\buntil\b|\brenamed\b/i,
    byDistance: /\bdepending on distance\b/,
    flatFare: /\bflat\b/,
    freezing: /\bfreezing\b|\bfrost\b/i,
  },
  id: {
    premiumEconomy: /Ekonomi Premium/,
    paidService: /\b(?:berbayar|komersial|melayani penumpang)\b/,
    trips: /\b\d+ perjalanan\b/,
    sunday: 'perjalanan pada hari Minggu',
    stations: /\b(\d+) stasiun\b/,
    sameRoute: /\brute\b[^.]*\byang sama\b/,
    history: /\bsampai\b|\bbernama\b|\bganti nama\b/i,
    byDistance: /\btergantung jarak\b/,
    flatFare: /\bdatar\b|\bjauh dekat sama\b/,
    freezing: /titik beku|embun beku/i,
  },
};

describe.each(LOCALES)('the facts corrected in November 2026 agree everywhere (%s)', (locale) => {
  const words = CORRECTED[locale];
  const fact = factText(locale);
  const guideMentions = (found: { source: string }[]) =>
    found.filter(({ source }) => guideFiles.some((guide) => guide.source === source));

  it('Whoosh Premium Economy fares: the 2025 range, and IDR 150,000 only as 2024’s floor', () => {
    const found = proseMentions(locale, words.premiumEconomy, /(?:IDR|Rp)\s?\d/);
    expect(guideMentions(found).length).toBeGreaterThan(0);
    expect(found.some(({ source }) => source.includes('FAQ'))).toBe(true);
    for (const { source, sentence } of found) expect(sentence, source).toContain(fact.whooshFare);
    for (const { source, sentence } of proseMentions(
      locale,
      /Whoosh|Premium Economy|Ekonomi Premium/,
      /150[.,]000/,
    )) {
      expect(sentence, source).toMatch(/2024/);
    }
  });

  it('Whoosh’s paid service began on 17 October 2023', () => {
    const found = proseMentions(locale, /Whoosh/, words.paidService, /(?:October|Oktober) 2023/);
    expect(guideMentions(found).length).toBeGreaterThan(0);
    for (const { source, sentence } of found) expect(sentence, source).toContain(fact.whooshPaidFrom);
    for (const { source, sentence } of proseMentions(locale, /Whoosh/)) {
      expect(sentence, source).not.toMatch(/\b18 (?:October|Oktober) 2023/);
    }
  });

  it('Whoosh trips a day: the weekday count and the smaller Sunday count together', () => {
    const found = proseMentions(locale, /Whoosh/, words.trips);
    expect(guideMentions(found).length).toBeGreaterThan(0);
    for (const { source, sentence } of found) {
      expect(sentence, source).toContain(fact.whooshTripsWeekday);
      expect(sentence, source).toContain(`${fact.whooshTripsSunday} ${words.sunday}`);
    }
  });

  it('the Whoosh terminus by its signed name, wherever Tegalluar is mentioned', () => {
    for (const { source, text } of proseTexts(locale).filter(({ text }) => /Tegalluar/.test(text))) {
      expect(text, source).toContain(fact.tegalluarStation);
    }
    expect(proseMentions(locale, /Whoosh/).some(({ source }) => source.includes('FAQ'))).toBe(true);
    const place = getPlaces().get('stasiun-whoosh-tegalluar')!;
    expect(place.name).toContain(facts.tegalluarStation);
  });

  it('KA Parahyangan: its stations counted as the table lists them, and no “same route”', () => {
    const counted = proseMentions(locale, /Parahyangan/, words.stations);
    expect(guideMentions(counted).length).toBeGreaterThan(0);
    expect(counted.some(({ source }) => source.includes('FAQ'))).toBe(true);
    for (const { source, sentence } of counted) {
      expect(Number(words.stations.exec(sentence)?.[1]), `${source}: ${sentence}`).toBe(
        facts.parahyanganStations.length,
      );
    }
    const listed = proseMentions(locale, /Parahyangan/).filter(({ sentence }) =>
      facts.parahyanganStations.every((station) => sentence.includes(station)),
    );
    expect(guideMentions(listed).length).toBeGreaterThan(0);
    for (const { source, sentence } of proseMentions(locale, /Parahyangan/)) {
      expect(sentence, source).not.toMatch(words.sameRoute);
    }
    for (const { source, sentence } of proseMentions(locale, /Argo Parahyangan/)) {
      expect(sentence, source).toMatch(words.history);
    }
  });

  it('angkot fares: flat per route, within the range Dishub set', () => {
    const found = proseMentions(locale, /angkot/i, /(?:IDR|Rp)\s?\d/);
    expect(guideMentions(found).length).toBeGreaterThan(0);
    expect(found.some(({ sentence }) => sentence.includes(fact.angkotFare))).toBe(true);
    for (const { source, sentence } of found) {
      for (const amount of rupiahIn(locale, sentence)) {
        expect(amount, `${source}: ${sentence}`).toBeGreaterThanOrEqual(facts.angkotFare.min);
        expect(amount, `${source}: ${sentence}`).toBeLessThanOrEqual(facts.angkotFare.max);
      }
    }
    for (const { source, sentence } of proseMentions(locale, /angkot/i)) {
      expect(sentence, source).not.toMatch(words.byDistance);
    }
    expect(guideMentions(proseMentions(locale, /angkot/i, words.flatFare)).length).toBeGreaterThan(0);
  });

  it('one cold value for the crater highlands: Kawah Putih’s, and no frost or freezing', () => {
    const found = proseMentions(locale, /Kawah Putih|Ranca Upas/, /°C/);
    expect(guideMentions(found).length).toBeGreaterThan(0);
    expect(found.some(({ source }) => source.includes('FAQ'))).toBe(true);
    for (const { source, sentence } of found) expect(sentence, source).toContain(fact.kawahPutihTemperature);
    for (const { source, text } of proseTexts(locale)) expect(text, source).not.toMatch(words.freezing);
  });
});

describe.each(LOCALES)('the cold of Lembang’s nights: one value everywhere (%s)', (locale) => {
  it('every sentence that gives Lembang a temperature gives the BMKG low', () => {
    const found = proseMentions(locale, /Lembang/, /°C/);
    const inGuides = found.filter(({ source }) => guideFiles.some((guide) => guide.source === source));
    expect(inGuides.length).toBeGreaterThan(1);
    for (const { source, sentence } of found) {
      const degrees = numbersBefore(locale, sentence, '°C');
      expect(degrees.length, `${source}: ${sentence}`).toBeGreaterThan(0);
      for (const c of degrees) expect(c, `${source}: ${sentence}`).toBe(facts.lembangNightLowCelsius);
    }
  });
});

/** How each language says that Braga is closed to traffic at weekends, and the start of the closure. */
const BRAGA_CLOSED: Record<Locale, { closed: RegExp; from: string }> = {
  en: { closed: /car-free|closed to (?:vehicles|traffic)/, from: 'Friday midnight' },
  id: { closed: /bebas kendaraan|(?:ditutup|tertutup) untuk kendaraan/, from: 'Jumat tengah malam' },
};

describe.each(LOCALES)('Braga Beken: one length and one start everywhere (%s)', (locale) => {
  it('every sentence that measures the car-free Braga gives the same meters, from Friday midnight', () => {
    const found = proseMentions(locale, /Braga/, BRAGA_CLOSED[locale].closed, /\d\s?m\b/);
    const inGuides = found.filter(({ source }) => guideFiles.some((guide) => guide.source === source));
    expect(inGuides.length).toBeGreaterThan(1);
    for (const { source, sentence } of found) {
      expect(numbersBefore(locale, sentence, 'm\\b'), `${source}: ${sentence}`).toEqual([
        facts.bragaCarFreeMetres,
      ]);
      expect(sentence, source).toContain(BRAGA_CLOSED[locale].from);
    }
  });
});

/** The When to go guide's climate section in each language, by its heading. */
const CLIMATE_HEADING: Record<Locale, string> = {
  en: '### How much rain, and when',
  id: '### Seberapa banyak hujannya, dan kapan',
};

/** The numbers before a unit, ranges included ("161–289 mm" → 161, 289), read as the language writes decimals. */
const numbersBefore = (locale: Locale, text: string, unit: string) =>
  [...text.matchAll(new RegExp(`(\\d[\\d.,]*)(?:–(\\d[\\d.,]*))?\\s?${unit}`, 'g'))].flatMap((match) =>
    [match[1], match[2]]
      .filter((n): n is string => Boolean(n))
      .map((n) => Number(locale === 'en' ? n.replace(/,/g, '') : n.replace(/\./g, '').replace(',', '.'))),
  );

describe('the climate figures', () => {
  it('are the source’s: twelve months whose rain adds up to the year’s total', () => {
    expect(climateMonths.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const total = climateMonths.reduce((sum, m) => sum + m.rainMm, 0);
    expect(Math.abs(total - climateYear.rainMm)).toBeLessThan(0.5);
  });

  it.each(LOCALES)('the When to go guide states them, and only them (%s)', (locale) => {
    const climate = climateText(locale);
    const sections = guideTexts(locale).flatMap(({ source, text }) => {
      const start = text.indexOf(CLIMATE_HEADING[locale]);
      if (start < 0) return [];
      const rest = text.slice(start + CLIMATE_HEADING[locale].length);
      return [{ source, section: rest.slice(0, rest.search(/^#/m) >= 0 ? rest.search(/^#/m) : undefined) }];
    });
    expect(sections.length).toBe(1);
    for (const { source, section } of sections) {
      expect(section, source).toContain('96783');
      expect(section, source).toContain(climateSource.period);
      for (const figure of [climate.annualRain, climate.wettest, climate.driest]) {
        expect(section, source).toContain(figure);
      }
      for (const mm of numbersBefore(locale, section, 'mm'))
        expect(climate.rainValues, `${source}: ${mm} mm`).toContain(mm);
      const degrees = numbersBefore(locale, section, '°C');
      expect(degrees.length).toBeGreaterThan(0);
      for (const c of degrees) expect(climate.temperatureValues, `${source}: ${c} °C`).toContain(c);
    }
  });

  it.each(LOCALES)('no guide still quotes the 1999–2008 study (%s)', (locale) => {
    for (const { source, text } of guideProse(locale)) expect(text, source).not.toMatch(/1999–2008/);
  });
});
