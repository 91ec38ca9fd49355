import 'chartist/dist/index.css';
import { BREAKPOINT_DESKTOP_PX } from '@trilha/shared/constants';
import { BarChart, LineChart } from 'chartist';
import { useEffect, useId, useRef } from 'react';
import { statusText } from './report-format';

/** Colours told apart also by people with colour-blindness (Okabe and Ito), in series order. */
export const SERIES_COLORS = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9', '#999999', '#F0E442'];

/** Each status's colour in every report, from the same palette: grey not begun, blues under way, green passed, red failed. */
const STATUS_COLORS: Record<string, string> = {
  NOT_STARTED: '#999999',
  NOT_ATTEMPTED: '#999999',
  IN_PROGRESS: '#56B4E9',
  PENDING: '#56B4E9',
  COMPLETED: '#0072B2',
  PASSED: '#009E73',
  COMPLIANT: '#009E73',
  FAILED: '#D55E00',
  OVERDUE: '#D55E00',
  EXPIRED: '#CC79A7',
};

export type ChartSeries = { name: string; values: number[]; color?: string };

/**
 * A chart (Chartist, SVG) of a report: bars (stacked, horizontal when the labels are long) or lines. It is an
 * image to screen readers, named by `summary`; the table beside it holds the same figures to read. The
 * legend is HTML, so it wraps and reads on any screen.
 */
export function ReportChart({
  kind,
  labels,
  series,
  summary,
  stacked = false,
  horizontal = false,
  percent = false,
}: {
  kind: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  summary: string;
  stacked?: boolean;
  horizontal?: boolean;
  /** Values are shares (0-1), shown as percentages on the axis. */
  percent?: boolean;
}) {
  const target = useRef<HTMLDivElement>(null);
  const legendId = useId();
  const colors = series.map((entry, index) => entry.color ?? SERIES_COLORS[index % SERIES_COLORS.length]);
  const height = horizontal ? Math.max(160, labels.length * 34 + 50) : 260;
  // Redrawn when the figures change, not on every render of the page.
  const signature = JSON.stringify({ kind, labels, series, stacked, horizontal, percent });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for every input of the drawing
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // Chartist draws horizontal bars from the bottom up: the labels and each series' values are turned over
    // so the bars read top to bottom in the order of the table. (Its `reverseData` would turn the series
    // over too, and each series would be drawn in another's colour.)
    const data = horizontal
      ? { labels: [...labels].reverse(), series: series.map((entry) => [...entry.values].reverse()) }
      : { labels, series: series.map((entry) => entry.values) };
    // Room for the labels of horizontal bars: two lines of the label column, wider on a wide screen.
    const labelWidth = element.clientWidth >= BREAKPOINT_DESKTOP_PX ? 260 : element.clientWidth >= 600 ? 200 : 120;
    const labelLength = horizontal ? Math.floor(labelWidth / 3.4) : 28;
    const valueAxis = {
      onlyInteger: !percent,
      labelInterpolationFnc: (value: unknown) => (percent ? `${Math.round(Number(value) * 100)}%` : String(value)),
    };
    const labelAxis = {
      labelInterpolationFnc: (value: unknown) => {
        const text = String(value);
        return text.length > labelLength ? `${text.slice(0, labelLength - 1)}…` : text;
      },
      ...(horizontal ? { offset: labelWidth } : {}),
    };
    const chart =
      kind === 'bar'
        ? new BarChart(element, data, {
            height,
            stackBars: stacked,
            horizontalBars: horizontal,
            seriesBarDistance: 14,
            axisX: horizontal ? valueAxis : labelAxis,
            axisY: horizontal ? labelAxis : valueAxis,
            ...(percent ? { high: 1, low: 0 } : {}),
          })
        : new LineChart(element, data, {
            height,
            fullWidth: true,
            lineSmooth: false,
            axisY: valueAxis,
            // Room for the last period's label, which starts at the last point.
            chartPadding: { right: 56 },
          });
    chart.on('draw', (event: { type: string; seriesIndex?: number; element: { attr: (a: object) => void } }) => {
      const color = colors[event.seriesIndex ?? 0];
      if (event.type === 'bar')
        event.element.attr({
          style: `stroke: ${color}; stroke-width: ${stacked ? 22 : series.length === 1 ? 28 : 12}px`,
        });
      if (event.type === 'line' || event.type === 'point') event.element.attr({ style: `stroke: ${color}` });
    });
    return () => {
      chart.detach();
    };
  }, [signature]);

  return (
    <figure className="mb-4 rounded-xl border border-line bg-white p-3">
      <div ref={target} role="img" aria-label={summary} aria-describedby={legendId} style={{ minHeight: height }} />
      <figcaption id={legendId}>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {series.map((entry, index) => (
            <li key={entry.name} className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ background: colors[index] }}
              />
              {entry.name}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** One horizontal bar per row, stacked by status: how many of the row are in each status. */
export function StatusBars<Row>({
  rows,
  label,
  statuses,
  count,
  summary,
}: {
  rows: Row[];
  label: (row: Row) => string;
  statuses: readonly string[];
  count: (row: Row, status: string) => number;
  summary: string;
}) {
  return (
    <ReportChart
      kind="bar"
      stacked
      horizontal
      labels={rows.map(label)}
      series={statuses.map((status) => ({
        name: statusText(status),
        color: STATUS_COLORS[status],
        values: rows.map((row) => count(row, status)),
      }))}
      summary={summary}
    />
  );
}
