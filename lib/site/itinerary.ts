import { routes } from '../routes';

// The sample 3-day itinerary: shown on the home page and printed into the downloadable PDF.
// Each day heads out to its farthest stop first and works back towards the city, so no day backtracks.

import { facts } from './facts';

export type ItineraryDay = { day: number; title: string; highlights: readonly string[] };

export const itinerary = {
  title: 'Bandung in 3 Days',
  subtitle: 'A sample 3-day, 2-night plan covering the south, the city and the north.',
  days: [
    {
      day: 1,
      title: 'Kawah Putih and the tea plantation',
      highlights: [
        `Early start south to Ciwidey (${facts.drive.ciwidey})`,
        'Walk the turquoise crater lake at Kawah Putih',
        'Tea terraces at Rancabali and lunch by Situ Patenggang',
        'Strawberry picking on the way back',
      ],
    },
    {
      day: 2,
      title: 'City sights, shopping and street food',
      highlights: [
        'Gedung Sate and the Asia-Africa Conference Museum',
        'Coffee and art deco architecture on Jalan Braga',
        'Factory outlets on Jalan Riau and denim on Cihampelas',
        'Evening street food: batagor, surabi and martabak',
      ],
    },
    {
      day: 3,
      title: 'Lembang hot springs and farm fun',
      highlights: [
        `Tangkuban Perahu’s crater rim as the gates open (${facts.tangkubanPerahuGates.opens})`,
        'Soak in the Ciater hot springs, 30 minutes further on',
        'Back down for lunch at Lembang’s Floating Market',
        'Feed the animals at Farmhouse Lembang, then head home',
      ],
    },
  ],
  downloadLink: routes.itineraryPdf,
} as const satisfies {
  title: string;
  subtitle: string;
  days: readonly ItineraryDay[];
  downloadLink: string;
};
