import { render, within } from '@testing-library/react';
import type { Tour } from '@/lib/tours/tours';
import { capitalize, countInWords } from '@/lib/content/format';

// docs/editing.md, "Add a tour": an entry in lib/tours/tours.ts and one in lib/tours/affiliate.ts
// is all it takes. This file's copy of the two tables (Vitest loads modules afresh for each test
// file) gets an eighth tour before anything reads them, and every place built from them shows it.

const { EIGHTH, EIGHTH_TARGET } = vi.hoisted(() => ({
  EIGHTH: {
    slug: 'example-eighth-tour',
    name: 'Papandayan Crater Hike',
    desc: 'A morning walk across the steaming crater of Mount Papandayan near Garut. The dead forest above it is best in early light.',
    image: 'https://images.unsplash.com/photo-1500000000000-abcdef123456',
    imageAlt: 'Steam rising from a volcanic crater',
  } satisfies Tour,
  EIGHTH_TARGET: 'https://www.klook.com/en-US/search/result/?query=Papandayan',
}));

vi.mock('@/lib/tours/tours', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/tours/tours')>();
  (real.tours as unknown as Tour[]).push(EIGHTH);
  return real;
});
vi.mock('@/lib/tours/affiliate', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/tours/affiliate')>();
  (real.affiliateTargets as Record<string, string>)[EIGHTH.slug] = EIGHTH_TARGET;
  return real;
});

const { tours } = await import('@/lib/tours/tours');
const { affiliateTargets, affiliateUrlFor } = await import('@/lib/tours/affiliate');
const toursPage = await import('@/app/tours/page');
const redirectPage = await import('@/app/redirect/[slug]/page');
const { redirectTarget } = await import('@/lib/tours/redirect');

it('starts from the real tables plus one', () => {
  expect(
    tours.filter((tour) => tour.slug === EIGHTH.slug),
    'a real tour has the example slug',
  ).toHaveLength(1);
  expect(tours).toHaveLength(new Set(tours.map((tour) => tour.slug)).size);
  expect(tours.at(-1)).toBe(EIGHTH);
  expect(Object.keys(affiliateTargets)).toContain(EIGHTH.slug);
});

it('lists the new tour on /tours with its card, its link and its place in the JSON-LD', async () => {
  const { container } = render(await toursPage.default());
  const cards = container.querySelectorAll('article');
  expect([...cards].map((card) => card.id)).toEqual(tours.map((tour) => tour.slug));
  const card = within(container.querySelector<HTMLElement>(`article#${EIGHTH.slug}`)!);
  expect(card.getByRole('heading', { name: EIGHTH.name })).toBeInTheDocument();
  expect(card.getByText(EIGHTH.desc)).toBeInTheDocument();
  expect(card.getByRole('img', { name: EIGHTH.imageAlt })).toBeInTheDocument();
  expect(card.getByRole('link', { name: /^View Activity/ })).toHaveAttribute(
    'href',
    `/redirect/${EIGHTH.slug}`,
  );

  const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
  expect(jsonLd.numberOfItems).toBe(tours.length);
  expect(jsonLd.itemListElement.at(-1)).toMatchObject({
    position: tours.length,
    item: { name: EIGHTH.name },
  });
});

it('counts and names every tour in the page description', () => {
  const description = String(toursPage.metadata.description);
  expect(description).toMatch(new RegExp(`^${capitalize(countInWords(tours.length))} `));
  for (const tour of tours) expect(description).toContain(tour.name);
});

it('pre-renders /redirect/<slug> for it, which leaves for its deep link', async () => {
  expect(redirectPage.generateStaticParams()).toContainEqual({ slug: EIGHTH.slug });
  expect(redirectTarget(EIGHTH.slug)).toEqual({ kind: 'affiliate', url: affiliateUrlFor(EIGHTH.slug) });
  expect(affiliateUrlFor(EIGHTH.slug)).toContain(`k_site=${encodeURIComponent(EIGHTH_TARGET)}`);

  const params = Promise.resolve({ slug: EIGHTH.slug });
  const metadata = await redirectPage.generateMetadata({ params });
  expect(JSON.stringify(metadata.title)).toContain(EIGHTH.name);
  const { container } = render(await redirectPage.default({ params }));
  expect(within(container).getByRole('link', { name: 'click here' })).toHaveAttribute(
    'href',
    affiliateUrlFor(EIGHTH.slug),
  );
});
