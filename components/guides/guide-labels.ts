import type { GuideSummary } from '@/lib/content';
import { formatDate, formatMonthYear, readingMinutes } from '@/lib/i18n/format';
import { getTranslator } from '@/lib/i18n/translator';

// What a page writes for a guide's dates and length, made when it renders, in the guide's language:
// the guide itself holds only the values (ISO dates, a word count).

export function guideLabels(guide: Pick<GuideSummary, 'locale' | 'date' | 'updated' | 'words'>) {
  const t = getTranslator(guide.locale);
  return {
    /** "Jul 10, 2025" / "10 Jul 2025". */
    date: formatDate(guide.locale, guide.date),
    /** "Updated July 2025". */
    updated: t('guide.updated', { date: formatMonthYear(guide.locale, guide.updated) }),
    /** "8 min read". */
    readTime: t('guide.readTime', { minutes: readingMinutes(guide.words) }),
  };
}
