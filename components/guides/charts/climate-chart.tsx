import { climateChartGeometry, LAYOUT, type Point } from '@/lib/charts/climate-geometry';
import { formatNumber, monthNarrowName, monthShortName } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { climateMonths, climateSource } from '@/lib/content/climate';
import { ClimateTable } from './climate-table';

// Bandung's climate month by month, as a guide places it with `::chart climate`
// (lib/content/chart-directive.ts): rain as bars, the mean and the mean minimum temperature as lines (the source has no
// mean maximum), then the same figures as a table (the chart's text alternative) and the source's
// attribution. Drawn at build: plain SVG, no script. Every colour is a design token or currentColor.

/** The lines' looks, told apart by more than colour: solid with dots, dashed with squares. */
export const SERIES = {
  rain: { className: 'fill-forest-200 stroke-forest-600' },
  mean: { className: 'stroke-amber-700', marker: 'fill-amber-700', dash: undefined },
  minimum: { className: 'stroke-ink', marker: 'fill-ink', dash: '6 4' },
} as const;

const MARKER = 3.5;

function Line({ points, series }: { points: readonly Point[]; series: 'mean' | 'minimum' }) {
  const { className, marker, dash } = SERIES[series];
  return (
    <g data-series={series}>
      {points.slice(1).map((point, index) => (
        <line
          key={point.month}
          x1={`${points[index]!.x}%`}
          y1={points[index]!.y}
          x2={`${point.x}%`}
          y2={point.y}
          className={className}
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeDasharray={dash}
        />
      ))}
      {points.map((point) =>
        series === 'mean' ? (
          <circle key={point.month} cx={`${point.x}%`} cy={point.y} r={MARKER} className={marker} />
        ) : (
          <rect
            key={point.month}
            x={`${point.x}%`}
            y={point.y - MARKER}
            width={MARKER * 2}
            height={MARKER * 2}
            transform={`translate(${-MARKER} 0)`}
            className={marker}
          />
        ),
      )}
    </g>
  );
}

/** The chart itself: an image to assistive technology, named as the chart of the table after it. */
export function ClimateChartSvg({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  const { bars, mean, minimum, gridlines, monthLabels } = climateChartGeometry(climateMonths);
  const { height, plotBottom, left, right } = LAYOUT;
  return (
    <svg
      role="img"
      aria-label={t('chart.climate.label')}
      width="100%"
      height={height}
      data-pagefind-ignore=""
      className="block overflow-visible text-xs text-ink-muted"
    >
      <text x="0" y="12" className="fill-current font-semibold">
        {t('chart.climate.rainAxis')}
      </text>
      <text x="100%" y="12" textAnchor="end" className="fill-current font-semibold">
        {t('chart.climate.temperatureAxis')}
      </text>
      {gridlines.map((line, index) => (
        <g key={line.rain} data-gridline="">
          <line
            x1={`${left}%`}
            x2={`${right}%`}
            y1={line.y}
            y2={line.y}
            className={index === 0 ? 'stroke-current' : 'stroke-current opacity-25'}
          />
          <text x={`${left}%`} dx={-4} y={line.y} dy="0.32em" textAnchor="end" className="fill-current">
            {formatNumber(locale, line.rain)}
          </text>
          <text x={`${right}%`} dx={4} y={line.y} dy="0.32em" className="fill-current">
            {formatNumber(locale, line.temperature)}
          </text>
        </g>
      ))}
      <g data-series="rain">
        {bars.map((bar) => (
          <rect
            key={bar.month}
            x={`${bar.x}%`}
            width={`${bar.width}%`}
            y={bar.y}
            height={bar.height}
            className={SERIES.rain.className}
          />
        ))}
      </g>
      <Line points={minimum} series="minimum" />
      <Line points={mean} series="mean" />
      {monthLabels.map((label) => (
        <g key={label.month} data-month-label="">
          {/* Three letters where a month's slot is wide enough, its initial on a phone. */}
          <text
            x={`${label.x}%`}
            y={plotBottom + 18}
            textAnchor="middle"
            className="hidden fill-current @min-[25rem]:inline"
          >
            {monthShortName(locale, label.month)}
          </text>
          <text
            x={`${label.x}%`}
            y={plotBottom + 18}
            textAnchor="middle"
            className="fill-current @min-[25rem]:hidden"
          >
            {monthNarrowName(locale, label.month)}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** A line or bar as the legend shows it. */
function Swatch({ series }: { series: keyof typeof SERIES }) {
  return (
    <svg width="28" height="14" aria-hidden="true" className="shrink-0">
      {series === 'rain' ? (
        <rect x="8" y="1" width="12" height="12" className={SERIES.rain.className} />
      ) : (
        <>
          <line
            x1="1"
            x2="27"
            y1="7"
            y2="7"
            strokeWidth={2.5}
            strokeDasharray={SERIES[series].dash}
            className={SERIES[series].className}
          />
          {series === 'mean' ? (
            <circle cx="14" cy="7" r={MARKER} className={SERIES.mean.marker} />
          ) : (
            <rect
              x={14 - MARKER}
              y={7 - MARKER}
              width={MARKER * 2}
              height={MARKER * 2}
              className={SERIES.minimum.marker}
            />
          )}
        </>
      )}
    </svg>
  );
}

export function ClimateChart({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  const legend = [
    ['rain', t('chart.climate.rain')],
    ['mean', t('chart.climate.mean')],
    ['minimum', t('chart.climate.minimum')],
  ] as const;
  return (
    <figure data-chart="climate" className="@container my-8 break-inside-avoid text-base">
      <figcaption className="mb-3 font-bold text-heading">{t('chart.climate.title')}</figcaption>
      {/* Part of the picture: the chart's name and the table's headings say the same to a screen reader. */}
      <ul
        aria-hidden="true"
        data-pagefind-ignore=""
        className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted"
      >
        {legend.map(([series, words]) => (
          <li key={series} className="flex items-center gap-1.5">
            <Swatch series={series} />
            {words}
          </li>
        ))}
      </ul>
      <ClimateChartSvg locale={locale} />
      <ClimateTable locale={locale} />
      <p className="mt-3 text-sm leading-relaxed text-ink-muted">{climateSource.attribution[locale]}</p>
    </figure>
  );
}
