import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button-link';
import { PhotoCard } from '@/components/ui/photo-card';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import Link from 'next/link';
import { Fragment } from 'react';
import { getPlaces } from '@/lib/places/places';
import { placeWords } from '@/lib/places/place-text';
import { placeHref, redirectHref } from '@/lib/routes';
import type { WithPhoto } from '@/lib/photos/photo-url';
import type { TourIn } from '@/lib/tours/tours';

/**
 * A tour's card. Its id is the tour slug, so /tours#<slug> lands on it. 'View Activity' opens
 * /redirect/<slug> in a new tab; that page hands the visitor on to the marketplace, or home.
 */
export function TourCard({
  tour,
  locale,
  headingLevel = 'h2',
  children,
}: {
  tour: WithPhoto<TourIn>;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  children?: React.ReactNode;
}) {
  const t = getTranslator(locale);
  const Heading = headingLevel;
  const places = tour.places.map((id) => {
    const place = getPlaces().get(id)!;
    return { id, name: placeWords(place, locale).name };
  });
  return (
    <PhotoCard
      id={tour.slug}
      aria-labelledby={`${tour.slug}-name`}
      image={{ photo: tour.photo, alt: tour.imageAlt }}
    >
      <div className="flex flex-1 flex-col p-6">
        <Heading id={`${tour.slug}-name`} className="text-xl leading-snug font-bold text-heading">
          {tour.name}
        </Heading>
        <p className="mt-2 leading-relaxed text-ink-muted">{tour.desc}</p>
        {/* The places the trip visits (lib/tours/tours.ts), each linked to its page. */}
        {/* Inline links, so no line breaks between a name and the comma after it (an inline-flex box
            could end a line, and the comma then started the next). */}
        <p data-tour-places="" className="mt-3 flex-1 text-sm leading-6">
          <span className="font-semibold text-strong">{t('placePages.visits')}: </span>
          {places.map((place, index) => (
            <Fragment key={place.id}>
              {index > 0 && ', '}
              <Link
                href={localePath(locale, placeHref(place.id))}
                className="font-semibold text-strong-soft underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-heading"
              >
                {place.name}
              </Link>
            </Fragment>
          ))}
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <a
            href={localePath(locale, redirectHref(tour.slug))}
            target="_blank"
            rel="noopener"
            className={buttonClass('solid', 'min-h-11 px-5 py-2.5 text-sm')}
          >
            {t('tours.viewActivity')}
            <span className="sr-only">{t('tours.viewActivityNote', { name: tour.name })}</span>
            <Icon name="externalLink" className="size-4" />
          </a>
          {children}
        </div>
      </div>
    </PhotoCard>
  );
}
