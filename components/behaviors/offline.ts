import { offlineBehaviors } from './offline-behaviors';

// The offline script: bundled by scripts/build/service-worker.mjs to OFFLINE_SCRIPT
// (lib/browser/offline-paths.ts) and loaded by ./service-worker.ts where a page needs it.
for (const init of offlineBehaviors) init(document);
