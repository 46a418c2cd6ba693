import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { reasons, type ReasonIcon } from '@/lib/home';

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
      </ul>
    </section>
  );
}
