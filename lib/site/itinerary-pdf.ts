import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { settingsOf, type Locale } from '../i18n/locales';
import { describeChar, requireScript } from '../i18n/scripts';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { factText } from '../content/facts';
import { itinerary as itineraryIn } from './itinerary';
import { absoluteUrl } from '../routes';
import { contactIn, SITE_NAME } from './config';

// The downloadable itinerary: one tidy A4 page with selectable text, generated at build from the
// same data as the home page's itinerary section, in the page's language (/downloads/… and
// /id/downloads/…). Its facts (the dry season, the early start) come from lib/content/facts.ts like the page's.

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const FOREST = rgb(0.082, 0.306, 0.212);
const AMBER = rgb(0.851, 0.467, 0.024);
const INK = rgb(0.11, 0.141, 0.125);
const MUTED = rgb(0.294, 0.345, 0.322);

/** The PDF's font: one of the standard fonts every reader has, which writes the Latin script only. */
export const PDF_FONT = 'Helvetica (WinAnsi)';
export const PDF_FONT_SCRIPTS = ['Latn'];

/** Splits text into lines that fit the width at the given size. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Draws text with a check first: a character the font cannot encode stops the build naming the
 * language and the character, rather than pdf-lib's bare encoding error.
 */
function writer(page: PDFPage, locale: Locale, font: PDFFont) {
  const drawable = new Set(font.getCharacterSet());
  return (text: string, options: Parameters<PDFPage['drawText']>[1]) => {
    const missing = [...text].find((char) => !drawable.has(char.codePointAt(0)!));
    if (missing) {
      throw new Error(
        `The itinerary PDF in ${settingsOf(locale).name} (${locale}) cannot write ${describeChar(missing)} in "${text}": ${PDF_FONT} has no such character; give the PDF a font that has it (lib/site/itinerary-pdf.ts)`,
      );
    }
    page.drawText(text, options);
  };
}

export async function buildItineraryPdf(locale: Locale): Promise<Uint8Array> {
  requireScript(locale, PDF_FONT_SCRIPTS, 'The itinerary PDF', `${PDF_FONT} (lib/site/itinerary-pdf.ts)`);
  const t = getTranslator(locale);
  const itinerary = itineraryIn(locale);
  const contact = contactIn(locale);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${itinerary.title} – ${SITE_NAME}`);
  pdf.setAuthor(SITE_NAME);
  pdf.setSubject(itinerary.subtitle);
  pdf.setKeywords(t('itinerary.pdf.keywords').split(', '));
  pdf.setLanguage(locale);
  // A fixed date keeps the file byte-for-byte reproducible between builds.
  pdf.setCreationDate(new Date('2025-07-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-07-01T00:00:00Z'));

  const page: PDFPage = pdf.addPage([A4.width, A4.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const contentWidth = A4.width - 2 * MARGIN;
  const write = writer(page, locale, regular);

  // Header band
  page.drawRectangle({ x: 0, y: A4.height - 120, width: A4.width, height: 120, color: FOREST });
  write(SITE_NAME.toUpperCase(), {
    x: MARGIN,
    y: A4.height - 52,
    size: 11,
    font: bold,
    color: rgb(0.99, 0.83, 0.3),
  });
  write(itinerary.title, { x: MARGIN, y: A4.height - 84, size: 26, font: bold, color: rgb(1, 1, 1) });
  write(itinerary.subtitle, {
    x: MARGIN,
    y: A4.height - 106,
    size: 11,
    font: regular,
    color: rgb(0.85, 0.95, 0.88),
  });

  let y = A4.height - 160;
  for (const day of itinerary.days) {
    write(t('itinerary.pdf.day', { day: String(day.day) }), {
      x: MARGIN,
      y,
      size: 10,
      font: bold,
      color: AMBER,
    });
    y -= 20;
    write(day.title, { x: MARGIN, y, size: 16, font: bold, color: INK });
    y -= 22;
    for (const highlight of day.highlights) {
      const lines = wrap(highlight, regular, 11.5, contentWidth - 16);
      page.drawCircle({ x: MARGIN + 4, y: y + 4, size: 2, color: AMBER });
      for (const line of lines) {
        write(line, { x: MARGIN + 16, y, size: 11.5, font: regular, color: INK });
        y -= 17;
      }
    }
    y -= 16;
    page.drawLine({
      start: { x: MARGIN, y: y + 8 },
      end: { x: A4.width - MARGIN, y: y + 8 },
      thickness: 0.5,
      color: rgb(0.85, 0.88, 0.86),
    });
    y -= 12;
  }

  const tips = [
    t('itinerary.pdf.tipSeason', {
      drySeason: factText(locale).drySeason,
      leaveBy: factText(locale).leaveBy,
    }),
    t('itinerary.pdf.tipLayers'),
    t('itinerary.pdf.tipCheck'),
  ];
  write(t('itinerary.pdf.goodToKnow'), { x: MARGIN, y, size: 13, font: bold, color: FOREST });
  y -= 20;
  for (const tip of tips) {
    for (const line of wrap(tip, regular, 10.5, contentWidth)) {
      write(line, { x: MARGIN, y, size: 10.5, font: regular, color: MUTED });
      y -= 15;
    }
    y -= 3;
  }

  // Contact footer
  page.drawRectangle({
    x: MARGIN,
    y: MARGIN - 8,
    width: contentWidth,
    height: 74,
    color: rgb(0.937, 0.98, 0.953),
  });
  write(t('itinerary.pdf.planWithLocal'), {
    x: MARGIN + 16,
    y: MARGIN + 44,
    size: 12,
    font: bold,
    color: FOREST,
  });
  write(t('itinerary.pdf.phone', { phone: contact.phone, hours: contact.phoneHours }), {
    x: MARGIN + 16,
    y: MARGIN + 26,
    size: 10,
    font: regular,
    color: INK,
  });
  write(
    t('itinerary.pdf.emailAndWeb', {
      email: contact.email,
      response: contact.emailResponse.toLowerCase(),
      web: absoluteUrl(localePath(locale, '/')),
    }),
    {
      x: MARGIN + 16,
      y: MARGIN + 10,
      size: 10,
      font: regular,
      color: INK,
    },
  );

  return pdf.save();
}

/** The PDF as its route (app/downloads/…, app/[locale]/downloads/…) answers. */
export const itineraryPdfResponse = async (locale: Locale) =>
  new Response(Buffer.from(await buildItineraryPdf(locale)), {
    headers: { 'Content-Type': 'application/pdf' },
  });
