// @vitest-environment node
import { colors, schemeColors, type SchemeColor } from '@/lib/site/colors';

// The colour-scheme roles (lib/site/colors.ts): in both schemes, every text role reads at WCAG AA
// (4.5 : 1) on every surface it is drawn on. axe checks the pages themselves (tests/e2e/a11y.spec.ts,
// also in the dark scheme); this checks the table, so a changed value fails here first.

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const SURFACES: SchemeColor[] = [
  'page',
  'card',
  'tint',
  'tint-strong',
  'highlight',
  'highlight-strong',
  'code',
];
const TEXT: SchemeColor[] = ['ink', 'ink-muted', 'heading', 'strong', 'strong-soft', 'link', 'link-hover'];

describe.each(['light', 'dark'] as const)('the %s scheme', (scheme) => {
  const roles = schemeColors[scheme];

  it('has every role the other scheme has', () => {
    expect(Object.keys(roles).sort()).toEqual(Object.keys(schemeColors.light).sort());
  });

  it.each(TEXT)('%s reads at AA on every surface', (text) => {
    for (const surface of SURFACES) {
      expect(contrast(roles[text], roles[surface]), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('ink-subtle (small print) and accent (icons, list markers) read at AA where they are used', () => {
    for (const surface of ['page', 'card', 'tint', 'highlight'] as const) {
      expect(contrast(roles['ink-subtle'], roles[surface]), surface).toBeGreaterThanOrEqual(4.5);
      expect(contrast(roles.accent, roles[surface]), surface).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the dark green panels (white text, bg-forest-900) apart from the page', () => {
    // Panels keep the palette in both schemes; the page's own background differs from them.
    expect(contrast(colors.forest[900], roles.page)).toBeGreaterThan(1.2);
  });
});

it('the light scheme is the palette the site had: light values come from it', () => {
  expect(schemeColors.light.page).toBe(colors.sand);
  expect(schemeColors.light.heading).toBe(colors.forest[950]);
  expect(schemeColors.light.ink).toBe(colors.ink.DEFAULT);
});

it('keeps the spec’s Markdown colours in both schemes: amber links, code on grey', () => {
  const amber: string[] = Object.values(colors.amber);
  for (const scheme of ['light', 'dark'] as const) expect(amber).toContain(schemeColors[scheme].link);
  // Grey: red, green and blue within a few steps of each other.
  for (const scheme of ['light', 'dark'] as const) {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(schemeColors[scheme].code.slice(i, i + 2), 16));
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!), scheme).toBeLessThanOrEqual(12);
  }
});
