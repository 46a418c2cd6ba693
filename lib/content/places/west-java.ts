// Where a guide's place may be: inside West Java. No package in the registry ships the province's real
// boundary as data, so this is a deliberately generous polygon, documented here rather than drawn from
// memory: the province's published extent is about 5°50′–7°50′ S and, since Banten became a province
// of its own in 2000, about 106°20′–108°50′ E. The polygon is that box widened by about 0.1° on every
// side. It also covers Jakarta and the edges of Banten and Central Java, so it does not catch a place
// a few kilometres over the border; what it catches are the mistakes that happen when coordinates are
// copied by hand: latitude and longitude swapped, a missing minus sign (6.9 is north of the equator,
// in the South China Sea), a place in Bali or Jakarta's islands, a digit slipped (107 → 170).
// Replace POLYGON with a real boundary (any [lng, lat] ring) if one becomes available.

/** [longitude, latitude] corners, in order around the area. */
export const WEST_JAVA_POLYGON: readonly (readonly [number, number])[] = [
  [106.23, -5.73],
  [108.93, -5.73],
  [108.93, -7.93],
  [106.23, -7.93],
];

/** Whether a point lies inside a polygon (even-odd rule; a point exactly on an edge may fall either way). */
export function insidePolygon(
  lat: number,
  lng: number,
  polygon: readonly (readonly [number, number])[] = WEST_JAVA_POLYGON,
): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The polygon's extent, for error messages. */
export const WEST_JAVA_EXTENT = 'latitude −5.73 to −7.93, longitude 106.23 to 108.93';
