import {
  isSaved,
  shareOrCopy,
  subscribeSaved,
  toggleSaved,
  type ShareResult,
} from '@/lib/browser/guide-actions';
import { readVersions } from '@/lib/browser/saved-versions';
import { loadOfflineBehaviors } from './service-worker';

// Save and Share on a guide article (markup: components/guides/guide-actions.tsx). Save records what
// /saved shows of the guide; in built pages it also loads the offline script
// (components/behaviors/offline.ts), which keeps the guide, with its photos, for reading offline.

/** The message a share result shows, in the page's language: the button carries it (data-share-*). */
const messageFor = (button: HTMLButtonElement, result: ShareResult) =>
  result === 'copied'
    ? button.dataset.shareCopied
    : result === 'failed'
      ? button.dataset.shareFailed
      : undefined;

/** How long a share message stays visible. */
export const SHARE_MESSAGE_MS = 4000;

export function initGuideActions(doc: Document = document): () => void {
  const view = doc.defaultView;
  const saveButtons = [...doc.querySelectorAll<HTMLButtonElement>('button[data-save-guide]')];
  const shareButtons = [...doc.querySelectorAll<HTMLButtonElement>('button[data-share-title]')];
  if (!view || (saveButtons.length === 0 && shareButtons.length === 0)) return () => {};

  // Every Save button shows the stored state; CSS swaps icon and label on aria-pressed.
  const showSaved = () => {
    for (const button of saveButtons) {
      button.setAttribute('aria-pressed', String(isSaved(button.dataset.saveGuide ?? '')));
    }
  };
  const onSave = (event: Event) => {
    const {
      saveGuide = '',
      guideTitle,
      guideHref,
      guideArea,
      guideReadTime,
      guideLang,
      guideVersions,
    } = (event.currentTarget as HTMLButtonElement).dataset;
    toggleSaved(saveGuide, undefined, {
      title: guideTitle ?? doc.title,
      href: guideHref ?? view.location.pathname,
      area: guideArea,
      readTime: guideReadTime,
      lang: guideLang,
      versions: readVersions(guideVersions),
    });
    loadOfflineBehaviors(view);
  };

  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const onShare = async (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    // The status region sits next to its button and is always present, so the message is announced.
    const status = button.parentElement?.querySelector('[role="status"]');
    const result = await shareOrCopy(
      { title: button.dataset.shareTitle ?? doc.title, url: view.location.href },
      view.navigator,
    );
    if (!status) return;
    status.textContent = messageFor(button, result) ?? '';
    clearTimeout(timers.get(status));
    timers.set(
      status,
      setTimeout(() => (status.textContent = ''), SHARE_MESSAGE_MS),
    );
  };

  showSaved();
  // A saved guide opened again: the offline script refreshes its stored copy.
  if (saveButtons.some((button) => isSaved(button.dataset.saveGuide ?? ''))) loadOfflineBehaviors(view);
  const unsubscribe = subscribeSaved(showSaved);
  for (const button of saveButtons) button.addEventListener('click', onSave);
  for (const button of shareButtons) button.addEventListener('click', onShare);
  return () => {
    unsubscribe();
    for (const button of saveButtons) button.removeEventListener('click', onSave);
    for (const button of shareButtons) button.removeEventListener('click', onShare);
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
