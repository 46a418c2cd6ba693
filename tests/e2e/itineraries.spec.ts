import type { BrowserContext, Page } from '@playwright/test';
import { SAVED_GUIDES_CACHE } from '../../lib/browser/offline-paths';
import { LOCALES, otherLocale } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { itineraryPlaces } from '../../lib/itineraries/model';
import { placeName, timeText, worksOnText } from '../../lib/itineraries/text';
import { hasCoordinates } from '../../lib/places/place-schema';
import {
  absoluteUrl,
  itineraryPdfHref,
  itineraryPlacesFile,
  placeHref,
  placesFileHref,
  routes,
} from '../../lib/routes';
import { axeViolations } from './axe';
import { expect, isLocal, test } from './fixtures';
import { guidesIn, itinerariesIn, sampleItineraryIn, wordsOf } from './pages';

// The itineraries as the built site shows them, in every language: the list, each plan's page (its
// days, stops at their computed times, files and structured data), the links to them from the home
// page and the places they visit, and saving one for offline like a guide. Expectations come from
// content/itineraries as the build computes it (tests/e2e/pages.ts).

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

for (const locale of LOCALES) {
  const t = wordsOf(locale);
  const own = itinerariesIn(locale);
  const sample = sampleItineraryIn(locale);

  test(`the list shows every itinerary once, linked to its page [${locale}]`, async ({ page }) => {
    await page.goto(localePath(locale, routes.itineraries));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('itineraries.listHeading'));
    const cards = page.locator('[data-itinerary-card]');
    await expect(cards).toHaveCount(own.length);
    for (const itinerary of own) {
      const card = page.locator(`[data-itinerary-card="${itinerary.slug}"]`);
      await expect(card.getByRole('heading', { level: 2, name: itinerary.title })).toBeVisible();
      await expect(card.getByRole('link', { name: itinerary.title })).toHaveAttribute('href', itinerary.href);
      for (const day of itinerary.days) await expect(card).toContainText(day.title);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`an itinerary's page: its days, stops at their times, legs, budget, files and TouristTrip data [${locale}]`, async ({
    page,
    request,
  }) => {
    await page.goto(sample.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.title);
    for (const day of sample.days) {
      const section = page.locator(`section[data-itinerary-day="${day.number}"]`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(
        t('itineraries.dayHeading', { day: String(day.number), title: day.title }),
      );
      await expect(section.locator('[data-itinerary-works-on]')).toHaveText(worksOnText(locale, day));
      const stops = section.locator('[data-itinerary-stop]');
      await expect(stops).toHaveCount(day.stops.length);
      for (const [index, visit] of day.timeline.visits.entries()) {
        const stop = stops.nth(index);
        await expect(stop.locator('time')).toHaveText(timeText(locale, visit.begin));
        await expect(stop.getByRole('link', { name: placeName(visit.place, locale) })).toHaveAttribute(
          'href',
          localePath(locale, placeHref(visit.place.id)),
        );
      }
      await expect(section.locator('[data-itinerary-leg]')).toHaveCount(
        day.timeline.legs.filter((leg) => leg.minutes.max > 0).length,
      );
      await expect(section.locator('[data-places-map]')).toHaveCount(
        day.stops.some((stop) => hasCoordinates(stop.place)) ? 1 : 0,
      );
      await expect(section.locator('[data-itinerary-budget]')).toContainText(t('itineraries.notCounted'));
    }

    // The PDF and the stops as GPX and KML, each served as what it is.
    const links = await page
      .locator('[data-places-downloads] a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual([
      localePath(locale, itineraryPdfHref(sample)),
      ...(['gpx', 'kml'] as const).map((format) =>
        localePath(locale, placesFileHref(itineraryPlacesFile(sample.slug), format)),
      ),
    ]);
    const pdf = await request.get(links[0]!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const gpx = await (await request.get(links[1]!)).text();
    // The waypoints' names, after the file's own (its metadata), with XML's escapes undone.
    const names = [...gpx.matchAll(/<name>([^<]*)<\/name>/g)]
      .map((match) =>
        match[1]!
          .replace(/&apos;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
      )
      .slice(1);
    expect(names).toEqual(
      itineraryPlaces(sample)
        .filter(hasCoordinates)
        .map((place) => placeName(place, locale)),
    );

    // Structured data: the trip and its places, in order, each with its page.
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['TouristTrip', 'BreadcrumbList']);
    const trip = blocks[0] as { itinerary: { itemListElement: { item: { name: string; url: string } }[] } };
    expect(trip.itinerary.itemListElement.map((entry) => entry.item.url)).toEqual(
      itineraryPlaces(sample).map((place) => absoluteUrl(localePath(locale, placeHref(place.id)))),
    );
    // The language switch leads to the same plan in the other language.
    const other = sample.translations[otherLocale(locale)]!;
    await expect(page.locator(`link[rel="alternate"][hreflang="${otherLocale(locale)}"]`)).toHaveAttribute(
      'href',
      absoluteUrl(other.href),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`every itinerary page is built, with a section per day [${locale}]`, async ({ page }) => {
    for (const itinerary of own) {
      await page.goto(itinerary.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(itinerary.title);
      await expect(page.locator('section[data-itinerary-day]')).toHaveCount(itinerary.days.length);
    }
  });

  test(`the home block, a place page and a guide link to the itineraries [${locale}]`, async ({ page }) => {
    await page.goto(localePath(locale, routes.home));
    const block = page.locator('#itinerary');
    await expect(block.getByRole('link', { name: t('itineraries.homeLink') })).toHaveAttribute(
      'href',
      sample.href,
    );
    await expect(block.getByRole('link', { name: t('itineraries.homeAll') })).toHaveAttribute(
      'href',
      localePath(locale, routes.itineraries),
    );
    for (const day of sample.days) await expect(block).toContainText(worksOnText(locale, day));

    // A place lists every itinerary that stops there.
    const place = sample.days[0]!.stops[0]!.place;
    await page.goto(localePath(locale, placeHref(place.id)));
    const visiting = own.filter((itinerary) =>
      itinerary.days.some((day) => day.stops.some((stop) => stop.place.id === place.id)),
    );
    const section = page.locator('[data-itineraries-visiting]');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      t('itineraries.visiting', { name: placeName(place, locale) }),
    );
    await expect(section.locator('[data-itinerary-card]')).toHaveCount(visiting.length);
    await section.getByRole('link', { name: sample.title }).click();
    await expect(page).toHaveURL(new RegExp(`${sample.href}$`));

    // A guide lists the itineraries that stop at any of its places.
    const stopIds = new Set(own.flatMap((itinerary) => itineraryPlaces(itinerary).map((stop) => stop.id)));
    const guide = guidesIn(locale).find((entry) => entry.places.some((stop) => stopIds.has(stop.id)))!;
    const through = own.filter((itinerary) =>
      itineraryPlaces(itinerary).some((stop) => guide.places.some((other) => other.id === stop.id)),
    );
    await page.goto(guide.href);
    const inGuide = page.locator('[data-itineraries-visiting]');
    await expect(inGuide.getByRole('heading', { level: 2 })).toHaveText(t('itineraries.inGuide'));
    await expect(inGuide.locator('[data-itinerary-card]')).toHaveCount(through.length);
  });

  for (const width of [320, 390]) {
    test(`no itinerary page scrolls sideways at ${width} px [${locale}]`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const path of [
        localePath(locale, routes.itineraries),
        ...own.map((itinerary) => itinerary.href),
      ]) {
        await page.goto(path);
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
      }
    });
  }
}

test.describe('saved for offline, like a guide', () => {
  test.use({ serviceWorkers: 'allow' });

  const controlled = (page: Page) =>
    page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

  async function goOffline(context: BrowserContext) {
    await context.route(
      (url) => !isLocal(url),
      (route) => route.abort('internetdisconnected'),
    );
    await context.setOffline(true);
  }

  const cachedUrls = (page: Page) =>
    page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, SAVED_GUIDES_CACHE);

  for (const locale of LOCALES) {
    test(`${locale}: a saved itinerary opens offline with its timeline, PDF and places files; /saved lists it`, async ({
      page,
      context,
    }) => {
      const t = wordsOf(locale);
      const itinerary = sampleItineraryIn(locale);
      await page.goto(itinerary.href);
      await controlled(page);
      await page.getByRole('button', { name: t('guide.save'), exact: true }).click();
      await expect(page.locator('button[data-save-guide]')).toHaveAttribute('data-offline', 'ready', {
        timeout: 20_000,
      });
      const files = [
        localePath(locale, itineraryPdfHref(itinerary)),
        ...(['gpx', 'kml'] as const).map((format) =>
          localePath(locale, placesFileHref(itineraryPlacesFile(itinerary.slug), format)),
        ),
      ];
      expect(await cachedUrls(page)).toEqual(expect.arrayContaining([itinerary.href, ...files]));
      const firstStop = squash((await page.locator('[data-itinerary-stop]').first().textContent())!);

      await goOffline(context);
      await page.goto(itinerary.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(itinerary.title);
      expect(squash((await page.locator('[data-itinerary-stop]').first().textContent())!)).toBe(firstStop);
      for (const file of files) {
        const status = await page.evaluate(async (href) => (await fetch(href)).status, file);
        expect(status, file).toBe(200);
      }

      await page.goto(localePath(locale, routes.saved));
      const item = page.getByRole('list', { name: t('saved.listLabel') }).getByRole('listitem');
      await expect(item).toHaveCount(1);
      await expect(item.getByRole('link', { name: itinerary.title })).toHaveAttribute('href', itinerary.href);
      await expect(item).toContainText(t('itineraries.days', { count: itinerary.days.length }));
    });
  }
});
