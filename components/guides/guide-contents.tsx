import { ID_PREFIX } from '@/lib/content/markdown';
import { tableOfContents, type GuideHeading } from '@/lib/content/toc';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { linkClass } from '@/components/ui/text-link';

/**
 * "On this page" above a long guide's text (beside it on wide screens): a link to each of its sections (##) and, nested under it,
 * to its subsections (###), plain anchors that work without script. A guide with few sections shows none (TOC_MIN_SECTIONS). Left out of the search
 * index, which would otherwise find every heading twice.
 */
// inline-block: each link is as tall as its line (at least 24 px, the touch-target minimum).
const sectionLink = linkClass('inline', 'inline-block py-0.5');
const subsectionLink = linkClass('inline', 'inline-block py-0.5 font-normal');

export function GuideContents({ headings, locale }: { headings: readonly GuideHeading[]; locale: Locale }) {
  const sections = tableOfContents(headings);
  if (!sections.length) return null;
  const t = getTranslator(locale);
  return (
    // On wide screens `guide-grid` (app/globals.css) sets it beside the text, sticky: [data-toc].
    <nav
      aria-labelledby="toc-heading"
      data-toc=""
      data-pagefind-ignore=""
      className="mt-8 rounded-card border border-line/10 bg-tint/60 px-5 py-4 text-base lg:mt-10 lg:text-sm print:hidden"
    >
      <p id="toc-heading" className="font-bold text-heading">
        {t('guide.toc')}
      </p>
      <ul className="mt-2 space-y-1.5 [overflow-wrap:anywhere]">
        {sections.map(({ id, text, subsections }) => (
          <li key={id}>
            <a href={`#${ID_PREFIX}${id}`} className={sectionLink}>
              {text}
            </a>
            {subsections.length > 0 && (
              <ul className="mt-1 space-y-0.5 pl-4 text-sm">
                {subsections.map((sub) => (
                  <li key={sub.id}>
                    <a href={`#${ID_PREFIX}${sub.id}`} className={subsectionLink}>
                      {sub.text}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
