// @vitest-environment node
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { absoluteUrl } from '@/lib/routes';
import { itinerary } from '@/lib/site/itinerary';
import { buildItineraryPdf } from '@/lib/site/itinerary-pdf';
import { contactIn } from '@/lib/site/config';
import { factText } from '@/lib/site/facts';
import { tr } from './support/i18n';

// pdf.js reads the standard 14 fonts' metrics from its own package.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function pdfText(bytes: Uint8Array) {
  const doc = await getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const page = await doc.getPage(1);
  const { width, height } = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
  return { pages: doc.numPages, width, height, text };
}

/** The day titles of the itinerary, as the English page words them. */
const DAY_TITLES: Record<Locale, string[]> = {
  en: [
    'Kawah Putih and the tea plantation',
    'City sights, shopping and street food',
    'Lembang hot springs and farm fun',
  ],
  id: [
    'Kawah Putih dan kebun teh',
    'Wisata kota, belanja, dan jajanan kaki lima',
    'Air panas dan wisata peternakan di Lembang',
  ],
};

describe.each(LOCALES)('itinerary PDF (%s)', (locale) => {
  it('is one A4 page whose selectable text holds the brand, the three days and the contact details', async () => {
    const bytes = await buildItineraryPdf(locale);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, width, height, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(text).toContain('EXPLORE BANDUNG');
    const dayWord = locale === 'en' ? 'DAY' : tr(locale)('itinerary.pdf.day', { day: '' }).trim();
    for (const day of itinerary(locale).days) {
      expect(text).toContain(`${dayWord} ${day.day}`);
      expect(text).toContain(day.title);
      // A highlight is a stop: its time, then its place and note, which wrap onto several lines, each
      // its own text item: read them as one line.
      for (const highlight of day.highlights) {
        const [time, line] = highlight.split(' · ') as [string, string];
        expect(text.replace(/\s+/g, ' ')).toContain(`${time} ${line}`);
      }
    }
    for (const title of DAY_TITLES[locale]) expect(text).toContain(title);
    const contact = contactIn(locale);
    expect(text).toContain(contact.phone);
    expect(text).toContain(contact.email);
    expect(text).toContain(contact.phoneHours);
    // The web address is the home page of the PDF's language.
    expect(text).toContain(`Web: ${absoluteUrl(localePath(locale, '/'))}`);
    expect(absoluteUrl(localePath(locale, '/'))).toMatch(locale === 'en' ? /\/$/ : /\/id$/);
  });
});

describe.each(LOCALES)('itinerary PDF facts (%s)', (locale) => {
  it('states the dry season and the early start from the facts table, as the pages do', async () => {
    const text = (await pdfText(await buildItineraryPdf(locale))).text.replace(/\s+/g, ' ');
    const fact = factText(locale);
    expect(text).toContain(fact.drySeason);
    expect(text).toContain(fact.leaveBy);
    expect(text).toContain(
      tr(locale)('itinerary.pdf.tipSeason', { drySeason: fact.drySeason, leaveBy: fact.leaveBy }),
    );
  });
});

it('is written in each language: the Indonesian PDF is not the English one', async () => {
  const [en, id] = await Promise.all(
    LOCALES.map(async (locale) => (await pdfText(await buildItineraryPdf(locale))).text),
  );
  expect(id).not.toBe(en);
  expect(id).not.toContain(DAY_TITLES.en[0]);
});
