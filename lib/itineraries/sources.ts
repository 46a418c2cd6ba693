import type { ItineraryDay } from './model';
import type { TransportCosts } from './transport-costs';
import type { Source } from './types';

// The pages an itinerary's travel times and transport costs come from: the travel table's rows its
// legs use, and the cost of each way of getting about its days use. (Opening hours, visit lengths
// and entry prices are each place's, with the place's own sources on its page.)

export function itinerarySources(days: readonly ItineraryDay[], costs: TransportCosts): Source[] {
  const legs = days.flatMap((day) => day.timeline.legs);
  const uses = (mode: string) => legs.some((leg) => leg.mode === mode);
  const all = [
    ...legs.flatMap((leg) => leg.sources ?? []),
    ...(days.some((day) => day.transport === 'car') ? costs.car.sources : []),
    ...(uses('ride-hailing') ? costs.rideHailing.sources : []),
    ...(uses('angkot') ? costs.angkot.sources : []),
  ];
  return [...new Map(all.map((source) => [source.url, source])).values()];
}
