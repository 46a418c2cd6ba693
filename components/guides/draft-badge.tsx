import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';

/**
 * Marks a draft (`draft: true`) in `npm run dev`, the only place drafts are shown: production builds
 * leave them out entirely (lib/content/load.ts).
 */
export function DraftBadge({ locale, className }: { locale: Locale; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-pill bg-red-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase',
        className,
      )}
    >
      {getTranslator(locale)('guides.draft')}
    </span>
  );
}
