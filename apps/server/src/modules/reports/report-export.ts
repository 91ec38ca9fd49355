import { PassThrough, Readable } from 'node:stream';
import type { ColumnKind, ExportFormat, ReportColumn } from '@trilha/shared/api/reports';
import { removeAccents } from '@trilha/shared/rules/accents';

/** The Portuguese names of the statuses, as the console shows them. */
export const STATUS_LABELS: Record<string, string> = {
  NOT_STARTED: 'Não iniciado',
  NOT_ATTEMPTED: 'Não iniciado',
  IN_PROGRESS: 'Em andamento',
  INCOMPLETE: 'Incompleto',
  COMPLETED: 'Concluído',
  PASSED: 'Aprovado',
  FAILED: 'Reprovado',
  EXPIRED: 'Expirado',
  COMPLIANT: 'Em dia',
  OVERDUE: 'Atrasado',
  PENDING: 'No prazo',
  FINISHED: 'Finalizada',
  OPEN: 'Em aberto',
  chat: 'Bate-papo',
  upload: 'Envio de conteúdo',
  REACTION: 'Pesquisa',
  KNOWLEDGE: 'Conhecimento',
  PRE_TEST: 'Pré-teste',
};

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Row = Record<string, unknown>;

/** A value as a spreadsheet cell: rates as fractions (formatted as percent), times in minutes, dates as dates. */
function cellOf(kind: ColumnKind, value: unknown): string | number | Date | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'count':
      return Number(value);
    case 'rate':
      return Math.round(Number(value) * 10_000) / 10_000;
    case 'grade':
      return Math.round(Number(value) * 10) / 10;
    case 'seconds':
      return Math.round(Number(value) / 60);
    case 'datetime':
    case 'date':
      return new Date(String(value));
    case 'status':
      return STATUS_LABELS[String(value)] ?? String(value);
    default:
      return String(value);
  }
}

/** A header as written in the file: times say their unit. */
function headerOf(column: ReportColumn): string {
  return column.kind === 'seconds'
    ? `${column.label} (min)`
    : column.kind === 'rate'
      ? `${column.label} (%)`
      : column.label;
}

/** One CSV field as Brazilian spreadsheets read it: `;` between fields, decimal comma, quotes doubled. */
function csvField(kind: ColumnKind, value: unknown): string {
  const cell = cellOf(kind, value);
  if (cell === null) return '';
  let text: string;
  if (cell instanceof Date) {
    text = kind === 'date' ? cell.toISOString().slice(0, 10) : cell.toISOString().replace('T', ' ').slice(0, 16);
  } else if (typeof cell === 'number') {
    text = String(kind === 'rate' ? Math.round(cell * 1000) / 10 : cell).replace('.', ',');
  } else {
    text = cell;
  }
  // A cell starting with = + - @ would be a formula in a spreadsheet: written as text.
  if (/^[=+\-@\t\r]/.test(text) && typeof cell === 'string') text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file (UTF-8 with BOM, `;`) of every row, streamed batch by batch. */
function csvStream(columns: ReportColumn[], batches: AsyncIterable<Row[]>): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((column) => csvField('text', headerOf(column))).join(';')}\r\n`;
    for await (const batch of batches) {
      yield batch
        .map((row) => `${columns.map((column) => csvField(column.kind, row[column.key])).join(';')}\r\n`)
        .join('');
    }
  }
  return Readable.from(lines());
}

/**
 * An XLSX workbook of every row, written to the stream as the rows arrive. ExcelJS is loaded by the first
 * export a process writes rather than when it starts.
 */
async function xlsxStream(title: string, columns: ReportColumn[], batches: AsyncIterable<Row[]>): Promise<PassThrough> {
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = columns.map((column) => ({
    header: headerOf(column),
    key: column.key,
    width: column.kind === 'text' ? 28 : column.kind === 'datetime' ? 18 : 14,
    ...(column.kind === 'rate'
      ? { style: { numFmt: '0.0%' } }
      : column.kind === 'datetime'
        ? { style: { numFmt: 'dd/mm/yyyy hh:mm' } }
        : column.kind === 'date'
          ? { style: { numFmt: 'dd/mm/yyyy' } }
          : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) {
          sheet
            .addRow(Object.fromEntries(columns.map((column) => [column.key, cellOf(column.kind, row[column.key])])))
            .commit();
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
}

/** The file of a table in the format asked for. */
export function exportTable(
  format: ExportFormat,
  title: string,
  columns: ReportColumn[],
  batches: AsyncIterable<Row[]>,
): Promise<Readable> {
  return format === 'csv' ? Promise.resolve(csvStream(columns, batches)) : xlsxStream(title, columns, batches);
}

/** A file name from the table's title and the day: `conclusao-de-treinamentos-2026-11-21.xlsx`. */
export function exportFileName(title: string, extension: ExportFormat | 'pdf', now: Date): string {
  const slug = removeAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${now.toISOString().slice(0, 10)}.${extension}`;
}
