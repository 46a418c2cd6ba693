import { ensureKlookScript, KLOOK_SCRIPT_SRC } from '@/lib/browser/klook-script';
import { LOCALES } from '@/lib/i18n/locales';
import { KLOOK_LOCALES, klookWidgetHtml, klookWidgets } from '@/lib/tours/klook';

const loaderScripts = () => document.querySelectorAll(`script[src="${KLOOK_SCRIPT_SRC}"]`);

describe('Klook widget loader', () => {
  afterEach(() => loaderScripts().forEach((script) => script.remove()));

  it('adds the async loader script once, however often it is asked', () => {
    expect(ensureKlookScript()).toBe(true);
    expect(ensureKlookScript()).toBe(false);
    expect(ensureKlookScript()).toBe(false);
    expect(loaderScripts()).toHaveLength(1);
    expect((loaderScripts()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('does not add a second script when one is already in the document', () => {
    const existing = document.createElement('script');
    existing.src = KLOOK_SCRIPT_SRC;
    document.head.appendChild(existing);
    expect(ensureKlookScript()).toBe(false);
    expect(loaderScripts()).toHaveLength(1);
  });
});

describe.each(LOCALES)('Klook widget placeholders (%s)', (locale) => {
  const parse = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.querySelector('ins.klk-aff-widget') as HTMLElement;
  };

  it('renders a tours widget and a hotel deals widget for city 209 in IDR, in the page language, 6 deals', () => {
    const [tours, hotels] = klookWidgets(locale).map((widget) => parse(klookWidgetHtml(widget)));
    expect(tours?.dataset.prod).toBe('dynamic_widget');
    expect(hotels?.dataset.prod).toBe('hotel_dynamic_widget');
    for (const ins of [tours, hotels]) {
      // data-lang="en" on English pages, data-lang="id" on Indonesian ones.
      expect(ins?.dataset).toMatchObject({ lang: locale, currency: 'IDR', cid: '209', amount: '6' });
    }
  });

  it('keeps a plain sponsored fallback link to the marketplace, in the page language, inside each widget', () => {
    for (const widget of klookWidgets(locale)) {
      const ins = parse(klookWidgetHtml(widget));
      const link = ins.querySelector('a');
      expect(link?.getAttribute('href')).toMatch(/^https:\/\/affiliate\.klook\.com\/redirect\?aid=/);
      // The fallback opens Klook's site in the page's language.
      const target = new URL(link!.getAttribute('href')!).searchParams.get('k_site')!;
      expect(new URL(target).pathname.startsWith(`/${KLOOK_LOCALES[locale]}/`), target).toBe(true);
      expect(link?.getAttribute('rel')).toBe('sponsored nofollow noopener');
      expect(link?.textContent).toContain(widget.fallbackLabel);
      expect(ins.querySelector('.klk-fallback-note')?.textContent).toBe(widget.fallbackText);
    }
  });
});

describe('Klook widget words', () => {
  it('are each language’s own', () => {
    const [en, id] = LOCALES.map((locale) => klookWidgets(locale));
    expect(en!.map((widget) => widget.fallbackLabel)).toEqual([
      'Browse Bandung tours on Klook',
      'See Bandung hotel deals on Klook',
    ]);
    for (const [i, widget] of id!.entries()) {
      expect(widget.title).not.toBe(en![i]!.title);
      expect(widget.fallbackText).not.toBe(en![i]!.fallbackText);
      expect(widget.fallbackLabel).not.toBe(en![i]!.fallbackLabel);
    }
  });
});
