import { initKeepOffline } from './keep-offline';
import { initRetry } from './retry';
import { initSavedGuides } from './saved-guides';

/**
 * The behaviours of saved guides and offline reading. Built pages load them as one script file
 * (./offline.ts → /behaviors/offline.js, precached by the service worker) only where needed, so
 * pages that never save carry none of this code; `npm run dev` runs them with the others
 * (./dev-loader.ts).
 */
export const offlineBehaviors: readonly ((doc: Document) => () => void)[] = [
  initKeepOffline,
  initSavedGuides,
  initRetry,
];
