'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/icon';
import { isSaved, shareOrCopy, subscribeSaved, toggleSaved, type ShareResult } from '@/lib/guide-actions';

// The article's Save and Share buttons (sticky bar and footer). Logic is in lib/guide-actions.ts.
// Class strings are joined plainly, not with cn(): tailwind-merge would add ~9 KB to this client bundle,
// so each variant carries its own size classes and nothing needs merging.

const base =
  'inline-flex items-center justify-center gap-2 rounded-pill py-2 font-bold text-forest-900 ring-1 ring-forest-900/15 transition-colors hover:bg-forest-50 aria-pressed:bg-amber-100 aria-pressed:text-amber-900 aria-pressed:ring-amber-700/40';

const variants = {
  /** Compact, on the white sticky bar. */
  bar: 'min-h-11 px-4 text-sm',
  /** Larger, in the article's footer. */
  footer: 'min-h-12 bg-white px-6 text-base',
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
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => toggleSaved(slug)}
      className={`${base} ${variants[variant]}`}
    >
      <Icon name={saved ? 'bookmarkCheck' : 'bookmark'} className="size-4" />
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
      <button type="button" onClick={share} className={`${base} ${variants[variant]}`}>
        <Icon name="share2" className="size-4" />
        {label}
      </button>
      {/* Always present, so screen readers announce the text when it appears. */}
      <span
        role="status"
        aria-live="polite"
        className={
          message
            ? 'pointer-events-none absolute top-full right-0 z-10 mt-2 rounded-lg bg-forest-950 px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-white shadow-lift'
            : 'sr-only'
        }
      >
        {message}
      </span>
    </span>
  );
}
