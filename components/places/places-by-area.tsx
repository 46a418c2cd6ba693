import { areaName, placeWords } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import type { placesByArea } from '@/lib/places/place-lists';
import { placeHref } from '@/lib/routes';
import { PlaceFacts } from './place-facts';
import { PlaceHeading } from './place-heading';
import { PlaceSection } from './place-section';

/** /places below the map: each area's places, numbered as on the map, with their summary and facts. */
export function PlacesByArea({
  groups,
  locale,
}: {
  groups: ReturnType<typeof placesByArea>;
  locale: Locale;
}) {
  return groups.map((group) => (
    <PlaceSection
      key={group.area.slug}
      headingId={`area-${group.area.slug}`}
      title={areaName(locale, group.area.slug)}
      data-places-area={group.area.slug}
    >
      <ol className="mt-6 space-y-4">
        {group.places.map((place) => {
          const words = placeWords(place, locale);
          return (
            <li
              key={place.id}
              data-place={place.number}
              className="rounded-2xl bg-card p-5 shadow-sm ring-1 ring-line/10"
            >
              <PlaceHeading
                number={place.number}
                href={localePath(locale, placeHref(place.id))}
                name={words.name}
              />
              {words.summary && <p className="mt-2 text-base">{words.summary}</p>}
              <PlaceFacts place={place} locale={locale} className="mt-3" />
            </li>
          );
        })}
      </ol>
    </PlaceSection>
  ));
}
