import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveButton, ShareButton } from '@/components/guides/guide-actions';
import {
  isSaved,
  readSaved,
  SAVED_GUIDES_EVENT,
  SAVED_GUIDES_KEY,
  shareOrCopy,
  subscribeSaved,
  toggleSaved,
} from '@/lib/guide-actions';

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

describe('SaveButton', () => {
  it('toggles aria-pressed and the label "Saved", and keeps every instance in sync', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SaveButton slug="guide-a" label="Save" />
        <SaveButton slug="guide-a" label="Save for Later" variant="footer" />
      </>,
    );
    const bar = screen.getByRole('button', { name: 'Save' });
    const footer = screen.getByRole('button', { name: 'Save for Later' });
    expect(bar).toHaveAttribute('aria-pressed', 'false');
    await user.click(bar);
    expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(2);
    expect(bar).toHaveAttribute('aria-pressed', 'true');
    expect(footer).toHaveAttribute('aria-pressed', 'true');
    expect(readSaved()).toEqual(['guide-a']);
    await user.click(footer);
    expect(bar).toHaveAttribute('aria-pressed', 'false');
    expect(bar).toHaveTextContent('Save');
    expect(footer).toHaveTextContent('Save for Later');
    expect(readSaved()).toEqual([]);
  });

  it('starts pressed when the guide was saved before (e.g. after a reload)', () => {
    localStorage.setItem(SAVED_GUIDES_KEY, JSON.stringify(['guide-b']));
    render(<SaveButton slug="guide-b" label="Save" />);
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a change made elsewhere on the page', () => {
    render(<SaveButton slug="guide-c" label="Save" />);
    act(() => {
      localStorage.setItem(SAVED_GUIDES_KEY, JSON.stringify(['guide-c']));
      window.dispatchEvent(new Event(SAVED_GUIDES_EVENT));
    });
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
  });
});

describe('ShareButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it('without the Web Share API, copies the page URL and shows "Link copied" in a status region', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    expect('share' in navigator).toBe(false);
    render(<ShareButton title="A guide" label="Share" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('uses navigator.share when the browser has it', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      render(<ShareButton title="A guide" label="Share with Friends" />);
      await user.click(screen.getByRole('button', { name: 'Share with Friends' }));
      expect(share).toHaveBeenCalledWith({ title: 'A guide', url: window.location.href });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});
