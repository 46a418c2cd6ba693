import type { Metadata } from 'next';
import Link from 'next/link';
import { GuideCard } from '@/components/guides/guide-card';
import { samePageIn } from '@/components/layout/language-switch';
import { PageFrame } from '@/components/layout/page-frame';
import { ItinerariesSection } from '@/components/itineraries/itineraries-section';
import { PlaceFacts } from '@/components/places/place-facts';
import { PlaceMapLinks } from '@/components/places/place-map-links';
import { factsChecked, PlaceSources } from '@/components/places/place-sources';
import { PlacesDownloads } from '@/components/places/places-downloads';
import { PlacesMap } from '@/components/places/places-map';
import { JsonLd } from '@/components/seo/json-ld';
import { AffiliateDisclosure } from '@/components/tours/affiliate-disclosure';
import { TourCard } from '@/components/tours/tour-card';
import { PageHero } from '@/components/ui/page-hero';
import { guideCards } from '@/lib/content/guide-photos';
import { areaBySlug } from '@/lib/content/taxonomy';
import { capitalize, countInWords, formatMonthYear, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { itinerariesVisiting } from '@/lib/itineraries/itineraries';
import { withPhotos } from '@/lib/photos/resolve';
import { guidesMentioning, toursVisiting } from '@/lib/places/place-links';
import { NEARBY_KM, nearestPlaces, placesByArea } from '@/lib/places/place-lists';
import { hasCoordinates, type Place } from '@/lib/places/place-schema';
import { placeWords } from '@/lib/places/place-text';
import { getPlaces } from '@/lib/places/places';
import { allPlacesFile, placeHref, routes } from '@/lib/routes';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOgCards, placeOgCard } from '@/lib/seo/og';
import { placeBreadcrumbJsonLd, placeJsonLd } from '@/lib/seo/structured-data';
import { SITE_NAME } from '@/lib/site/config';
import { tourPhotoSource } from '@/lib/tours/tour-photo';
import { tourIn } from '@/lib/tours/tours';

// /places (every place by area, on one map) and /places/<id> (one place: its facts, maps links, a
// small map among its neighbours, and the guides and tours that go there), in each language. Every
// fact comes from the place's one record, content/places/<id>.yaml.

const sectionClass = 'mx-auto max-w-prose min-w-0 px-4 pb-12 sm:px-6';
const headingClass = 'text-3xl font-extrabold tracking-tight text-heading';
const linkClass =
  'font-bold text-heading underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-link';

/** A place's number badge, as on the map. */
const Number = ({ value }: { value: number }) => (
  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-400 text-base font-extrabold text-forest-950">
    {value}
  </span>
);

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
    const mapped = numbered.filter(hasCoordinates);
    return (
      <PageFrame locale={locale} switchTo={samePageIn(locale, routes.places)}>
        <PageHero eyebrow={t('placePages.listEyebrow')} title={t('placePages.listHeading')}>
          {t('placePages.listIntro')}
        </PageHero>
        <div className={`${sectionClass} pt-12`}>
          <PlacesMap
            places={mapped}
            total={numbered.length}
            locale={locale}
            label={t('placePages.mapLabel', { count: numbered.length })}
          />
          <PlacesDownloads file={allPlacesFile} places={places} locale={locale} headingLevel="h2" />
        </div>
        {groups.map((group) => (
          <section
            key={group.area.slug}
            aria-labelledby={`area-${group.area.slug}`}
            data-places-area={group.area.slug}
            className={sectionClass}
          >
            <h2 id={`area-${group.area.slug}`} className={headingClass}>
              {group.area.name[locale]}
            </h2>
            <ol className="mt-6 space-y-4">
              {group.places.map((place) => {
                const words = placeWords(place, locale);
                return (
                  <li
                    key={place.id}
                    data-place={place.number}
                    className="rounded-2xl bg-card p-5 shadow-sm ring-1 ring-line/10"
                  >
                    <h3 className="flex items-start gap-3 text-xl font-extrabold">
                      <Number value={place.number} />
                      <Link href={localePath(locale, placeHref(place.id))} className={`pt-0.5 ${linkClass}`}>
                        {words.name}
                      </Link>
                    </h3>
                    {words.summary && <p className="mt-2 text-base">{words.summary}</p>}
                    <PlaceFacts place={place} locale={locale} className="mt-3" />
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
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
      const areaName = areaBySlug(place.area).name[locale];
      return pageMetadata({
        locale,
        title: t('placePages.title', { name, site: SITE_NAME }),
        description:
          summary ??
          t('placePages.description', { name, area: areaName, details: t('placePages.descriptionFacts') }),
        path: localePath(locale, placeHref(place.id)),
        alternates: everyLanguage(placeHref(place.id)),
        image: placeOgCard({ id: place.id, name, areaName }, locale),
      });
    },

    Page: async function PlacePage({ params }: Props) {
      const place = await placeFor(params);
      const words = placeWords(place, locale);
      const areaName = areaBySlug(place.area).name[locale];
      const checked = factsChecked(place);
      const neighbours = nearestPlaces(place, getPlaces().values());
      const [guides, tours] = await Promise.all([
        guideCards(guidesMentioning(place.id, locale)),
        withPhotos(
          toursVisiting(place.id).map((tour) => tourIn(tour, locale)),
          tourPhotoSource,
        ),
      ]);
      return (
        <PageFrame locale={locale} switchTo={samePageIn(locale, placeHref(place.id))}>
          <JsonLd data={placeJsonLd(place, locale)} />
          <JsonLd data={placeBreadcrumbJsonLd(place, locale)} />
          <PageHero
            eyebrow={
              place.kind
                ? `${t(`places.kinds.${place.kind}`)} · ${areaName}`
                : t('placePages.eyebrow', { area: areaName })
            }
            title={words.name}
          >
            {words.summary}
          </PageHero>
          <section aria-labelledby="facts-heading" data-place-facts="" className={`${sectionClass} pt-12`}>
            <h2 id="facts-heading" className={headingClass}>
              {t('placePages.facts')}
            </h2>
            <PlaceFacts place={place} locale={locale} withArea className="mt-4" />
            <p className="mt-3 text-sm text-ink-muted">
              {checked
                ? t('placePages.checkedOn', { date: formatMonthYear(locale, checked) })
                : t('placePages.checkBeforeYouGo')}
            </p>
            {words.tip && <p className="mt-4 text-base">{words.tip}</p>}
            <PlaceMapLinks place={place} name={words.name} locale={locale} />
            <PlaceSources place={place} locale={locale} />
          </section>
          {words.description && (
            <section aria-labelledby="expect-heading" data-place-expect="" className={sectionClass}>
              <h2 id="expect-heading" className={headingClass}>
                {t('placePages.expect')}
              </h2>
              <p className="mt-4 text-base">{words.description}</p>
            </section>
          )}
          <section aria-labelledby="nearby-heading" data-place-nearby="" className={sectionClass}>
            <h2 id="nearby-heading" className={headingClass}>
              {t('placePages.nearby')}
            </h2>
            {hasCoordinates(place) ? (
              <>
                <PlacesMap
                  places={[place, ...neighbours.map((n) => n.place)].map((p, index) => ({
                    ...p,
                    number: index + 1,
                  }))}
                  current={place.id}
                  total={neighbours.length + 1}
                  locale={locale}
                  label={t('placePages.mapAround', { name: words.name, count: neighbours.length })}
                />
                <p className="mt-6 text-base" data-place-nearby-intro="">
                  {t(neighbours.length ? 'placePages.nearbyIntro' : 'placePages.nearbyNone', {
                    name: words.name,
                    km: formatNumber(locale, NEARBY_KM),
                  })}
                </p>
                {neighbours.length > 0 && (
                  <ol start={2} className="mt-3 space-y-2">
                    {neighbours.map(({ place: other, km }, index) => (
                      <li key={other.id} data-place={index + 2} className="flex items-center gap-3">
                        <Number value={index + 2} />
                        <span>
                          <Link href={localePath(locale, placeHref(other.id))} className={linkClass}>
                            {placeWords(other, locale).name}
                          </Link>{' '}
                          <span className="text-ink-muted">
                            (
                            {t('placePages.distance', { km: formatNumber(locale, Math.round(km * 10) / 10) })}
                            )
                          </span>
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </>
            ) : (
              <p className="mt-4 text-base">{t('placePages.noCoordinates')}</p>
            )}
            <p className="mt-6">
              <Link href={localePath(locale, routes.places)} className={linkClass}>
                {t('placePages.allPlaces')}
              </Link>
            </p>
          </section>
          {guides.length > 0 && (
            <section
              aria-labelledby="guides-heading"
              data-place-guides=""
              className="mx-auto max-w-6xl px-4 pb-12 sm:px-6"
            >
              <h2 id="guides-heading" className={headingClass}>
                {t('placePages.guides', { name: words.name })}
              </h2>
              <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {guides.map((guide) => (
                  <GuideCard key={guide.slug} guide={guide} />
                ))}
              </div>
            </section>
          )}
          <ItinerariesSection
            itineraries={itinerariesVisiting(place.id, locale)}
            heading={t('itineraries.visiting', { name: words.name })}
          />
          {tours.length > 0 && (
            <section
              aria-labelledby="tours-heading"
              data-place-tours=""
              className="mx-auto max-w-6xl px-4 pb-16 sm:px-6"
            >
              <h2 id="tours-heading" className={headingClass}>
                {t('placePages.tours', { name: words.name })}
              </h2>
              <p className="mt-2 text-ink-muted">{t('placePages.toursIntro', { name: words.name })}</p>
              <AffiliateDisclosure tours={tours} locale={locale} />
              <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {tours.map((tour) => (
                  <TourCard key={tour.slug} tour={tour} locale={locale} headingLevel="h3" />
                ))}
              </div>
            </section>
          )}
        </PageFrame>
      );
    },
  };
}
