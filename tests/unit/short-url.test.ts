import { describe, expect, it } from 'vitest';
import { SHORT_PATH_LENGTH, shortUrl } from '../../lib/content/short-url';

describe('shortUrl (a link as printed)', () => {
  it('keeps the host without www and whole path segments while they fit, then "…"', () => {
    expect(
      shortUrl('https://www.bisnisinsight.com/amp/46048/pergeseran-dramatis-di-layanan-kereta-api?x=1#top'),
    ).toBe('bisnisinsight.com/amp/46048/…');
  });

  it('a short address is written whole, without its query, fragment or trailing slash', () => {
    expect(shortUrl('https://en.wikipedia.org/wiki/Bandung?oldid=3#History')).toBe(
      'en.wikipedia.org/wiki/Bandung',
    );
    expect(shortUrl('https://bandung.go.id/')).toBe('bandung.go.id');
  });

  it('cuts a long first segment short', () => {
    const printed = shortUrl(`https://tempo.co/${'a'.repeat(80)}`);
    expect(printed).toBe(`tempo.co/${'a'.repeat(SHORT_PATH_LENGTH - 2)}…`);
  });

  it('leaves an address that does not parse as it is', () => {
    expect(shortUrl('not a url')).toBe('not a url');
  });
});
