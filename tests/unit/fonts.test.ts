// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { ogCardImage } from '@/components/seo/og-card-image';
import { LOCALES, localeSettings } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { requireScript } from '@/lib/i18n/scripts';
import { OG_FONT_SCRIPTS } from '@/lib/seo/og-fonts';
import { pageOgCards } from '@/lib/seo/og';
import { buildItineraryPdf, PDF_FONT_SCRIPTS } from '@/lib/itineraries/home-pdf';

// The itinerary PDF and the share images are drawn at build with bundled fonts. A language whose
// script those fonts do not draw stops the build with an error naming the language, never a PDF
// that cannot be written or a card of blank text.

const restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

/** Sets a value for one test. */
function change<T extends object, K extends keyof T>(object: T, key: K, value: T[K]) {
  const before = object[key];
  object[key] = value;
  restore.push(() => (object[key] = before));
}

describe('fonts for every language', () => {
  it.each(LOCALES)('%s: the PDF and the share images draw its script', (locale) => {
    expect(() => requireScript(locale, PDF_FONT_SCRIPTS, 'The itinerary PDF', 'Helvetica')).not.toThrow();
    expect(() => requireScript(locale, OG_FONT_SCRIPTS, 'Share images', 'Plus Jakarta Sans')).not.toThrow();
  });

  it('stops the build for a language in a script no font draws, naming the language', async () => {
    change(localeSettings.id as { script: string }, 'script', 'Thai');
    await expect(buildItineraryPdf('id')).rejects.toThrow(
      /^The itinerary PDF in Bahasa Indonesia \(id\): its script, Thai, is not one/,
    );
    expect(() => ogCardImage(pageOgCards('id').home, 'example.org')).toThrow(
      /^Share images in Bahasa Indonesia \(id\): its script, Thai, is not one/,
    );
  });

  it('names the language and the character the PDF’s font cannot write', async () => {
    const pdf = messages.id.itinerary.pdf as { goodToKnow: string };
    change(pdf, 'goodToKnow', 'Perlu diketahui ầ');
    await expect(buildItineraryPdf('id')).rejects.toThrow(
      /The itinerary PDF in Bahasa Indonesia \(id\) cannot write "ầ" \(U\+1EA7\)/,
    );
  });
});
