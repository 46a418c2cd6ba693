import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { getTranslator } from '../i18n/translator';
import { absoluteUrl } from '../routes';
import { contactIn, SITE_NAME } from '../site/config';
import { factText } from '../site/facts';
import type { Itinerary } from './model';
import { budgetLines, stopLine, timeText, worksOnText } from './text';
import { transportCosts } from './transport-costs';

// An itinerary as a printable A4 PDF with selectable text, drawn at build from the same data as its
// page: each day's stops at the times the timeline computed, with the record's notes, the weekdays
// the day works on and its budget; then the season's tips and the contact details. A long plan
// continues on further pages. The home page's itinerary is the spec's downloadable PDF.

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const FOREST = rgb(0.082, 0.306, 0.212);
const AMBER = rgb(0.851, 0.467, 0.024);
const INK = rgb(0.11, 0.141, 0.125);
const MUTED = rgb(0.294, 0.345, 0.322);
/** Room kept at the foot of the last page for the contact box. */
const FOOTER = 100;

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

/** The standard fonts draw WinAnsi only: characters outside it (a stray arrow) become a plain dash. */
const printable = (text: string) =>
  text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '-');

export async function buildItineraryPdfFor(itinerary: Itinerary): Promise<Uint8Array> {
  const locale: Locale = itinerary.locale;
  const t = getTranslator(locale);
  const contact = contactIn(locale);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${itinerary.title} – ${SITE_NAME}`);
  pdf.setAuthor(SITE_NAME);
  pdf.setSubject(itinerary.summary);
  pdf.setKeywords(t('itinerary.pdf.keywords').split(', '));
  pdf.setLanguage(locale);
  // A fixed date keeps the file byte-for-byte reproducible between builds.
  pdf.setCreationDate(new Date('2025-07-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-07-01T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  page.drawRectangle({ x: 0, y: A4.height - 110, width: A4.width, height: 110, color: FOREST });
  page.drawText(SITE_NAME.toUpperCase(), {
    x: MARGIN,
    y: A4.height - 44,
    size: 11,
    font: bold,
    color: rgb(0.99, 0.83, 0.3),
  });
  page.drawText(printable(itinerary.title), {
    x: MARGIN,
    y: A4.height - 74,
    size: 24,
    font: bold,
    color: rgb(1, 1, 1),
  });
  let y = A4.height - 92;
  for (const line of wrap(printable(itinerary.summary), regular, 9.5, width).slice(0, 2)) {
    page.drawText(line, { x: MARGIN, y, size: 9.5, font: regular, color: rgb(0.85, 0.95, 0.88) });
    y -= 12;
  }
  y = A4.height - 136;

  /** A new page when fewer than `needed` points are left above the bottom margin. */
  const room = (needed: number) => {
    if (y - needed >= MARGIN) return;
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
    page.drawText(printable(t('itinerary.pdf.continued', { title: itinerary.title })), {
      x: MARGIN,
      y,
      size: 9,
      font: bold,
      color: MUTED,
    });
    y -= 22;
  };
  const text = (
    value: string,
    options: { size: number; font: PDFFont; color: ReturnType<typeof rgb>; indent?: number; gap?: number },
  ) => {
    for (const line of wrap(printable(value), options.font, options.size, width - (options.indent ?? 0))) {
      room(options.size + 4);
      page.drawText(line, {
        x: MARGIN + (options.indent ?? 0),
        y,
        size: options.size,
        font: options.font,
        color: options.color,
      });
      y -= options.gap ?? options.size + 3.5;
    }
  };

  for (const day of itinerary.days) {
    room(70);
    page.drawText(printable(t('itinerary.pdf.day', { day: String(day.number) })), {
      x: MARGIN,
      y,
      size: 9,
      font: bold,
      color: AMBER,
    });
    y -= 16;
    text(day.title, { size: 13, font: bold, color: INK });
    text(
      `${worksOnText(locale, day)} · ${t(`itineraries.traffic.${day.timeline.legs[0]?.traffic ?? 'any'}`)}`,
      { size: 8, font: regular, color: MUTED, gap: 10.5 },
    );
    y -= 2;
    day.stops.forEach((stop, index) => {
      const visit = day.timeline.visits[index]!;
      const time = timeText(locale, visit.begin);
      room(24);
      page.drawText(printable(time), { x: MARGIN, y, size: 9, font: bold, color: FOREST });
      const lines = wrap(printable(stopLine(locale, stop)), regular, 9, width - 58);
      lines.forEach((part, n) => {
        if (n > 0) room(13);
        page.drawText(part, { x: MARGIN + 58, y, size: 9, font: regular, color: INK });
        y -= 11.5;
      });
    });
    y -= 2;
    const budget = budgetLines(locale, day, transportCosts)
      .map((line) => `${line.label}: ${line.value}${line.note ? ` (${line.note})` : ''}`)
      .join('; ');
    text(`${t('itinerary.pdf.budget')}: ${budget}.`, { size: 8, font: regular, color: MUTED, gap: 10.5 });
    y -= 8;
  }

  const tips = [
    t('itinerary.pdf.tipSeason', {
      drySeason: factText(locale).drySeason,
      leaveBy: factText(locale).leaveBy,
    }),
    t('itinerary.pdf.tipLayers'),
    `${t('itineraries.notCounted')}`,
  ];
  room(40 + FOOTER);
  page.drawText(printable(t('itinerary.pdf.goodToKnow')), {
    x: MARGIN,
    y,
    size: 12,
    font: bold,
    color: FOREST,
  });
  y -= 16;
  for (const tip of tips) text(tip, { size: 8.5, font: regular, color: MUTED, gap: 11 });
  if (y - FOOTER < MARGIN - 8) {
    page = pdf.addPage([A4.width, A4.height]);
  }
  page.drawRectangle({ x: MARGIN, y: MARGIN - 8, width, height: 70, color: rgb(0.937, 0.98, 0.953) });
  page.drawText(printable(t('itinerary.pdf.planWithLocal')), {
    x: MARGIN + 14,
    y: MARGIN + 40,
    size: 11,
    font: bold,
    color: FOREST,
  });
  page.drawText(printable(t('itinerary.pdf.phone', { phone: contact.phone, hours: contact.phoneHours })), {
    x: MARGIN + 14,
    y: MARGIN + 24,
    size: 9.5,
    font: regular,
    color: INK,
  });
  page.drawText(
    printable(
      t('itinerary.pdf.emailAndWeb', {
        email: contact.email,
        response: contact.emailResponse.toLowerCase(),
        web: absoluteUrl(localePath(locale, '/')),
      }),
    ),
    { x: MARGIN + 14, y: MARGIN + 8, size: 9.5, font: regular, color: INK },
  );
  return pdf.save();
}
