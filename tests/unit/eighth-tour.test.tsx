import { render, within } from '@testing-library/react';
import type { Tour } from '@/lib/content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { KlookTarget } from '@/lib/tours/klook';
import { capitalize, countInWords } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/paths';
import { taggedWords, tr } from './support/i18n';

// docs/editing.md, "Add a tour": an entry in lib/content/tours.ts, its words in each language's
// messages (tourList.<slug> in lib/i18n/messages/) and an entry in lib/tours/affiliate.ts are all it
// takes. This file's copy of the tables (Vitest loads modules afresh for each test file) gets an
// eighth tour before anything reads them, and every place built from them shows it, in every language.

const { EIGHTH, EIGHTH_WORDS, EIGHTH_TARGET } = vi.hoisted(() => ({
  EIGHTH: {
    slug: 'example-eighth-tour',
    image: 'https://images.unsplash.com/photo-1500000000000-abcdef123456',
    places: [],
  } satisfies Tour,
  EIGHTH_WORDS: {
    en: {
      name: 'Papandayan Crater Hike',
      desc: 'A morning walk across the steaming crater of Mount Papandayan near Garut. The dead forest above it is best in early light.',
      imageAlt: 'Steam rising from a volcanic crater',
    },
    id: {
      name: 'Mendaki Kawah Papandayan',
      desc: 'Jalan pagi melintasi kawah Gunung Papandayan yang berasap di dekat Garut. Hutan mati di atasnya paling indah saat cahaya pagi.',
      imageAlt: 'Asap mengepul dari kawah gunung api',
    },
  },
  EIGHTH_TARGET: { search: 'Papandayan' } satisfies KlookTarget,
}));

vi.mock('@/lib/content/tours', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/content/tours')>();
  (real.tours as unknown as Tour[]).push(EIGHTH);
  return real;
});
vi.mock('@/lib/tours/affiliate', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/tours/affiliate')>();
  (real.affiliateTargets as Record<string, KlookTarget>)[EIGHTH.slug] = EIGHTH_TARGET;
  return real;
});

// The tour's words join each language's table (the one the translator reads) before any page asks.
const { messages } = await import('@/lib/i18n/messages');
for (const locale of LOCALES) {
  (messages[locale].tourList as Record<string, unknown>)[EIGHTH.slug] = EIGHTH_WORDS[locale];
}
const { tours } = await import('@/lib/content/tours');
const { affiliateTargets, affiliateUrlFor } = await import('@/lib/tours/affiliate');
const { redirectTarget } = await import('@/lib/tours/redirect');
const { klookUrl } = await import('@/lib/tours/klook');
// The route files, as Next builds them: the first language's, and app/[locale]/'s for the others.
const toursFiles = {
  first: await import('@/app/(en)/tours/page'),
  other: await import('@/app/[locale]/tours/page'),
};
const redirectFiles = {
  first: await import('@/app/(en)/redirect/[slug]/page'),
  other: await import('@/app/[locale]/redirect/[slug]/page'),
};
const localeParams = (locale: Locale) => Promise.resolve({ locale });
const toursPages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    locale === DEFAULT_LOCALE
      ? { render: () => toursFiles.first.default(), metadata: async () => toursFiles.first.metadata }
      : {
          render: () => toursFiles.other.default({ params: localeParams(locale) }),
          metadata: () => toursFiles.other.generateMetadata({ params: localeParams(locale) }),
        },
  ]),
);
const redirectPages = Object.fromEntries(
  LOCALES.map((locale) => {
    const own = (slug: string) => Promise.resolve({ slug });
    const withLocale = (slug: string) => Promise.resolve({ slug, locale });
    return [
      locale,
      locale === DEFAULT_LOCALE
        ? {
            params: () => redirectFiles.first.generateStaticParams(),
            metadata: (slug: string) => redirectFiles.first.generateMetadata({ params: own(slug) }),
            render: (slug: string) => redirectFiles.first.default({ params: own(slug) }),
          }
        : {
            params: () => redirectFiles.other.generateStaticParams({ params: { locale } }),
            metadata: (slug: string) => redirectFiles.other.generateMetadata({ params: withLocale(slug) }),
            render: (slug: string) => redirectFiles.other.default({ params: withLocale(slug) }),
          },
    ];
  }),
);

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
  const toursPage = toursPages[locale]!;
  const redirectPage = redirectPages[locale]!;
  const words = EIGHTH_WORDS[locale];
  const t = tr(locale);

  it('lists the new tour on /tours with its card, its link and its place in the JSON-LD', async () => {
    const { container } = render(await toursPage.render());
    const cards = container.querySelectorAll('article');
    expect([...cards].map((card) => card.id)).toEqual(tours.map((tour) => tour.slug));
    const card = within(container.querySelector<HTMLElement>(`article#${EIGHTH.slug}`)!);
    expect(card.getByRole('heading', { name: words.name })).toBeInTheDocument();
    expect(card.getByText(words.desc)).toBeInTheDocument();
    expect(card.getByRole('img', { name: words.imageAlt })).toBeInTheDocument();
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
      item: { name: words.name },
    });
  }, 30_000);

  it('counts and names every tour in the page description', async () => {
    const description = String((await toursPage.metadata()).description);
    expect(description).toMatch(new RegExp(`^${capitalize(countInWords(locale, tours.length))} `));
    for (const tour of tours) expect(description).toContain(t(`tourList.${tour.slug}.name` as never));
  });

  it('pre-renders the redirect page for it, which leaves for its deep link in the language', async () => {
    expect(redirectPage.params()).toContainEqual({ slug: EIGHTH.slug });
    expect(redirectTarget(EIGHTH.slug, locale)).toEqual({
      kind: 'affiliate',
      url: affiliateUrlFor(EIGHTH.slug, locale),
    });
    expect(affiliateUrlFor(EIGHTH.slug, locale)).toContain(
      `k_site=${encodeURIComponent(klookUrl(EIGHTH_TARGET, locale))}`,
    );

    const metadata = await redirectPage.metadata(EIGHTH.slug);
    expect(JSON.stringify(metadata.title)).toContain(words.name);
    const { container } = render(await redirectPage.render(EIGHTH.slug));
    const clickHere = locale === 'en' ? 'click here' : taggedWords(locale, 'redirect.listingNote', 'link');
    expect(within(container).getByRole('link', { name: clickHere })).toHaveAttribute(
      'href',
      affiliateUrlFor(EIGHTH.slug, locale),
    );
  }, 30_000);
});
