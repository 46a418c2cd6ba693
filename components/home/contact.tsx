import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { contactIn, customTripMessage, whatsappHref } from '@/lib/site/config';
import { OnDarkLink, StandaloneLink } from '@/components/ui/text-link';

const cardClass = 'rounded-card bg-card p-6 shadow-card ring-1 ring-line/5';
// inline-flex with a minimum height: each link is a comfortable touch target (WCAG 2.5.8).
const CONTACT_LINK = 'inline-flex min-h-8 items-center';

export function Contact({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  const contact = contactIn(locale);
  return (
    <Section
      id="contact"
      band="tint"
      heading={{
        id: 'contact-heading',
        eyebrow: t('home.contactEyebrow'),
        title: t('home.contactTitle'),
        intro: t('home.contactIntro'),
      }}
    >
      <div className="mt-8 text-center">
        <a
          href={whatsappHref(customTripMessage(locale))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary')}
        >
          <Icon name="messageCircle" className="size-5" />
          {t('home.customize')}
          <span className="sr-only"> {t('home.customizeNote')}</span>
        </a>
      </div>
      <div className="mt-12 grid gap-5 md:grid-cols-3">
        <div className={cardClass}>
          <Icon name="phone" className="size-6 text-accent" />
          <h3 className="mt-3 text-lg font-bold text-heading">{t('home.phoneAndWhatsapp')}</h3>
          <p className="mt-2 space-x-3">
            <StandaloneLink href={contact.phoneHref} className={CONTACT_LINK}>
              {contact.phone}
            </StandaloneLink>
          </p>
          <p className="mt-2">
            <StandaloneLink href={whatsappHref()} newTab className={CONTACT_LINK}>
              {t('home.chatOnWhatsapp')}
            </StandaloneLink>
          </p>
          <p className="mt-2 text-sm text-ink-muted">{contact.phoneHours}</p>
        </div>
        <div className={cardClass}>
          <Icon name="mail" className="size-6 text-accent" />
          <h3 className="mt-3 text-lg font-bold text-heading">{t('home.email')}</h3>
          <p className="mt-2">
            <StandaloneLink
              href={`mailto:${contact.email}`}
              className={`${CONTACT_LINK} [overflow-wrap:anywhere]`}
            >
              {contact.email}
            </StandaloneLink>
          </p>
          <p className="mt-2 text-sm text-ink-muted">{contact.emailResponse}</p>
        </div>
        <div className={cardClass}>
          <Icon name="mapPin" className="size-6 text-accent" />
          <h3 className="mt-3 text-lg font-bold text-heading">{t('home.office')}</h3>
          <p className="mt-2 font-semibold text-strong">{contact.office}</p>
          <p className="mt-2 text-sm text-ink-muted">
            {contact.officeNote}, {contact.officeHours}
          </p>
        </div>
      </div>
      {/* For businesses only: travellers' way in is the button above. */}
      <div data-partners="" className="mt-8 flex gap-4 rounded-card bg-forest-900 p-6 text-white sm:p-8">
        <Icon name="handshake" className="size-8 shrink-0 text-amber-300" />
        <div className="min-w-0">
          <h3 className="text-xl font-bold">{t('home.partnersTitle')}</h3>
          <p className="mt-1 text-forest-100">
            {t.rich('home.partnersText', {
              email: contact.email,
              mail: (address) => (
                <OnDarkLink
                  href={`mailto:${contact.email}?subject=${encodeURIComponent(t('contact.partnershipSubject'))}`}
                  className="[overflow-wrap:anywhere]"
                >
                  {address}
                </OnDarkLink>
              ),
            })}
          </p>
        </div>
      </div>
    </Section>
  );
}
