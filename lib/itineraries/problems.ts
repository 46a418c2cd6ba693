import type { z } from 'zod';

// The problems the build finds in the itineraries, all reported together, each naming the file and,
// where there is one, the day and the stop: `day 2, stop 3 "gedung-sate"`. The shape is the one the
// rest of the content reports (file, field, message), so the collection can join the others' report.

export type ItineraryProblem = { file: string; field?: string; message: string };

/** How a problem names a day and a stop of a file: `day 2, stop 3 "gedung-sate"`. */
export function dayStopLabel(day: number, stop?: number, placeId?: string): string {
  const where = `day ${day + 1}`;
  if (stop === undefined) return where;
  return `${where}, stop ${stop + 1}${placeId ? ` "${placeId}"` : ''}`;
}

/** Zod's issues as problems: a path into `days` names the day and the stop (and the place, from the raw data). */
export function issueProblems(file: string, error: z.ZodError, input: unknown): ItineraryProblem[] {
  const days = (input as { days?: unknown } | undefined)?.days;
  return error.issues.map((issue) => {
    const path = [...issue.path];
    let where: string | undefined;
    if (path[0] === 'days' && typeof path[1] === 'number') {
      const day = path[1];
      const rawDay = Array.isArray(days) ? (days[day] as { stops?: unknown } | undefined) : undefined;
      if (path[2] === 'stops' && typeof path[3] === 'number') {
        const rawStop = Array.isArray(rawDay?.stops) ? (rawDay.stops[path[3]] as unknown) : undefined;
        const id =
          typeof rawStop === 'string' ? rawStop : (rawStop as { place?: unknown } | undefined)?.place;
        where = dayStopLabel(day, path[3], typeof id === 'string' ? id : undefined);
        path.splice(0, 4);
      } else {
        where = dayStopLabel(day);
        path.splice(0, 2);
      }
    }
    const keys = path.filter((key) => typeof key !== 'number').join('.');
    const message =
      issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message;
    const field = [where, keys && `field "${keys}"`].filter(Boolean).join(', ');
    return { file, field: field || undefined, message };
  });
}

const lineOf = ({ field, message }: ItineraryProblem) => (field ? `${field}: ${message}` : message);

/** The problems as an editor reads them: a block per file, a line per problem. */
export function describeItineraryProblems(problems: readonly ItineraryProblem[]): string {
  const byFile = new Map<string, ItineraryProblem[]>();
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  return [...byFile]
    .map(([file, list]) => `Invalid itinerary ${file}:\n  ${list.map(lineOf).join('\n  ')}`)
    .join('\n');
}

/** Itineraries the build refuses: every problem found, each naming its file, day and stop. */
export class ItineraryContentError extends Error {
  readonly problems: readonly ItineraryProblem[];
  constructor(problems: readonly ItineraryProblem[]) {
    super(describeItineraryProblems(problems));
    this.name = 'ItineraryContentError';
    this.problems = problems;
  }
}
