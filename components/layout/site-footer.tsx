import Link from 'next/link';
import { guideIn } from '@/lib/content/guides';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';
import { popularTourLinks, quickLinks, type FooterLink } from '@/lib/site/footer';
import { contactIn, SITE_NAME, socialProfiles, type SocialProfile } from '@/lib/site/config';
import { Icon } from '@/components/ui/icon';
import { Brand } from './brand';
import { SavedCount } from './saved-count';
import { SocialIcon } from './social-icon';

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-amber-300 uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              href={link.href}
              className="inline-flex min-h-8 items-center gap-2 text-forest-100 hover:text-white"
            >
              {link.label}
              {link.savedCount && (
                <>
                  {' '}
                  <SavedCount />
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A footer link to a guide: its version in the page's language, else that language's guide list. */
function guideLink(locale: Locale, link: FooterLink | { label: string; guide: string }): FooterLink {
  if ('href' in link) return link;
  return { label: link.label, href: guideIn(locale, link.guide)?.href ?? localePath(locale, routes.guides) };
}

export function SiteFooter({
  locale,
  socials = socialProfiles(),
}: {
  locale: Locale;
  socials?: SocialProfile[];
}) {
  const t = getTranslator(locale);
  const contact = contactIn(locale);
  const year = new Date().getFullYear();
  return (
    <footer className="bg-forest-950 text-forest-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Brand href={localePath(locale, '/')} className="text-white" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{t('site.footerBlurb')}</p>
          {socials.length > 0 && (
            <ul className="mt-5 flex gap-2" aria-label={t('site.socialMedia')}>
              {socials.map((profile) => (
                <li key={profile.name}>
                  <a
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer me"
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-amber-400 hover:text-forest-950"
                  >
                    <SocialIcon name={profile.name} />
                    <span className="sr-only">
                      {t('site.socialProfile', { site: SITE_NAME, network: profile.name })}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <LinkColumn title={t('footer.quickLinks')} links={quickLinks(locale)} />
        <LinkColumn
          title={t('footer.popularTours')}
          links={popularTourLinks(locale).map((link) => guideLink(locale, link))}
        />
        <div>
          <h2 className="text-sm font-bold tracking-wider text-amber-300 uppercase">
            {t('footer.getInTouch')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={contact.phoneHref} className="inline-flex min-h-8 items-center gap-2 hover:text-white">
                <Icon name="phone" className="size-4 text-amber-300" /> {contact.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex min-h-8 items-center gap-2 hover:text-white"
              >
                <Icon name="mail" className="size-4 text-amber-300" /> {contact.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="mapPin" className="size-4 text-amber-300" />{' '}
              {t('footer.office', { office: contact.office })}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-forest-200 sm:px-6">
          {t('site.disclosure', { year: String(year), site: SITE_NAME, tours: t('footer.ourTours') })}
        </p>
      </div>
    </footer>
  );
}
