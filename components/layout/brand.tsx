import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { SITE_NAME } from '@/lib/site/config';
import { cn } from '@/lib/cn';

/** The brand mark: an icon and the product name, linking to the page's home (/ or /id). */
export function Brand({ href, className }: { href: string; className?: string }) {
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 text-lg font-extrabold tracking-tight',
        className,
      )}
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-amber-400 text-forest-950 shadow-sm">
        <Icon name="mountain" className="size-5" strokeWidth={2.5} />
      </span>
      {/* On the narrowest phones the bar also holds the language switch: the tile alone is the brand. */}
      <span className="max-[359px]:sr-only">{SITE_NAME}</span>
    </Link>
  );
}
