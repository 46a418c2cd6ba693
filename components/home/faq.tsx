import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { faqs } from '@/lib/site/home';

/** The FAQ as native disclosures: keyboard (Enter, Space) and screen readers work without script. */
export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <SectionHeading id="faq-heading" eyebrow="Good to know" title="Frequently asked questions" />
      <div className="mt-10 space-y-3">
        {faqs.map((faq) => (
          <details
            key={faq.question}
            className="group rounded-xl bg-white shadow-card ring-1 ring-forest-900/5"
          >
            <summary className="flex min-h-14 list-none items-center justify-between gap-4 px-5 py-4 text-left font-bold text-forest-950">
              <h3 className="text-base">{faq.question}</h3>
              <Icon
                name="chevronDown"
                className="size-5 shrink-0 text-amber-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-ink-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
