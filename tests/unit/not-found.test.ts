import { NOT_FOUND_SCRIPT, notFoundKind, notFoundTitles } from '@/lib/not-found';

describe('notFoundKind', () => {
  it.each([
    ['/guides/does-not-exist', 'guide'],
    ['/guides/top-10-things-to-do-in-bandung/extra', 'guide'],
    ['/guides/x', 'guide'],
    ['/redirect/unknown-tour', 'redirect'],
    ['/redirect', 'redirect'],
    ['/guides', 'general'],
    ['/guides/', 'general'],
    ['/nope', 'general'],
    ['/', 'general'],
    ['/guidesx/y', 'general'],
  ] as const)('%s → %s', (pathname, kind) => {
    expect(notFoundKind(pathname)).toBe(kind);
  });
});

describe('NOT_FOUND_SCRIPT', () => {
  const runAt = (pathname: string) => {
    window.history.replaceState(null, '', pathname);
    document.documentElement.removeAttribute('data-not-found');
    new Function(NOT_FOUND_SCRIPT)();
  };
  afterAll(() => window.history.replaceState(null, '', '/'));

  it('picks the guide view and title on /guides/<unknown>', () => {
    runAt('/guides/does-not-exist');
    expect(document.documentElement.getAttribute('data-not-found')).toBe('guide');
    expect(document.title).toBe(notFoundTitles.guide);
    expect(document.title).toMatch(/^Blog Post Not Found/);
  });

  it('picks the general view elsewhere', () => {
    runAt('/nope');
    expect(document.documentElement.getAttribute('data-not-found')).toBe('general');
    expect(document.title).toBe(notFoundTitles.general);
  });
});
