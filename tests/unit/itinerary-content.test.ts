// @vitest-environment node
import { LOCALES } from '@/lib/i18n/locales';
import { getAllItineraries, getItineraries, homeItinerary } from '@/lib/itineraries/itineraries';

// The site's own itineraries pass every check (loading them throws, listing the problems, if any
// fails), each is published in every language, and the home page's is the spec's three days.

it('every itinerary in content/itineraries checks out against the place records and the travel table', () => {
  expect(getAllItineraries().length).toBeGreaterThan(0);
});

it('every itinerary is published in every language, its translation visiting the same places', () => {
  for (const itinerary of getItineraries('en')) {
    for (const locale of LOCALES.filter((other) => other !== 'en')) {
      const link = itinerary.translations[locale];
      expect(link, `${itinerary.file} has no ${locale} translation`).toBeDefined();
      const translation = getItineraries(locale).find((candidate) => candidate.slug === link!.slug)!;
      expect(translation.days.map((day) => day.stops.map((stop) => stop.place.id))).toEqual(
        itinerary.days.map((day) => day.stops.map((stop) => stop.place.id)),
      );
    }
  }
});

it('the home page’s itinerary is the spec’s three days, in every language', () => {
  const titles = {
    en: [
      'Kawah Putih and the tea plantation',
      'City sights, shopping and street food',
      'Lembang hot springs and farm fun',
    ],
    id: [
      'Kawah Putih dan kebun teh',
      'Wisata kota, belanja, dan jajanan kaki lima',
      'Air panas dan wisata peternakan di Lembang',
    ],
  };
  for (const locale of LOCALES) {
    const home = homeItinerary(locale);
    expect(home.days.map((day) => day.title)).toEqual(titles[locale]);
    expect(home.days[0]!.stops.map((stop) => stop.place.id)).toContain('kawah-putih');
    expect(home.days[2]!.stops.map((stop) => stop.place.id)).toContain('farmhouse-susu-lembang');
  }
});
