import type { Page } from '@playwright/test';
import { LOCALES } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { hasCoordinates } from '../../lib/content/places/schema';
import { placeHref, routes } from '../../lib/routes';
import { expect, test } from './fixtures';
import { guidesIn } from './pages';

// The static maps as a browser draws them (components/places/static-places-map.tsx), at a phone's
// 320 and 390 px and a laptop's 1,366 px: no label (the centre's name, towns, volcanoes, ring
// distances) overlaps another or a marker, and every label and marker lies inside its map. Labels
// are drawn at the layout's width whatever the fonts, so this holds on any machine.

const WIDTHS = [320, 390, 1366] as const;

type Rect = { name: string; l: number; t: number; r: number; b: number };

const overlap = (a: Rect, b: Rect) =>
  a.l < b.r - 0.5 && b.l < a.r - 0.5 && a.t < b.b - 0.5 && b.t < a.b - 0.5;

/** Each map drawing's frame, labels and markers, in screen pixels. */
function drawings(page: Page) {
  return page.locator('svg[data-places-map]').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const rect = (node: Element, name: string) => {
        const r = node.getBoundingClientRect();
        return { name, l: r.left, t: r.top, r: r.right, b: r.bottom };
      };
      return {
        frame: rect(svg, 'frame'),
        labels: [...svg.querySelectorAll('[data-map-label]')].map((node) =>
          rect(node, `${node.getAttribute('data-map-label')} "${node.textContent}"`),
        ),
        markers: [...svg.querySelectorAll('[data-map-marker]')].map((node) =>
          rect(node, `marker ${node.getAttribute('data-map-marker')}`),
        ),
      };
    }),
  );
}

for (const locale of LOCALES) {
  const pages = [
    localePath(locale, routes.places),
    localePath(locale, placeHref('observatorium-bosscha')),
    ...guidesIn(locale)
      .filter((guide) => guide.places.some(hasCoordinates))
      .map((guide) => guide.href),
  ];

  test(`static maps at 320, 390 and 1,366 px: no label overlaps another or a marker [${locale}]`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    let labels = 0;
    for (const path of pages) {
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const { frame, labels: texts, markers } of await drawings(page)) {
          expect(frame.r - frame.l, `${path} at ${width} px`).toBeLessThanOrEqual(width);
          for (const [i, label] of texts.entries()) {
            const where = `${path} at ${width} px: ${label.name}`;
            expect(label.l, where).toBeGreaterThanOrEqual(frame.l);
            expect(label.r, where).toBeLessThanOrEqual(frame.r);
            for (const other of texts.slice(i + 1))
              expect(overlap(label, other), `${where} / ${other.name}`).toBe(false);
            for (const marker of markers)
              expect(overlap(label, marker), `${where} / ${marker.name}`).toBe(false);
          }
          for (const [i, marker] of markers.entries()) {
            for (const other of markers.slice(i + 1))
              expect(overlap(marker, other), `${path} at ${width} px: ${marker.name} / ${other.name}`).toBe(
                false,
              );
          }
          labels += texts.length;
        }
      }
    }
    // Towns, volcanoes and the centre are named somewhere: the check is not vacuous.
    expect(labels).toBeGreaterThan(20);
  });
}
