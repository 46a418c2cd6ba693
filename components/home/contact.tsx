import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { contactIn, customTripMessage, whatsappHref } from '@/lib/site/config';

const cardClass = 'rounded-card bg-card p-6 shadow-card ring-1 ring-line/5';
// inline-flex with a minimum height: each link is a comfortable touch target (WCAG 2.5.8).
const linkClass =
  'inline-flex min-h-8 items-center font-semibold text-strong-soft underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-heading';

export function Contact({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  const contact = contactIn(locale);
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-tint py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="contact-heading"
          eyebrow={t('home.contactEyebrow')}
          title={t('home.contactTitle')}
          intro={t('home.contactIntro')}
        />
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
              <a href={contact.phoneHref} className={linkClass}>
                {contact.phone}
              </a>
            </p>
            <p className="mt-2">
              <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('home.chatOnWhatsapp')}
              </a>
            </p>
            <p className="mt-2 text-sm text-ink-muted">{contact.phoneHours}</p>
          </div>
          <div className={cardClass}>
            <Icon name="mail" className="size-6 text-accent" />
            <h3 className="mt-3 text-lg font-bold text-heading">{t('home.email')}</h3>
            <p className="mt-2">
              <a href={`mailto:${contact.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
                {contact.email}
              </a>
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
                  <a
                    href={`mailto:${contact.email}?subject=${encodeURIComponent(t('contact.partnershipSubject'))}`}
                    className="font-semibold [overflow-wrap:anywhere] text-amber-300 underline underline-offset-4"
                  >
                    {address}
                  </a>
                ),
              })}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
