import { DAYS, type Day } from '../places/opening-hours';

// The weekdays a day of a plan is meant for (`on:` in an itinerary file): "weekdays" (Mon–Fri),
// "weekend" (Sat–Sun), or days written as place hours write them: "Tue–Sun", "Tue, Thu, Sat–Sun".
// A day that names none is meant for any day the places allow, which the build works out.

export const WEEKEND: readonly Day[] = ['Sat', 'Sun'];
export const WORKING_DAYS: readonly Day[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export const WEEKDAYS_FORMAT = '"weekdays", "weekend", or days such as "Tue–Sun" or "Tue, Thu, Sat–Sun"';

export const isWeekend = (day: Day) => WEEKEND.includes(day);

/** Parses `on:`; returns the days in week order, or a message saying what is wrong. */
export function parseWeekdays(input: string): Day[] | string {
  const text = input.trim();
  if (text === 'weekdays') return [...WORKING_DAYS];
  if (text === 'weekend') return [...WEEKEND];
  const days = new Set<Day>();
  for (const part of text.split(/\s*,\s*/)) {
    const [first, last, extra] = part.split(/\s*[–-]\s*/);
    const from = DAYS.indexOf(first as Day);
    const to = last === undefined ? from : DAYS.indexOf(last as Day);
    if (extra !== undefined || from < 0 || to < 0)
      return `"${part}" is not a day or a range of days (${DAYS.join(' ')})`;
    if (to < from) return `"${part}" runs backwards: write the days in week order, Mon to Sun`;
    for (const day of DAYS.slice(from, to + 1)) days.add(day);
  }
  return DAYS.filter((day) => days.has(day));
}
