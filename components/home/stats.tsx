import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import type { IconName } from '@/lib/site/icons';
import { SITE_NAME } from '@/lib/site/config';
import { stats, type StatIcon } from '@/lib/site/home';

const icons: Record<StatIcon, IconName> = { users: 'users', star: 'star', map: 'map', smile: 'smile' };

export function Stats({ locale }: { locale: Locale }) {
  return (
    <section id="reviews" aria-labelledby="stats-heading" className="relative z-10 -mt-10 px-4 sm:px-6">
      <h2 id="stats-heading" className="sr-only">
        {getTranslator(locale)('home.statsHeading', { site: SITE_NAME })}
      </h2>
      <ul className="mx-auto grid max-w-5xl grid-cols-2 gap-3 rounded-card bg-card p-4 shadow-lift ring-1 ring-line/5 sm:gap-4 sm:p-6 lg:grid-cols-4">
        {stats(locale).map((stat) => {
          return (
            <li key={stat.label} className="flex flex-col items-center rounded-xl px-2 py-4 text-center">
              <Icon name={icons[stat.icon]} className="size-7 text-accent" />
              <p className="mt-2 text-2xl font-extrabold text-strong sm:text-3xl">{stat.number}</p>
              <p className="text-sm font-medium text-ink-muted">{stat.label}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
