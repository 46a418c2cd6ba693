import type { ReactNode } from 'react';
import type { MapPoint } from '@/components/behaviors/interactive-map-types';
import { serializeJsonLd } from '@/components/seo/json-ld';
import { Icon } from '@/components/ui/icon';
import { MAP_ATTRIBUTE } from '@/lib/browser/map-config.mjs';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';

// A static map that a visitor can swap for a zoomable one (components/behaviors/interactive-map.ts):
// the static map (children) stays the first paint, the no-JavaScript and the offline map; the button
// shows only once the boot script has marked <html data-js>, so it is never a dead button. The
// places ride along as JSON for the map's script; the words it shows are data-msg-* attributes. The
// element's attribute is also what lets this page's policy name the tile host (security-policy.mjs).

export function InteractiveMap({
  points,
  locale,
  children,
}: {
  points: readonly MapPoint[];
  locale: Locale;
  children: ReactNode;
}) {
  const t = getTranslator(locale);
  return (
    <div
      {...{ [MAP_ATTRIBUTE]: '' }}
      data-msg-open={t('places.openMap')}
      data-msg-close={t('places.closeMap')}
      data-msg-loading={t('places.mapLoading')}
      data-msg-failed={t('places.mapFailed')}
      data-msg-region={t('places.mapRegion')}
      data-msg-zoom-in={t('places.mapZoomIn')}
      data-msg-zoom-out={t('places.mapZoomOut')}
      data-msg-cluster={t.raw('places.mapCluster') as string}
      className="mt-6"
    >
      <script
        type="application/json"
        data-map-places=""
        // The places' numbers, names, pages and positions, with `<` escaped (serializeJsonLd).
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(points) }}
      />
      <button
        type="button"
        data-map-toggle=""
        aria-expanded="false"
        className="hidden min-h-11 items-center gap-2 rounded-pill bg-card px-4 py-2 text-sm font-bold text-strong ring-1 ring-line/15 transition-colors hover:bg-tint [[data-js]_&]:inline-flex"
      >
        <Icon name="map" className="size-5" />
        <span data-map-toggle-label="">{t('places.openMap')}</span>
      </button>
      <p data-map-note="" role="status" className="text-sm text-ink-muted not-empty:mt-2" />
      <div data-map-static="">{children}</div>
      <div data-map-view="" hidden className="mt-4 w-full overflow-hidden rounded-2xl ring-1 ring-line/10" />
    </div>
  );
}
