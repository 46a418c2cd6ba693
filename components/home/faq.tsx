import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { faqs } from '@/lib/site/home';

/** The FAQ as native disclosures: keyboard (Enter, Space) and screen readers work without script. */
export function Faq({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  return (
    <section id="faq" aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <SectionHeading id="faq-heading" eyebrow={t('home.faqEyebrow')} title={t('home.faqTitle')} />
      <div className="mt-10 space-y-3">
        {faqs(locale).map((faq) => (
          <details key={faq.question} className="group rounded-xl bg-card shadow-card ring-1 ring-line/5">
            <summary className="flex min-h-14 list-none items-center justify-between gap-4 px-5 py-4 text-left font-bold text-heading">
              <h3 className="text-base">{faq.question}</h3>
              <Icon
                name="chevronDown"
                className="size-5 shrink-0 text-accent transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-ink-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
