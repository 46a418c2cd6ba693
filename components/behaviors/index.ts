// The entry of the site's only browser JavaScript in the built pages: scripts/build/behaviors.mjs
// bundles it and scripts/build/strip-runtime.mjs puts it inline at the end of every page's <body>.
// Pages are rendered to HTML at build and ship without the React/Next runtime (see
// docs/architecture.md). `npm run dev` runs the same behaviours through ./dev-loader.ts.
import { behaviors } from './all';

// One task each, so no single task holds up the main thread on a slow phone.
for (const init of behaviors) {
  setTimeout(() => init(document));
}
