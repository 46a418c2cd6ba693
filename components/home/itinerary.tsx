import { Icon } from '@/components/ui/icon';
import { ButtonLink, buttonClass } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { OnDarkLink } from '@/components/ui/text-link';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';
import { itinerary as itineraryIn } from '@/lib/itineraries/home';

export function Itinerary({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  const itinerary = itineraryIn(locale);
  return (
    <Section
      id="itinerary"
      band="dark"
      heading={{
        id: 'itinerary-heading',
        eyebrow: t('home.itineraryEyebrow'),
        title: itinerary.title,
        intro: itinerary.subtitle,
      }}
    >
      <ol className="mt-12 grid gap-6 lg:grid-cols-3">
        {itinerary.days.map((day) => (
          <li key={day.day} className="rounded-card bg-white/5 p-6 ring-1 ring-white/10">
            <p className="text-sm font-bold tracking-widest text-amber-300 uppercase">
              {t('home.day', { day: String(day.day) })}
            </p>
            <h3 className="mt-1 text-xl font-bold">{day.title}</h3>
            <p className="mt-2 text-sm font-semibold text-amber-200">{day.worksOn}</p>
            <ul className="mt-4 space-y-2 text-forest-100">
              {day.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-300" />
                  {highlight}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap justify-center gap-4 text-center">
        <ButtonLink href={itinerary.href} variant="primary">
          {t('itineraries.homeLink')}
          <Icon name="arrowRight" className="size-5" />
        </ButtonLink>
        {/* A file download, not a page: a plain anchor, opened in a new tab. */}
        <a href={itinerary.downloadLink} target="_blank" rel="noopener" className={buttonClass('secondary')}>
          <Icon name="download" className="size-5" />
          {t('home.downloadPdf')}
          <span className="sr-only"> {t('home.downloadPdfNote')}</span>
        </a>
      </div>
      <p className="mt-6 text-center">
        <OnDarkLink
          href={localePath(locale, routes.itineraries)}
          className="inline-flex min-h-11 items-center font-bold"
        >
          {t('itineraries.homeAll')}
        </OnDarkLink>
      </p>
    </Section>
  );
}
