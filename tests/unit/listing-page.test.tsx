import { render, screen, within } from '@testing-library/react';
import { GuideListingPage } from '@/components/guides/guide-listing-page';
import { areaName, areas, getGuideSummaries, type GuideSummary, tags } from '@/lib/content';
import {
  allGuidesListing,
  areaListing,
  guidesOnPage,
  GUIDES_PER_PAGE,
  tagListing,
  type Listing,
} from '@/lib/content/listings';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { tr } from './support/i18n';

// A guide list's page as the build renders it, with 30 guides made from a real one, in each language.
const base = getGuideSummaries('en')[0]!;
const thirtyIn = (locale: Locale): GuideSummary[] =>
  Array.from({ length: 30 }, (_, i) => ({
    ...base,
    locale,
    translations: {},
    slug: `guide-${i + 1}`,
    href: localePath(locale, `/guides/guide-${i + 1}`),
    title: `Guide number ${i + 1}`,
    area: areas[i % 2]!.slug,
    tags: [tags[i % 3]!.slug],
  }));

/** The page as its route renders it: this page's guides as cards (photos linked as they are). */
const ListPage = ({ listing, page }: { listing: Listing<GuideSummary>; page: number }) => (
  <GuideListingPage
    listing={listing}
    page={page}
    cards={guidesOnPage(listing, page).map((guide) => ({
      ...guide,
      photo: { kind: 'remote', url: 'https://images.unsplash.com/photo-1566419808810-927259f927da' },
    }))}
    guides={thirtyIn(listing.locale)}
  />
);

/** What the list page says, as the English page words it. */
const WORDS: Record<
  Locale,
  {
    guidesRegion: RegExp;
    pages: string;
    page: (n: number) => string;
    previous: string;
    next: string;
    pageOf: string;
    topics: string;
    noGuides: string;
    allGuides: string;
    search: string;
  }
> = {
  en: {
    guidesRegion: /^Guides/,
    pages: 'Pages',
    page: (n) => `Page ${n}`,
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page 2 of 3',
    topics: 'Area and topics',
    noGuides: 'No guides here yet',
    allGuides: 'All travel guides',
    search: 'Search the guides',
  },
  id: {
    guidesRegion: new RegExp(`^${tr('id')('guides.guidesHeading')}`),
    pages: tr('id')('guides.pagesNav'),
    page: (n) => tr('id')('guides.pageLabel', { page: String(n) }),
    previous: tr('id')('guides.previous'),
    next: tr('id')('guides.next'),
    pageOf: tr('id')('guides.pageOf', { page: '2', total: '3' }),
    topics: tr('id')('guide.topics'),
    noGuides: tr('id')('guides.noGuidesTitle'),
    allGuides: tr('id')('guides.allTravelGuides'),
    search: tr('id')('guides.searchGuides'),
  },
};

describe.each(LOCALES)('a guide list page (%s)', (locale) => {
  const words = WORDS[locale];
  const thirty = thirtyIn(locale);
  const at = (path: string) => localePath(locale, path);
  const cards = () =>
    within(screen.getByRole('region', { name: words.guidesRegion })).getAllByRole('article');
  const hrefs = () => [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));

  it('page 2 of 3: its twelve guides, numbered links with the current page marked, previous and next', () => {
    render(<ListPage listing={allGuidesListing(locale, thirty)} page={2} />);
    expect(cards()).toHaveLength(GUIDES_PER_PAGE);
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Guide number 13');
    const nav = screen.getByRole('navigation', { name: words.pages });
    const numbered = within(nav).getAllByRole('link', {
      name: new RegExp(`^${words.page(9).replace('9', '\\d')}$`),
    });
    expect(numbered.map((a) => a.getAttribute('href'))).toEqual([
      at('/guides'),
      at('/guides/page/2'),
      at('/guides/page/3'),
    ]);
    expect(within(nav).getByRole('link', { name: words.page(2) })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: words.page(1) })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: new RegExp(words.previous) })).toHaveAttribute(
      'href',
      at('/guides'),
    );
    expect(within(nav).getByRole('link', { name: new RegExp(words.next) })).toHaveAttribute(
      'href',
      at('/guides/page/3'),
    );
    expect(hrefs()).not.toContain(at('/guides/page/1'));
    expect(screen.getByText(words.pageOf)).toBeInTheDocument();
  });

  it('the last page has the rest and no Next; a short list has no page links at all', () => {
    const { unmount } = render(<ListPage listing={allGuidesListing(locale, thirty)} page={3} />);
    expect(cards()).toHaveLength(30 - 2 * GUIDES_PER_PAGE);
    expect(screen.queryByRole('link', { name: new RegExp(words.next) })).toBeNull();
    unmount();
    render(<ListPage listing={allGuidesListing(locale, thirty.slice(0, 5))} page={1} />);
    expect(screen.queryByRole('navigation', { name: words.pages })).toBeNull();
  });

  it('an area list pages under its own path; cards link their area and tags', () => {
    const area = areaListing(locale, areas[0]!, thirty);
    expect(area.path).toBe(at(`/guides/area/${areas[0]!.slug}`));
    render(<ListPage listing={area} page={2} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(areaName(locale, areas[0]!.slug));
    expect(cards()).toHaveLength(area.guides.length - GUIDES_PER_PAGE);
    const nav = screen.getByRole('navigation', { name: words.pages });
    expect(within(nav).getByRole('link', { name: words.page(1) })).toHaveAttribute('href', area.path);
    const topics = within(cards()[0]!).getByRole('list', { name: words.topics });
    expect(within(topics).getByRole('link', { name: areaName(locale, areas[0]!.slug) })).toHaveAttribute(
      'href',
      area.path,
    );
  });

  it('an area or tag without guides says so and points to every guide and to search', () => {
    render(<ListPage listing={tagListing(locale, tags[5]!, [])} page={1} />);
    expect(screen.getByRole('heading', { name: words.noGuides })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.allGuides })).toHaveAttribute('href', at('/guides'));
    expect(screen.getByRole('link', { name: words.search })).toHaveAttribute('href', at('/search'));
    expect(screen.queryByRole('article')).toBeNull();
  });
});
