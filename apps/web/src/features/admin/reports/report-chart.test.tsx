import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportChart } from './report-chart';

/** The bars Chartist drew, as series name (by colour), value and the label of their row, top to bottom. */
function barsOf(container: HTMLElement, colors: Record<string, string>) {
  const nameOf = new Map(Object.entries(colors).map(([name, color]) => [color.toLowerCase(), name]));
  return [...container.querySelectorAll('line.ct-bar')].map((bar) => {
    const stroke = /stroke:\s*(#[0-9a-f]+)/i.exec(bar.getAttribute('style') ?? '')?.[1]?.toLowerCase() ?? '';
    return {
      series: nameOf.get(stroke),
      value: Number(bar.getAttribute('ct:value')),
      y: Number(bar.getAttribute('y1')),
    };
  });
}

// jsdom has no media queries; Chartist asks for them to apply responsive options (none are used here).
window.matchMedia ??= ((query: string) =>
  ({
    matches: false,
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as MediaQueryList) as typeof window.matchMedia;

describe('the chart of a report', () => {
  it('draws each series of horizontal stacked bars in its own colour, the first row on top', async () => {
    const colors = { 'Não iniciado': '#999999', Concluído: '#0072B2', Expirado: '#CC79A7' };
    const { container } = render(
      <ReportChart
        kind="bar"
        stacked
        horizontal
        summary="Matrículas por turma"
        labels={['Primeira turma', 'Segunda turma']}
        series={[
          { name: 'Não iniciado', color: colors['Não iniciado'], values: [1, 0] },
          { name: 'Concluído', color: colors.Concluído, values: [3, 7] },
          { name: 'Expirado', color: colors.Expirado, values: [0, 2] },
        ]}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('line.ct-bar').length).toBeGreaterThan(0));
    const bars = barsOf(container, colors);
    const drawn = (series: string, value: number) => bars.filter((bar) => bar.series === series && bar.value === value);
    // Each value in its series' colour: 3 and 7 completed, 1 not started, 2 expired.
    expect(drawn('Concluído', 3)).toHaveLength(1);
    expect(drawn('Concluído', 7)).toHaveLength(1);
    expect(drawn('Não iniciado', 1)).toHaveLength(1);
    expect(drawn('Expirado', 2)).toHaveLength(1);
    // The first row of the table (3 completed) is drawn above the second (7 completed).
    expect(drawn('Concluído', 3)[0]?.y).toBeLessThan(drawn('Concluído', 7)[0]?.y as number);
  });
});
