import { gpx, kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { areaName } from '../../lib/content/taxonomy';
import { LOCALES } from '../../lib/i18n/locales';
import { formatNumber } from '../../lib/i18n/format';
import { localePath } from '../../lib/i18n/paths';
import { googleDirectionsUrl, googleMapsUrl, openStreetMapUrl } from '../../lib/places/map-links';
import { hasCoordinates } from '../../lib/content/places/schema';
import { placeWords } from '../../lib/content/places/words';
import { distanceKm, NEARBY_KM, nearestPlaces } from '../../lib/places/place-lists';
import { hoursText, priceText } from '../../lib/places/place-text';
import {
  absoluteUrl,
  allPlacesFile,
  guidePlacesFile,
  placeHref,
  placesFileHref,
  routes,
} from '../../lib/routes';
import { tours } from '../../lib/content/tours';
import { tourIn } from '../../lib/tours/tour-text';
import { expect, test } from './fixtures';
import { guidesIn, places, wordsOf } from './pages';

/** What @tmcw/togeojson returns, as far as these tests read it. */
type PointFeatures = {
  features: { geometry: unknown; properties: Record<string, unknown> | null }[];
};

// Places as pages: /places lists every record of content/places by area on one map, and each place
// has /places/<id> with its facts, maps links, JSON-LD, and the guides and tours that go there, in
// every language. Expectations come from the records, the guides and the tours table themselves.

const allPlaces = [...places.values()];
const mappedCount = allPlaces.filter(hasCoordinates).length;

for (const locale of LOCALES) {
  const t = wordsOf(locale);

  test(`/places lists every place once, by area, linked to its page, with the map and files [${locale}]`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, routes.places));
    const items = page.locator('li[data-place]');
    await expect(items).toHaveCount(allPlaces.length);
    const hrefs = await items
      .locator('h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(
      allPlaces.map((place) => localePath(locale, placeHref(place.id))).sort(),
    );
    // Numbered 1… straight through, and each area's places under its heading.
    expect(await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-place')))).toEqual(
      allPlaces.map((_, index) => String(index + 1)),
    );
    for (const place of allPlaces) {
      const section = page.locator(`section[data-places-area="${place.area}"]`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(areaName(locale, place.area));
      await expect(
        section.getByRole('link', { name: placeWords(place, locale).name, exact: true }),
      ).toBeVisible();
    }
    // Every place with coordinates is a marker (merged markers list several numbers).
    const markerNumbers = await page
      .locator('svg[data-places-map] [data-map-marker]')
      .evaluateAll((els) => els.flatMap((el) => el.getAttribute('data-map-marker')!.split(' ')));
    expect(markerNumbers).toHaveLength(mappedCount);
    const downloads = page.locator('[data-places-downloads] a');
    await expect(downloads).toHaveCount(2);
    await expect(downloads.first()).toHaveAttribute(
      'href',
      localePath(locale, placesFileHref(allPlacesFile, 'gpx')),
    );
  });

  // One visit per place page checks all it shows: its facts, maps links and JSON-LD, and the guides
  // and tours that go there.
  test(`every place page shows the record's facts, maps links, JSON-LD, and the guides that mention it and tours that visit it [${locale}]`, async ({
    page,
  }) => {
    // Every place page of the language, once (the two tests this once was had 120 s each).
    test.setTimeout(180_000);
    for (const place of allPlaces) {
      const path = localePath(locale, placeHref(place.id));
      const words = placeWords(place, locale);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.name);
      // The eyebrow names the area on its own, after the place's kind ("Place · Further afield",
      // never "Place in Further afield" or "Tempat di Di luar Bandung").
      const area = areaName(locale, place.area);
      const eyebrow = await page.locator('main h1').locator('xpath=preceding-sibling::p[1]').textContent();
      expect(eyebrow?.endsWith(` · ${area}`), `${eyebrow}`).toBe(true);
      const facts = page.locator('[data-place-facts]');
      await expect(facts).toContainText(areaName(locale, place.area));
      if (words.address) await expect(facts).toContainText(words.address);
      if (place.hours) await expect(facts).toContainText(hoursText(locale, place.hours));
      if (place.price) await expect(facts).toContainText(priceText(locale, place.price));
      const findable = { ...place, name: words.name };
      for (const href of [
        googleMapsUrl(findable),
        googleDirectionsUrl(findable),
        openStreetMapUrl(findable),
      ]) {
        await expect(facts.locator(`a[href="${href.replace(/"/g, '\\"')}"]`)).toHaveAttribute(
          'target',
          '_blank',
        );
      }
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      const attraction = blocks.find((block) => block['@type'] === 'TouristAttraction')!;
      expect(attraction).toMatchObject({ name: words.name, url: absoluteUrl(path) });
      if (hasCoordinates(place)) {
        expect(attraction.geo).toEqual({
          '@type': 'GeoCoordinates',
          latitude: place.lat,
          longitude: place.lng,
        });
        await expect(page.locator('[data-place-nearby] svg[data-places-map]')).toBeVisible();
        // Near it: only places within NEARBY_KM, nearest first (the list's order and links).
        const near = nearestPlaces(place, allPlaces);
        expect(
          await page
            .locator('[data-place-nearby] li[data-place] a')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
          path,
        ).toEqual(near.map(({ place: other }) => localePath(locale, placeHref(other.id))));
      } else {
        await expect(page.locator('[data-place-nearby]')).toContainText(t('placePages.noCoordinates'));
      }
      if (place.hours?.rules.some((rule) => !('closed' in rule))) {
        expect(attraction.openingHoursSpecification).toBeInstanceOf(Array);
      }
      expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);

      const guides = guidesIn(locale).filter((guide) => guide.places.some((p) => p.id === place.id));
      const visiting = tours
        .filter((tour) => (tour.places as readonly string[]).includes(place.id))
        .map((tour) => tourIn(tour, locale));
      if (guides.length === 0 && visiting.length === 0) continue;
      const guideLinks = page.locator('[data-place-guides] h3 a');
      await expect(guideLinks).toHaveCount(guides.length);
      if (guides.length) {
        expect((await guideLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(
          guides.map((guide) => guide.href).sort(),
        );
      }
      const tourCards = page.locator('[data-place-tours] article');
      await expect(tourCards).toHaveCount(visiting.length);
      for (const tour of visiting) {
        const card = page.locator(`[data-place-tours] article#${tour.slug}`);
        await expect(card.getByRole('heading', { level: 3, name: tour.name })).toBeVisible();
        await expect(
          card.getByRole('link', { name: new RegExp(`^${t('tours.viewActivity')}`) }),
        ).toHaveAttribute('href', localePath(locale, `${routes.redirect}/${tour.slug}`));
      }
      if (visiting.length)
        await expect(page.locator('[data-place-tours] [data-affiliate-disclosure]')).toBeVisible();
    }
  });

  test(`Kawah Putih lists only what is near it, with the distance, and a lone place says so [${locale}]`, async ({
    page,
  }) => {
    const kawahPutih = places.get('kawah-putih')!;
    const near = nearestPlaces(kawahPutih, allPlaces);
    await page.goto(localePath(locale, placeHref(kawahPutih.id)));
    const items = page.locator('[data-place-nearby] li[data-place]');
    await expect(items).toHaveCount(near.length);
    for (const [index, { place: other, km }] of near.entries()) {
      await expect(items.nth(index)).toContainText(placeWords(other, locale).name);
      await expect(items.nth(index)).toContainText(
        t('placePages.distance', { km: formatNumber(locale, Math.round(km * 10) / 10) }),
      );
    }
    const airport = places.get('bandara-husein-sastranegara')!;
    expect(distanceKm(kawahPutih as never, airport as never)).toBeGreaterThan(NEARBY_KM);
    await expect(page.locator('[data-place-nearby]')).not.toContainText(placeWords(airport, locale).name);
    // A mapped place with nothing within reach says so instead of listing far places.
    const lone = allPlaces.find(
      (entry) => hasCoordinates(entry) && nearestPlaces(entry, allPlaces).length === 0,
    );
    if (!lone) return;
    await page.goto(localePath(locale, placeHref(lone.id)));
    await expect(page.locator('[data-place-nearby] li[data-place]')).toHaveCount(0);
    await expect(page.locator('[data-place-nearby-intro]')).toHaveText(
      t('placePages.nearbyNone', { km: String(NEARBY_KM), name: placeWords(lone, locale).name }),
    );
  });

  test(`every tour card lists the places it visits, linked to their pages [${locale}]`, async ({ page }) => {
    await page.goto(localePath(locale, routes.tours));
    for (const tour of tours) {
      const links = page.locator(`article#${tour.slug} [data-tour-places] a`);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
        tour.places.map((id) => localePath(locale, placeHref(id))),
      );
      expect(await links.allTextContents()).toEqual(
        tour.places.map((id) => placeWords(places.get(id)!, locale).name),
      );
    }
  });

  test(`the places files parse as GPX and KML and hold every place with coordinates [${locale}]`, async ({
    request,
  }) => {
    const guide = guidesIn(locale).find((entry) => entry.places.some(hasCoordinates))!;
    const files = [
      { name: allPlacesFile, places: allPlaces },
      { name: guidePlacesFile(guide.slug), places: guide.places },
    ];
    for (const file of files) {
      for (const [format, read] of [
        ['gpx', gpx],
        ['kml', kml],
      ] as const) {
        const response = await request.get(localePath(locale, placesFileHref(file.name, format)));
        expect(response.status()).toBe(200);
        const doc = new DOMParser().parseFromString(await response.text(), 'text/xml');
        const { features } = read(doc as unknown as Document) as PointFeatures;
        const names = features.map((feature) => feature.properties?.name);
        expect(names).toEqual(
          file.places.filter(hasCoordinates).map((place) => placeWords(place, locale).name),
        );
      }
    }
  });
}

// The way to /places besides the nav and footer (fixed by the spec): from the guides section of the
// home page, every guide list, and each guide's "Places in this guide".
for (const locale of LOCALES) {
  const t = wordsOf(locale);
  const guide = guidesIn(locale).find((entry) => entry.places.length > 0)!;
  const where = [
    {
      name: 'the home page’s guides section',
      path: localePath(locale, routes.home),
      within: 'section#guides',
    },
    { name: 'the guide list', path: localePath(locale, routes.guides), within: 'main' },
    { name: 'a guide’s places', path: guide.href, within: '[data-guide-places]' },
  ];
  for (const { name, path, within } of where) {
    test(`${name} links to every place [${locale}]`, async ({ page }) => {
      await page.goto(path);
      const link = page.locator(within).getByRole('link', { name: t('placePages.allPlaces'), exact: true });
      await expect(link).toHaveAttribute('href', localePath(locale, routes.places));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, routes.places)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('placePages.listHeading'));
    });
  }
}
