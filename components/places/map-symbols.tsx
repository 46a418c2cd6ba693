import { cn } from '@/lib/cn';
import { markerWidth, type MapLabel, type MapLandmark, type MapMarker } from '@/lib/places/map-layout';

// What the static maps draw (./static-places-map.tsx), piece by piece: labels, volcanoes, markers
// and their leader lines. Every label is drawn at the width the layout gave it (textLength), so its
// box is the same on every device whatever its fonts.

/** A label as the layout placed it, with a halo of the map's own background so it reads across rings and lines. */
export function Label({ label, className, kind }: { label: MapLabel; className: string; kind: string }) {
  return (
    <text
      data-map-label={kind}
      x={label.x}
      y={label.y}
      textAnchor={label.anchor}
      fontSize={label.fontSize}
      fontWeight={label.bold ? 700 : 400}
      textLength={label.width}
      lengthAdjust="spacingAndGlyphs"
      className={cn(className, 'stroke-tint')}
      strokeWidth="3"
      strokeLinejoin="round"
      paintOrder="stroke"
    >
      {label.text}
    </text>
  );
}

export function Landmark({ landmark }: { landmark: MapLandmark }) {
  return (
    <g data-map-landmark={landmark.id}>
      <path
        d={`M${landmark.x} ${landmark.y - 8}l7 13h-14z`}
        className="fill-forest-600 stroke-heading"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <Label label={landmark.label} kind="landmark" className="fill-strong-soft" />
    </g>
  );
}

export function Marker({ marker }: { marker: MapMarker }) {
  const single = marker.numbers.length === 1;
  const width = markerWidth(marker);
  return (
    <g
      data-map-marker={marker.numbers.join(' ')}
      data-map-at={`${marker.at.x} ${marker.at.y}`}
      transform={`translate(${marker.x} ${marker.y})`}
    >
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

/** A moved marker's line back to its place, ending in a dot on the spot. */
export function Leader({ marker }: { marker: MapMarker }) {
  return (
    <g data-map-leader={marker.numbers.join(' ')}>
      <line
        x1={marker.at.x}
        y1={marker.at.y}
        x2={marker.x}
        y2={marker.y}
        className="stroke-heading"
        strokeWidth="1.25"
      />
      <circle cx={marker.at.x} cy={marker.at.y} r="2.5" className="fill-heading" />
    </g>
  );
}
