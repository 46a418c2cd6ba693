import { createRequire } from 'node:module';
import path from 'node:path';
import { gpx, kml } from '@tmcw/togeojson';
import { render, screen, within } from '@testing-library/react';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ItineraryCard } from '@/components/itineraries/itinerary-card';
import { ItineraryDaySection } from '@/components/itineraries/itinerary-day';
import { ItineraryDownloads } from '@/components/itineraries/itinerary-downloads';
import { LOCALES } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getItineraries } from '@/lib/itineraries/itineraries';
import { touristTripJsonLd } from '@/lib/itineraries/json-ld';
import { itineraryPlaces, type Itinerary } from '@/lib/itineraries/model';
import { buildItineraryPdfFor } from '@/lib/itineraries/pdf';
import { budgetLines, legText, placeName, timeText, worksOnText } from '@/lib/itineraries/text';
import { transportCosts } from '@/lib/itineraries/transport-costs';
import { hasCoordinates } from '@/lib/places/place-schema';
import { filePoints, placesGpx, placesKml } from '@/lib/places/places-file';
import { placesFileSources } from '@/lib/places/places-file-route';
import {
  absoluteUrl,
  itineraryPdfHref,
  itineraryPlacesFile,
  placeHref,
  placesFileHref,
  routes,
} from '@/lib/routes';
import { tr } from './support/i18n';

// What an itinerary's page, files, structured data and PDF show is what the build computed for it
// (lib/itineraries/): every itinerary, in every language, drawn from the same record.

const all = LOCALES.flatMap((locale) => getItineraries(locale));
const cases = all.map((itinerary) => [`${itinerary.locale} ${itinerary.slug}`, itinerary] as const);

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Every page's text of a PDF, as one string with single spaces (lines wrap into separate items). */
async function pdfText(bytes: Uint8Array) {
  const doc = await getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

it('has every itinerary in both languages, and at least the plans the issue asks for', () => {
  for (const locale of LOCALES) expect(getItineraries(locale).length).toBe(getItineraries('en').length);
  const english = getItineraries('en');
  const lengths = english.map((itinerary) => itinerary.days.length);
  expect(lengths).toContain(1);
  expect(lengths).toContain(2);
  expect(lengths).toContain(3);
  expect(lengths.some((days) => days === 4 || days === 5)).toBe(true);
  for (const tag of ['family', 'food'] as const) {
    expect(english.some((itinerary) => itinerary.tags.includes(tag))).toBe(true);
  }
  // A long plan goes further than Bandung for a day: to Garut or Pangalengan (area further-afield).
  expect(
    english.some((itinerary) =>
      itinerary.days.some((day) => day.stops.some((stop) => stop.place.area === 'further-afield')),
    ),
  ).toBe(true);
});

describe.each(cases)('the page of %s', (_name, itinerary: Itinerary) => {
  const { locale } = itinerary;
  const t = tr(locale);

  it.each(itinerary.days.map((day) => [day.number, day] as const))(
    'day %i: its stops, times, legs, weekdays, map and budget are the computed ones',
    (_number, day) => {
      const { container } = render(<ItineraryDaySection day={day} locale={locale} />);
      const section = container.querySelector('section')!;
      expect(
        screen.getByRole('heading', {
          level: 2,
          name: t('itineraries.dayHeading', { day: String(day.number), title: day.title }),
        }),
      ).toBeInTheDocument();
      expect(section.querySelector('[data-itinerary-works-on]')).toHaveTextContent(worksOnText(locale, day));

      const timeline = screen.getByRole('list', {
        name: t('itineraries.timelineLabel', { day: String(day.number) }),
      });
      const stops = [...timeline.querySelectorAll('[data-itinerary-stop]')];
      expect(stops.map((stop) => stop.getAttribute('data-itinerary-stop'))).toEqual(
        day.stops.map((stop) => stop.place.id),
      );
      day.timeline.visits.forEach((visit, index) => {
        const item = stops[index] as HTMLElement;
        const link = within(item).getByRole('link', { name: placeName(visit.place, locale) });
        expect(link).toHaveAttribute('href', localePath(locale, placeHref(visit.place.id)));
        expect(item.querySelector('time')).toHaveTextContent(timeText(locale, visit.begin));
        if (day.stops[index]!.note)
          expect(squash(item.textContent!)).toContain(squash(day.stops[index]!.note!));
      });
      // Every leg that takes time, in order, as the travel table and the coordinates gave it.
      expect(
        [...timeline.querySelectorAll('[data-itinerary-leg]')].map((leg) => squash(leg.textContent!)),
      ).toEqual(day.timeline.legs.filter((leg) => leg.minutes.max > 0).map((leg) => legText(locale, leg)));
      const times = [...timeline.querySelectorAll('time')].map((time) => time.textContent);
      expect(times[0]).toBe(timeText(locale, day.start));
      expect(times.at(-1)).toBe(timeText(locale, day.timeline.end));

      // One numbered marker per stop with coordinates (places close together may share one).
      const mapped = day.stops.filter((stop) => hasCoordinates(stop.place)).length;
      const markers = [...section.querySelectorAll('[data-map-marker]')].flatMap((marker) =>
        marker.getAttribute('data-map-marker')!.split(' '),
      );
      expect(markers).toHaveLength(mapped);

      const budget = section.querySelector('[data-itinerary-budget]') as HTMLElement;
      const values = [...budget.querySelectorAll('dd')].map((dd) => squash(dd.textContent!));
      expect(values).toEqual(
        budgetLines(locale, day, transportCosts).map((line) => squash(`${line.value}${line.note ?? ''}`)),
      );
    },
  );

  it('offers its PDF and, when a stop is mapped, its stops as GPX and KML', () => {
    const { container } = render(<ItineraryDownloads itinerary={itinerary} />);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    const mapped = itineraryPlaces(itinerary).some(hasCoordinates);
    expect(hrefs).toEqual([
      localePath(locale, itineraryPdfHref(itinerary)),
      ...(mapped
        ? (['gpx', 'kml'] as const).map((format) =>
            localePath(locale, placesFileHref(itineraryPlacesFile(itinerary.slug), format)),
          )
        : []),
    ]);
    if (itinerary.home) expect(hrefs[0]).toBe(localePath(locale, routes.itineraryPdf));
  });

  it('its card links to it and names each day', () => {
    render(<ItineraryCard itinerary={itinerary} />);
    expect(screen.getByRole('link', { name: itinerary.title })).toHaveAttribute('href', itinerary.href);
    for (const day of itinerary.days) expect(screen.getByText(day.title)).toBeInTheDocument();
  });

  it('its GPX and KML hold its places with coordinates, in order, each once', () => {
    const source = placesFileSources(locale).find(
      (candidate) => candidate.name === itineraryPlacesFile(itinerary.slug),
    );
    const expected = itineraryPlaces(itinerary)
      .filter(hasCoordinates)
      .map((place) => placeName(place, locale));
    if (expected.length === 0) return expect(source).toBeUndefined();
    expect(source!.title).toBe(t('itineraries.fileName', { title: itinerary.title }));
    const points = filePoints(source!.places, locale);
    const parser = new DOMParser();
    const files: { features: { properties: Record<string, unknown> | null }[] }[] = [
      gpx(parser.parseFromString(placesGpx(source!.title, points), 'text/xml')),
      kml(parser.parseFromString(placesKml(source!.title, points), 'text/xml')),
    ];
    for (const file of files) {
      expect(file.features.map((feature) => feature.properties?.name)).toEqual(expected);
    }
  });

  it('its TouristTrip JSON-LD lists the places it visits, linked to their pages', () => {
    const data = touristTripJsonLd(itinerary) as unknown as {
      '@type': string;
      name: string;
      url: string;
      itinerary: {
        '@type': string;
        itemListElement: { position: number; item: { name: string; url: string } }[];
      };
    };
    expect(data['@type']).toBe('TouristTrip');
    expect(data.name).toBe(itinerary.title);
    expect(data.url).toBe(absoluteUrl(itinerary.href));
    expect(data.itinerary['@type']).toBe('ItemList');
    const places = itineraryPlaces(itinerary);
    expect(data.itinerary.itemListElement.map((entry) => entry.position)).toEqual(
      places.map((_, index) => index + 1),
    );
    expect(data.itinerary.itemListElement.map((entry) => entry.item.name)).toEqual(
      places.map((place) => placeName(place, locale)),
    );
    expect(data.itinerary.itemListElement.map((entry) => entry.item.url)).toEqual(
      places.map((place) => absoluteUrl(localePath(locale, placeHref(place.id)))),
    );
  });

  it('its PDF, read back, has each day, each stop at its computed time, the weekdays and the budget', async () => {
    const text = await pdfText(await buildItineraryPdfFor(itinerary));
    // The PDF's standard fonts draw typographic quotes and dashes; compare like with like.
    expect(text).toContain(itinerary.title);
    for (const day of itinerary.days) {
      expect(text).toContain(squash(day.title));
      expect(text).toContain(worksOnText(locale, day));
      day.timeline.visits.forEach((visit) => {
        expect(text).toContain(`${timeText(locale, visit.begin)} ${placeName(visit.place, locale)}`);
      });
      for (const line of budgetLines(locale, day, transportCosts)) {
        expect(text).toContain(`${line.label}: ${line.value}`);
      }
    }
  });
});
