import { render, screen, within } from '@testing-library/react';
import { ClimateChart } from '@/components/guides/charts/climate-chart';
import { climateChartGeometry, LAYOUT, rainAxis, temperatureAxis } from '@/lib/charts/climate-geometry';
import { formatNumber, formatTenths, monthName } from '@/lib/i18n/format';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { climateMonths, climateSource, climateYear } from '@/lib/site/climate';
import { tr } from './support/i18n';

// The climate chart of the When to go guides: its geometry from lib/site/climate.ts, and the table
// that is its text alternative, in each language.

const geometry = climateChartGeometry(climateMonths);
const { plotTop, plotBottom, left, right } = LAYOUT;

/** A percentage attribute ("12.5%") as its number. */
const percent = (value: string | null) => {
  expect(value).toMatch(/^-?\d+(\.\d+)?%$/);
  return Number(value!.slice(0, -1));
};

describe('climate chart geometry', () => {
  it('draws 12 bars, one per month in order, whose heights are proportional to the rain', () => {
    expect(geometry.bars.map((bar) => bar.month)).toEqual(climateMonths.map((m) => m.month));
    const perMm = geometry.bars[0]!.height / climateMonths[0]!.rainMm;
    geometry.bars.forEach((bar, index) => {
      expect(bar.height / climateMonths[index]!.rainMm).toBeCloseTo(perMm, 3);
      expect(bar.y + bar.height).toBeCloseTo(plotBottom, 5);
      expect(bar.y).toBeGreaterThanOrEqual(plotTop);
      expect(bar.x).toBeGreaterThanOrEqual(left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(right);
      if (index > 0)
        expect(bar.x).toBeGreaterThan(geometry.bars[index - 1]!.x + geometry.bars[index - 1]!.width);
    });
    // The wettest month's bar is the tallest, the driest's the shortest.
    const wettest = climateMonths.reduce((a, b) => (b.rainMm > a.rainMm ? b : a));
    expect(Math.max(...geometry.bars.map((b) => b.height))).toBe(geometry.bars[wettest.month - 1]!.height);
  });

  it.each(['mean', 'minimum'] as const)(
    'puts the %s temperature line through each month’s point',
    (series) => {
      const key = series === 'mean' ? 'meanC' : 'minC';
      const points = geometry[series];
      expect(points).toHaveLength(12);
      const bottom = geometry.gridlines[0]!;
      const top = geometry.gridlines.at(-1)!;
      const pxPerDegree = (bottom.y - top.y) / (top.temperature - bottom.temperature);
      points.forEach((point, index) => {
        const bar = geometry.bars[index]!;
        expect(point.x).toBeCloseTo(bar.x + bar.width / 2, 2);
        expect(point.y).toBeCloseTo(
          bottom.y - (climateMonths[index]![key] - bottom.temperature) * pxPerDegree,
          1,
        );
      });
    },
  );

  it('shares its gridlines between the axes, from 0 mm up past the wettest month and around every temperature', () => {
    const { gridlines } = geometry;
    expect(gridlines[0]).toMatchObject({ rain: 0, y: plotBottom });
    expect(gridlines.at(-1)!.y).toBe(plotTop);
    const rains = gridlines.map((g) => g.rain);
    const temperatures = gridlines.map((g) => g.temperature);
    expect(new Set(rains.slice(1).map((r, i) => r - rains[i]!)).size).toBe(1);
    expect(new Set(temperatures.slice(1).map((c, i) => Number((c - temperatures[i]!).toFixed(1)))).size).toBe(
      1,
    );
    expect(Math.max(...rains)).toBeGreaterThanOrEqual(Math.max(...climateMonths.map((m) => m.rainMm)));
    const all = climateMonths.flatMap((m) => [m.meanC, m.minC]);
    expect(temperatures[0]).toBeLessThanOrEqual(Math.min(...all));
    expect(temperatures.at(-1)).toBeGreaterThanOrEqual(Math.max(...all));
  });

  it('picks round axes in few steps', () => {
    expect(rainAxis(289.2)).toEqual({ min: 0, step: 100, steps: 3 });
    expect(rainAxis(40)).toEqual({ min: 0, step: 50, steps: 1 });
    expect(temperatureAxis(18.3, 25.6, 3)).toEqual({ min: 16, step: 4, steps: 3 });
    expect(temperatureAxis(20.1, 21.7, 4)).toEqual({ min: 20, step: 0.5, steps: 4 });
  });
});

const renderChart = (locale: Locale) => render(<ClimateChart locale={locale} />).container;

describe.each(LOCALES)('the climate chart (%s)', (locale) => {
  const t = tr(locale);

  it('is an image named as the chart of the table after it, drawn from the geometry', () => {
    const container = renderChart(locale);
    const svg = screen.getByRole('img', { name: t('chart.climate.label') });
    const bars = svg.querySelectorAll('[data-series="rain"] rect');
    expect(bars).toHaveLength(12);
    bars.forEach((bar, index) => {
      expect(Number(bar.getAttribute('height'))).toBe(geometry.bars[index]!.height);
      expect(percent(bar.getAttribute('x'))).toBe(geometry.bars[index]!.x);
    });
    for (const series of ['mean', 'minimum'] as const) {
      const segments = [...svg.querySelectorAll(`[data-series="${series}"] line`)];
      expect(segments).toHaveLength(11);
      segments.forEach((segment, index) => {
        const [from, to] = [geometry[series][index]!, geometry[series][index + 1]!];
        expect([percent(segment.getAttribute('x1')), Number(segment.getAttribute('y1'))]).toEqual([
          from.x,
          from.y,
        ]);
        expect([percent(segment.getAttribute('x2')), Number(segment.getAttribute('y2'))]).toEqual([
          to.x,
          to.y,
        ]);
      });
    }
    // The legend and the chart's own text are part of the picture, not read twice.
    expect(container.querySelector('figure ul')).toHaveAttribute('aria-hidden', 'true');
  });

  it('labels both axes with their units and the months in the page’s language', () => {
    renderChart(locale);
    const svg = screen.getByRole('img', { name: t('chart.climate.label') });
    const texts = [...svg.querySelectorAll('text')].map((node) => node.textContent);
    expect(texts).toContain(t('chart.climate.rainAxis'));
    expect(texts).toContain(t('chart.climate.temperatureAxis'));
    for (const line of geometry.gridlines) {
      expect(texts).toContain(formatNumber(locale, line.rain));
      expect(texts).toContain(formatNumber(locale, line.temperature));
    }
    const months = [...svg.querySelectorAll('[data-month-label]')].map((g) =>
      [...g.querySelectorAll('text')].map((node) => node.textContent),
    );
    expect(months).toHaveLength(12);
    months.forEach(([short, initial], index) => {
      expect(monthName(locale, index + 1).startsWith(short!.replace(/\.$/, ''))).toBe(true);
      expect(initial).toBe(short!.charAt(0));
    });
  });

  it('gives the figures as a table with a caption and units, equal to lib/site/climate.ts, and the source', () => {
    renderChart(locale);
    const table = screen.getByRole('table', {
      name: t('chart.climate.tableCaption', { period: climateSource.period }),
    });
    expect(within(table).getByRole('columnheader', { name: t('chart.climate.rainColumn') })).toBeVisible();
    expect(
      within(table).getByRole('columnheader', { name: t('chart.climate.temperatureColumns') }),
    ).toBeVisible();
    const rows = within(table)
      .getAllByRole('row')
      .slice(2)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ...climateMonths.map((m) => [
        monthName(locale, m.month),
        ...[m.rainMm, m.meanC, m.minC].map((v) => formatTenths(locale, v)),
      ]),
      [
        t('chart.climate.year'),
        ...[climateYear.rainMm, climateYear.meanC, climateYear.minC].map((v) => formatTenths(locale, v)),
      ],
    ]);
    expect(screen.getByText(climateSource.attribution[locale])).toBeVisible();
  });
});

describe('the Indonesian chart', () => {
  it('writes Indonesian months and decimal commas', () => {
    renderChart('id');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(2, 14);
    expect(rows.map((row) => row.children[0]!.textContent)).toEqual([
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ]);
    const numbers = rows.flatMap((row) => [...row.children].slice(1).map((cell) => cell.textContent!));
    for (const number of numbers) expect(number).toMatch(/^\d{1,3}(\.\d{3})*,\d$/);
    // Read back the Indonesian way, they are the source's figures.
    expect(numbers.map((n) => Number(n.replace(/\./g, '').replace(',', '.')))).toEqual(
      climateMonths.flatMap((m) => [m.rainMm, m.meanC, m.minC]),
    );
    const total = within(table).getAllByRole('row').at(-1)!.children[1]!.textContent;
    expect(total).toMatch(/^\d\.\d{3},\d$/);
    const svg = screen.getByRole('img');
    expect([...svg.querySelectorAll('[data-month-label] text')].map((n) => n.textContent)).toContain('Agu');
  });
});
