import { render, within } from '@testing-library/react';
import type { Tour } from '@/lib/content';
import type { Localized } from '@/lib/i18n/locales';
import { LOCALES } from '@/lib/i18n/locales';
import { capitalize, countInWords } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/paths';
import { taggedWords, tr } from './support/i18n';

// docs/editing.md, "Add a tour": an entry in lib/content/tours.ts and one in lib/tours/affiliate.ts
// is all it takes. This file's copy of the two tables (Vitest loads modules afresh for each test
// file) gets an eighth tour before anything reads them, and every place built from them shows it,
// in every language.

const { EIGHTH, EIGHTH_TARGET } = vi.hoisted(() => ({
  EIGHTH: {
    slug: 'example-eighth-tour',
    name: { en: 'Papandayan Crater Hike', id: 'Mendaki Kawah Papandayan' },
    desc: {
      en: 'A morning walk across the steaming crater of Mount Papandayan near Garut. The dead forest above it is best in early light.',
      id: 'Jalan pagi melintasi kawah Gunung Papandayan yang berasap di dekat Garut. Hutan mati di atasnya paling indah saat cahaya pagi.',
    },
    image: 'https://images.unsplash.com/photo-1500000000000-abcdef123456',
    imageAlt: { en: 'Steam rising from a volcanic crater', id: 'Asap mengepul dari kawah gunung api' },
    places: [],
  } satisfies Tour,
  EIGHTH_TARGET: {
    en: 'https://www.klook.com/en-US/search/result/?query=Papandayan',
    id: 'https://www.klook.com/id/search/result/?query=Papandayan',
  } satisfies Localized,
}));

vi.mock('@/lib/content/tours', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/content/tours')>();
  (real.tours as unknown as Tour[]).push(EIGHTH);
  return real;
});
vi.mock('@/lib/tours/affiliate', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/tours/affiliate')>();
  (real.affiliateTargets as Record<string, Localized>)[EIGHTH.slug] = EIGHTH_TARGET;
  return real;
});

const { tours } = await import('@/lib/content/tours');
const { affiliateTargets, affiliateUrlFor } = await import('@/lib/tours/affiliate');
const { redirectTarget } = await import('@/lib/tours/redirect');
// Each language's route files, as Next builds them.
const toursPages = {
  en: await import('@/app/(en)/tours/page'),
  id: await import('@/app/id/tours/page'),
};
const redirectPages = {
  en: await import('@/app/(en)/redirect/[slug]/page'),
  id: await import('@/app/id/redirect/[slug]/page'),
};

it('starts from the real tables plus one', () => {
  expect(
    tours.filter((tour) => tour.slug === EIGHTH.slug),
    'a real tour has the example slug',
  ).toHaveLength(1);
  expect(tours).toHaveLength(new Set(tours.map((tour) => tour.slug)).size);
  expect(tours.at(-1)).toBe(EIGHTH);
  expect(Object.keys(affiliateTargets)).toContain(EIGHTH.slug);
  expect(Object.keys(toursPages).sort()).toEqual([...LOCALES].sort());
});

// Rendering a whole page (its frame, photos and JSON-LD) can take seconds on a busy machine.
describe.each(LOCALES)('in %s', (locale) => {
  const toursPage = toursPages[locale];
  const redirectPage = redirectPages[locale];
  const t = tr(locale);

  it('lists the new tour on /tours with its card, its link and its place in the JSON-LD', async () => {
    const { container } = render(await toursPage.default());
    const cards = container.querySelectorAll('article');
    expect([...cards].map((card) => card.id)).toEqual(tours.map((tour) => tour.slug));
    const card = within(container.querySelector<HTMLElement>(`article#${EIGHTH.slug}`)!);
    expect(card.getByRole('heading', { name: EIGHTH.name[locale] })).toBeInTheDocument();
    expect(card.getByText(EIGHTH.desc[locale])).toBeInTheDocument();
    expect(card.getByRole('img', { name: EIGHTH.imageAlt[locale] })).toBeInTheDocument();
    const viewActivity = locale === 'en' ? 'View Activity' : t('tours.viewActivity');
    expect(card.getByRole('link', { name: new RegExp(`^${viewActivity}`) })).toHaveAttribute(
      'href',
      localePath(locale, `/redirect/${EIGHTH.slug}`),
    );

    const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent!))
      .find((data) => data['@type'] === 'ItemList');
    expect(jsonLd.numberOfItems).toBe(tours.length);
    expect(jsonLd.itemListElement.at(-1)).toMatchObject({
      position: tours.length,
      item: { name: EIGHTH.name[locale] },
    });
  }, 30_000);

  it('counts and names every tour in the page description', () => {
    const description = String(toursPage.metadata.description);
    expect(description).toMatch(new RegExp(`^${capitalize(countInWords(locale, tours.length))} `));
    for (const tour of tours) expect(description).toContain(tour.name[locale]);
  });

  it('pre-renders the redirect page for it, which leaves for its deep link in the language', async () => {
    expect(redirectPage.generateStaticParams()).toContainEqual({ slug: EIGHTH.slug });
    expect(redirectTarget(EIGHTH.slug, locale)).toEqual({
      kind: 'affiliate',
      url: affiliateUrlFor(EIGHTH.slug, locale),
    });
    expect(affiliateUrlFor(EIGHTH.slug, locale)).toContain(
      `k_site=${encodeURIComponent(EIGHTH_TARGET[locale])}`,
    );

    const params = Promise.resolve({ slug: EIGHTH.slug });
    const metadata = await redirectPage.generateMetadata({ params });
    expect(JSON.stringify(metadata.title)).toContain(EIGHTH.name[locale]);
    const { container } = render(await redirectPage.default({ params }));
    const clickHere = locale === 'en' ? 'click here' : taggedWords(locale, 'redirect.listingNote', 'link');
    expect(within(container).getByRole('link', { name: clickHere })).toHaveAttribute(
      'href',
      affiliateUrlFor(EIGHTH.slug, locale),
    );
  }, 30_000);
});
