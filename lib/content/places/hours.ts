// A place's opening hours, written one way in every place record (docs/editing.md):
//
//   07:00–17:00                                   every day
//   Mon–Sat 08:00–15:00; Sun closed               days, then hours or "closed", rules split by "; "
//   Tue, Thu, Sat–Sun 09:00–12:00, 13:00–15:00; Mon, Wed, Fri closed
//
// Days are Mon Tue Wed Thu Fri Sat Sun, alone or as a range (Tue–Thu), several split by ", "; times
// are 24-hour HH:MM, several periods of one day split by ", "; a hyphen may stand for the dash. Hours
// change: the pages say so next to them.

export const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Day = (typeof DAYS)[number];

/** One period a place is open: [opens, closes], HH:MM. */
export type Period = readonly [string, string];

export type HoursRule = { days: Day[] | 'daily'; periods: Period[] } | { days: Day[]; closed: true };
export type OpeningHours = { text: string; rules: HoursRule[] };

export const HOURS_FORMAT =
  '"07:00–17:00", or days and hours split by "; " such as "Mon–Sat 08:00–15:00; Sun closed" or "Tue, Thu 09:00–12:00, 13:00–15:00; Mon closed"';

const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;
const DASH = /\s*[–-]\s*/;
const DAY_NAME = '[A-Za-z]{3}';
/** The days at the start of a rule: "Tue", "Tue–Thu", "Tue, Thu, Sat–Sun". */
const DAYS_PART = new RegExp(
  `^(${DAY_NAME}(?:\\s*[–-]\\s*${DAY_NAME})?(?:\\s*,\\s*${DAY_NAME}(?:\\s*[–-]\\s*${DAY_NAME})?)*)\\s+(.+)$`,
);

function daysOf(text: string): Day[] | string {
  const days: Day[] = [];
  for (const part of text.split(/\s*,\s*/)) {
    const [first, last, extra] = part.split(DASH);
    const from = DAYS.indexOf(first as Day);
    const to = last === undefined ? from : DAYS.indexOf(last as Day);
    if (extra !== undefined || from < 0 || to < 0)
      return `"${part}" is not a day or a range of days (${DAYS.join(' ')})`;
    if (to < from) return `"${part}" runs backwards: write the days in week order, Mon to Sun`;
    days.push(...DAYS.slice(from, to + 1));
  }
  return days;
}

function periodOf(text: string): Period | string {
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

/** The periods of one rule, in order and not overlapping. */
function periodsOf(text: string): Period[] | string {
  const periods: Period[] = [];
  for (const part of text.split(/\s*,\s*/)) {
    const period = periodOf(part);
    if (typeof period === 'string') return period;
    const previous = periods.at(-1);
    if (previous && period[0] < previous[1])
      return `"${text}" has periods out of order or overlapping: write them from morning to evening`;
    periods.push(period);
  }
  return periods;
}

/** "Tue", "Tue–Thu", "Tue, Thu, Sat–Sun": the shortest way to write a set of days. */
export function dayRuns(days: readonly Day[]): (Day | readonly [Day, Day])[] {
  const runs: [Day, Day][] = [];
  for (const day of [...days].sort((a, b) => DAYS.indexOf(a) - DAYS.indexOf(b))) {
    const last = runs.at(-1);
    if (last && DAYS.indexOf(day) === DAYS.indexOf(last[1]) + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs.map(([from, to]) => (from === to ? from : ([from, to] as const)));
}

const daysText = (days: readonly Day[]) =>
  dayRuns(days)
    .map((run) => (typeof run === 'string' ? run : `${run[0]}–${run[1]}`))
    .join(', ');

/** Parses hours text; returns the hours, or a message saying what is wrong. */
export function parseOpeningHours(input: string): OpeningHours | string {
  const rules: HoursRule[] = [];
  const seen = new Set<Day>();
  for (const part of input.split(';').map((rule) => rule.trim())) {
    if (!part) return `has an empty rule between semicolons`;
    const match = DAYS_PART.exec(part);
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
    const periods = periodsOf(rest);
    if (typeof periods === 'string') return periods;
    rules.push({ days, periods });
  }
  const text = rules
    .map((rule) => {
      const days = rule.days === 'daily' ? '' : `${daysText(rule.days)} `;
      return 'closed' in rule
        ? `${days}closed`
        : `${days}${rule.periods.map(([opens, closes]) => `${opens}–${closes}`).join(', ')}`;
    })
    .join('; ');
  return { text, rules };
}
