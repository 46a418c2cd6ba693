import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initGuideActions, SHARE_MESSAGE_MS } from '@/components/behaviors/guide-actions';
import userEvent from '@testing-library/user-event';
import { SaveButton, ShareButton } from '@/components/guides/guide-actions';
import {
  isSaved,
  readSaved,
  readSavedGuides,
  SAVED_GUIDES_EVENT,
  SAVED_GUIDES_KEY,
  shareOrCopy,
  subscribeSaved,
  toggleSaved,
} from '@/lib/browser/guide-actions';
import { areaName } from '@/lib/content';
import { LOCALES, localeSettings, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { tr } from './support/i18n';

describe('saved guides storage', () => {
  it('toggles a slug in localStorage and announces each change', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeSaved(onChange);
    expect(readSaved()).toEqual([]);
    expect(toggleSaved('a')).toBe(true);
    expect(toggleSaved('b')).toBe(true);
    expect(JSON.parse(localStorage.getItem(SAVED_GUIDES_KEY)!)).toEqual(['a', 'b']);
    expect(isSaved('a')).toBe(true);
    expect(toggleSaved('a')).toBe(false);
    expect(readSaved()).toEqual(['b']);
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
    toggleSaved('c');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('treats unreadable stored data as an empty list', () => {
    localStorage.setItem(SAVED_GUIDES_KEY, '{not json');
    expect(readSaved()).toEqual([]);
    localStorage.setItem(SAVED_GUIDES_KEY, JSON.stringify({ a: 1 }));
    expect(readSaved()).toEqual([]);
    localStorage.setItem(SAVED_GUIDES_KEY, JSON.stringify(['x', 3]));
    expect(readSaved()).toEqual(['x']);
  });

  it('hears changes made in other tabs', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeSaved(onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_GUIDES_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('shareOrCopy', () => {
  const data = { title: 'T', url: 'https://explorebandung.id/guides/x' };

  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'T', url: data.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a dismissed share sheet as cancelled', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'AbortError'));
    expect(await shareOrCopy(data, { share })).toBe('cancelled');
  });

  it('copies the URL when there is no Web Share API or it is not allowed', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(data, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe('copied');
  });

  it('reports failure when nothing works', async () => {
    expect(await shareOrCopy(data, {})).toBe('failed');
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareOrCopy(data, { clipboard: { writeText } })).toBe('failed');
  });
});

// The buttons are server-rendered markup; components/behaviors/guide-actions.ts makes them work.
// Each test renders the markup, starts the behaviour on it, and checks what a visitor gets.
let stop: (() => void) | undefined;
function renderWithBehaviour(ui: ReactNode) {
  const result = render(ui);
  stop = initGuideActions(document);
  return result;
}
afterEach(() => stop?.());

/** What each language's guide page shows, as the English page words it. */
const WORDS: Record<
  Locale,
  {
    readTime: string;
    area: string;
    save: string;
    saveForLater: string;
    saved: string;
    share: string;
    shareWithFriends: string;
    copied: string;
    failed: string;
  }
> = {
  en: {
    readTime: '5 min read',
    area: 'Bandung city center',
    save: 'Save',
    saveForLater: 'Save for Later',
    saved: 'Saved',
    share: 'Share',
    shareWithFriends: 'Share with Friends',
    copied: 'Link copied',
    failed: 'Could not share. Copy the address from the address bar.',
  },
  id: {
    readTime: tr('id')('guide.readTime', { minutes: 5 }),
    area: areaName('id', 'city-centre'),
    save: tr('id')('guide.save'),
    saveForLater: tr('id')('guide.saveForLater'),
    saved: tr('id')('guide.saved'),
    share: tr('id')('guide.share'),
    shareWithFriends: tr('id')('guide.shareWithFriends'),
    copied: tr('id')('guide.shareCopied'),
    failed: tr('id')('guide.shareFailed'),
  },
};

const savable = (slug: string, locale: Locale = 'en') => ({
  slug,
  title: `Title of ${slug}`,
  href: localePath(locale, `/guides/${slug}`),
  area: 'city-centre' as const,
  date: '2025-07-01',
  updated: '2025-07-01',
  // 1,000 words: a 5-minute read (WORDS' readTime).
  words: 1000,
  locale,
});

describe.each(LOCALES)('SaveButton (%s)', (locale) => {
  const words = WORDS[locale];

  it('toggles aria-pressed and the label "Saved", and keeps every instance in sync', async () => {
    const user = userEvent.setup();
    renderWithBehaviour(
      <>
        <SaveButton guide={savable('guide-a', locale)} label={words.save} />
        <SaveButton guide={savable('guide-a', locale)} label={words.saveForLater} variant="footer" />
      </>,
    );
    // jsdom applies no Tailwind CSS, so names are not checked here (the e2e suite checks "Saved").
    const [bar, footer] = screen.getAllByRole('button');
    expect(bar).toHaveAttribute('aria-pressed', 'false');
    await user.click(bar!);
    expect(bar).toHaveAttribute('aria-pressed', 'true');
    expect(footer).toHaveAttribute('aria-pressed', 'true');
    expect(readSaved()).toEqual(['guide-a']);
    // What /saved shows of it is kept with the list.
    expect(readSavedGuides()).toEqual([
      expect.objectContaining({
        slug: 'guide-a',
        title: 'Title of guide-a',
        href: localePath(locale, '/guides/guide-a'),
        area: words.area,
        readTime: words.readTime,
        // The guide's language, so a saved list in another language can mark it.
        lang: localeSettings[locale].tag,
      }),
    ]);
    await user.click(footer!);
    expect(bar).toHaveAttribute('aria-pressed', 'false');
    expect(readSaved()).toEqual([]);
  });

  it('swaps the visible label to "Saved" when pressed (CSS on aria-pressed, so no flash)', () => {
    render(<SaveButton guide={savable('guide-a', locale)} label={words.saveForLater} />);
    const button = screen.getByRole('button');
    const [label, saved] = [...button.querySelectorAll('span')];
    expect(label).toHaveTextContent(words.saveForLater);
    expect(label).toHaveClass('group-aria-pressed/save:hidden');
    expect(saved).toHaveTextContent(words.saved);
    expect(saved).toHaveClass('hidden', 'group-aria-pressed/save:inline');
    expect(button).toHaveClass('group/save');
  });

  it('starts pressed when the guide was saved before (e.g. after a reload)', () => {
    localStorage.setItem(SAVED_GUIDES_KEY, JSON.stringify(['guide-b']));
    renderWithBehaviour(<SaveButton guide={savable('guide-b', locale)} label={words.save} />);
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a change made elsewhere on the page', () => {
    renderWithBehaviour(<SaveButton guide={savable('guide-c', locale)} label={words.save} />);
    act(() => {
      localStorage.setItem(SAVED_GUIDES_KEY, JSON.stringify(['guide-c']));
      window.dispatchEvent(new Event(SAVED_GUIDES_EVENT));
    });
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  });

  it('is only shown once the boot script has marked <html data-js> (no dead button without JavaScript)', () => {
    render(<SaveButton guide={savable('guide-d', locale)} label={words.save} />);
    expect(screen.getByRole('button')).toHaveClass('hidden', '[[data-js]_&]:inline-flex');
  });
});

describe.each(LOCALES)('ShareButton (%s)', (locale) => {
  const words = WORDS[locale];

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('without the Web Share API, copies the page URL and shows "Link copied" in a status region', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    expect('share' in navigator).toBe(false);
    renderWithBehaviour(<ShareButton title="A guide" label={words.share} locale={locale} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: words.share }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('status')).toHaveTextContent(words.copied);
  });

  it('clears the message after a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithBehaviour(<ShareButton title="A guide" label={words.share} locale={locale} />);
    await user.click(screen.getByRole('button', { name: words.share }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.copied);
    act(() => vi.advanceTimersByTime(SHARE_MESSAGE_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when neither sharing nor copying works', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithBehaviour(<ShareButton title="A guide" label={words.share} locale={locale} />);
    await user.click(screen.getByRole('button', { name: words.share }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.failed);
  });

  it('uses navigator.share when the browser has it', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderWithBehaviour(<ShareButton title="A guide" label={words.shareWithFriends} locale={locale} />);
      await user.click(screen.getByRole('button', { name: words.shareWithFriends }));
      expect(share).toHaveBeenCalledWith({ title: 'A guide', url: window.location.href });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});
