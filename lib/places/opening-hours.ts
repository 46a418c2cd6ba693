// A place's opening hours, written one way in every guide's frontmatter (docs/editing.md):
//
//   07:00–17:00                                   every day
//   Mon–Sat 08:00–15:00; Sun closed               days, then hours or "closed", rules split by "; "
//   Tue–Thu 08:00–16:00; Fri 14:00–16:00; Sat–Sun 09:00–16:00; Mon closed
//
// Days are Mon Tue Wed Thu Fri Sat Sun, alone or as a range (Tue–Thu); times are 24-hour HH:MM; a
// hyphen may stand for the dash. Hours change: the page says so next to them.

export const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Day = (typeof DAYS)[number];

export type HoursRule =
  { days: Day[] | 'daily'; opens: string; closes: string } | { days: Day[]; closed: true };
export type OpeningHours = { text: string; rules: HoursRule[] };

export const HOURS_FORMAT =
  '"07:00–17:00", or days and hours split by "; " such as "Mon–Sat 08:00–15:00; Sun closed"';

const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;
const DASH = /\s*[–-]\s*/;

function daysOf(text: string): Day[] | string {
  const [first, last, extra] = text.split(DASH);
  const from = DAYS.indexOf(first as Day);
  const to = last === undefined ? from : DAYS.indexOf(last as Day);
  if (extra !== undefined || from < 0 || to < 0)
    return `"${text}" is not a day or a range of days (${DAYS.join(' ')})`;
  if (to < from) return `"${text}" runs backwards: write the days in week order, Mon to Sun`;
  return DAYS.slice(from, to + 1);
}

function timesOf(text: string): [string, string] | string {
  const [opens, closes, extra] = text.split(DASH);
  if (
    extra !== undefined ||
    !opens ||
    !closes ||
    !TIME.test(opens) ||
    !TIME.test(closes) ||
    opens > '24:00' ||
    closes > '24:00'
  ) {
    return `"${text}" is not opening and closing times written HH:MM–HH:MM (24-hour)`;
  }
  if (closes <= opens) return `"${text}" closes before it opens`;
  return [opens, closes];
}

/** Parses hours text; returns the hours, or a message saying what is wrong. */
export function parseOpeningHours(input: string): OpeningHours | string {
  const rules: HoursRule[] = [];
  const seen = new Set<Day>();
  for (const part of input.split(';').map((rule) => rule.trim())) {
    if (!part) return `has an empty rule between semicolons`;
    const match = /^(?:([A-Za-z]{3}(?:\s*[–-]\s*[A-Za-z]{3})?)\s+)?(.+)$/.exec(part);
    const dayText = match?.[1];
    const rest = match?.[2] ?? part;
    const parsedDays = dayText === undefined ? undefined : daysOf(dayText);
    if (typeof parsedDays === 'string') return parsedDays;
    const days: Day[] | 'daily' = parsedDays ?? 'daily';
    if (days === 'daily' && input.includes(';'))
      return `"${part}" needs its days when there are several rules`;
    for (const day of days === 'daily' ? DAYS : days) {
      if (seen.has(day)) return `gives ${day} twice`;
      seen.add(day);
    }
    if (rest === 'closed') {
      if (days === 'daily') return 'says "closed" without days';
      rules.push({ days, closed: true });
      continue;
    }
    const times = timesOf(rest);
    if (typeof times === 'string') return times;
    rules.push({ days, opens: times[0], closes: times[1] });
  }
  const text = rules
    .map((rule) => {
      const days = rule.days === 'daily' ? '' : `${dayRange(rule.days)} `;
      return 'closed' in rule ? `${days}closed` : `${days}${rule.opens}–${rule.closes}`;
    })
    .join('; ');
  return { text, rules };
}

const dayRange = (days: Day[]) => (days.length === 1 ? days[0]! : `${days[0]}–${days.at(-1)}`);
