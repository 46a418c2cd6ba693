import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button-link';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { homeSectionHref } from '@/lib/routes';
import { customTripMessage, whatsappHref } from '@/lib/site/config';
import { OnDarkLink } from '@/components/ui/text-link';

// The tour grid has 2 columns from sm and 3 from lg. This card closes it and spans the columns the
// tours leave free in the last row, so that row is always full and the last tour card never stands
// alone, whatever the number of tours. (Literal class names, so Tailwind generates them.)
const SM_SPAN = { 1: 'sm:col-span-1', 2: 'sm:col-span-2' } as const;
const LG_SPAN = { 1: 'lg:col-span-1', 2: 'lg:col-span-2', 3: 'lg:col-span-3' } as const;

/** Columns left in the last row of a `columns`-wide grid holding `count` items (a full row: all). */
export const freeColumns = (count: number, columns: number) => columns - (count % columns);

/** A real last card: plan a day of your own with us (WhatsApp, or the contact section). */
export function PlanYourOwnCard({ tourCount, locale }: { tourCount: number; locale: Locale }) {
  const t = getTranslator(locale);
  const sm = freeColumns(tourCount, 2) as keyof typeof SM_SPAN;
  const lg = freeColumns(tourCount, 3) as keyof typeof LG_SPAN;
  return (
    <section
      aria-labelledby="plan-your-own-heading"
      data-plan-your-own=""
      className={cn(
        'flex flex-col justify-center rounded-card bg-forest-900 bg-[radial-gradient(ellipse_at_top_right,var(--color-forest-700),transparent_60%)] p-6 text-white shadow-card sm:p-8',
        SM_SPAN[sm],
        LG_SPAN[lg],
      )}
    >
      <Icon name="map" className="size-8 text-amber-300" />
      <h2 id="plan-your-own-heading" className="mt-4 text-xl leading-snug font-bold">
        {t('tours.planOwnTitle')}
      </h2>
      <p className="mt-2 max-w-xl leading-relaxed text-forest-100">{t('tours.planOwnText')}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
        <a
          href={whatsappHref(customTripMessage(locale))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'min-h-11 px-5 py-2.5 text-sm')}
        >
          <Icon name="messageCircle" className="size-4" />
          {t('tours.planOnWhatsapp')}
          <span className="sr-only"> {t('site.newTab')}</span>
        </a>
        <OnDarkLink
          href={localePath(locale, homeSectionHref('contact'))}
          className="inline-flex min-h-11 items-center text-sm"
        >
          {t('tours.otherWays')}
        </OnDarkLink>
      </div>
    </section>
  );
}
