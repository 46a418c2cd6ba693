import type { Metadata } from 'next';
import { guideCards } from '@/components/guides/guide-photos';
import { samePageIn } from '@/components/layout/language-switch';
import { PageFrame } from '@/components/layout/page-frame';
import { ItinerariesSection } from '@/components/itineraries/itineraries-section';
import { PlaceAbout } from '@/components/places/place-about';
import { PlaceNearby } from '@/components/places/place-nearby';
import { placeColumn } from '@/components/places/place-section';
import { PlaceGuides, PlaceTours } from '@/components/places/place-trips';
import { PlacesByArea } from '@/components/places/places-by-area';
import { PlacesDownloads } from '@/components/places/places-downloads';
import { PlacesMap } from '@/components/places/places-map';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import {
  areaName,
  getPlaces,
  guidesAt,
  hasCoordinates,
  type Place,
  placeWords,
  toursAt,
} from '@/lib/content';
import { capitalize, countInWords } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { itinerariesVisiting } from '@/lib/itineraries/itineraries';
import { withPhotos } from '@/lib/photos/resolve';
import { placesByArea } from '@/lib/places/place-lists';
import { allPlacesFile, placeHref, routes } from '@/lib/routes';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards, placeOgCard } from '@/lib/seo/og';
import { placeJsonLd } from '@/lib/seo/place-structured-data';
import { placeBreadcrumbJsonLd } from '@/lib/seo/structured-data';
import { SITE_NAME } from '@/lib/site/config';
import { tourPhotoSource } from '@/lib/tours/tour-photo';
import { tourIn } from '@/lib/tours/tour-text';

// /places (every place by area, on one map) and /places/<id> (one place: its facts, maps links, a
// small map among its neighbours, and the guides and tours that go there), in each language, composed
// of the sections in components/places/. Every fact comes from the place's one record,
// content/places/<id>.yaml.

export function placesRoute(locale: Locale) {
  const t = getTranslator(locale);

  function metadata(): Metadata {
    return pageMetadata({
      locale,
      title: t('placePages.listTitle', { site: SITE_NAME }),
      description: t('placePages.listDescription', {
        count: capitalize(countInWords(locale, getPlaces().size)),
      }),
      path: localePath(locale, routes.places),
      alternates: everyLanguage(routes.places),
      image: pageOgCards(locale).places,
    });
  }

  function PlacesPage() {
    const places = [...getPlaces().values()];
    const groups = placesByArea(places, locale);
    const numbered = groups.flatMap((group) => group.places);
    return (
      <PageFrame locale={locale} switchTo={samePageIn(locale, routes.places)}>
        <PageHero eyebrow={t('placePages.listEyebrow')} title={t('placePages.listHeading')}>
          {t('placePages.listIntro')}
        </PageHero>
        <div className={placeColumn('pt-12')}>
          <PlacesMap
            places={numbered.filter(hasCoordinates)}
            total={numbered.length}
            locale={locale}
            label={t('placePages.mapLabel', { count: numbered.length })}
          />
          <PlacesDownloads file={allPlacesFile} places={places} locale={locale} headingLevel="h2" />
        </div>
        <PlacesByArea groups={groups} locale={locale} />
      </PageFrame>
    );
  }

  return { metadata, Page: PlacesPage };
}

type Props = { params: Promise<{ id: string }> };

export function placeRoute(locale: Locale) {
  const t = getTranslator(locale);

  /** Every generated id has a place; the lookup only fails if generateStaticParams is bypassed. */
  async function placeFor(params: Props['params']): Promise<Place> {
    const { id } = await params;
    const place = getPlaces().get(id);
    if (!place) throw new Error(`No place "${id}" in content/places`);
    return place;
  }

  return {
    generateStaticParams: () => [...getPlaces().keys()].map((id) => ({ id })),

    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const place = await placeFor(params);
      const { name, summary } = placeWords(place, locale);
      const area = areaName(locale, place.area);
      return pageMetadata({
        locale,
        title: t('placePages.title', { name, site: SITE_NAME }),
        description:
          summary ?? t('placePages.description', { name, area, details: t('placePages.descriptionFacts') }),
        path: localePath(locale, placeHref(place.id)),
        alternates: everyLanguage(placeHref(place.id)),
        image: placeOgCard({ id: place.id, name, areaName: area }, locale),
      });
    },

    Page: async function PlacePage({ params }: Props) {
      const place = await placeFor(params);
      const words = placeWords(place, locale);
      const area = areaName(locale, place.area);
      const [guides, tours] = await Promise.all([
        guideCards(guidesAt(place.id, locale)),
        withPhotos(
          toursAt(place.id).map((tour) => tourIn(tour, locale)),
          tourPhotoSource,
        ),
      ]);
      return (
        <PageFrame locale={locale} switchTo={samePageIn(locale, placeHref(place.id))}>
          <JsonLd data={placeJsonLd(place, locale)} />
          <JsonLd data={placeBreadcrumbJsonLd(place, locale)} />
          <PageHero
            eyebrow={
              place.kind ? `${t(`places.kinds.${place.kind}`)} · ${area}` : t('placePages.eyebrow', { area })
            }
            title={words.name}
          >
            {words.summary}
          </PageHero>
          <PlaceAbout place={place} locale={locale} />
          <PlaceNearby place={place} locale={locale} />
          <PlaceGuides guides={guides} name={words.name} locale={locale} />
          <ItinerariesSection
            itineraries={itinerariesVisiting(place.id, locale)}
            heading={t('itineraries.visiting', { name: words.name })}
          />
          <PlaceTours tours={tours} name={words.name} locale={locale} />
        </PageFrame>
      );
    },
  };
}
