import type { ChartName } from '@/lib/charts/directive';
import type { Locale } from '@/lib/i18n/locales';
import { ClimateChart } from './climate-chart';

// The charts a guide can place (`::chart <name>`, lib/charts/directive.ts), by name: a name added
// there without a chart here fails the type check.

const CHARTS: Record<ChartName, (props: { locale: Locale }) => React.JSX.Element> = {
  climate: ClimateChart,
};

export function GuideChart({ name, locale }: { name: ChartName; locale: Locale }) {
  const Chart = CHARTS[name];
  return <Chart locale={locale} />;
}
