import { Icon } from '@/components/ui/icon';
import { localeSettings, otherLocale, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';

/**
 * Where a page's language switch leads: its version in the other language, or (for a guide with no
 * translation) that language's guide list, which then says why (`translated: false`).
 */
export type LanguageSwitchTarget = { locale: Locale; href: string; translated: boolean };

/** The id of the notice a guide list shows when the switch led there from an untranslated guide. */
export const UNTRANSLATED_NOTICE_ID = 'untranslated';

/**
 * The language switch in the navigation bar: a plain link (it works without JavaScript) to the page
 * in the other language, written in that language (lang, hreflang): "ID" with its name for screen
 * readers, and a title saying where it goes.
 */
export function LanguageSwitch({ target }: { target: LanguageSwitchTarget }) {
  const { tag, name } = localeSettings[target.locale];
  const t = getTranslator(target.locale);
  const title = target.translated
    ? t('layout.languageSwitch', { language: name })
    : t('layout.languageSwitchUntranslated', { language: name });
  return (
    <a
      href={target.translated ? target.href : `${target.href}#${UNTRANSLATED_NOTICE_ID}`}
      hrefLang={tag}
      lang={tag}
      title={title}
      data-language-switch={target.locale}
      className="flex h-11 items-center gap-1 rounded-full px-2 text-sm font-bold text-white group-data-[scrolled]:text-ink hover:bg-white/10 group-data-[scrolled]:hover:bg-tint"
    >
      <Icon name="languages" className="size-5" />
      {tag.toUpperCase()}
      <span className="sr-only">
        {' – '}
        {target.translated ? name : title}
      </span>
    </a>
  );
}

/** The switch of a page every language has at the same path: /tours ⇄ /id/tours. */
export function samePageIn(locale: Locale, path: string): LanguageSwitchTarget {
  const other = otherLocale(locale);
  return { locale: other, href: localePath(other, path), translated: true };
}
