import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { klookWidgetHtml, klookWidgets, warnIfPlaceholderIds } from '@/lib/tours/klook';

/**
 * Klook's tours and hotel-deals widgets. Each box is a compact fallback card with a link to the
 * marketplace, so the section looks finished when the widget script is blocked, slow or absent; once
 * the loader has loaded, the boxes take the widgets' height (app/klook-widgets.css).
 * components/behaviors/klook-widgets.ts adds the loader script when the section nears the viewport.
 */
export function KlookWidgets({ locale }: { locale: Locale }) {
  warnIfPlaceholderIds();
  const t = getTranslator(locale);
  return (
    <Section
      id="tours-widget"
      data-klook-widgets=""
      band="tint"
      heading={{
        id: 'widgets-heading',
        eyebrow: t('home.widgetsEyebrow'),
        title: t('home.widgetsTitle'),
        intro: t('home.widgetsIntro'),
      }}
    >
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        {klookWidgets(locale).map((widget) => (
          <div key={widget.prod} className="rounded-card bg-card p-4 shadow-card ring-1 ring-line/5 sm:p-5">
            <h3 className="px-1 text-lg font-bold text-heading">{widget.title}</h3>
            <div
              className="klook-widget mt-3 overflow-hidden rounded-xl bg-tint"
              dangerouslySetInnerHTML={{ __html: klookWidgetHtml(widget) }}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}
