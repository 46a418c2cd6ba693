import { StandaloneLink } from '@/components/ui/text-link';
import { getPlaces, hasCoordinates, placeWords, type Place } from '@/lib/content';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { NEARBY_KM, nearestPlaces } from '@/lib/places/place-lists';
import { placeHref, routes } from '@/lib/routes';
import { PlaceNumber } from './place-number';
import { PlaceSection } from './place-section';
import { PlacesMap } from './places-map';

/**
 * "Nearby": a small map of the place (1) among its neighbours within NEARBY_KM, and their list with
 * distances; a place with none says so.
 */
export function PlaceNearby({ place, locale }: { place: Place; locale: Locale }) {
  const t = getTranslator(locale);
  const { name } = placeWords(place, locale);
  const neighbours = nearestPlaces(place, getPlaces().values());
  return (
    <PlaceSection headingId="nearby-heading" title={t('placePages.nearby')} data-place-nearby="">
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
            label={t('placePages.mapAround', { name, count: neighbours.length })}
          />
          <p className="mt-6 text-base" data-place-nearby-intro="">
            {t(neighbours.length ? 'placePages.nearbyIntro' : 'placePages.nearbyNone', {
              name,
              km: formatNumber(locale, NEARBY_KM),
            })}
          </p>
          {neighbours.length > 0 && (
            <ol start={2} className="mt-3 space-y-2">
              {neighbours.map(({ place: other, km }, index) => (
                <li key={other.id} data-place={index + 2} className="flex items-center gap-3">
                  <PlaceNumber value={index + 2} />
                  <span>
                    <StandaloneLink href={localePath(locale, placeHref(other.id))}>
                      {placeWords(other, locale).name}
                    </StandaloneLink>{' '}
                    <span className="text-ink-muted">
                      ({t('placePages.distance', { km: formatNumber(locale, Math.round(km * 10) / 10) })})
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
        <StandaloneLink href={localePath(locale, routes.places)}>{t('placePages.allPlaces')}</StandaloneLink>
      </p>
    </PlaceSection>
  );
}
