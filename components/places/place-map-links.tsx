import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { googleDirectionsUrl, googleMapsUrl, openStreetMapUrl } from '@/lib/places/map-links';
import type { Place } from '@/lib/content';

// The three links that open a place in a maps app (on a phone, Google's open the Google Maps app):
// by its coordinates where it has them, else a search for its name in Bandung.

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-pill bg-card px-3.5 text-sm font-bold text-strong ring-1 ring-line/15 hover:bg-tint';

/** A maps link; screen readers hear "Directions to Kopi Aroma (opens in a new tab)". */
function MapLink({
  href,
  icon,
  label,
  detail,
  newTab,
}: {
  href: string;
  icon: 'map' | 'navigation' | 'mapPin';
  label: string;
  /** What a screen reader hears after the label: "to Kopi Aroma". */
  detail: string;
  newTab: string;
}) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <Icon name={icon} className="size-4" />
        {label}
        <span className="sr-only">{` ${detail} ${newTab}`}</span>
      </a>
    </li>
  );
}

/** The three maps links of a place, labelled in a language. */
export function PlaceMapLinks({ place, name, locale }: { place: Place; name: string; locale: Locale }) {
  const t = getTranslator(locale);
  const newTab = t('site.newTab');
  const findable = { ...place, name };
  return (
    <ul className="mt-4 flex flex-wrap gap-2 print:hidden" aria-label={t('places.openInMaps', { name })}>
      <MapLink
        href={googleMapsUrl(findable)}
        icon="mapPin"
        label={t('places.googleMaps')}
        detail={t('places.googleMapsFor', { name })}
        newTab={newTab}
      />
      <MapLink
        href={googleDirectionsUrl(findable)}
        icon="navigation"
        label={t('places.directions')}
        detail={t('places.directionsTo', { name })}
        newTab={newTab}
      />
      <MapLink
        href={openStreetMapUrl(findable)}
        icon="map"
        label={t('places.openStreetMap')}
        detail={t('places.openStreetMapFor', { name })}
        newTab={newTab}
      />
    </ul>
  );
}
