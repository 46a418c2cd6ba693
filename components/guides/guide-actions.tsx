'use client';

import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { isSaved, shareOrCopy, subscribeSaved, toggleSaved, type ShareResult } from '@/lib/guide-actions';

// The article's Save and Share buttons (sticky bar and footer). Logic is in lib/guide-actions.ts.

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-pill px-4 py-2 text-sm font-bold transition-colors';

const variants = {
  /** Compact, on the white sticky bar. */
  bar: 'text-forest-900 ring-1 ring-forest-900/15 hover:bg-forest-50 aria-pressed:bg-amber-100 aria-pressed:text-amber-900 aria-pressed:ring-amber-700/40',
  /** Larger, in the article's footer. */
  footer:
    'min-h-12 px-6 text-base bg-white text-forest-900 ring-1 ring-forest-900/15 hover:bg-forest-50 aria-pressed:bg-amber-100 aria-pressed:text-amber-900 aria-pressed:ring-amber-700/40',
} as const;

type Variant = keyof typeof variants;

export function SaveButton({
  slug,
  label,
  variant = 'bar',
}: {
  slug: string;
  label: string;
  variant?: Variant;
}) {
  // Rendered as "not saved" at build and on the first client pass; the stored state follows at once.
  const saved = useSyncExternalStore(
    subscribeSaved,
    () => isSaved(slug),
    () => false,
  );
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => toggleSaved(slug)}
      className={cn(base, variants[variant])}
    >
      <Icon aria-hidden className="size-4" />
      {saved ? 'Saved' : label}
    </button>
  );
}

const messages: Partial<Record<ShareResult, string>> = {
  copied: 'Link copied',
  failed: 'Could not share. Copy the address from the address bar.',
};

export function ShareButton({
  title,
  label,
  variant = 'bar',
}: {
  title: string;
  label: string;
  variant?: Variant;
}) {
  const [result, setResult] = useState<ShareResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function share() {
    const outcome = await shareOrCopy({ title, url: window.location.href }, navigator);
    setResult(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setResult(null), 4000);
  }

  const message = result ? messages[result] : undefined;
  return (
    <span className="relative inline-flex">
      <button type="button" onClick={share} className={cn(base, variants[variant])}>
        <Share2 aria-hidden className="size-4" />
        {label}
      </button>
      {/* Always present, so screen readers announce the text when it appears. */}
      <span
        role="status"
        aria-live="polite"
        className={cn(
          'pointer-events-none absolute top-full right-0 z-10 mt-2 rounded-lg bg-forest-950 px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-white shadow-lift',
          !message && 'sr-only',
        )}
      >
        {message}
      </span>
    </span>
  );
}
