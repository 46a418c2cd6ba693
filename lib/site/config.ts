import { envOr } from './env';
import { deploySetting } from './deploy-settings.mjs';

/** The product's name: used in titles, the brand mark and the footer. */
export const SITE_NAME = 'Explore Bandung';

/** Public origin of the deployed site, without a trailing slash (canonical URLs, sitemap, feed). */
export const SITE_URL = deploySetting('NEXT_PUBLIC_SITE_URL').replace(/\/+$/, '');

export const site = {
  name: SITE_NAME,
  tagline: 'Local Tips & Must-Visit Spots',
  description:
    'Plan your Bandung trip with local tips: Kawah Putih and Tangkuban Perahu, Lembang farms, Sundanese food and coffee, factory outlets and hidden gems, plus guided tours you can book.',
  locale: 'en_US',
  themeColor: '#154e36',
} as const;

const phone = deploySetting('NEXT_PUBLIC_CONTACT_PHONE');
const phoneDigits = phone.replace(/[^\d]/g, '');

export const contact = {
  phone,
  /** tel: link target (E.164, no spaces). */
  phoneHref: `tel:+${phoneDigits}`,
  /** WhatsApp number in wa.me form (digits only, country code first). */
  whatsappNumber: envOr('NEXT_PUBLIC_CONTACT_WHATSAPP', phoneDigits).replace(/[^\d]/g, ''),
  email: deploySetting('NEXT_PUBLIC_CONTACT_EMAIL'),
  phoneHours: 'Daily, 8AM–9PM WIB',
  emailResponse: 'We reply within 2 hours',
  office: 'Bandung City Center',
  officeNote: 'By appointment only',
  officeHours: 'Mon–Sat 9AM–6PM',
} as const;

/** A WhatsApp chat link, optionally with a prefilled message. */
export function whatsappHref(message?: string): string {
  const base = `https://wa.me/${contact.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export const CUSTOM_TRIP_MESSAGE =
  "Hi Explore Bandung! I'd like to plan a custom Bandung trip. Dates: … Travellers: … Interests: …";

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
