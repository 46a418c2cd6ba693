import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { mapCentre, mapLandmarks } from '@/lib/places/map-centre';
import { Label, Landmark, Leader, Marker } from '@/components/places/map-symbols';
import { LEGEND_HEIGHT, layoutMap, type MapLayout } from '@/lib/places/map-layout';
import { isDisplaced } from '@/lib/places/map-markers';
import { mapTowns, TOWNS_SOURCE } from '@/lib/places/map-towns';

// The static map: inline SVG drawn at build from the places' coordinates (lib/places/map-layout.ts),
// no tiles, no script, nothing fetched; the first paint, the no-JavaScript and the offline map.
// Numbered markers match the list below it, which is the map's text alternative; a marker moved off
// a crowded spot has a leader line to its place. Towns and volcanoes are drawn for orientation where
// their names fit; they are not in the list, so the map's text alternative names the volcanoes shown.
// A map too crowded at its centre gets an inset: the city's core at a larger scale, below it.
// Colours are the design tokens' fill and stroke utilities (tailwind.config.ts), their colour-scheme
// roles where they sit on the map's background, so the map reads in the dark scheme too.

/** One map's drawing: the plotted area and the legend strip below it. */
function MapDrawing({ map, label, kind }: { map: MapLayout; label: string; kind: 'main' | 'inset' }) {
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height + LEGEND_HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-auto w-full rounded-2xl bg-tint font-sans ring-1 ring-line/10"
      data-places-map={kind === 'main' ? '' : kind}
    >
      {map.rings.map((ring) => (
        <g key={ring.km}>
          <circle
            cx={map.centre.x}
            cy={map.centre.y}
            r={ring.r}
            fill="none"
            className="stroke-forest-300"
            strokeWidth="1"
            strokeDasharray="4 4"
          />
          {ring.label && <Label label={ring.label} kind="ring" className="fill-strong-soft" />}
        </g>
      ))}
      {map.towns.map((town) => (
        <g key={town.name} data-map-town={town.name}>
          <circle cx={town.x} cy={town.y} r="3" className="fill-strong-soft" />
          <Label label={town.label} kind="town" className="fill-strong" />
        </g>
      ))}
      {map.core && (
        <circle
          data-map-core={map.core.km}
          cx={map.centre.x}
          cy={map.centre.y}
          r={map.core.r}
          className="fill-card/70 stroke-strong"
          strokeWidth="1.5"
          strokeDasharray="3 2"
        />
      )}
      <g data-map-centre="" transform={`translate(${map.centre.x} ${map.centre.y})`}>
        <rect
          x="-6"
          y="-6"
          width="12"
          height="12"
          transform="rotate(45)"
          className="fill-strong-soft stroke-card"
          strokeWidth="1.5"
        />
      </g>
      {map.centre.label && (
        <g data-map-centre-label="">
          <Label label={map.centre.label} kind="centre" className="fill-heading" />
        </g>
      )}
      {map.landmarks.map((landmark) => (
        <Landmark key={landmark.id} landmark={landmark} />
      ))}
      {map.markers.filter(isDisplaced).map((marker) => (
        <Leader key={marker.label} marker={marker} />
      ))}
      {map.markers.map((marker) => (
        <Marker key={marker.label} marker={marker} />
      ))}
      {/* The legend strip below the plotted area: it covers the rings, never a marker. */}
      <g transform={`translate(0 ${map.height})`}>
        <rect width={map.width} height={LEGEND_HEIGHT} className="fill-tint" />
        <line x2={map.width} className="stroke-line/10" strokeWidth="1" />
        <g transform="translate(14 20)" data-map-scale={map.scale.km}>
          <rect width={map.scale.length} height="5" className="fill-strong" />
          <text x={map.scale.length + 6} y="6" fontSize="11" className="fill-strong">
            {map.scale.km} km
          </text>
        </g>
        <g transform={`translate(${map.width - 30} 15)`} data-map-north="">
          <path d="M0 -9 L5 4 L0 1 L-5 4 Z" className="fill-strong" />
          <text x="9" y="5" fontSize="11" fontWeight="700" className="fill-strong">
            N
          </text>
        </g>
      </g>
    </svg>
  );
}

const linkClass = 'underline decoration-amber-400 underline-offset-2';

export function StaticPlacesMap({
  places,
  total,
  locale,
  label,
}: {
  places: readonly { lat: number; lng: number; number: number }[];
  total: number;
  locale: Locale;
  label?: string;
}) {
  const t = getTranslator(locale);
  const map = layoutMap(places, {
    centreLabel: t('places.centreLabel'),
    insetLabel: t('places.insetLabel'),
    centre: mapCentre(),
    landmarks: mapLandmarks(locale),
    towns: mapTowns(),
  });
  const ringStep = map.rings[0]?.km;
  const what = label ?? t('places.mapLabel', { count: total });
  const landmarks = map.landmarks.map((landmark) => landmark.label.text).join(', ');
  const towns = map.towns.map((town) => town.name).join(', ');
  const moved = [map, ...(map.inset ? [map.inset] : [])].some((layout) => layout.markers.some(isDisplaced));
  const mapLabel = `${what}${ringStep ? t('places.mapRings', { km: String(ringStep) }) : ''}${
    towns ? t('places.mapTowns', { names: towns }) : ''
  }${landmarks ? t('places.mapLandmarks', { names: landmarks }) : ''}.`;
  return (
    <figure className="mt-4">
      <MapDrawing map={map} label={mapLabel} kind="main" />
      {map.inset && map.core && (
        <div className="mt-4" data-map-inset="">
          <p className="mb-2 text-sm font-bold text-strong">
            {t('places.insetHeading', { km: String(map.core.km) })}
          </p>
          <MapDrawing
            map={map.inset}
            label={`${t('places.insetMapLabel', { km: String(map.core.km) })}.`}
            kind="inset"
          />
        </div>
      )}
      <figcaption className="mt-2 text-sm text-ink-muted">
        {t('places.mapCaption')}
        {ringStep ? t('places.mapCaptionRings', { km: String(ringStep) }) : ''}
        {landmarks ? t('places.mapCaptionLandmarks') : ''}
        {towns ? t('places.mapCaptionTowns') : ''}
        {moved ? t('places.mapCaptionLeaders') : ''}
        {t('places.mapCaptionEnd')}
        {towns && (
          <>
            {' '}
            {t('places.mapTownsSource')}{' '}
            <a href={TOWNS_SOURCE.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {TOWNS_SOURCE.name}
            </a>{' '}
            (
            <a
              href={TOWNS_SOURCE.licenceHref}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {TOWNS_SOURCE.licence}
            </a>
            ).
          </>
        )}
      </figcaption>
    </figure>
  );
}
