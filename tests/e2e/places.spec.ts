import {
  googleDirectionsUrl,
  googleMapsUrl,
  MAP_LINK_PREPOSITION,
  openStreetMapUrl,
} from '../../lib/places/map-links';
import { LOCALES } from '../../lib/i18n/locales';
import { CITY_CENTRE_PLACE, LANDMARKS } from '../../lib/places/landmarks';
import { layoutMap } from '../../lib/places/map-layout';
import { mapTowns, TOWNS_SOURCE } from '../../lib/places/map-towns';
import { placesByArea } from '../../lib/places/place-lists';
import { hasCoordinates } from '../../lib/content/places/schema';
import { localePath } from '../../lib/i18n/paths';
import { absoluteUrl, guideHref, placeHref, routes } from '../../lib/routes';
import { expect, test } from './fixtures';
import { guides, guidesIn, places, wordsOf } from './pages';

// "Places in this guide": every place of a guide's frontmatter (read here with the site's schema, so
// the expectations follow the content), as a compact row with its map links in one disclosure, and
// its numbered marker on the map.

const withPlaces = guides.filter((guide) => guide.places.length > 0);

test('every guide lists places', () => {
  expect(withPlaces.map((guide) => guide.slug).sort()).toEqual(guides.map((guide) => guide.slug).sort());
});

for (const guide of withPlaces) {
  test(`${guide.slug}: each place with its map links, opening in a new tab`, async ({ page }) => {
    await page.goto(guideHref(guide.slug));
    const section = page.getByRole('region', { name: 'Places in this guide' });
    const items = section.locator('li[data-place]');
    await expect(items).toHaveCount(guide.places.length);
    for (const [index, place] of guide.places.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(`${index + 1}${place.name}`);
      // The maps links are in the row's one disclosure, closed at first.
      const disclosure = item.locator('details[data-place-maps]');
      await expect(disclosure).not.toHaveAttribute('open');
      await disclosure.locator('summary').click();
      const links = {
        'Open in Google Maps': googleMapsUrl(place),
        Directions: googleDirectionsUrl(place),
        OpenStreetMap: openStreetMapUrl(place),
      };
      for (const [label, href] of Object.entries(links)) {
        const name = `${label} ${MAP_LINK_PREPOSITION[label as keyof typeof MAP_LINK_PREPOSITION]} ${place.name}`;
        const link = item.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      }
    }
  });

  test(`${guide.slug}: the map has a numbered marker for every place, north up and east right`, async ({
    page,
  }) => {
    await page.goto(guideHref(guide.slug));
    // The map, and the inset of the city's core that a map crowded at its centre has below it.
    const maps = page.locator('svg[data-places-map]');
    const map = page.locator('svg[data-places-map=""]');
    // A place without coordinates is in the list but not on the map; no place on it, no map.
    const mappedNumbers = guide.places.flatMap((place, index) => (hasCoordinates(place) ? [index + 1] : []));
    if (mappedNumbers.length === 0) {
      await expect(maps).toHaveCount(0);
      return;
    }
    await expect(map).toHaveAttribute('role', 'img');
    await expect(map).toHaveAttribute('aria-label', new RegExp(`${guide.places.length} places .*list below`));
    // Where each marker's place is (data-map-at: a marker moved off a crowded spot has a leader line
    // back to it), per drawing.
    const markers = await maps.locator('[data-map-marker]').evaluateAll((nodes) =>
      nodes.map((node) => {
        const [x, y] = (node.getAttribute('data-map-at') ?? '').split(' ').map(Number);
        return {
          numbers: (node.getAttribute('data-map-marker') ?? '').split(' ').map(Number),
          label: node.textContent ?? '',
          map: node.closest('svg')!.getAttribute('data-places-map'),
          x: x!,
          y: y!,
        };
      }),
    );
    // Each number 1…n on exactly one marker, and each marker shows the numbers it stands for.
    expect(markers.flatMap((m) => m.numbers).sort((a, b) => a - b)).toEqual(mappedNumbers);
    for (const marker of markers) {
      for (const n of marker.numbers)
        expect(marker.label).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)|\\d+–\\d+`));
    }
    // Single markers sit where their coordinates say: further east is further right, further north higher.
    const singles = markers
      .filter((m) => m.numbers.length === 1)
      .map((m) => ({ ...m, place: guide.places[m.numbers[0]! - 1]! }));
    for (const a of singles) {
      for (const b of singles.filter((other) => other.map === a.map)) {
        if (b.place.lng! - a.place.lng! > 0.005)
          expect(b.x, `${b.place.name} east of ${a.place.name}`).toBeGreaterThan(a.x);
        if (b.place.lat! - a.place.lat! > 0.005)
          expect(b.y, `${b.place.name} north of ${a.place.name}`).toBeLessThan(a.y);
      }
    }
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the map is legible: as wide as the text, markers and numbers at a readable size', async ({
    page,
  }) => {
    const guide = withPlaces.find((entry) => entry.places.some(hasCoordinates))!;
    await page.goto(guideHref(guide.slug));
    const map = page.locator('svg[data-places-map]');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    expect(box.width).toBeGreaterThan(320);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const marker = (await map
      .locator('[data-map-marker] circle, [data-map-marker] rect')
      .first()
      .boundingBox())!;
    expect(marker.height).toBeGreaterThanOrEqual(20);
    const fontSize = await map
      .locator('[data-map-marker] text')
      .first()
      .evaluate((node) => (node as SVGTextElement).getBoundingClientRect().height);
    expect(fontSize).toBeGreaterThanOrEqual(10);
  });

  // What the map draws besides its markers (the centre's name, the scale bar, the north arrow) never
  // covers a marker, and every marker and label is whole inside the map.
  for (const guide of withPlaces.filter((entry) => entry.places.some(hasCoordinates))) {
    test(`${guide.slug}: no marker is covered or cut off`, async ({ page }) => {
      await page.goto(guideHref(guide.slug));
      for (const map of await page.locator('svg[data-places-map]').all()) {
        await map.scrollIntoViewIfNeeded();
        const { frame, markers, others } = await map.evaluate((svg) => {
          const box = (node: Element) => {
            const r = node.getBoundingClientRect();
            return {
              name: node.getAttribute('data-map-marker') ?? node.outerHTML.slice(0, 40),
              l: r.left,
              t: r.top,
              r: r.right,
              b: r.bottom,
            };
          };
          return {
            frame: box(svg),
            markers: [...svg.querySelectorAll('[data-map-marker]')].map(box),
            others: [
              ...svg.querySelectorAll(
                '[data-map-centre-label], [data-map-scale], [data-map-north], [data-map-landmark]',
              ),
            ].map(box),
          };
        });
        expect(others.length).toBeGreaterThanOrEqual(2); // the scale bar and the north arrow, at least
        const overlap = (a: typeof frame, b: typeof frame) =>
          a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;
        for (const item of [...markers, ...others]) {
          expect(item.l, item.name).toBeGreaterThanOrEqual(frame.l);
          expect(item.r, item.name).toBeLessThanOrEqual(frame.r);
          expect(item.t, item.name).toBeGreaterThanOrEqual(frame.t);
          expect(item.b, item.name).toBeLessThanOrEqual(frame.b);
        }
        for (const marker of markers) {
          for (const other of others)
            expect(overlap(marker, other), `${marker.name} under ${other.name}`).toBe(false);
        }
      }
    });
  }
});

test('a map link opens the place in a new tab at the maps URL', async ({ page, offsite }) => {
  const guide = withPlaces[0]!;
  const place = guide.places[0]!;
  await page.goto(guideHref(guide.slug));
  await page.locator('[data-place="1"] details[data-place-maps] > summary').click();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: `Directions to ${place.name}` }).click(),
  ]);
  await expect(popup.locator('#stub-url')).toHaveText(googleDirectionsUrl(place));
  expect(offsite.matching(/google\.com\/maps/)).toEqual([googleDirectionsUrl(place)]);
});

test('the article’s structured data names each place as a TouristAttraction, with its page and coordinates', async ({
  page,
}) => {
  const guide = withPlaces[0]!;
  await page.goto(guideHref(guide.slug));
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')));
  const article = blocks.find((block) => block['@type'] === 'Article');
  expect(article.mentions).toHaveLength(guide.places.length);
  for (const [index, place] of guide.places.entries()) {
    expect(article.mentions[index]).toMatchObject({
      '@type': 'TouristAttraction',
      name: place.name,
      url: absoluteUrl(placeHref(place.id)),
    });
    expect(article.mentions[index].geo).toEqual(
      hasCoordinates(place)
        ? { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng }
        : undefined,
    );
  }
});

// The volcanoes drawn as landmarks (lib/places/landmarks.ts) and the towns (lib/places/map-towns.ts,
// GeoNames): on each guide's map and on /places exactly those the layout places inside the frame,
// named in the page's language and in the map's text alternative too (they are not in the list below
// it); a map naming towns credits GeoNames and its licence.
for (const locale of LOCALES) {
  test(`the maps show the volcanoes and towns inside their frame, named [${locale}]`, async ({ page }) => {
    test.setTimeout(60_000);
    const t = wordsOf(locale);
    const square = places.get(CITY_CENTRE_PLACE)!;
    const landmarks = LANDMARKS.map((landmark) => ({
      ...landmark,
      name: t(`places.landmarks.${landmark.id}`),
    }));
    // Each map numbered as its list numbers the places (a pill's width depends on its numbers).
    const maps = [
      ...guidesIn(locale).map((guide) => ({
        href: guide.href,
        mapped: guide.places.flatMap((place, index) =>
          hasCoordinates(place) ? [{ lat: place.lat, lng: place.lng, number: index + 1 }] : [],
        ),
      })),
      {
        href: localePath(locale, routes.places),
        mapped: placesByArea([...places.values()], locale)
          .flatMap((group) => group.places)
          .flatMap((place) =>
            hasCoordinates(place) ? [{ lat: place.lat, lng: place.lng, number: place.number }] : [],
          ),
      },
    ].filter((entry) => entry.mapped.length > 0);
    const shown = { landmarks: new Set<string>(), towns: new Set<string>() };
    for (const { href, mapped } of maps) {
      const expected = layoutMap(mapped, {
        centreLabel: t('places.centreLabel'),
        insetLabel: t('places.insetLabel'),
        landmarks,
        centre: { lat: square.lat!, lng: square.lng! },
        towns: mapTowns(),
      });
      await page.goto(href);
      const map = page.locator('svg[data-places-map=""]');
      await expect(map.locator('[data-map-landmark]'), href).toHaveText(
        expected.landmarks.map((landmark) => landmark.label.text),
      );
      for (const landmark of expected.landmarks) {
        await expect(map, href).toHaveAttribute('aria-label', new RegExp(landmark.label.text));
        await expect(map.locator(`[data-map-landmark="${landmark.id}"] path`)).toBeVisible();
        shown.landmarks.add(landmark.id);
      }
      await expect(map.locator('[data-map-town]'), href).toHaveText(expected.towns.map((town) => town.name));
      for (const town of expected.towns) {
        await expect(map, href).toHaveAttribute('aria-label', new RegExp(town.name));
        await expect(map.locator(`[data-map-town="${town.name}"] circle`)).toBeVisible();
        shown.towns.add(town.name);
      }
      const caption = page.locator('[data-map-static] figcaption').first();
      if (expected.towns.length > 0) {
        await expect(caption.getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
          'href',
          TOWNS_SOURCE.href,
        );
        await expect(caption.getByRole('link', { name: TOWNS_SOURCE.licence })).toHaveAttribute(
          'href',
          TOWNS_SOURCE.licenceHref,
        );
      } else {
        await expect(caption.getByRole('link', { name: 'GeoNames' })).toHaveCount(0);
      }
    }
    // The volcanoes and towns around Bandung are named somewhere: the check is not vacuous.
    expect(shown.landmarks.size).toBeGreaterThanOrEqual(2);
    expect(shown.towns.size).toBeGreaterThanOrEqual(4);
  });
}
