import { render, screen, within } from '@testing-library/react';
import { GuideListingPage } from '@/components/guides/guide-listing-page';
import { getGuideSummaries, type GuideSummary } from '@/lib/content/guides';
import {
  allGuidesListing,
  areaListing,
  guidesOnPage,
  GUIDES_PER_PAGE,
  tagListing,
  type Listing,
} from '@/lib/content/listings';
import { areas, tags } from '@/lib/content/taxonomy';

// A guide list's page as the build renders it, with 30 guides made from a real one.
const base = getGuideSummaries()[0]!;
const thirty: GuideSummary[] = Array.from({ length: 30 }, (_, i) => ({
  ...base,
  slug: `guide-${i + 1}`,
  href: `/guides/guide-${i + 1}`,
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
      photo: { kind: 'remote', url: guide.image },
    }))}
    guides={thirty}
  />
);

const cards = () => within(screen.getByRole('region', { name: /^Guides/ })).getAllByRole('article');
const hrefs = () => [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('a guide list page', () => {
  it('page 2 of 3: its twelve guides, numbered links with the current page marked, previous and next', () => {
    render(<ListPage listing={allGuidesListing(thirty)} page={2} />);
    expect(cards()).toHaveLength(GUIDES_PER_PAGE);
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Guide number 13');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const numbered = within(nav).getAllByRole('link', { name: /^Page \d$/ });
    expect(numbered.map((a) => a.getAttribute('href'))).toEqual([
      '/guides',
      '/guides/page/2',
      '/guides/page/3',
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/guides');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/guides/page/3');
    expect(hrefs()).not.toContain('/guides/page/1');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('the last page has the rest and no Next; a short list has no page links at all', () => {
    const { unmount } = render(<ListPage listing={allGuidesListing(thirty)} page={3} />);
    expect(cards()).toHaveLength(30 - 2 * GUIDES_PER_PAGE);
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    unmount();
    render(<ListPage listing={allGuidesListing(thirty.slice(0, 5))} page={1} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('an area list pages under its own path; cards link their area and tags', () => {
    const area = areaListing(areas[0]!, thirty);
    render(<ListPage listing={area} page={2} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(areas[0]!.name);
    expect(cards()).toHaveLength(area.guides.length - GUIDES_PER_PAGE);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', area.path);
    const topics = within(cards()[0]!).getByRole('list', { name: 'Area and topics' });
    expect(within(topics).getByRole('link', { name: areas[0]!.name })).toHaveAttribute('href', area.path);
  });

  it('an area or tag without guides says so and points to every guide and to search', () => {
    render(<ListPage listing={tagListing(tags[5]!, [])} page={1} />);
    expect(screen.getByRole('heading', { name: 'No guides here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All travel guides' })).toHaveAttribute('href', '/guides');
    expect(screen.getByRole('link', { name: 'Search the guides' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('article')).toBeNull();
  });
});
