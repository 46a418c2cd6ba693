import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';

/** The navigation bar's search link: an icon with an accessible name, on every page and every width. */
export function SearchLink({ locale }: { locale: Locale }) {
  return (
    <Link
      href={localePath(locale, routes.search)}
      aria-label={getTranslator(locale)('layout.searchLink')}
      className="flex size-11 items-center justify-center rounded-full text-white group-data-[scrolled]:text-ink hover:bg-white/10 group-data-[scrolled]:hover:bg-tint"
    >
      <Icon name="search" className="size-5" />
    </Link>
  );
}
