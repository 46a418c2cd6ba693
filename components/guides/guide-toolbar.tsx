import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { SaveButton, ShareButton } from '@/components/guides/guide-actions';
import type { GuideSummary } from '@/lib/content/guides';
import { routes } from '@/lib/routes';

/** The bar that sticks under the navigation bar while the article scrolls: back, save, share. */
export function GuideToolbar({ guide }: { guide: GuideSummary }) {
  return (
    <div className="sticky top-16 z-40 border-b border-forest-900/10 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-4xl items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <Link
          href={routes.guides}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-pill px-2 text-sm font-bold whitespace-nowrap text-forest-900 hover:text-amber-800"
        >
          <Icon name="arrowLeft" className="size-4" />
          Back to Guides
        </Link>
        <div className="flex items-center gap-2">
          <SaveButton guide={guide} label="Save" />
          <ShareButton title={guide.title} label="Share" />
        </div>
      </div>
    </div>
  );
}
