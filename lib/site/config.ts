import type { Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';
import { envOr } from './env';
import { deploySetting } from '../build/deploy-settings.mjs';

/** The product's name: used in titles, the brand mark and the footer. */
export const SITE_NAME = 'Explore Bandung';

export const site = {
  name: SITE_NAME,
  themeColor: '#154e36',
} as const;

/** The site's tagline and description in a language (site.tagline, site.description). */
export function siteWords(locale: Locale) {
  const t = getTranslator(locale);
  return { tagline: t('site.tagline'), description: t('site.description') };
}

const phone = deploySetting('NEXT_PUBLIC_CONTACT_PHONE');
const phoneDigits = phone.replace(/[^\d]/g, '');

/** How to reach the team: configuration (phone, e-mail) and the spec's hours and office. */
export const contact = {
  phone,
  /** tel: link target (E.164, no spaces). */
  phoneHref: `tel:+${phoneDigits}`,
  /** WhatsApp number in wa.me form (digits only, country code first). */
  whatsappNumber: envOr('NEXT_PUBLIC_CONTACT_WHATSAPP', phoneDigits).replace(/[^\d]/g, ''),
  email: deploySetting('NEXT_PUBLIC_CONTACT_EMAIL'),
} as const;

/** The contact details with their words in a language: hours, reply time, office. */
export function contactIn(locale: Locale) {
  const t = getTranslator(locale);
  return {
    ...contact,
    phoneHours: t('contact.phoneHours'),
    emailResponse: t('contact.emailResponse'),
    office: t('contact.office'),
    officeNote: t('contact.officeNote'),
    officeHours: t('contact.officeHours'),
  };
}

/** A WhatsApp chat link, optionally with a prefilled message. */
export function whatsappHref(message?: string): string {
  const base = `https://wa.me/${contact.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The WhatsApp message that starts planning a custom trip, in a language. */
export const customTripMessage = (locale: Locale) => getTranslator(locale)('contact.customTripMessage');

export type SocialProfile = { name: 'Instagram' | 'Facebook' | 'TikTok' | 'YouTube'; href: string };

/** Social profiles configured for this build; an unset profile is simply not shown. */
export function socialProfiles(env: Record<string, string | undefined> = process.env): SocialProfile[] {
  const candidates: [SocialProfile['name'], string | undefined][] = [
    ['Instagram', env.NEXT_PUBLIC_INSTAGRAM_URL],
    ['Facebook', env.NEXT_PUBLIC_FACEBOOK_URL],
    ['TikTok', env.NEXT_PUBLIC_TIKTOK_URL],
    ['YouTube', env.NEXT_PUBLIC_YOUTUBE_URL],
  ];
  return candidates.flatMap(([name, href]) =>
    href && /^https:\/\//.test(href.trim()) ? [{ name, href: href.trim() }] : [],
  );
}
