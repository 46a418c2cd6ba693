import { cn } from '@/lib/cn';

/**
 * Marks a draft (`draft: true`) in `npm run dev`, the only place drafts are shown: production builds
 * leave them out entirely (lib/content/guides.ts).
 */
export function DraftBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-pill bg-red-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase',
        className,
      )}
    >
      Draft
    </span>
  );
}
