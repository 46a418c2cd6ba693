import type { ClimateMonth } from '../site/climate';

// Where the climate chart's marks go (components/guides/charts/climate-chart.tsx draws them). The SVG
// has no viewBox: it is as wide as the text column and a fixed height, so its labels stay at the
// page's text size on a 320 px phone and on a desktop alike, never scaled down. So x is a percentage
// of the chart's width and y is in px from its top. Rain (bars, left axis) and temperature (lines,
// right axis) share the gridlines: each axis takes as many steps as the rain needs.

export const LAYOUT = {
  /** The whole SVG, px. */
  height: 256,
  /** The plot's top and bottom, px: the axis titles sit above it, the months below. */
  plotTop: 32,
  plotBottom: 224,
  /** The plot's left and right edges, % of the width: the rain ticks left of it, the temperature ticks right. */
  left: 10,
  right: 91,
  /** A bar's share of its month's slot. */
  barShare: 0.6,
} as const;

const RAIN_STEPS = [50, 100, 200, 250, 500, 1000];
const TEMPERATURE_STEPS = [0.5, 1, 2, 2.5, 4, 5, 10];
/** At most this many steps up the rain axis. */
const MAX_STEPS = 4;

export type Tick = { value: number; y: number };
export type Point = { month: number; x: number; y: number };
export type Bar = { month: number; value: number; x: number; width: number; y: number; height: number };

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The rain axis: 0 to a round top, in the fewest round steps (at most MAX_STEPS). */
export function rainAxis(max: number) {
  const step = RAIN_STEPS.find((s) => Math.ceil(max / s) <= MAX_STEPS) ?? RAIN_STEPS.at(-1)!;
  return { min: 0, step, steps: Math.max(1, Math.ceil(max / step)) };
}

/** The temperature axis over the same number of steps: the smallest round step that holds min to max. */
export function temperatureAxis(min: number, max: number, steps: number) {
  for (const step of TEMPERATURE_STEPS) {
    const bottom = Math.floor(min / step) * step;
    if (bottom + steps * step >= max) return { min: bottom, step, steps };
  }
  const step = TEMPERATURE_STEPS.at(-1)!;
  return { min: Math.floor(min / step) * step, step, steps: Math.ceil((max - min) / step) + 1 };
}

export function climateChartGeometry(months: readonly ClimateMonth[]) {
  const { plotTop, plotBottom, left, right, barShare } = LAYOUT;
  const plotHeight = plotBottom - plotTop;
  const rain = rainAxis(Math.max(...months.map((m) => m.rainMm)));
  const temperatures = months.flatMap((m) => [m.meanC, m.minC]);
  const temperature = temperatureAxis(Math.min(...temperatures), Math.max(...temperatures), rain.steps);
  const toY = (axis: { min: number; step: number; steps: number }, value: number) =>
    round(plotBottom - ((value - axis.min) / (axis.step * axis.steps)) * plotHeight, 2);
  const slot = (right - left) / months.length;
  const centre = (index: number) => round(left + (index + 0.5) * slot, 3);
  const line = (key: 'meanC' | 'minC'): Point[] =>
    months.map((m, index) => ({ month: m.month, x: centre(index), y: toY(temperature, m[key]) }));
  const ticks = Array.from({ length: rain.steps + 1 }, (_, i) => i);
  return {
    bars: months.map((m, index): Bar => {
      const y = toY(rain, m.rainMm);
      return {
        month: m.month,
        value: m.rainMm,
        x: round(left + (index + (1 - barShare) / 2) * slot, 3),
        width: round(slot * barShare, 3),
        y,
        height: round(plotBottom - y, 2),
      };
    }),
    mean: line('meanC'),
    minimum: line('minC'),
    /** One gridline per step, bottom up, with the value each axis gives it. */
    gridlines: ticks.map((i) => ({
      y: toY(rain, rain.step * i),
      rain: rain.step * i,
      temperature: round(temperature.min + temperature.step * i, 1),
    })),
    monthLabels: months.map((m, index) => ({ month: m.month, x: centre(index) })),
  };
}

export type ClimateChartGeometry = ReturnType<typeof climateChartGeometry>;
