import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { chartIn, chartLineName } from '@/lib/content/chart-directive';
import type { Locale } from '@/lib/i18n/locales';
import { GuideChart } from './charts/guide-chart';

// A paragraph of a guide's text (components/guides/markdown.tsx renders the text around it), or the
// chart a `::chart <name>` line places.

export type ParagraphProps = ComponentProps<'p'> & ExtraProps;

export function Paragraph({ node: _node, ...props }: ParagraphProps) {
  return <p className="my-5 leading-relaxed text-ink" {...props} />;
}

/**
 * A paragraph, or the chart it places when it is a `::chart <name>` line (lib/content/chart-directive.ts;
 * the loader has refused a guide naming an unknown chart, naming the guide).
 */
export function paragraphIn(locale: Locale) {
  return function ParagraphOrChart(props: ParagraphProps) {
    const only = props.node?.children.length === 1 ? props.node.children[0] : undefined;
    if (only?.type === 'text' && chartLineName(only.value) !== undefined) {
      const name = chartIn(only.value);
      if (!name) {
        throw new Error(`"${only.value}" names no chart the site draws (lib/content/chart-directive.ts)`);
      }
      return <GuideChart name={name} locale={locale} />;
    }
    return <Paragraph {...props} />;
  };
}
