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
