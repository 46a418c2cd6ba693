import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { mapCentre, mapLandmarks } from '@/lib/places/map-centre';
import {
  LEGEND_HEIGHT,
  layoutMap,
  markerWidth,
  type MapLandmark,
  type MapMarker,
} from '@/lib/places/map-layout';

// The guide's map: inline SVG drawn at build from the places' coordinates (lib/places/map-layout.ts),
// no tiles, no script. Numbered markers match the list below it, which is the map's text alternative;
// places closer together than a marker's width share one marker ("3–5"). Landmarks (the main
// volcanoes, lib/places/landmarks.ts) are drawn for orientation where they fit without covering a
// marker; they are not in the list, so the map's text alternative (aria-label) names the ones shown.
// Colours are the design tokens' fill and stroke utilities (tailwind.config.ts), their colour-scheme
// roles where they sit on the map's background, so the map reads in the dark scheme too.

function Landmark({ landmark }: { landmark: MapLandmark }) {
  const { label } = landmark;
  return (
    <g data-map-landmark={landmark.id}>
      <path
        d={`M${landmark.x} ${landmark.y - 8}l7 13h-14z`}
        className="fill-forest-600 stroke-heading"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      {/* A halo of the map's own background keeps the name readable across the rings. */}
      <text
        x={label.x}
        y={label.y}
        textAnchor={label.anchor}
        fontSize="11"
        fontWeight="600"
        className="fill-strong-soft stroke-tint"
        strokeWidth="3"
        paintOrder="stroke"
      >
        {label.text}
      </text>
    </g>
  );
}

function Marker({ marker }: { marker: MapMarker }) {
  const single = marker.numbers.length === 1;
  const width = markerWidth(marker);
  return (
    <g data-map-marker={marker.numbers.join(' ')} transform={`translate(${marker.x} ${marker.y})`}>
      {single ? (
        <circle r="12" className="fill-amber-400 stroke-forest-950" strokeWidth="1.5" />
      ) : (
        <rect
          x={-width / 2}
          y="-12"
          width={width}
          height="24"
          rx="12"
          className="fill-amber-400 stroke-forest-950"
          strokeWidth="1.5"
        />
      )}
      <text y="4.5" textAnchor="middle" fontSize="13" fontWeight="700" className="fill-forest-950">
        {marker.label}
      </text>
    </g>
  );
}

export function PlacesMap({
  places,
  total,
  locale,
  label,
}: {
  /** The places with coordinates, each with its number in the list. */
  places: readonly { lat: number; lng: number; number: number }[];
  /** How many places the list has (some may have no coordinates, so no marker). */
  total: number;
  locale: Locale;
  /** What the map shows, for screen readers; by default a guide's places. */
  label?: string;
}) {
  const t = getTranslator(locale);
  const map = layoutMap(places, {
    centreLabel: t('places.centreLabel'),
    centre: mapCentre(),
    landmarks: mapLandmarks(locale),
  });
  const ringStep = map.rings[0]?.km;
  const what = label ?? t('places.mapLabel', { count: total });
  const landmarks = map.landmarks.map((landmark) => landmark.label.text).join(', ');
  return (
    <figure className="mt-6">
      <svg
        viewBox={`0 0 ${map.width} ${map.height + LEGEND_HEIGHT}`}
        role="img"
        aria-label={`${what}${ringStep ? t('places.mapRings', { km: String(ringStep) }) : ''}${
          landmarks ? t('places.mapLandmarks', { names: landmarks }) : ''
        }.`}
        className="h-auto w-full rounded-2xl bg-tint font-sans ring-1 ring-line/10"
        data-places-map=""
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
            {map.centre.y - ring.r > 14 && (
              <text
                x={map.centre.x + 4}
                y={map.centre.y - ring.r - 4}
                fontSize="11"
                className="fill-strong-soft"
              >
                {ring.km} km
              </text>
            )}
          </g>
        ))}
        {map.towns.map((town) => (
          <g key={town.name}>
            <circle cx={town.x} cy={town.y} r="3" className="fill-strong-soft" />
            <text x={town.x + 6} y={town.y + 4} fontSize="12" className="fill-strong">
              {town.name}
            </text>
          </g>
        ))}
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
          <text
            data-map-centre-label=""
            x={map.centre.label.x}
            y={map.centre.label.y}
            textAnchor={map.centre.label.anchor}
            fontSize="12"
            fontWeight="700"
            className="fill-heading"
          >
            {map.centre.label.text}
          </text>
        )}
        {map.landmarks.map((landmark) => (
          <Landmark key={landmark.id} landmark={landmark} />
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
      <figcaption className="mt-2 text-sm text-ink-muted">
        {t('places.mapCaption')}
        {ringStep ? t('places.mapCaptionRings', { km: String(ringStep) }) : ''}
        {landmarks ? t('places.mapCaptionLandmarks') : ''}
        {t('places.mapCaptionEnd')}
      </figcaption>
    </figure>
  );
}
