import Link from 'next/link';
import type { GuideSummary } from '@/lib/content/guides';

/**
 * The newest guides that are not among the home page's four cards (lib/content/guide-picks.ts
 * newGuides): a light row of text links, no photos, so the spec's four cards stay the section's
 * pictures and the page stays small.
 */
export function NewGuides({ title, guides }: { title: string; guides: readonly GuideSummary[] }) {
  if (guides.length === 0) return null;
  return (
    <div data-new-guides="" className="mt-12">
      <h3 className="text-xl font-extrabold tracking-tight text-heading">{title}</h3>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.slug} className="relative rounded-card bg-card p-5 shadow-card ring-1 ring-line/5">
            <Link
              href={guide.href}
              className="font-bold text-heading after:absolute after:inset-0 after:content-[''] hover:text-link"
            >
              {guide.title}
            </Link>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{guide.excerpt}</p>
            <p className="mt-3 text-xs font-medium text-ink-subtle">
              <time dateTime={guide.date}>{guide.dateLabel}</time> · {guide.readTime}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
