import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import type { LanguageSwitchTarget } from './language-switch';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The first thing a keyboard reaches: a link past the navigation to the page's <main id="main">. */
export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-amber-400 px-4 py-3 font-semibold text-forest-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {getTranslator(locale)('layout.skipToContent')}
    </a>
  );
}

/** The page's content: the skip link's target. */
export function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      {children}
    </main>
  );
}

/**
 * A page's frame: the skip link, the navigation bar (with the language switch to this page's
 * versions in the other languages), the page's content in <main>, and the footer.
 */
export function PageFrame({
  locale,
  switchTo,
  children,
}: {
  locale: Locale;
  /** Where the language switch leads in each other language: the page's twin, or its closest page. */
  switchTo: readonly LanguageSwitchTarget[];
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink locale={locale} />
      <SiteHeader locale={locale} switchTo={switchTo} />
      <PageMain>{children}</PageMain>
      <SiteFooter locale={locale} />
    </>
  );
}
