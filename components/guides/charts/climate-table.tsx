import { cn } from '@/lib/cn';
import { formatTenths, monthName } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { climateMonths, climateSource, climateYear } from '@/lib/content/climate';

// The climate chart's figures as a table: its text alternative, and the exact values the bars and
// lines round off. One decimal, as the source gives them, in the page's language (25,0 in Indonesian).

// Tighter on a phone, so the four columns fit 320 px without scrolling (the figure is a @container).
const cell = 'px-1.5 py-1.5 @min-[22rem]:px-2 @min-[32rem]:px-3';
const th = `${cell} border-b border-line/15 font-bold text-heading`;
const td = `${cell} border-b border-line/10 text-right tabular-nums`;

function Row({ name, values, locale }: { name: string; values: readonly number[]; locale: Locale }) {
  return (
    <tr>
      <th scope="row" className={`${th} text-left font-semibold`}>
        {name}
      </th>
      {values.map((value, index) => (
        <td key={index} className={td}>
          {formatTenths(locale, value)}
        </td>
      ))}
    </tr>
  );
}

export function ClimateTable({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  return (
    <div
      role="region"
      aria-label={t('chart.climate.tableRegion')}
      // Only scrolls when a reader's larger text does not fit: focusable so a keyboard can scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="mt-6 max-w-full min-w-0 overflow-x-auto rounded-lg ring-1 ring-forest-900/10"
    >
      <table className="w-full border-collapse text-xs @min-[22rem]:text-sm">
        <caption className={cn(cell, 'py-2 text-left font-semibold text-ink-muted')}>
          {t('chart.climate.tableCaption', { period: climateSource.period })}
        </caption>
        <colgroup>
          <col />
          <col />
        </colgroup>
        <colgroup span={2} />
        <thead className="bg-tint align-bottom">
          <tr>
            <th scope="col" rowSpan={2} className={`${th} text-left`}>
              {t('chart.climate.month')}
            </th>
            <th scope="col" rowSpan={2} className={`${th} text-right`}>
              {t('chart.climate.rainColumn')}
            </th>
            <th scope="colgroup" colSpan={2} className={`${th} text-center`}>
              {t('chart.climate.temperatureColumns')}
            </th>
          </tr>
          <tr>
            <th scope="col" className={`${th} text-right`}>
              {t('chart.climate.meanColumn')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('chart.climate.minimumColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {climateMonths.map((m) => (
            <Row
              key={m.month}
              name={monthName(locale, m.month)}
              values={[m.rainMm, m.meanC, m.minC]}
              locale={locale}
            />
          ))}
        </tbody>
        <tfoot className="bg-tint">
          <Row
            name={t('chart.climate.year')}
            values={[climateYear.rainMm, climateYear.meanC, climateYear.minC]}
            locale={locale}
          />
        </tfoot>
      </table>
    </div>
  );
}
