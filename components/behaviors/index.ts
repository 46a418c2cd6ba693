// The site's only browser JavaScript, bundled by scripts/behaviors.mjs into one small deferred file.
// Pages are rendered to HTML at build and ship without the React/Next runtime (see README,
// Performance); each behaviour finds its server-rendered markup by a data attribute and does
// nothing on pages that lack it.
import { initGuideActions } from './guide-actions';
import { initKlookWidgets } from './klook-widgets';
import { initMobileMenu } from './mobile-menu';
import { initNavScroll } from './nav-scroll';

for (const init of [initNavScroll, initMobileMenu, initKlookWidgets, initGuideActions]) init(document);
