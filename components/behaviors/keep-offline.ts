import { isSaved, savedDetails, subscribeSaved } from '@/lib/browser/guide-actions';
import { OFFLINE_ENABLED } from '@/lib/browser/offline-paths';
import { forgetGuideOffline, keepGuideOffline } from '@/lib/browser/saved-offline';

// On a guide page (built pages only): when the guide is saved, keep it for reading offline (page,
// photos at the size shown, stylesheets); when it is removed, delete them. A saved guide opened
// again online is stored again once the page has loaded, so the copy follows the deployed site.
// Save buttons carry data-offline="saving" | "ready" | "failed" meanwhile and after.

export function initKeepOffline(doc: Document = document): () => void {
  const buttons = [...doc.querySelectorAll<HTMLButtonElement>('button[data-save-guide]')];
  const view = doc.defaultView;
  const slug = buttons[0]?.dataset.saveGuide;
  if (!OFFLINE_ENABLED || !view || !slug) return () => {};
  const show = (state?: string) => {
    for (const button of buttons) {
      if (state) button.dataset.offline = state;
      else delete button.dataset.offline;
    }
  };
  const keep = () => {
    const details = savedDetails(slug);
    if (!details) return;
    show('saving');
    keepGuideOffline(doc, slug, details).then(
      () => show('ready'),
      () => show('failed'),
    );
  };

  let saved = isSaved(slug);
  let waiting: ReturnType<typeof setTimeout> | undefined;
  if (saved && view.navigator.onLine) {
    // Just saved (the page has loaded), or a saved guide opened again: then after the page settles.
    if (doc.readyState === 'complete') keep();
    else view.addEventListener('load', () => (waiting = setTimeout(keep, 1000)), { once: true });
  }
  const unsubscribe = subscribeSaved(() => {
    if (isSaved(slug) === saved) return;
    saved = !saved;
    if (saved) keep();
    else {
      show();
      void forgetGuideOffline(slug);
    }
  });
  return () => {
    clearTimeout(waiting);
    unsubscribe();
  };
}
