import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elapsedUnit, timeAgo } from './time-ago';

const NOW = new Date('2026-11-21T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('timeAgo (spec 1, 9: seconds < 60, minutes < 60, hours < 24, days < 30, months < 12, then years)', () => {
  it.each([
    ['the same moment', 0, 'agora'],
    ['half a second', 500, 'agora'],
    ['1 second', SECOND, 'há 1 segundo'],
    ['59 seconds (last second)', 59 * SECOND, 'há 59 segundos'],
    ['59.999 seconds', 60 * SECOND - 1, 'há 59 segundos'],
    ['60 seconds (first minute)', 60 * SECOND, 'há 1 minuto'],
    ['59 min 59 s (last minute)', HOUR - SECOND, 'há 59 minutos'],
    ['60 minutes (first hour)', HOUR, 'há 1 hora'],
    ['23 h 59 min (last hour)', DAY - MINUTE, 'há 23 horas'],
    ['24 hours (first day)', DAY, 'há 1 dia'],
    ['29 days 23 h (last day)', 30 * DAY - HOUR, 'há 29 dias'],
    ['30 days (first month)', 30 * DAY, 'há 1 mês'],
    ['59 days', 60 * DAY - SECOND, 'há 1 mês'],
    ['60 days', 60 * DAY, 'há 2 meses'],
    ['359 days (last month)', 360 * DAY - SECOND, 'há 11 meses'],
    ['360 days (first year)', 360 * DAY, 'há 1 ano'],
    ['365 days', 365 * DAY, 'há 1 ano'],
    ['720 days', 720 * DAY, 'há 2 anos'],
    ['ten years', 3650 * DAY, 'há 10 anos'],
  ])('%s ago reads %s', (_, elapsed, text) => {
    expect(timeAgo(ago(elapsed), NOW)).toBe(text);
  });

  it('reads an ISO string as the server sends it', () => {
    expect(timeAgo('2026-11-21T11:55:00.000Z', NOW)).toBe('há 5 minutos');
  });

  it('reads a moment in the future (a clock behind the server) and an unreadable date as now', () => {
    expect(timeAgo(new Date(NOW.getTime() + 5 * MINUTE), NOW)).toBe('agora');
    expect(timeAgo('not a date', NOW)).toBe('agora');
  });

  it('always answers a count under the threshold of its unit, and at least 1 unless it is now', () => {
    const below = { second: 60, minute: 60, hour: 24, day: 30, month: 12 } as Record<string, number>;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * 365 * DAY }), (elapsed) => {
        const { value, unit } = elapsedUnit(ago(elapsed), NOW);
        const limit = below[unit];
        return (limit === undefined || value < limit) && (value >= 1 || elapsed < SECOND);
      }),
    );
  });

  it('never moves to a smaller unit as more time passes', () => {
    const order = ['second', 'minute', 'hour', 'day', 'month', 'year'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 * 365 * DAY }), fc.integer({ min: 0, max: 365 * DAY }), (a, extra) => {
        const earlier = order.indexOf(elapsedUnit(ago(a), NOW).unit);
        const later = order.indexOf(elapsedUnit(ago(a + extra), NOW).unit);
        return later >= earlier;
      }),
    );
  });
});
