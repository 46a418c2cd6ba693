// Which guide text states facts that need a source: prices, clock times, opening days with hours,
// distances, travel times and heights. A guide whose body states one must list its sources
// (frontmatter `sources`, lib/content/rules.ts); the loader names the first such line.

const FACT_PATTERNS: readonly RegExp[] = [
  // Prices: IDR 25,000, Rp 25.000, Rp25.000, 25,000 rupiah.
  /\b(?:IDR|Rp)\s?\d/,
  /\b\d[\d.,]*\s?(?:rupiah|ribu)\b/i,
  // Clock times: 08:00, 08.00 WIB, 7 am, 3:30 pm, pukul 8.
  /\b\d{1,2}:\d{2}\b/,
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b/i,
  /\bpukul\s+\d/i,
  // Distances, travel times and heights: 45 km, 2–2.5 hours, 30 menit, 2,400 m above.
  /\b\d[\d.,]*(?:[–-]\d[\d.,]*)?\s?(?:km|kilometres?|kilometers?)\b/i,
  /\b\d[\d.,]*(?:[–-]\d[\d.,]*)?\s?(?:hours?|minutes?|jam|menit)\b/i,
  /\b\d[\d.,]*\s?(?:m|metres?|meters?|meter)\s+(?:above|di atas)\b/i,
];

/** The first line of a Markdown body that states a fact, counted from `firstLine`; undefined if none. */
export function factBearingLine(markdown: string, firstLine = 1): { line: number; text: string } | undefined {
  const lines = markdown.split(/\r\n?|\n/);
  for (const [index, line] of lines.entries()) {
    const match = FACT_PATTERNS.map((pattern) => pattern.exec(line)).find(Boolean);
    if (match) return { line: firstLine + index, text: match[0] };
  }
  return undefined;
}
