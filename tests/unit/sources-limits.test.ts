// @vitest-environment node
import { GuideContentError, parseGuide } from '@/lib/content/guides';
import { SOURCE_LIMITS } from '@/lib/content/guide-schema';
import { parsePlace } from '@/lib/places/places';
import { guideFrontmatter } from './support/guide-source';

// Sources (issue #34, item 10) accepted an address with a user name and password (refused in a
// guide's body, since it is published as written), a 1 MB publisher and 10,000 entries. One rule for
// the sources of guides and of places: no credentials, a publisher of at most 100 characters, at most
// SOURCE_LIMITS.sources sources (about twice the most a real guide lists).

const source = (url: string, publisher = 'Wikipedia') =>
  `  - title: "A page"\n    url: "${url}"\n    publisher: "${publisher}"\n    checked: 2025-07-01\n`;

const guideWith = (sources: string) =>
  guideFrontmatter()
    .replace('---\n', `---\nsources:\n${sources}`)
    .replace(/---\n$/, '---\n') + '\nText.\n';

const placeWith = (sources: string) => `name: A place\narea: city-centre\nsources:\n${sources}`;

function refusal(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected it to be refused');
}

describe.each([
  [
    'a guide',
    'content/guides/a-guide.md',
    (sources: string) => () =>
      parseGuide('content/guides/a-guide.md', guideWith(sources), undefined, new Map()),
  ],
  [
    'a place',
    'content/places/a-place.yaml',
    (sources: string) => () => parsePlace('content/places/a-place.yaml', placeWith(sources)),
  ],
])('the sources of %s (issue #34, item 10)', (_what, file, loading) => {
  it.each([
    'https://user:secret@example.org/page',
    'https://token@example.org/page',
    '//user:pw@example.org/',
  ])('refuse an address with credentials: %s', (url) => {
    const message = refusal(loading(source(url)));
    expect(message).toContain(file);
    expect(message).toMatch(/field "sources\.url" \(item 1\): .*user name or password/);
    expect(message).not.toContain('secret');
  });

  it('refuse a 1 MB publisher, with a short message', () => {
    const message = refusal(loading(source('https://example.org/', 'x'.repeat(1_000_000))));
    expect(message).toMatch(/field "sources\.publisher" \(item 1\): is 1000000 characters; at most 100 /);
    expect(message.length).toBeLessThan(1_000);
  });

  it('refuse 10,000 sources', () => {
    const message = refusal(loading(source('https://example.org/').repeat(10_000)));
    expect(message).toMatch(new RegExp(`field "sources": .*at most ${SOURCE_LIMITS.sources}`));
  });

  it(`take ${SOURCE_LIMITS.sources} sources with publishers of ${SOURCE_LIMITS.publisher} characters`, () => {
    const most = source('https://example.org/page', 'p'.repeat(SOURCE_LIMITS.publisher));
    expect(loading(most.repeat(SOURCE_LIMITS.sources))).not.toThrow();
  });
});

it('a guide’s source refusal is a GuideContentError', () => {
  expect(() =>
    parseGuide(
      'content/guides/a-guide.md',
      guideWith(source('https://u:p@example.org/')),
      undefined,
      new Map(),
    ),
  ).toThrow(GuideContentError);
});
