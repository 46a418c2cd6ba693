import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { Markdown } from '@/components/guides/markdown';
import { CHART_NAMES } from '@/lib/charts/directive';
import { loadGuides } from '@/lib/content/guides';
import { climateSource } from '@/lib/site/climate';
import { guideSource } from './support/guide-source';
import { tr } from './support/i18n';

// How a guide places a chart: a `::chart <name>` paragraph, swapped for the chart by the renderer;
// any other `::` line stops the build naming the guide and the line.

/** Loads a guides folder holding one guide with this body; returns the loader's error, if any. */
function loadBody(body: string): string | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chart-line-'));
  fs.writeFileSync(path.join(dir, 'climate-guide.md'), guideSource(body));
  try {
    loadGuides(dir);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('::chart lines in a guide', () => {
  it('renders ::chart climate as the chart, between the paragraphs around it', () => {
    const { container } = render(
      <Markdown source={'Before the chart.\n\n::chart climate\n\nAfter the chart.'} locale="en" />,
    );
    const figure = container.querySelector('figure[data-chart="climate"]');
    expect(figure).not.toBeNull();
    expect(screen.getByRole('img', { name: tr('en')('chart.climate.label') })).toBeInTheDocument();
    expect(screen.getByText(climateSource.attribution.en)).toBeInTheDocument();
    expect(container.textContent).not.toContain('::chart');
    expect(figure!.previousElementSibling).toHaveTextContent('Before the chart.');
    expect(figure!.nextElementSibling).toHaveTextContent('After the chart.');
  });

  it('leaves other paragraphs that mention ::chart as text', () => {
    const { container } = render(<Markdown source={'Write `::chart climate` to place it.'} locale="en" />);
    expect(container.querySelector('figure')).toBeNull();
    expect(container).toHaveTextContent('Write ::chart climate to place it.');
  });

  it('loads a guide that places a known chart', () => {
    for (const name of CHART_NAMES) expect(loadBody(`Intro.\n\n::chart ${name}\n`)).toBeUndefined();
  });

  it('refuses an unknown chart, naming the guide, the line and the charts there are', () => {
    const error = loadBody('Intro.\n\n::chart rain\n');
    expect(error).toMatch(/climate-guide\.md/);
    expect(error).toMatch(/line \d+: ::chart rain names no chart the site draws; the charts are: climate/);
    // The line is counted from the file's top, where the editor looks.
    const fileLines = guideSource('Intro.\n\n::chart rain\n').split('\n');
    expect(error).toContain(`line ${fileLines.indexOf('::chart rain') + 1}:`);
  });

  it.each([
    [
      'joined to the paragraph before it',
      'Intro.\n::chart climate\n',
      /"::chart climate" is not a chart line/,
    ],
    ['with more words', 'Intro.\n\n::chart climate please\n', /"::chart climate please" is not a chart line/],
    ['misspelt', 'Intro.\n\n::charts climate\n', /"::charts climate" is not a chart line/],
    ['in a list', '- ::chart climate\n- more\n', /::chart climate is inside a list or a quote/],
    ['in a quote', '> ::chart climate\n', /::chart climate is inside a list or a quote/],
  ])('refuses a chart line %s, naming the guide', (_, body, message) => {
    const error = loadBody(body);
    expect(error).toMatch(/climate-guide\.md/);
    expect(error).toMatch(message);
  });

  it('refuses an unknown chart in the renderer too (a body the loader never saw)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Markdown source={'::chart rain'} locale="en" />)).toThrow(
      /::chart rain.*names no chart/,
    );
    vi.restoreAllMocks();
  });
});
