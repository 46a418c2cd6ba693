import type { Locale } from '../i18n/locales';
import { formatNumber } from '../i18n/format';
import { getTranslator } from '../i18n/translator';
import { factText } from '../content/facts';

// Home page content: statistics, reasons to visit and the FAQ, in each language. The FAQ also feeds
// the FAQPage structured data, so the visible questions and the markup can never drift apart. Facts
// stated on other pages too (altitude, travel times, where to feed deer) come from lib/content/facts.ts; the words
// come from lib/i18n/messages/.

/** The hero's claim (the spec's 4.9/5 from 2,847 travelers), as numbers each language writes its way. */
export const RATING = { score: 4.9, outOf: 5, travelers: 2847 } as const;

export type StatIcon = 'users' | 'star' | 'map' | 'smile';
export type Stat = { icon: StatIcon; number: string; label: string };

/** The spec's statistics: 10,000+ Happy Travelers; 4.9/5 Average Rating; 50+ Tour Packages; 99% Satisfaction Rate. */
export function stats(locale: Locale): Stat[] {
  const t = getTranslator(locale);
  const n = (value: number) => formatNumber(locale, value);
  return [
    { icon: 'users', number: `${n(10000)}+`, label: t('home.stats.travelers') },
    { icon: 'star', number: `${n(RATING.score)}/${n(RATING.outOf)}`, label: t('home.stats.rating') },
    { icon: 'map', number: `${n(50)}+`, label: t('home.stats.packages') },
    { icon: 'smile', number: `${n(99)}%`, label: t('home.stats.satisfaction') },
  ];
}

/** "4.9/5 from 2,847 travelers". */
export const ratingText = (locale: Locale) =>
  getTranslator(locale)('home.rating', {
    score: `${formatNumber(locale, RATING.score)}/${formatNumber(locale, RATING.outOf)}`,
    travelers: formatNumber(locale, RATING.travelers),
  });

export type ReasonIcon = 'mountain' | 'coffee' | 'bag' | 'leaf' | 'flame';
export type Reason = { icon: ReasonIcon; title: string; text: string };

const REASONS = [
  ['mountain', 'weather'],
  ['coffee', 'food'],
  ['bag', 'shopping'],
  ['leaf', 'nature'],
  ['flame', 'volcanoes'],
] as const;

/** The spec's five reasons to visit. */
export function reasons(locale: Locale): Reason[] {
  const t = getTranslator(locale);
  const fact = factText(locale);
  return REASONS.map(([icon, key]) => ({
    icon,
    title: t(`home.reasons.${key}.title`),
    text: t(`home.reasons.${key}.text`, fact),
  }));
}

export type Faq = { question: string; answer: string };

const FAQ_KEYS = ['bestTime', 'gettingThere', 'days', 'booking', 'packing'] as const;

/** The spec's five questions (the best time to visit first). */
export function faqs(locale: Locale): Faq[] {
  const t = getTranslator(locale);
  const fact = factText(locale);
  return FAQ_KEYS.map((key) => ({
    question: t(`faq.${key}.question`),
    answer: t(`faq.${key}.answer`, fact),
  }));
}

/** The home page's hero photo; its description is in each language (home.heroAlt). */
export const HERO_IMAGE = { src: 'https://images.unsplash.com/photo-1566419808810-927259f927da' } as const;
