import { initGuideActions } from './guide-actions';
import { initInteractiveMap } from './interactive-map';
import { initKlookWidgets } from './klook-widgets';
import { initMobileMenu } from './mobile-menu';
import { initNavScroll } from './nav-scroll';
import { initSavedCount } from './saved-count';
import { initServiceWorker } from './service-worker';

/**
 * Every behaviour of the site, each finding its server-rendered markup by a data attribute and
 * doing nothing on pages that lack it. Each returns a function that undoes it. Run by the inline
 * script of the built pages (./index.ts) and, in `npm run dev`, by ./dev-loader.ts.
 */
export const behaviors: readonly ((doc: Document) => () => void)[] = [
  initNavScroll,
  initMobileMenu,
  initKlookWidgets,
  initGuideActions,
  initSavedCount,
  initInteractiveMap,
  initServiceWorker,
];
