import { PlacesMap } from '@/components/guides/places-map';
import { Icon } from '@/components/ui/icon';
import { areaBySlug } from '@/lib/content/taxonomy';
import {
  googleDirectionsUrl,
  googleMapsUrl,
  MAP_LINK_PREPOSITION,
  openStreetMapUrl,
} from '@/lib/places/map-links';
import { hasCoordinates, type GuidePlace } from '@/lib/places/place-schema';
import type { PriceRange, Rupiah } from '@/lib/places/price-range';

// "Places in this guide": the guide's map and, numbered as on the map, every place with its facts
// and links that open it in a maps app (on a phone, Google's links open the Google Maps app).

const idr = (value: Rupiah) =>
  value.min === value.max
    ? value.min.toLocaleString('en-US')
    : `${value.min.toLocaleString('en-US')}–${value.max.toLocaleString('en-US')}`;

/** "IDR 25,000–35,000 for Indonesians, 75,000–100,000 for foreign visitors", or "Free". */
export function priceText(price: PriceRange): string {
  if (price.free) return 'Free';
  const parts = [
    price.everyone && idr(price.everyone),
    price.local && `${idr(price.local)} for Indonesians`,
    price.foreign && `${idr(price.foreign)} for foreign visitors`,
  ].filter(Boolean);
  return `IDR ${parts.join(', ')}`;
}

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-pill bg-white px-3.5 text-sm font-bold text-forest-900 ring-1 ring-forest-900/15 hover:bg-forest-50';

/** A maps link; screen readers hear "Directions to Kopi Aroma (opens in a new tab)". */
function MapLink({
  href,
  icon,
  label,
  place,
}: {
  href: string;
  icon: 'map' | 'navigation' | 'mapPin';
  label: keyof typeof MAP_LINK_PREPOSITION;
  place: string;
}) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <Icon name={icon} className="size-4" />
        {label}
        <span className="sr-only">{` ${MAP_LINK_PREPOSITION[label]} ${place} (opens in a new tab)`}</span>
      </a>
    </li>
  );
}

export function GuidePlaces({ places }: { places: readonly GuidePlace[] }) {
  if (places.length === 0) return null;
  // Numbered as in the list; a place without coordinates is in the list but not on the map.
  const mapped = places.map((place, index) => ({ ...place, number: index + 1 })).filter(hasCoordinates);
  return (
    <section
      aria-labelledby="places-heading"
      data-guide-places=""
      className="mx-auto max-w-prose min-w-0 px-4 pb-12 sm:px-6"
    >
      <h2 id="places-heading" className="text-3xl font-extrabold tracking-tight text-forest-950">
        Places in this guide
      </h2>
      <p className="mt-2 text-ink-muted">
        Every place above on one map, with links that open it in your maps app. Hours and prices change: check
        before you go.
      </p>
      {mapped.length > 0 && <PlacesMap places={mapped} />}
      <ol className="mt-8 space-y-6">
        {places.map((place, index) => (
          <li
            key={place.name}
            id={`place-${index + 1}`}
            data-place={index + 1}
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10"
          >
            <h3 className="flex items-start gap-3 text-xl font-extrabold text-forest-950">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-400 text-base">
                {index + 1}
              </span>
              <span className="pt-0.5">{place.name}</span>
            </h3>
            <p className="mt-1 text-sm font-semibold text-forest-700">{areaBySlug(place.area).name}</p>
            {(place.address || place.hours || place.price) && (
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
                {place.address && (
                  <>
                    <dt className="font-semibold text-ink-muted">Address</dt>
                    <dd>{place.address}</dd>
                  </>
                )}
                {place.hours && (
                  <>
                    <dt className="font-semibold text-ink-muted">Hours</dt>
                    <dd>{place.hours.text.replaceAll('; ', ' · ')}</dd>
                  </>
                )}
                {place.price && (
                  <>
                    <dt className="font-semibold text-ink-muted">Entry</dt>
                    <dd>{priceText(place.price)}</dd>
                  </>
                )}
              </dl>
            )}
            {(place.guideTip ?? place.tip) && <p className="mt-3 text-base">{place.guideTip ?? place.tip}</p>}
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Open ${place.name} in a maps app`}>
              <MapLink
                href={googleMapsUrl(place)}
                icon="mapPin"
                label="Open in Google Maps"
                place={place.name}
              />
              <MapLink
                href={googleDirectionsUrl(place)}
                icon="navigation"
                label="Directions"
                place={place.name}
              />
              <MapLink href={openStreetMapUrl(place)} icon="map" label="OpenStreetMap" place={place.name} />
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
