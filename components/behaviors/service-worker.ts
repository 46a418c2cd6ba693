import { OFFLINE_ENABLED, OFFLINE_SCRIPT, SERVICE_WORKER_URL } from '@/lib/browser/offline-paths';

// Registers the service worker (service-worker/sw.ts, built to out/sw.js) once the page has loaded,
// so it never competes with the page for the network; and loads the offline script where a page
// needs it. Built pages only: in `npm run dev` it instead unregisters any worker left on the origin
// by a production build served there, so dev pages are never answered from a cache (the dev loader
// runs the offline behaviours itself).

const offlineScript: string = OFFLINE_SCRIPT;
let offlineLoaded = false;

/**
 * Loads components/behaviors/offline.ts (bundled to OFFLINE_SCRIPT, precached by the worker) once:
 * saved guides kept for offline reading, /saved, the offline page. Built pages only.
 */
export function loadOfflineBehaviors(view: Window): void {
  if (!OFFLINE_ENABLED || offlineLoaded || !('caches' in view)) return;
  offlineLoaded = true;
  import(/* webpackIgnore: true */ offlineScript).catch(() => (offlineLoaded = false));
}

export function initServiceWorker(doc: Document = document): () => void {
  const view = doc.defaultView;
  const workers = view?.navigator.serviceWorker;
  if (!view || !workers) return () => {};
  if (!OFFLINE_ENABLED) {
    void workers
      .getRegistrations()
      .then((all) => all.forEach((registration) => void registration.unregister()));
    return () => {};
  }
  // /saved and the offline page list the saved guides at once.
  if (doc.querySelector('[data-saved-guides]')) loadOfflineBehaviors(view);
  const register = () => void workers.register(SERVICE_WORKER_URL).catch(() => {});
  if (doc.readyState === 'complete') {
    register();
    return () => {};
  }
  view.addEventListener('load', register, { once: true });
  return () => view.removeEventListener('load', register);
}
