import type { ColumnKind } from '@trilha/shared/api/reports';
import { durationText, percentText } from '@trilha/shared/rules/reports';
import { t } from '../../../i18n';

const integer = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 0 });

/** A report value as people read it (counts with separators, rates as %, times in hours, dates in pt-BR). */
export function formatValue(kind: ColumnKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (kind) {
    case 'count':
      return integer.format(Number(value));
    case 'rate':
      return percentText(Number(value));
    case 'grade':
      return decimal.format(Number(value));
    case 'seconds':
      return durationText(Number(value));
    case 'datetime':
      return new Date(String(value)).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
    case 'date':
      return new Date(String(value)).toLocaleDateString('pt-BR');
    case 'status':
      return statusText(String(value));
    default:
      return String(value);
  }
}

/** A status's Portuguese name. */
export function statusText(status: string): string {
  return t(`admin.reports.status.${status}` as 'admin.reports.status.COMPLETED');
}

/**
 * Every period from the first to the last of `periods` (months `YYYY-MM` or days `YYYY-MM-DD`, as the points
 * report groups them), so a chart over time leaves no period out where nobody scored. At most `limit`.
 */
export function continuousPeriods(periods: string[], limit = 400): string[] {
  const sorted = [...new Set(periods)].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const isMonth = first.length === 7;
  const result: string[] = [];
  const cursor = new Date(`${isMonth ? `${first}-01` : first}T00:00:00Z`);
  while (result.length < limit) {
    const period = cursor.toISOString().slice(0, isMonth ? 7 : 10);
    if (period > last) break;
    result.push(period);
    if (isMonth) cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    else cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return result;
}
