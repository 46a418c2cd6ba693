// The site's only browser JavaScript: scripts/build/behaviors.mjs bundles it and scripts/build/strip-runtime.mjs
// puts it inline at the end of every page's <body>. Pages are rendered to HTML at build and ship
// without the React/Next runtime (see docs/performance.md); each behaviour finds its server-rendered
// markup by a data attribute and does nothing on pages that lack it.
import { initGuideActions } from './guide-actions';
import { initKlookWidgets } from './klook-widgets';
import { initMobileMenu } from './mobile-menu';
import { initNavScroll } from './nav-scroll';

// One task each, so no single task holds up the main thread on a slow phone.
for (const init of [initNavScroll, initMobileMenu, initKlookWidgets, initGuideActions]) {
  setTimeout(() => init(document));
}
