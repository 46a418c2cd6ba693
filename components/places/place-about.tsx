import { placeWords, type Place } from '@/lib/content';
import { formatMonthYear } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { PlaceFacts } from './place-facts';
import { PlaceMapLinks } from './place-map-links';
import { PlaceSection } from './place-section';
import { factsChecked, PlaceSources } from './place-sources';

/**
 * A place's page below its hero: its facts (with when they were checked and where they come from),
 * its tip and maps links, then what to expect there.
 */
export function PlaceAbout({ place, locale }: { place: Place; locale: Locale }) {
  const t = getTranslator(locale);
  const words = placeWords(place, locale);
  const checked = factsChecked(place);
  return (
    <>
      <PlaceSection
        headingId="facts-heading"
        title={t('placePages.facts')}
        data-place-facts=""
        className="pt-12"
      >
        <PlaceFacts place={place} locale={locale} withArea className="mt-4" />
        <p className="mt-3 text-sm text-ink-muted">
          {checked
            ? t('placePages.checkedOn', { date: formatMonthYear(locale, checked) })
            : t('placePages.checkBeforeYouGo')}
        </p>
        {words.tip && <p className="mt-4 text-base">{words.tip}</p>}
        <PlaceMapLinks place={place} name={words.name} locale={locale} />
        <PlaceSources place={place} locale={locale} />
      </PlaceSection>
      {words.description && (
        <PlaceSection headingId="expect-heading" title={t('placePages.expect')} data-place-expect="">
          <p className="mt-4 text-base">{words.description}</p>
        </PlaceSection>
      )}
    </>
  );
}
