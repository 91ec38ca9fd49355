import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCents,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatTime,
} from './format';

const NBSP = '\u00a0';
const TZ = 'America/Sao_Paulo';

describe('money in BRL, pt-BR (spec 1, 9; spec 2, 9)', () => {
  it.each([
    [0, `R$${NBSP}0,00`],
    [55, `R$${NBSP}55,00`],
    [1234.5, `R$${NBSP}1.234,50`],
    [1_000_000, `R$${NBSP}1.000.000,00`],
    [-10, `-R$${NBSP}10,00`],
  ])('%s reais reads %s', (reais, text) => {
    expect(formatMoney(reais)).toBe(text);
  });

  it('reads integer cents as reais with two decimals', () => {
    expect(formatCents(123450)).toBe(`R$${NBSP}1.234,50`);
    expect(formatCents(5)).toBe(`R$${NBSP}0,05`);
  });

  it('always shows the real sign and a comma before two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) =>
        /^R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/.test(formatCents(cents)),
      ),
    );
  });
});

describe('dates in pt-BR', () => {
  const moment = '2026-11-21T12:05:09.000Z';

  it('shows a stored UTC moment in the given time zone', () => {
    expect(formatDate(moment, TZ)).toBe('21/11/2026');
    expect(formatLongDate(moment, TZ)).toBe('21 de novembro de 2026');
    expect(formatDateTime(moment, TZ)).toBe('21/11/2026, 09:05');
    expect(formatTime(moment, TZ)).toBe('09:05');
  });

  it('crosses midnight with the time zone', () => {
    expect(formatDate('2026-11-21T01:00:00.000Z', TZ)).toBe('20/11/2026');
    expect(formatDate('2026-11-21T01:00:00.000Z', 'UTC')).toBe('21/11/2026');
  });

  it('shows an unreadable date as nothing rather than Invalid Date', () => {
    expect(formatDate('amanhã')).toBe('');
  });
});

describe('file sizes in pt-BR', () => {
  it.each([
    [0, '0 byte'],
    [512, '512 bytes'],
    [1024, '1 kB'],
    [1536, '1,5 kB'],
    [12.4 * 1024 * 1024, '12,4 MB'],
    [1.25 * 1024 ** 3, '1,3 GB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatBytes(bytes).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('never grows smaller as the size grows, within a unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1024, max: 1024 * 1024 - 1 }), (bytes) => {
        const value = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
        return value(formatBytes(bytes + 1)) >= value(formatBytes(bytes)) || formatBytes(bytes + 1).endsWith('MB');
      }),
    );
  });
});
