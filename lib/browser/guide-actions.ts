// Save and Share for guide articles, without React: the saved list lives in localStorage and every
// change is announced with an event, so all Save buttons on a page (and other tabs) stay in sync.

export const SAVED_GUIDES_KEY = 'explore-bandung:saved-guides';
export const SAVED_GUIDES_EVENT = 'explore-bandung:saved-guides-change';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const browserStore = (): Store | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); Save then simply does not persist.
    return undefined;
  }
};

/** The saved guide slugs, oldest first. Anything unreadable counts as an empty list. */
export function readSaved(store: Store | undefined = browserStore()): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(SAVED_GUIDES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export const isSaved = (slug: string, store: Store | undefined = browserStore()) =>
  readSaved(store).includes(slug);

/** Adds or removes a guide from the saved list; returns whether it is saved now. */
export function toggleSaved(slug: string, store: Store | undefined = browserStore()): boolean {
  const saved = readSaved(store);
  const next = saved.includes(slug) ? saved.filter((item) => item !== slug) : [...saved, slug];
  try {
    store?.setItem(SAVED_GUIDES_KEY, JSON.stringify(next));
  } catch {
    // Quota or blocked storage: the state still changes for this page view.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SAVED_GUIDES_EVENT));
  return next.includes(slug);
}

/** Calls onChange on every change, in this page (custom event) and in other tabs (storage); returns unsubscribe. */
export function subscribeSaved(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_GUIDES_KEY) onChange();
  };
  window.addEventListener(SAVED_GUIDES_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SAVED_GUIDES_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
};

/**
 * Shares a page with the Web Share API where the browser has one, else copies its URL to the
 * clipboard. Dismissing the share sheet is not an error ('cancelled').
 */
export async function shareOrCopy(
  data: { title: string; url: string },
  nav: ShareNavigator,
): Promise<ShareResult> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: data.title, url: data.url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
      // Otherwise (e.g. not allowed here) fall back to copying.
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
