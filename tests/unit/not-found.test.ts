import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  NOT_FOUND_KIND_RULE,
  NOT_FOUND_SCRIPT,
  notFoundTitles,
  type NotFoundKind,
} from '@/lib/site/not-found';

// The rule the 404 page's script runs (browser JavaScript text, see lib/site/not-found.ts).
const notFoundKind = new Function(`return (${NOT_FOUND_KIND_RULE})`)() as (path: string) => NotFoundKind;

// Paths and the 404 view each one gets: the rule and the page's script are checked against one table.
const PATH_KINDS = [
  ['/redirect/nope', 'redirect'],
  ['/redirect/', 'redirect'],
  ['/redirect', 'redirect'],
  ['/redirect/city-tour/extra', 'redirect'],
  ['/redirect/..%2F..%2Fevil', 'redirect'],
  ['/guides/nope', 'guide'],
  ['/guides/page/99', 'list'],
  ['/guides/page/1/x', 'list'],
  ['/guides/area/nowhere', 'list'],
  ['/guides/tag/lembang/page/9', 'list'],
  ['/guides/tag', 'list'],
  ['/guides/pages', 'guide'],
  ['/guides/', 'general'],
  ['/redirects', 'general'],
  ['/nope', 'general'],
  ['/tours/nope', 'general'],
  ['/', 'general'],
] as const;

describe('notFoundKind', () => {
  it.each(PATH_KINDS)('%s → %s', (path, kind) => {
    expect(notFoundKind(path)).toBe(kind);
  });
});

describe('NOT_FOUND_SCRIPT', () => {
  function run(pathname: string) {
    const replace = vi.fn();
    const doc = {
      documentElement: document.createElement('html'),
      head: document.createElement('head'),
      title: '',
    };
    new Function('location', 'document', NOT_FOUND_SCRIPT)({ pathname, replace }, doc);
    return { replace, kind: doc.documentElement.getAttribute('data-not-found'), title: doc.title };
  }

  it('sends an unknown /redirect/* path home, replacing history', () => {
    const result = run('/redirect/nope');
    expect(result.replace).toHaveBeenCalledExactlyOnceWith('/');
    expect(result.kind).toBe('redirect');
    expect(result.title).toBe(notFoundTitles.redirect);
  });

  it('leaves guide, list and general not-found paths where they are', () => {
    for (const [path, kind] of PATH_KINDS.filter(([, kind]) => kind !== 'redirect')) {
      const result = run(path);
      expect(result.replace).not.toHaveBeenCalled();
      expect(result.kind).toBe(kind);
      expect(result.title).toBe(notFoundTitles[kind]);
    }
  });
});

describe('not-found pages for guides', () => {
  it.each([
    ['/guides/does-not-exist', 'guide'],
    ['/guides/top-10-things-to-do-in-bandung/extra', 'guide'],
    ['/guides', 'general'],
    ['/guidesx/y', 'general'],
  ] as const)('%s → %s', (path, kind) => {
    expect(notFoundKind(path)).toBe(kind);
  });

  // The script as the browser runs it: in the page (jsdom), reading the real location.
  function runAt(pathname: string) {
    window.history.replaceState(null, '', pathname);
    document.documentElement.removeAttribute('data-not-found');
    new Function(NOT_FOUND_SCRIPT)();
  }
  afterAll(() => window.history.replaceState(null, '', '/'));

  it('shows the "Blog Post Not Found" view on /guides/<unknown>', () => {
    runAt('/guides/does-not-exist');
    expect(document.documentElement.getAttribute('data-not-found')).toBe('guide');
    expect(document.title).toMatch(/^Blog Post Not Found/);
  });

  it('shows the general view elsewhere', () => {
    runAt('/nope');
    expect(document.documentElement.getAttribute('data-not-found')).toBe('general');
    expect(document.title).toBe(notFoundTitles.general);
  });
});
