import { readSavedGuides, subscribeSaved, toggleSaved, type SavedGuide } from '@/lib/browser/guide-actions';
import { isStoredOffline } from '@/lib/browser/offline-guides';
import { fillMessage, messagesOf } from '@/lib/browser/messages';
import { OFFLINE_ENABLED } from '@/lib/browser/offline-paths';
import { versionFor } from '@/lib/browser/saved-versions';
import { forgetGuideOffline } from '@/lib/browser/saved-offline';

// The saved guides on /saved ("manage": every saved guide, with Remove) and on the offline page
// ("offline": the ones stored on this device). Markup: components/saved/saved-guides.tsx. Where the
// browser cannot save (no service worker or Cache API), the page's notice stays, pointing to /guides.

export function initSavedGuides(doc: Document = document): () => void {
  const root = doc.querySelector<HTMLElement>('[data-saved-guides]');
  const view = doc.defaultView;
  if (!root || !view) return () => {};
  const supported = 'serviceWorker' in view.navigator && 'caches' in view;
  if (!supported) return () => {};
  const mode = root.dataset.savedGuides === 'offline' ? 'offline' : 'manage';
  // The words it shows, in the page's language (data-msg-* on the root).
  const messages = messagesOf(root);
  const content = root.querySelector<HTMLElement>('[data-saved-content]');
  const notice = root.querySelector<HTMLElement>('[data-saved-unsupported]');
  const list = root.querySelector<HTMLElement>('[data-saved-list]');
  const empty = root.querySelector<HTMLElement>('[data-saved-empty]');
  const template = root.querySelector<HTMLElement>('[data-saved-item]');
  if (!content || !list || !template) return () => {};
  if (notice) notice.hidden = true;
  content.hidden = false;

  let stopped = false;
  let run = 0;
  const render = async () => {
    const current = ++run;
    const guides = readSavedGuides();
    const stored = await Promise.all(
      guides.map((guide) => (OFFLINE_ENABLED ? isStoredOffline(guide.href).catch(() => false) : false)),
    );
    // A newer render started meanwhile (the list changed again): let it draw.
    if (stopped || current !== run) return;
    const shown = guides.filter((_, i) => mode === 'manage' || stored[i]);
    list.replaceChildren(...shown.map((guide) => item(guide, stored[guides.indexOf(guide)] ?? false)));
    if (empty) empty.hidden = shown.length > 0;
  };

  const pageLang = doc.documentElement.lang;
  const item = (guide: SavedGuide, offline: boolean) => {
    const node = template.cloneNode(true) as HTMLElement;
    node.removeAttribute('data-saved-item');
    const slot = (name: string) => node.querySelector<HTMLElement>(`[data-slot="${name}"]`);
    // /saved lists the guide in the page's language where it has a version in it; offline, the list
    // shows the version that was kept, the one that opens without a connection.
    const shown = mode === 'manage' ? versionFor(guide, pageLang) : guide;
    const link = slot('link') as HTMLAnchorElement | null;
    if (link) {
      link.href = shown.href;
      link.textContent = shown.title;
    }
    // A guide shown in another language than the page's keeps its own language for screen readers.
    if (shown.lang) node.lang = shown.lang;
    const area = slot('area');
    if (area) area.textContent = shown.area ?? '';
    area?.parentElement?.toggleAttribute('hidden', !shown.area);
    const readTime = slot('read-time');
    if (readTime) readTime.textContent = shown.readTime ?? '';
    readTime?.parentElement?.toggleAttribute('hidden', !shown.readTime);
    const status = slot('status');
    if (status && OFFLINE_ENABLED) {
      if (shown.href === guide.href)
        status.textContent = (offline ? messages.ready : messages.notReady) ?? '';
      else status.replaceChildren(keptVersionLink(guide, offline));
    }
    const remove = node.querySelector<HTMLButtonElement>('button[data-saved-remove]');
    if (remove) {
      remove.setAttribute('aria-label', fillMessage(messages.remove ?? '', { title: shown.title }));
      remove.addEventListener('click', () => {
        toggleSaved(guide.slug);
        void forgetGuideOffline(guide.slug).then(render);
      });
    }
    return node;
  };

  /** The version that was saved, where it is kept offline (or is to be): "Kept offline in English". */
  const keptVersionLink = (guide: SavedGuide, offline: boolean) => {
    const lang = guide.lang ?? '';
    const key = lang.charAt(0).toUpperCase() + lang.slice(1);
    const link = doc.createElement('a');
    link.href = guide.href;
    link.hreflang = lang;
    link.className = 'underline';
    link.textContent = (offline ? messages[`readyIn${key}`] : messages[`notReadyIn${key}`]) ?? guide.title;
    return link;
  };

  void render();
  const unsubscribe = subscribeSaved(() => void render());
  return () => {
    stopped = true;
    unsubscribe();
  };
}
