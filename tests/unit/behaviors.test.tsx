import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initKlookWidgets } from '@/components/behaviors/klook-widgets';
import { initMobileMenu } from '@/components/behaviors/mobile-menu';
import { initNavScroll } from '@/components/behaviors/nav-scroll';
import { samePageIn } from '@/components/layout/language-switch';
import { SiteHeader } from '@/components/layout/site-header';
import { KLOOK_SCRIPT_SRC } from '@/lib/browser/klook-script';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';

// The header's links read the path with usePathname(); outside Next it needs a stand-in (the guide
// list of the language under test). Files share their worker's modules (vitest.config.mts isolate),
// so one that rendered the header before this file would have bound the real usePathname: the
// modules are loaded afresh here, under the stand-in.
const navigation = vi.hoisted(() => {
  vi.resetModules();
  return { pathname: '/guides' };
});
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

/** The header of a page of the guide list in a language, as that page renders it. */
function Header({ locale }: { locale: Locale }) {
  return <SiteHeader locale={locale} switchTo={samePageIn(locale, '/guides')} />;
}

/** Renders under the guide list's path in `locale`. */
function onGuidesPage(locale: Locale) {
  navigation.pathname = localePath(locale, '/guides');
}

/** The section the visitor is in, as the navigation names it: "Travel Guides" in English. */
const GUIDES_LABEL: Record<Locale, string> = {
  en: 'Travel Guides',
  id: getTranslator('id')('nav.guides'),
};

// Each behaviour runs on the server-rendered markup, as the bundled script does in the browser.
let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.body.querySelectorAll('script').forEach((s) => s.remove());
});

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

describe.each(LOCALES)('nav scroll state (%s)', (locale) => {
  beforeEach(() => onGuidesPage(locale));

  it('marks the header data-scrolled past 10 px and clears it back at the top', () => {
    scrollTo(0);
    render(<Header locale={locale} />);
    stops.push(initNavScroll());
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(10);
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled');
    scrollTo(0);
    expect(header).not.toHaveAttribute('data-scrolled');
  });

  it('is solid from the first frame when the page opens already scrolled (reload mid-page)', async () => {
    scrollTo(400);
    render(<Header locale={locale} />);
    stops.push(initNavScroll());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled');
    scrollTo(0);
  });
});

describe.each(LOCALES)('mobile menu (%s)', (locale) => {
  beforeEach(() => onGuidesPage(locale));

  function setup() {
    render(
      <>
        <Header locale={locale} />
        <button type="button">Elsewhere</button>
      </>,
    );
    stops.push(initMobileMenu());
    // The <summary> is the disclosure's button (browsers expose it so; it carries no role attribute).
    const button = screen.getByText(getTranslator(locale)('layout.menu')).closest('summary')!;
    const details = button.closest('details')!;
    return { button, details, user: userEvent.setup() };
  }

  it('exposes aria-expanded on the menu button, following the disclosure', async () => {
    const { button, details, user } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(details.open).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and puts focus back on the button', async () => {
    const { button, details, user } = setup();
    await user.click(button);
    details.querySelector('a')!.focus();
    expect(details.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen, on a click outside, and when focus leaves it', async () => {
    const { button, details, user } = setup();
    const menuLinks = () => details.querySelectorAll('a');
    await user.click(button);
    menuLinks()[0]!.addEventListener('click', (e) => e.preventDefault());
    await user.click(menuLinks()[0]!);
    expect(details.open).toBe(false);

    await user.click(button);
    await user.click(document.body);
    expect(details.open).toBe(false);

    await user.click(button);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    expect(details.open).toBe(false);
  });

  it('marks the current section in the menu too', () => {
    setup();
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual([GUIDES_LABEL[locale], GUIDES_LABEL[locale]]);
    // Both point at the guide list of the page's language.
    for (const link of current) expect(link).toHaveAttribute('href', localePath(locale, '/guides'));
  });
});

// The 404 page holds a header (with its menu) per language, one of them shown: each must behave.
describe('several headers on one page (the 404 page)', () => {
  beforeEach(() => onGuidesPage('en'));

  const renderAll = () =>
    render(
      <>
        {LOCALES.map((locale) => (
          <Header key={locale} locale={locale} />
        ))}
        <button type="button">Elsewhere</button>
      </>,
    );

  it('marks every header data-scrolled and clears every one', () => {
    scrollTo(0);
    renderAll();
    stops.push(initNavScroll());
    const headers = screen.getAllByRole('banner');
    expect(headers).toHaveLength(LOCALES.length);
    scrollTo(11);
    for (const header of headers) expect(header).toHaveAttribute('data-scrolled');
    scrollTo(0);
    for (const header of headers) expect(header).not.toHaveAttribute('data-scrolled');
  });

  it('gives every menu its aria-expanded, and closes the open one on Escape with focus on its own button', async () => {
    renderAll();
    stops.push(initMobileMenu());
    const user = userEvent.setup();
    const menus = [...document.querySelectorAll<HTMLDetailsElement>('details[data-mobile-menu]')];
    expect(menus).toHaveLength(LOCALES.length);
    const buttons = menus.map((details) => details.querySelector('summary')!);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');

    const last = menus.length - 1;
    await user.click(buttons[last]!);
    expect(menus[last]!.open).toBe(true);
    expect(buttons[last]).toHaveAttribute('aria-expanded', 'true');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(menus[last]!.open).toBe(false);
    expect(buttons[last]).toHaveFocus();
    expect(buttons[last]).toHaveAttribute('aria-expanded', 'false');

    await user.click(buttons[0]!);
    expect(menus[0]!.open).toBe(true);
    await user.click(document.body);
    expect(menus[0]!.open).toBe(false);
  });
});

describe('Klook widget loader', () => {
  type Callback = (
    entries: (Pick<IntersectionObserverEntry, 'isIntersecting'> & {
      boundingClientRect?: { top: number; bottom: number };
    })[],
  ) => void;
  let observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[];

  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number];
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          this.record = { callback, options, disconnected: false };
          observers.push(this.record);
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const loaders = () => document.querySelectorAll(`script[src="${KLOOK_SCRIPT_SRC}"]`);

  /** The section as an observer reports it: `top` px from the top of jsdom's 768 px high window. */
  const near = (top: number) => [{ isIntersecting: true, boundingClientRect: { top, bottom: top + 900 } }];
  /** The two observers: the boxes' height (900 px ahead), then the loader (600 px ahead). */
  const prepare = () => observers[0]!;
  const load = () => observers[1]!;

  /** Renders the widgets section and starts the behaviour on it. */
  const startWidgets = () => {
    const { container, unmount } = render(<section data-klook-widgets="" />);
    stops.push(initKlookWidgets());
    return { section: container.querySelector('section')!, unmount };
  };

  it('adds the loader script only when the widgets section comes within 600 px of the viewport', () => {
    startWidgets();
    expect(loaders()).toHaveLength(0);
    expect(load().options?.rootMargin).toBe('600px 0px');
    load().callback([{ isIntersecting: false }]);
    prepare().callback(near(1500));
    expect(loaders()).toHaveLength(0);
    load().callback(near(1200));
    expect(loaders()).toHaveLength(1);
    expect((loaders()[0] as HTMLScriptElement).async).toBe(true);
    expect(load().disconnected).toBe(true);
  });

  it('within 900 px and off screen, the boxes take the widgets’ height before the loader is asked for, until it fails', () => {
    for (const top of [1500, -1200]) {
      const { section, unmount } = startWidgets();
      const [prepareNow, loadNow] = observers.slice(-2);
      expect(prepareNow!.options?.rootMargin).toBe('900px 0px');
      prepareNow!.callback(near(top));
      expect(section, `section at ${top} px`).toHaveAttribute('data-klook-expected');
      expect(loaders()).toHaveLength(0);
      loadNow!.callback(near(top));
      loaders()[0]!.dispatchEvent(new Event('error'));
      // Blocked: compact fallback cards again (still off screen), never marked loaded.
      expect(section).not.toHaveAttribute('data-klook-expected');
      expect(section).not.toHaveAttribute('data-klook-loaded');
      loaders()[0]!.remove();
      unmount();
    }
  });

  it('marks the section loaded only once the loader has loaded; reached on screen, it stays compact until then', () => {
    const { section } = startWidgets();
    // A jump to the section: both observers see it on screen at once.
    prepare().callback(near(300));
    load().callback(near(300));
    expect(section).not.toHaveAttribute('data-klook-expected');
    expect(section).not.toHaveAttribute('data-klook-loaded');
    loaders()[0]!.dispatchEvent(new Event('load'));
    expect(section).toHaveAttribute('data-klook-loaded');
  });

  it('prepared off screen, a loaded section keeps the widgets’ height as loaded', () => {
    const { section } = startWidgets();
    prepare().callback(near(1500));
    load().callback(near(1000));
    loaders()[0]!.dispatchEvent(new Event('load'));
    expect(section).toHaveAttribute('data-klook-loaded');
    expect(section).not.toHaveAttribute('data-klook-expected');
  });

  it('does nothing on pages without widgets', () => {
    stops.push(initKlookWidgets());
    expect(observers).toHaveLength(0);
    expect(loaders()).toHaveLength(0);
  });
});
