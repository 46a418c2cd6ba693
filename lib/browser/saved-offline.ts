import {
  forgetSavedDetails,
  readSavedGuides,
  savedDetails,
  writeSavedDetails,
  type SavedGuideDetails,
} from './guide-actions';
import { photoSources, removeGuideOffline, storeGuideOffline } from './offline-guides';

// Save and Remove for offline reading, between the saved list (localStorage, ./guide-actions.ts) and
// the saved-guides cache (./offline-guides.ts).

/** The photos a guide page shows (hero and body; not the cards of other guides in its footer). */
const guidePhotos = (doc: Document) =>
  [...doc.querySelectorAll<HTMLImageElement>('article img')].filter((image) => !image.closest('footer'));

/** The guide's places files (GPX and KML, components/places/places-downloads.tsx), to open offline. */
const placesFiles = (doc: Document) =>
  [...doc.querySelectorAll<HTMLAnchorElement>('[data-places-downloads] a[href]')].map((link) => link.href);

/**
 * Keeps the guide on this page for offline reading: the page, its photos, its stylesheets, and its
 * places files.
 */
export async function keepGuideOffline(
  doc: Document,
  slug: string,
  details: SavedGuideDetails,
): Promise<void> {
  const photos = await photoSources(guidePhotos(doc));
  const styles = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => link.href,
  );
  const files = await storeGuideOffline(details.href, [...photos, ...styles, ...placesFiles(doc)]);
  writeSavedDetails(slug, { ...details, files });
}

/** Deletes a removed guide's stored page and the files no other saved guide uses, then its details. */
export async function forgetGuideOffline(slug: string): Promise<void> {
  const details = savedDetails(slug);
  if (details) {
    const stillUsed = new Set(
      readSavedGuides()
        .filter((other) => other.slug !== slug)
        .flatMap((other) => other.files ?? []),
    );
    await removeGuideOffline(details.href, details.files ?? [], stillUsed);
  }
  forgetSavedDetails(slug);
}
