import { Icon } from '@/components/ui/icon';
import type { GuideSummary } from '@/lib/content/guides';
import { savedVersions } from '@/lib/content/guide-versions';
import { areaBySlug, type AreaSlug } from '@/lib/content/taxonomy';
import { localeSettings, type Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';

// The article's Save and Share buttons (sticky bar and footer), rendered on the server.
// components/behaviors/guide-actions.ts makes them work; the logic is in lib/browser/guide-actions.ts.
// Without JavaScript they could do nothing, so they only show once the boot script has marked
// <html data-js>.

const base =
  'hidden items-center justify-center gap-2 rounded-pill py-2 font-bold text-strong ring-1 ring-line/15 transition-colors hover:bg-tint aria-pressed:bg-highlight-strong aria-pressed:text-link-hover aria-pressed:ring-accent/40 [[data-js]_&]:inline-flex';

const variants = {
  /** Compact, on the white sticky bar. */
  bar: 'min-h-11 px-4 text-sm',
  /** Larger, in the article's footer. */
  footer: 'min-h-12 bg-card px-6 text-base',
} as const;

/** On the bar, below 420 px the labels are for screen readers only, so the icons fit beside "Back to Guides". */
const labelVariants = { bar: 'max-[419px]:sr-only', footer: '' } as const;

type Variant = keyof typeof variants;

/** What the saved list (/saved, the offline page) shows of the guide, carried on its Save buttons. */
export type SavableGuide = {
  slug: string;
  title: string;
  href: string;
  area: AreaSlug;
  readTime: string;
  locale: Locale;
  /** Its other languages' versions, so a list in one of them shows it in that language. */
  translations?: GuideSummary['translations'];
};

/**
 * Toggles the guide in the saved list (and, in built pages, keeps it for reading offline);
 * aria-pressed (set by the behaviour) swaps icon and label.
 */
export function SaveButton({
  guide,
  label,
  variant = 'bar',
}: {
  guide: SavableGuide;
  label: string;
  variant?: Variant;
}) {
  return (
    <button
      type="button"
      aria-pressed="false"
      data-save-guide={guide.slug}
      data-guide-title={guide.title}
      data-guide-href={guide.href}
      data-guide-area={areaBySlug(guide.area).name[guide.locale]}
      data-guide-read-time={guide.readTime}
      data-guide-lang={localeSettings[guide.locale].tag}
      data-guide-versions={JSON.stringify(savedVersions(guide))}
      className={`group/save ${base} ${variants[variant]}`}
    >
      <Icon name="bookmark" className="size-4 group-aria-pressed/save:hidden" />
      <Icon name="bookmarkCheck" className="hidden size-4 group-aria-pressed/save:block" />
      <span className={`group-aria-pressed/save:hidden ${labelVariants[variant]}`}>{label}</span>
      <span className={`hidden group-aria-pressed/save:inline ${labelVariants[variant]}`}>
        {getTranslator(guide.locale)('guide.saved')}
      </span>
    </button>
  );
}

/**
 * Shares the page (or copies its link); the status region next to it says what happened, in the
 * page's language (the messages travel with the button).
 */
export function ShareButton({
  title,
  label,
  locale,
  variant = 'bar',
}: {
  title: string;
  label: string;
  locale: Locale;
  variant?: Variant;
}) {
  const t = getTranslator(locale);
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        data-share-title={title}
        data-share-copied={t('guide.shareCopied')}
        data-share-failed={t('guide.shareFailed')}
        className={`${base} ${variants[variant]}`}
      >
        <Icon name="share2" className="size-4" />
        <span className={labelVariants[variant]}>{label}</span>
      </button>
      {/* Always present, so screen readers announce the text when it appears; invisible while empty. */}
      <span
        role="status"
        aria-live="polite"
        className="pointer-events-none absolute top-full right-0 z-10 mt-2 rounded-lg bg-forest-950 px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-white shadow-lift empty:sr-only"
      />
    </span>
  );
}
