import { cn } from '@/lib/cn';

/**
 * How many guides the visitor saved: empty in the built page (the list lives in the browser), filled
 * by components/behaviors/saved-count.ts from the saved list, and empty again at none. Its room is
 * kept while empty, so filling it moves nothing.
 */
export function SavedCount({ className }: { className?: string }) {
  return (
    <span
      data-saved-count=""
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-pill bg-amber-400 px-1 text-xs leading-none font-bold text-forest-950 tabular-nums empty:invisible',
        className,
      )}
    />
  );
}
