import { describe, expect, it } from 'vitest';
import { affiliateTargets, affiliateUrlFor, UNMAPPED_TOURS } from '@/lib/tours/affiliate';
import { redirectTarget, replaceLocationScript } from '@/lib/tours/redirect';

// A mapped tour to build hostile variants of (every mapped tour is checked on its own above them).
const [known = ''] = Object.keys(affiliateTargets);
const deepLinks = new Set(Object.keys(affiliateTargets).map((slug) => affiliateUrlFor(slug)));

describe('redirectTarget', () => {
  it.each(Object.keys(affiliateTargets))('sends %s to its deep link', (slug) => {
    const target = redirectTarget(slug);
    expect(target).toEqual({ kind: 'affiliate', url: affiliateUrlFor(slug) });
    expect(target.url).toMatch(/^https:\/\/affiliate\.klook\.com\/redirect\?aid=/);
  });

  it.each(UNMAPPED_TOURS)('sends %s (no affiliate link) home', (slug) => {
    expect(redirectTarget(slug)).toEqual({ kind: 'home', url: '/' });
  });

  it.each([
    'nope',
    '',
    `${known}?url=https://evil.example`,
    `${known}#https://evil.example`,
    `${known}/https://evil.example`,
    '..%2F..%2Fevil',
    '../../evil',
    '%2F%2Fevil.example',
    '//evil.example',
    'https://evil.example',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    `../${known}`,
    `${known}/`,
    ` ${known}`,
    known.toUpperCase(),
    known.replace(/^./, (first) => first.toUpperCase()),
    ...UNMAPPED_TOURS.map((slug) => slug.toUpperCase()),
    `${known}%00`,
  ])('sends hostile or unknown input %j nowhere but home', (slug) => {
    expect(redirectTarget(slug)).toEqual({ kind: 'home', url: '/' });
  });

  it('can only ever produce home or a deep link from the table', () => {
    const inputs = [
      ...Object.keys(affiliateTargets),
      ...UNMAPPED_TOURS,
      'evil.example',
      'javascript:alert(1)',
      `${known}\u0000`,
      known.repeat(3),
    ];
    for (const input of inputs) {
      const { kind, url } = redirectTarget(input);
      expect(kind === 'home' ? url === '/' : deepLinks.has(url)).toBe(true);
    }
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
