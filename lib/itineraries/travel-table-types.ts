import type { TravelZone } from './travel-zones';
import type { Range, Source } from './types';

// The shape of the travel table (./travel-table.ts): between two zones (or within one), how long the
// road takes on weekdays and at weekends, how far it is, and, where one runs, the angkot or the
// train. Every row names the pages its figures come from.

export type TravelRow = {
  /** Two zone ids, in either order; the same id twice for trips within a zone. */
  between: readonly [string, string];
  /** Road distance, km: ride-hailing fares are charged on it. */
  km: Range;
  /** By car or ride-hailing car, Monday to Friday, minutes. */
  weekday: Range;
  /** Saturday and Sunday (and public holidays), minutes. */
  weekend: Range;
  /** By angkot where a route runs between them, minutes, including the wait for one. */
  angkot?: Range;
  /** By train with its feeder where one runs, minutes door to door between the stations, and the fare. */
  train?: { minutes: Range; fare: Range; name: string };
  sources: readonly Source[];
};

export type TravelTable = { zones: readonly TravelZone[]; rows: readonly TravelRow[] };
