// Save and Share for guide articles, without React: the saved list lives in localStorage and every
// change is announced with an event, so all Save buttons on a page (and other tabs) stay in sync.

import type { SavedGuideVersions } from './saved-versions';

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

/** What /saved and the offline page show of a saved guide, kept with the list (Save writes it). */
export type SavedGuideDetails = {
  title: string;
  href: string;
  area?: string;
  readTime?: string;
  /** The guide's language (<html lang> of its page), so a list in another language marks it. */
  lang?: string;
  /** Photos stored with it for offline reading (lib/browser/offline-guides.ts), to delete on Remove. */
  files?: string[];
  /** The guide in each language it is published in (./saved-versions.ts), for lists in those languages. */
  versions?: SavedGuideVersions;
};
export type SavedGuide = SavedGuideDetails & { slug: string };

/** Details by slug (a second key, so lists saved before details existed still read). */
export const SAVED_DETAILS_KEY = 'explore-bandung:saved-guide-details';

function readDetails(store: Store | undefined): Record<string, SavedGuideDetails> {
  try {
    const value: unknown = JSON.parse(store?.getItem(SAVED_DETAILS_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, SavedGuideDetails>)
      : {};
  } catch {
    return {};
  }
}

const titleFromSlug = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());

/** The saved guides with what is known of each, oldest first. */
export function readSavedGuides(store: Store | undefined = browserStore()): SavedGuide[] {
  const details = readDetails(store);
  return readSaved(store).map((slug) => {
    const known = details[slug];
    return typeof known?.title === 'string' && typeof known.href === 'string'
      ? { ...known, slug }
      : { slug, title: titleFromSlug(slug), href: `/guides/${slug}` };
  });
}

function write(store: Store | undefined, key: string, value: unknown) {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: the state still changes for this page view.
  }
}

const announce = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SAVED_GUIDES_EVENT));
};

/** Records (or updates) a saved guide's details; its slug must be saved already. */
export function writeSavedDetails(
  slug: string,
  details: SavedGuideDetails,
  store: Store | undefined = browserStore(),
): void {
  if (!readSaved(store).includes(slug)) return;
  write(store, SAVED_DETAILS_KEY, { ...readDetails(store), [slug]: details });
  announce();
}

/**
 * Adds or removes a guide from the saved list; returns whether it is saved now. Saving can record
 * its details at once. Removing keeps them until forgetSavedDetails(), so whoever deletes the
 * guide's stored files (lib/browser/saved-offline.ts) still knows which they are.
 */
export function toggleSaved(
  slug: string,
  store: Store | undefined = browserStore(),
  details?: SavedGuideDetails,
): boolean {
  const saved = readSaved(store);
  const next = saved.includes(slug) ? saved.filter((item) => item !== slug) : [...saved, slug];
  write(store, SAVED_GUIDES_KEY, next);
  const nowSaved = next.includes(slug);
  if (nowSaved && details) write(store, SAVED_DETAILS_KEY, { ...readDetails(store), [slug]: details });
  announce();
  return nowSaved;
}

/** The details recorded for a guide, saved or (until forgotten) removed. */
export const savedDetails = (slug: string, store: Store | undefined = browserStore()) =>
  readDetails(store)[slug];

/** Forgets a removed guide's details. */
export function forgetSavedDetails(slug: string, store: Store | undefined = browserStore()): void {
  const { [slug]: _forgotten, ...others } = readDetails(store);
  if (_forgotten) write(store, SAVED_DETAILS_KEY, others);
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
