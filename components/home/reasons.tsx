import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/site/icons';
import Link from 'next/link';
import { SectionHeading } from '@/components/ui/section-heading';
import { reasons, type ReasonIcon } from '@/lib/site/home';
import { routes } from '@/lib/routes';

const icons: Record<ReasonIcon, IconName> = {
  mountain: 'mountain',
  coffee: 'coffee',
  bag: 'shoppingBag',
  leaf: 'leaf',
  flame: 'flame',
};

export function Reasons() {
  return (
    <section id="about" aria-labelledby="reasons-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="reasons-heading"
        eyebrow="Why Bandung"
        title="Five reasons to visit Bandung"
        intro="We are Bandung locals who help travellers see the best of our city and its highlands, from crater lakes at dawn to late-night street food."
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => {
          return (
            <li key={reason.title} className="rounded-card bg-white p-6 shadow-card ring-1 ring-forest-900/5">
              <span className="flex size-12 items-center justify-center rounded-xl bg-forest-100 text-forest-800">
                <Icon name={icons[reason.icon]} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-forest-950">{reason.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{reason.text}</p>
            </li>
          );
        })}
        <li className="flex flex-col justify-between rounded-card bg-forest-900 p-6 text-white shadow-card">
          <div>
            <h3 className="text-lg font-bold">Ready to plan?</h3>
            <p className="mt-2 leading-relaxed text-forest-100">
              Our guides cover what to see, what it costs and when to go, written by locals.
            </p>
          </div>
          <Link
            href={routes.guides}
            className="mt-4 inline-flex min-h-11 items-center gap-2 font-bold text-amber-300 hover:text-amber-200"
          >
            Read the travel guides <Icon name="arrowRight" className="size-4" />
          </Link>
        </li>
      </ul>
    </section>
  );
}
