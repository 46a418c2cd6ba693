import 'server-only';

import { getGuides } from '../content/guides';
import type { Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';
import { getItineraries } from '../itineraries/itineraries';
import { itineraryPlaces } from '../itineraries/model';
import { allPlacesFile, guidePlacesFile, itineraryPlacesFile } from '../routes';
import { hasCoordinates, type Place } from './place-schema';
import { getPlaces } from './places';
import { filePoints, PLACES_FILE_FORMATS, placesFile, placesFileTypes } from './places-file';

// The places files of a language (app/downloads/places/[file]/route.ts and its /id twin): every
// place's, each guide's that has a place on the map and each itinerary's stops, each as GPX and KML.

type PlacesFileSource = { name: string; title: string; places: readonly Place[] };

/** The files' sources in a language: all places first, then each guide and itinerary with a mapped place. */
export function placesFileSources(locale: Locale): PlacesFileSource[] {
  const t = getTranslator(locale);
  const guides = getGuides(locale)
    .filter((guide) => guide.places.some(hasCoordinates))
    .map((guide) => ({
      name: guidePlacesFile(guide.slug),
      title: t('placePages.fileName', { title: guide.title }),
      places: guide.places,
    }));
  const itineraries = getItineraries(locale)
    .map((itinerary) => ({
      name: itineraryPlacesFile(itinerary.slug),
      title: t('itineraries.fileName', { title: itinerary.title }),
      places: itineraryPlaces(itinerary),
    }))
    .filter((source) => source.places.some(hasCoordinates));
  return [
    { name: allPlacesFile, title: t('placePages.allFileName'), places: [...getPlaces().values()] },
    ...guides,
    ...itineraries,
  ];
}

export function placesFileRoute(locale: Locale) {
  const files = () =>
    placesFileSources(locale).flatMap((source) =>
      PLACES_FILE_FORMATS.map((format) => ({ file: `${source.name}.${format}`, format, source })),
    );
  return {
    generateStaticParams: () => files().map(({ file }) => ({ file })),
    GET: async (_request: Request, { params }: { params: Promise<{ file: string }> }) => {
      const { file } = await params;
      const match = files().find((candidate) => candidate.file === file);
      if (!match) return new Response('Not found', { status: 404 });
      const body = placesFile(match.format, match.source.title, filePoints(match.source.places, locale));
      return new Response(body, { headers: { 'Content-Type': placesFileTypes[match.format] } });
    },
  };
}
