// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { affiliateTables, affiliateTargets, affiliateUrlFor, UNMAPPED_TOURS } from '@/lib/tours/affiliate';
import {
  leaveAfterPaintScript,
  META_REFRESH_SECONDS,
  metaRefreshContent,
  redirectTarget,
} from '@/lib/tours/redirect';

// A mapped tour to build hostile variants of (every mapped tour is checked on its own above them).
const [known = ''] = Object.keys(affiliateTargets);
/** The deep links of a language: the only places a redirect page in it may send a visitor, besides home. */
const deepLinksIn = (locale: (typeof LOCALES)[number]) =>
  new Set(Object.keys(affiliateTargets).map((slug) => affiliateUrlFor(slug, locale)));

/** Each language with its home page, where unmapped tours and anything unknown go. */
const languages = LOCALES.map((locale) => [locale, localePath(locale, '/')] as const);

describe('redirectTarget', () => {
  it.each(LOCALES.flatMap((locale) => Object.keys(affiliateTargets).map((slug) => [slug, locale] as const)))(
    'sends %s to its deep link in %s',
    (slug, locale) => {
      const target = redirectTarget(slug, locale);
      expect(target).toEqual({ kind: 'affiliate', url: affiliateUrlFor(slug, locale) });
      expect(target.url).toMatch(/^https:\/\/affiliate\.klook\.com\/redirect\?aid=/);
    },
  );

  it.each(Object.keys(affiliateTargets))(
    'sends %s to the default language when no language is given',
    (slug) => {
      expect(redirectTarget(slug)).toEqual(redirectTarget(slug, DEFAULT_LOCALE));
      expect(redirectTarget(slug)).toEqual({ kind: 'affiliate', url: affiliateUrlFor(slug) });
    },
  );

  it('gives each language its own deep link (Klook in the page language)', () => {
    for (const slug of Object.keys(affiliateTargets)) {
      expect(new Set(LOCALES.map((locale) => redirectTarget(slug, locale).url)).size).toBe(LOCALES.length);
    }
  });

  it.each(UNMAPPED_TOURS)('sends %s (no affiliate link) home', (slug) => {
    expect(redirectTarget(slug)).toEqual({ kind: 'home', url: '/' });
    for (const [locale, home] of languages)
      expect(redirectTarget(slug, locale)).toEqual({ kind: 'home', url: home });
  });

  it('sends the Indonesian redirect pages to the Indonesian home page, /id', () => {
    expect(redirectTarget(UNMAPPED_TOURS[0], 'id')).toEqual({ kind: 'home', url: '/id' });
    expect(redirectTarget('nope', 'id')).toEqual({ kind: 'home', url: '/id' });
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
    for (const [locale, home] of languages)
      expect(redirectTarget(slug, locale)).toEqual({ kind: 'home', url: home });
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
    for (const [locale, home] of languages) {
      const deepLinks = deepLinksIn(locale);
      for (const input of inputs) {
        const { kind, url } = redirectTarget(input, locale);
        expect(kind === 'home' ? url === home : deepLinks.has(url), `${locale} ${input}`).toBe(true);
      }
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
    for (const locale of LOCALES) {
      expect(() => redirectTarget(first!, locale, tables)).toThrow(
        new RegExp(
          `tour "${first}" has no affiliate target: add it to affiliateTargets, or to UNMAPPED_TOURS`,
        ),
      );
      // Every redirect page of that build fails, not just the forgotten tour's.
      expect(() => redirectTarget(rest[0]!, locale, tables)).toThrow(`tour "${first}"`);
    }
  });

  it.each(LOCALES)(
    'refuses a tour that is both mapped and unmapped, and an entry for a tour that does not exist (%s)',
    (locale) => {
      expect(() =>
        redirectTarget(UNMAPPED_TOURS[0], locale, {
          ...affiliateTables,
          unmapped: [...affiliateTables.unmapped, first!],
        }),
      ).toThrow(`tour "${first}" is both in affiliateTargets and in UNMAPPED_TOURS`);
      expect(() =>
        redirectTarget(UNMAPPED_TOURS[0], locale, {
          ...affiliateTables,
          targets: {
            ...affiliateTargets,
            'old-tour': affiliateTargets[first as keyof typeof affiliateTargets],
          },
        }),
      ).toThrow('"old-tour" in the affiliate tables is not a tour');
    },
  );
});

describe('leaveAfterPaintScript', () => {
  /** Runs the script against a fake browser; returns the URLs handed to location.replace, frame by frame. */
  function run(script: string, readyState: 'loading' | 'interactive') {
    const calls: string[] = [];
    const frames: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    const document = { readyState, addEventListener: (_type: string, fn: () => void) => listeners.push(fn) };
    const requestAnimationFrame = (fn: () => void) => frames.push(fn);
    new Function('location', 'document', 'requestAnimationFrame', script)(
      { replace: (url: string) => calls.push(url) },
      document,
      requestAnimationFrame,
    );
    const nextFrame = () => frames.splice(0).forEach((fn) => fn());
    return { calls, nextFrame, listeners };
  }

  it('leaves only in the second animation frame, after a frame has been painted', () => {
    const { calls, nextFrame } = run(leaveAfterPaintScript('/'), 'interactive');
    expect(calls).toEqual([]);
    nextFrame();
    expect(calls).toEqual([]);
    nextFrame();
    expect(calls).toEqual(['/']);
  });

  it('waits for the document to be parsed first', () => {
    const { calls, nextFrame, listeners } = run(leaveAfterPaintScript('/'), 'loading');
    nextFrame();
    nextFrame();
    expect(calls).toEqual([]);
    listeners.forEach((fn) => fn());
    nextFrame();
    nextFrame();
    expect(calls).toEqual(['/']);
  });

  it('cannot close the script element or break out of the string', () => {
    const url = 'https://x.example/</script><script>alert(1)</script>"+alert(2)+"';
    const script = leaveAfterPaintScript(url);
    expect(script).not.toContain('<');
    expect(script).toContain(
      'location.replace("https://x.example/\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\"+alert(2)+\\"");',
    );
    // Evaluated, it hands the exact URL to location.replace.
    const { calls, nextFrame } = run(script, 'interactive');
    nextFrame();
    nextFrame();
    expect(calls).toEqual([url]);
  });
});

describe('metaRefreshContent', () => {
  it('has the standard form: seconds, a semicolon, a space and url=', () => {
    expect(metaRefreshContent('/')).toBe(`${META_REFRESH_SECONDS}; url=/`);
    expect(META_REFRESH_SECONDS).toBeGreaterThan(0);
  });
});
