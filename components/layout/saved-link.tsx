import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';
import { SavedCount } from './saved-count';

/** The bar's Saved link on wider screens: an icon, its name for screen readers, and the count on it. */
export function SavedLink({ locale }: { locale: Locale }) {
  return (
    <Link
      href={localePath(locale, routes.saved)}
      className="relative hidden size-11 items-center justify-center rounded-full text-white group-data-[scrolled]:text-ink hover:bg-white/10 group-data-[scrolled]:hover:bg-tint md:flex"
    >
      <Icon name="bookmark" className="size-5" />
      <span className="sr-only">{getTranslator(locale)('nav.saved')} </span>
      <SavedCount className="absolute top-0.5 right-0.5" />
    </Link>
  );
}
