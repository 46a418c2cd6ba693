// @vitest-environment node
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { itinerary } from '@/lib/site/itinerary';
import { buildItineraryPdf } from '@/lib/site/itinerary-pdf';
import { contact } from '@/lib/site/config';

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

describe('itinerary PDF', () => {
  it('is one A4 page whose selectable text holds the brand, the three days and the contact details', async () => {
    const bytes = await buildItineraryPdf();
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, width, height, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(text).toContain('EXPLORE BANDUNG');
    for (const day of itinerary.days) {
      expect(text).toContain(`DAY ${day.day}`);
      expect(text).toContain(day.title);
      for (const highlight of day.highlights) expect(text).toContain(highlight);
    }
    expect(text).toContain('Kawah Putih and the tea plantation');
    expect(text).toContain('City sights, shopping and street food');
    expect(text).toContain('Lembang hot springs and farm fun');
    expect(text).toContain(contact.phone);
    expect(text).toContain(contact.email);
  });
});
