import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { SaveButton, ShareButton } from '@/components/guides/guide-actions';
import type { GuideSummary } from '@/lib/content';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';

/** The bar that sticks under the navigation bar while the article scrolls: back, save, share. */
export function GuideToolbar({ guide }: { guide: GuideSummary }) {
  const t = getTranslator(guide.locale);
  return (
    <div
      data-guide-toolbar=""
      className="sticky top-16 z-40 border-b border-line/10 bg-card/95 backdrop-blur print:hidden"
    >
      {/* Tighter on the narrowest phones, so the longer Indonesian labels fit at 320 px. */}
      {/* From 1,024 px as wide as the article's text and contents together (guide-grid, app/globals.css: keep its ch in step),
          so Back lines up with the text. */}
      <div className="mx-auto flex max-w-4xl items-center justify-between gap-2 px-2 py-2 min-[360px]:px-4 sm:px-6 lg:max-w-[calc(58ch*1.125+18.5rem+3rem)]">
        <Link
          href={localePath(guide.locale, routes.guides)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-pill px-1 text-sm font-bold whitespace-nowrap text-strong hover:text-link min-[360px]:gap-2 min-[360px]:px-2"
        >
          <Icon name="arrowLeft" className="size-4" />
          {t('guide.backToGuides')}
        </Link>
        <div className="flex items-center gap-2">
          <SaveButton guide={guide} label={t('guide.save')} />
          <ShareButton title={guide.title} label={t('guide.share')} locale={guide.locale} />
        </div>
      </div>
    </div>
  );
}
