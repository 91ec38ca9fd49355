import type { ColumnKind } from '@trilha/shared/api/reports';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n';
import { Pager } from '../admin-ui';
import { formatValue } from './report-format';
import { PAGE_SIZE, useReportQuery } from './use-report-query';

export type TableColumn<Row> = {
  key: string;
  /** The header's catalogue key under `admin.reports.columns` when it is not `key` (one field, two meanings). */
  label?: string;
  kind: ColumnKind;
  /** The sort key the API takes for this column; absent when the column does not sort. */
  sort?: string;
  /** A cell of its own (a link to drill down); the formatted value otherwise. */
  render?: (row: Row) => ReactNode;
};

/** A column as a report lists it: its kind alone when it sorts by its own key, else the column without its key. */
export type ColumnSpec<Row> = ColumnKind | Omit<TableColumn<Row>, 'key'>;

/** A report's columns from the row's keys in order, so a key is written once (`{ enrolled: 'count' }`). */
export function reportColumns<Row>(spec: { [K in keyof Row & string]?: ColumnSpec<Row> }): Array<TableColumn<Row>> {
  return (Object.entries(spec) as Array<[string, ColumnSpec<Row>]>).map(([key, column]) =>
    typeof column === 'string' ? { key, kind: column, sort: key } : { key, ...column },
  );
}

/**
 * A report's table: headers that sort (in the database) and say how they sort to screen readers, the rows
 * of the page, and the pager. On a tablet a wide table scrolls sideways inside its own region; on a phone
 * each row is a card of label and value lines, under a row of the headers' sort buttons.
 */
export function ReportTable<Row extends Record<string, unknown>>({
  caption,
  columns,
  rows,
  total,
  rowKey,
  defaultSort,
}: {
  caption: string;
  columns: Array<TableColumn<Row>>;
  rows: Row[];
  total: number;
  rowKey: (row: Row) => string | number;
  defaultSort?: { sort: string; order: 'asc' | 'desc' };
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const { query, update } = useReportQuery();
  const sort = query.sort ?? defaultSort?.sort;
  const order = (query.sort ? query.order : defaultSort?.order) ?? 'asc';
  const offset = Number(query.offset ?? 0);
  const labels = columns.map((column) =>
    t(`admin.reports.columns.${column.label ?? column.key}` as 'admin.reports.columns.name'),
  );
  return (
    <div>
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-line bg-white focus:outline-2 focus:outline-brand"
      >
        <table className="w-full border-collapse text-sm md:min-w-max">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-gray-50 text-left">
            <tr className="max-md:flex max-md:flex-wrap max-md:gap-x-3 max-md:px-3">
              {columns.map((column, index) => {
                const active = column.sort !== undefined && column.sort === sort;
                const label = labels[index];
                const numeric = column.kind !== 'text' && column.kind !== 'status';
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={`px-3 py-2 font-semibold max-md:px-0 md:border-b md:border-line ${numeric ? 'md:text-right' : ''}`}
                  >
                    {column.sort ? (
                      <button
                        type="button"
                        className="inline-flex min-h-11 items-center gap-1 font-semibold hover:underline"
                        onClick={() =>
                          update({
                            sort: column.sort,
                            order: active && order === 'asc' ? 'desc' : active ? 'asc' : numeric ? 'desc' : 'asc',
                          })
                        }
                      >
                        {label}
                        <span aria-hidden="true">{active ? (order === 'asc' ? '▲' : '▼') : '↕'}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line last:border-b-0 max-md:block max-md:py-2">
                {columns.map((column, index) => {
                  const numeric = column.kind !== 'text' && column.kind !== 'status';
                  return (
                    <td
                      key={column.key}
                      data-label={labels[index]}
                      className={`px-3 py-2 align-top max-md:flex max-md:justify-between max-md:gap-3 max-md:py-1 max-md:text-right max-md:before:text-left max-md:before:font-semibold max-md:before:text-muted max-md:before:content-[attr(data-label)] ${numeric ? 'text-right tabular-nums' : ''}`}
                    >
                      {column.render ? column.render(row) : formatValue(column.kind, row[column.key])}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-2 text-sm text-muted">{t('admin.reports.rows', { count: total })}</p>
      <Pager
        offset={offset}
        limit={PAGE_SIZE}
        total={total}
        onChange={(next) => update({ offset: next ? String(next) : undefined }, { keepPage: true })}
      />
    </div>
  );
}
