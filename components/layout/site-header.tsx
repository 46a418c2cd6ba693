import { Brand } from './brand';
import { LanguageSwitch, type LanguageSwitchTarget } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { moreNavLinks, navLinks } from '@/lib/site/nav';
import { NavLinks } from './nav-links';
import { SavedLink } from './saved-link';
import { SearchLink } from './search-link';

// The bar's links; the mobile menu's are styled below.
const navLinkClass = cn(
  'relative inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-semibold transition-colors',
  'text-white/90 hover:text-white group-data-[scrolled]:text-ink-muted group-data-[scrolled]:hover:text-strong-soft',
  'data-[active]:text-amber-300 group-data-[scrolled]:data-[active]:text-link',
  'after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:scale-x-0 after:rounded after:bg-current after:transition-transform data-[active]:after:scale-x-100',
);

const menuLinkClass =
  'flex min-h-12 items-center gap-2 rounded-lg px-4 text-base font-semibold text-ink hover:bg-tint data-[active]:bg-highlight data-[active]:text-link';

/** The shared navigation bar. Every page starts with a dark hero, so the transparent bar reads white. */
export function SiteHeader({ locale, switchTo }: { locale: Locale; switchTo: LanguageSwitchTarget }) {
  const t = getTranslator(locale);
  const links = navLinks(locale);
  const home = localePath(locale, '/');
  return (
    // data-scrolled is set by components/behaviors/nav-scroll.ts once the page is scrolled.
    <header
      data-nav=""
      className={cn(
        'group fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200 data-[scrolled]:bg-card data-[scrolled]:shadow-nav',
        // A soft dark scrim under the transparent bar keeps its white text readable over whatever
        // is behind it, even for the moment between a scroll and the bar turning solid.
        'before:pointer-events-none before:absolute before:inset-x-0 before:top-0 before:-bottom-6 before:-z-10 before:bg-gradient-to-b before:from-forest-950/45 before:to-transparent before:transition-opacity data-[scrolled]:before:opacity-0',
      )}
    >
      <nav
        aria-label={t('layout.mainNav')}
        className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6"
      >
        <Brand href={home} className="min-w-0 text-white group-data-[scrolled]:text-strong" />
        <div className="flex shrink-0 items-center">
          <NavLinks
            links={links}
            home={home}
            className="hidden items-center gap-1 md:flex"
            linkClassName={navLinkClass}
          />
          {/* In the bar on every width: on a phone beside the menu button. */}
          <LanguageSwitch target={switchTo} />
          <SearchLink locale={locale} />
          <SavedLink locale={locale} />
          <MobileMenu label={t('layout.menu')}>
            <NavLinks links={links} home={home} className="flex flex-col" linkClassName={menuLinkClass} />
            <NavLinks
              links={moreNavLinks(locale)}
              home={home}
              className="mt-2 flex flex-col border-t border-line/10 pt-2"
              linkClassName={menuLinkClass}
            />
          </MobileMenu>
        </div>
      </nav>
    </header>
  );
}
