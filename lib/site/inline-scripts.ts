import { BOOT_SCRIPT } from './boot-script';
import { NOT_FOUND_SCRIPT } from './not-found';
import { LOCALES } from '../i18n/locales';
import { leaveAfterPaintScript, redirectTarget } from '../tours/redirect';
import { tours } from '../content/tours';

// The allow-list of inline scripts. The post-build step (scripts/build/postbuild.mjs) hashes each page's
// inline scripts into its Content-Security-Policy, and refuses, naming the page, any inline script
// whose exact text is not listed here (or is not the behaviours bundle it inlines itself): a future
// HTML-injection bug then fails the build instead of having its script allowed by hash. JSON-LD data
// blocks and scripts loaded by src from the site need no entry.
//
// Adding an inline script to a page? Add its exact text here, under a name that says where it runs.
// The build writes this list to out/inline-scripts.json (app/inline-scripts.json/route.ts) from the
// same modules the pages use, and the post-build step reads it and deletes the file.

export function inlineScripts(): Record<string, string[]> {
  return {
    /** <head> of every page (components/layout/site-document.tsx). */
    boot: [BOOT_SCRIPT],
    /** The 404 page (app/global-not-found.tsx). */
    'not-found': [NOT_FOUND_SCRIPT],
    /** /redirect/<slug> and /id/redirect/<slug> (components/tours/redirect-notice.tsx), one per tour and language. */
    redirect: LOCALES.flatMap((locale) =>
      tours.map((tour) => leaveAfterPaintScript(redirectTarget(tour.slug, locale).url)),
    ),
  };
}
