import { CURRENCY, LOCALE } from '../constants';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A price in reais as the member reads it: 'R$ 1.234,50' (document 1, 9; document 2, 9: BRL, pt-BR). */
export function formatMoney(reais: number): string {
  return money.format(reais);
}

/** A price kept in integer cents (how the database stores money), as 'R$ 1.234,50'. */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

type DateStyle = 'date' | 'long' | 'dateTime' | 'time';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { dateStyle: 'long' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
};

function dateFormat(style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? ''}`;
  let cached = dateFormats.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, { ...STYLES[style], ...(timeZone ? { timeZone } : {}) });
    dateFormats.set(key, cached);
  }
  return cached;
}

type DateInput = Date | string | number;

/**
 * Dates are stored as ISO-8601 UTC strings and shown in pt-BR in the device's time zone (or `timeZone`).
 * An unreadable date shows as an empty string rather than 'Invalid Date'.
 */
function formatWith(style: DateStyle, value: DateInput, timeZone?: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(style, timeZone).format(date);
}

/** '21/11/2026'. */
export function formatDate(value: DateInput, timeZone?: string): string {
  return formatWith('date', value, timeZone);
}

/** '21 de novembro de 2026'. */
export function formatLongDate(value: DateInput, timeZone?: string): string {
  return formatWith('long', value, timeZone);
}

/** '21/11/2026, 09:05'. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  return formatWith('dateTime', value, timeZone);
}

/** '09:05'. */
export function formatTime(value: DateInput, timeZone?: string): string {
  return formatWith('time', value, timeZone);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size as Brazilians read it: `850 kB`, `12,4 MB`, `1,2 GB` (powers of 1024, one decimal above a kB). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat('pt-BR', {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
