import { LOCALES, localeSettings, type Locale } from '../i18n/locales';
import { getTranslator } from '../i18n/translator';
import { deploySetting, PLACEHOLDER } from '../build/deploy-settings.mjs';
import { escapeXml } from '../escape-markup';

// Klook affiliate configuration (see docs/deploying.md, "Configuration"). The partner's ids are configuration,
// not code: the defaults are visible placeholders, and the build warns while they are in use.

const KLOOK_DEEPLINK_BASE = 'https://affiliate.klook.com/redirect';
const KLOOK_SITE = 'https://www.klook.com';

export const klookIds = {
  /** Partner (affiliate) id: the aid= of deep links. */
  aid: deploySetting('NEXT_PUBLIC_KLOOK_AID'),
  /** Ad id for deep links: aff_adid=. */
  deepLinkAdId: deploySetting('NEXT_PUBLIC_KLOOK_DEEPLINK_ADID'),
  /** Ad ids the Klook dashboard generates for each widget. */
  toursWidgetAdId: deploySetting('NEXT_PUBLIC_KLOOK_TOURS_WIDGET_ADID'),
  hotelsWidgetAdId: deploySetting('NEXT_PUBLIC_KLOOK_HOTELS_WIDGET_ADID'),
} as const;

const usesPlaceholderIds = (ids: Record<string, string> = klookIds) =>
  Object.values(ids).some((id) => id.startsWith(PLACEHOLDER));

let warned = false;
/** Prints one build warning while placeholder ids are in use. */
export function warnIfPlaceholderIds(): void {
  if (warned || !usesPlaceholderIds()) return;
  warned = true;
  console.warn(
    '\n⚠ Klook affiliate ids are placeholders: set NEXT_PUBLIC_KLOOK_AID, NEXT_PUBLIC_KLOOK_DEEPLINK_ADID, ' +
      'NEXT_PUBLIC_KLOOK_TOURS_WIDGET_ADID and NEXT_PUBLIC_KLOOK_HOTELS_WIDGET_ADID before deploying (docs/deploying.md, Configuration).\n',
  );
}

/** A Klook affiliate deep link to a page on www.klook.com. */
export function klookDeepLink(target: string, ids: { aid: string; deepLinkAdId: string } = klookIds): string {
  const url = new URL(target);
  if (url.origin !== KLOOK_SITE)
    throw new Error(`Klook deep-link target must be on ${KLOOK_SITE}: ${target}`);
  const link = new URL(KLOOK_DEEPLINK_BASE);
  link.search = new URLSearchParams({ aid: ids.aid, aff_adid: ids.deepLinkAdId }).toString();
  // k_site carries the target encodeURIComponent-encoded, as Klook documents.
  return `${link.toString()}&k_site=${encodeURIComponent(url.toString())}`;
}

/** Klook's own path for each of the site's languages (each language's setting, lib/i18n/locales.ts). */
export const KLOOK_LOCALES = Object.fromEntries(
  LOCALES.map((locale) => [locale, localeSettings[locale].klook]),
) as Record<Locale, string>;

/**
 * A page on Klook, the same in every language: a search, for destinations without a known activity
 * id, or an activity, by its path (e.g. "12345-kawah-putih-tour").
 */
export type KlookTarget = { search: string } | { activity: string };

export const klookSearch = (query: string): KlookTarget => ({ search: query });
export const klookActivity = (path: string): KlookTarget => ({ activity: path });

/** A Klook page in a language: the same search or activity on Klook's site in that language. */
export const klookUrl = (target: KlookTarget, locale: Locale) =>
  'search' in target
    ? `${KLOOK_SITE}/${KLOOK_LOCALES[locale]}/search/result/?query=${encodeURIComponent(target.search)}`
    : `${KLOOK_SITE}/${KLOOK_LOCALES[locale]}/activity/${target.activity}/`;

/** A Klook search page in a language. */
export const klookSearchUrl = (query: string, locale: Locale) => klookUrl(klookSearch(query), locale);

export type KlookWidget = {
  prod: 'dynamic_widget' | 'hotel_dynamic_widget';
  adId: string;
  /** The widget's language: Klook's language code (data-lang), the page's. */
  lang: Locale;
  title: string;
  /** What the fallback card says while the widget is not loaded (blocked, offline, slow). */
  fallbackText: string;
  fallbackLabel: string;
  fallbackHref: string;
};

const widgetDefaults = { currency: 'IDR', cid: '209', amount: '6' } as const;

/** The home page's two widgets: Bandung tours, and six hotel deals (city 209, IDR, the page's language). */
export function klookWidgets(locale: Locale): readonly KlookWidget[] {
  const t = getTranslator(locale);
  return [
    {
      prod: 'dynamic_widget',
      adId: klookIds.toursWidgetAdId,
      lang: locale,
      title: t('home.widgets.tours.title'),
      fallbackText: t('home.widgets.tours.fallbackText'),
      fallbackLabel: t('home.widgets.tours.fallbackLabel'),
      fallbackHref: klookDeepLink(klookSearchUrl('Bandung tours', locale)),
    },
    {
      prod: 'hotel_dynamic_widget',
      adId: klookIds.hotelsWidgetAdId,
      lang: locale,
      title: t('home.widgets.hotels.title'),
      fallbackText: t('home.widgets.hotels.fallbackText'),
      fallbackLabel: t('home.widgets.hotels.fallbackLabel'),
      fallbackHref: klookDeepLink(klookSearchUrl('Bandung hotels', locale)),
    },
  ];
}

/**
 * The widget's placeholder markup. The Klook loader replaces the <ins> element's children with an
 * iframe, so it is rendered as raw HTML, whose inside React leaves alone (in `npm run dev` too). Until
 * then (or for good, when the loader is blocked) its children are a small fallback card: a line of
 * text and a sponsored link to the marketplace, styled in app/klook-widgets.css.
 */
export function klookWidgetHtml(widget: KlookWidget): string {
  const attrs = {
    class: 'klk-aff-widget',
    'data-adid': widget.adId,
    'data-lang': widget.lang,
    'data-currency': widgetDefaults.currency,
    'data-cid': widgetDefaults.cid,
    'data-amount': widgetDefaults.amount,
    'data-prod': widget.prod,
  };
  const attrText = Object.entries(attrs)
    .map(([key, value]) => `${key}="${escapeXml(value)}"`)
    .join(' ');
  return (
    `<ins ${attrText}><span class="klk-fallback-note">${escapeXml(widget.fallbackText)}</span>` +
    `<a class="klk-fallback" href="${escapeXml(widget.fallbackHref)}" target="_blank" ` +
    `rel="sponsored nofollow noopener">${escapeXml(widget.fallbackLabel)} →</a></ins>`
  );
}
