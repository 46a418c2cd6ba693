// Times of day in a plan: "08:30" in files and on pages, minutes since midnight in the arithmetic.

export const CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "08:30" → 510. The caller has checked the format. */
export const toMinutes = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** 510 → "08:30"; past midnight it keeps counting ("25:10"), so an overlong day shows as one. */
export const toClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes rounded up to the next five: plans are read on a watch, not a stopwatch. */
export const roundUpToFive = (minutes: number): number => Math.ceil(minutes / 5) * 5;
