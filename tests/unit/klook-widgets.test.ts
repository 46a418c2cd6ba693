import { ensureKlookScript, KLOOK_SCRIPT_SRC } from '@/lib/browser/klook-script';
import { klookWidgetHtml, klookWidgets } from '@/lib/tours/klook';

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

describe('Klook widget placeholders', () => {
  const parse = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.querySelector('ins.klk-aff-widget') as HTMLElement;
  };

  it('renders a tours widget and a hotel deals widget for city 209 in IDR, English, 6 deals', () => {
    const [tours, hotels] = klookWidgets.map((widget) => parse(klookWidgetHtml(widget)));
    expect(tours?.dataset.prod).toBe('dynamic_widget');
    expect(hotels?.dataset.prod).toBe('hotel_dynamic_widget');
    for (const ins of [tours, hotels]) {
      expect(ins?.dataset).toMatchObject({ lang: 'en', currency: 'IDR', cid: '209', amount: '6' });
    }
  });

  it('keeps a plain sponsored fallback link to the marketplace inside each widget', () => {
    for (const widget of klookWidgets) {
      const link = parse(klookWidgetHtml(widget)).querySelector('a');
      expect(link?.getAttribute('href')).toMatch(/^https:\/\/affiliate\.klook\.com\/redirect\?aid=/);
      expect(link?.getAttribute('rel')).toBe('sponsored nofollow noopener');
      expect(link?.textContent).toContain(widget.fallbackLabel);
    }
  });
});
