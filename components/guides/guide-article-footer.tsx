import { GuideCard, type GuideCardData } from '@/components/guides/guide-card';
import { SaveButton, ShareButton } from '@/components/guides/guide-actions';
import { ButtonLink } from '@/components/ui/button-link';
import type { GuideSummary } from '@/lib/content';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';

/** After the article: share, save, book, and two other guides to read next. */
export function GuideArticleFooter({ guide, related }: { guide: GuideSummary; related: GuideCardData[] }) {
  const t = getTranslator(guide.locale);
  return (
    <footer className="bg-page">
      {/* As wide as the related guides below, so the three actions share one row from sm up (Book a
          Tour never wraps onto a row of its own); stacked, full width, on phones. */}
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-3 border-t border-line/10 pt-8 sm:flex-row sm:flex-nowrap">
          <ShareButton
            title={guide.title}
            label={t('guide.shareWithFriends')}
            locale={guide.locale}
            variant="footer"
          />
          <SaveButton guide={guide} label={t('guide.saveForLater')} variant="footer" />
          <ButtonLink href={localePath(guide.locale, routes.tours)} className="sm:ml-auto">
            {t('guide.bookATour')}
          </ButtonLink>
        </div>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="more-guides-heading" className="mx-auto max-w-4xl px-4 pt-4 pb-20 sm:px-6">
          <h2 id="more-guides-heading" className="text-2xl font-extrabold tracking-tight text-heading">
            {t('guide.moreGuides')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {related.map((other) => (
              <li key={other.slug} className="flex">
                <GuideCard guide={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </footer>
  );
}
