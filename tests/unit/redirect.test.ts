import { describe, expect, it } from 'vitest';
import { affiliateTables, affiliateTargets, affiliateUrlFor } from '@/lib/tours/affiliate';
import { redirectTarget, replaceLocationScript } from '@/lib/tours/redirect';

const deepLinks = new Set(Object.keys(affiliateTargets).map((slug) => affiliateUrlFor(slug)));

describe('redirectTarget', () => {
  it.each(Object.keys(affiliateTargets))('sends %s to its deep link', (slug) => {
    const target = redirectTarget(slug);
    expect(target).toEqual({ kind: 'affiliate', url: affiliateUrlFor(slug) });
    expect(target.url).toMatch(/^https:\/\/affiliate\.klook\.com\/redirect\?aid=/);
  });

  it('sends city-tour (no affiliate link) home', () => {
    expect(redirectTarget('city-tour')).toEqual({ kind: 'home', url: '/' });
  });

  it.each([
    'nope',
    '',
    'kawah-putih-tour?url=https://evil.example',
    'kawah-putih-tour#https://evil.example',
    'kawah-putih-tour/https://evil.example',
    '..%2F..%2Fevil',
    '../../evil',
    '%2F%2Fevil.example',
    '//evil.example',
    'https://evil.example',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '../kawah-putih-tour',
    'kawah-putih-tour/',
    ' kawah-putih-tour',
    'KAWAH-PUTIH-TOUR',
    'Kawah-Putih-Tour',
    'CITY-TOUR',
    'kawah-putih-tour%00',
  ])('sends hostile or unknown input %j nowhere but home', (slug) => {
    expect(redirectTarget(slug)).toEqual({ kind: 'home', url: '/' });
  });

  it('can only ever produce home or a deep link from the table', () => {
    const inputs = [
      ...Object.keys(affiliateTargets),
      'city-tour',
      'evil.example',
      'javascript:alert(1)',
      'floating-market\u0000',
      'kawah-putih-tour'.repeat(3),
    ];
    for (const input of inputs) {
      const { kind, url } = redirectTarget(input);
      expect(kind === 'home' ? url === '/' : deepLinks.has(url)).toBe(true);
    }
  });
});

describe('an incomplete affiliate table', () => {
  const [first, ...rest] = Object.keys(affiliateTargets);
  const withoutFirst = Object.fromEntries(
    rest.map((slug) => [slug, affiliateTargets[slug as keyof typeof affiliateTargets]]),
  );

  it("stops the build naming the tour instead of sending its visitors home (the referral's loss)", () => {
    const tables = { ...affiliateTables, targets: withoutFirst };
    expect(() => redirectTarget(first!, tables)).toThrow(
      new RegExp(`tour "${first}" has no affiliate target: add it to affiliateTargets, or to UNMAPPED_TOURS`),
    );
    // Every redirect page of that build fails, not just the forgotten tour's.
    expect(() => redirectTarget(rest[0]!, tables)).toThrow(`tour "${first}"`);
  });

  it('refuses a tour that is both mapped and unmapped, and an entry for a tour that does not exist', () => {
    expect(() =>
      redirectTarget('city-tour', { ...affiliateTables, unmapped: [...affiliateTables.unmapped, first!] }),
    ).toThrow(`tour "${first}" is both in affiliateTargets and in UNMAPPED_TOURS`);
    expect(() =>
      redirectTarget('city-tour', {
        ...affiliateTables,
        targets: {
          ...affiliateTargets,
          'old-tour': affiliateTargets[first as keyof typeof affiliateTargets],
        },
      }),
    ).toThrow('"old-tour" in the affiliate tables is not a tour');
  });
});

describe('replaceLocationScript', () => {
  it('replaces the location with the JSON-encoded URL', () => {
    expect(replaceLocationScript('/')).toBe('location.replace("/");');
  });

  it('cannot close the script element or break out of the string', () => {
    const script = replaceLocationScript('https://x.example/</script><script>alert(1)</script>"+alert(2)+"');
    expect(script).not.toContain('<');
    expect(script).toBe(
      'location.replace("https://x.example/\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\"+alert(2)+\\"");',
    );
    // Evaluated, it hands the exact URL to location.replace.
    const calls: string[] = [];
    new Function('location', script)({ replace: (url: string) => calls.push(url) });
    expect(calls).toEqual(['https://x.example/</script><script>alert(1)</script>"+alert(2)+"']);
  });
});
