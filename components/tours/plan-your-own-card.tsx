import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button-link';
import { cn } from '@/lib/cn';
import { homeSectionHref } from '@/lib/routes';
import { CUSTOM_TRIP_MESSAGE, whatsappHref } from '@/lib/site/config';

// The tour grid has 2 columns from sm and 3 from lg. This card closes it and spans the columns the
// tours leave free in the last row, so that row is always full and the last tour card never stands
// alone, whatever the number of tours. (Literal class names, so Tailwind generates them.)
const SM_SPAN = { 1: 'sm:col-span-1', 2: 'sm:col-span-2' } as const;
const LG_SPAN = { 1: 'lg:col-span-1', 2: 'lg:col-span-2', 3: 'lg:col-span-3' } as const;

/** Columns left in the last row of a `columns`-wide grid holding `count` items (a full row: all). */
export const freeColumns = (count: number, columns: number) => columns - (count % columns);

/** A real last card: plan a day of your own with us (WhatsApp, or the contact section). */
export function PlanYourOwnCard({ tourCount }: { tourCount: number }) {
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
        Rather plan a day of your own?
      </h2>
      <p className="mt-2 max-w-xl leading-relaxed text-forest-100">
        Mix the crater, the tea hills and the city, travel at your own pace or bring the whole family: tell us
        your dates and interests and we will help you plan it.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
        <a
          href={whatsappHref(CUSTOM_TRIP_MESSAGE)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'min-h-11 px-5 py-2.5 text-sm')}
        >
          <Icon name="messageCircle" className="size-4" />
          Plan it on WhatsApp
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <Link
          href={homeSectionHref('contact')}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-amber-300 underline decoration-2 underline-offset-4 hover:text-amber-200"
        >
          Other ways to reach us
        </Link>
      </div>
    </section>
  );
}
