import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/site/icons';
import Link from 'next/link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { reasons, type ReasonIcon } from '@/lib/site/home';
import { routes } from '@/lib/routes';

const icons: Record<ReasonIcon, IconName> = {
  mountain: 'mountain',
  coffee: 'coffee',
  bag: 'shoppingBag',
  leaf: 'leaf',
  flame: 'flame',
};

export function Reasons({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  return (
    <section id="about" aria-labelledby="reasons-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="reasons-heading"
        eyebrow={t('home.reasonsEyebrow')}
        title={t('home.reasonsTitle')}
        intro={t('home.reasonsIntro')}
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {reasons(locale).map((reason) => {
          return (
            <li key={reason.title} className="rounded-card bg-card p-6 shadow-card ring-1 ring-line/5">
              <span className="flex size-12 items-center justify-center rounded-xl bg-tint-strong text-strong-soft">
                <Icon name={icons[reason.icon]} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-heading">{reason.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{reason.text}</p>
            </li>
          );
        })}
        <li className="flex flex-col justify-between rounded-card bg-forest-900 p-6 text-white shadow-card">
          <div>
            <h3 className="text-lg font-bold">{t('home.readyToPlan')}</h3>
            <p className="mt-2 leading-relaxed text-forest-100">{t('home.readyToPlanText')}</p>
          </div>
          <Link
            href={localePath(locale, routes.guides)}
            className="mt-4 inline-flex min-h-11 items-center gap-2 font-bold text-amber-300 hover:text-amber-200"
          >
            {t('home.readGuides')} <Icon name="arrowRight" className="size-4" />
          </Link>
        </li>
      </ul>
    </section>
  );
}
