import { areaBySlug } from '../content/taxonomy';
import { coverPhoto, remotePhoto, type PhotoSource } from '../photos/photo-source';
import { getPlaces } from '../places/places';
import type { Tour } from './tours';

// Where a tour's card picture comes from: its photo, or its designed cover (lib/tours/tours.ts says
// which), the cover in the colours of the area the trip goes to.

/** The area most of the tour's places are in (the first place's on a tie). */
export function tourArea(tour: Pick<Tour, 'slug' | 'places'>, places = getPlaces()) {
  const areas = tour.places.map((id) => {
    const place = places.get(id);
    if (!place) throw new Error(`tour ${tour.slug} (lib/tours/tours.ts): there is no place ${id}`);
    return place.area;
  });
  const count = (area: string) => areas.filter((other) => other === area).length;
  const area = areas.reduce((best, next) => (count(next) > count(best) ? next : best));
  return areaBySlug(area).slug;
}

/** The source of a tour's picture, for lib/photos/resolve.ts. */
export function tourPhotoSource(tour: Pick<Tour, 'slug' | 'places' | 'image'>): PhotoSource {
  const usedBy = `tour ${tour.slug} (lib/tours/tours.ts)`;
  if (typeof tour.image === 'string') return remotePhoto(tour.image, usedBy);
  return coverPhoto({ area: tourArea(tour), tags: tour.image.cover, seed: tour.slug }, { usedBy });
}
