import { packDate, resolvePackDate } from '@trilha/shared/api/pack-format';
import { describe, expect, it } from 'vitest';
import { relativeDate } from './pack-export';

const NOW = new Date('2026-11-21T12:00:30.000Z');

describe('pack dates', () => {
  it.each([
    ['now', '2026-11-21T12:00:30.000Z'],
    ['now+7d', '2026-11-28T12:00:30.000Z'],
    ['now-3d 14:00', '2026-11-18T14:00:00.000Z'],
    ['now-90m', '2026-11-21T10:30:30.000Z'],
    ['now+5m', '2026-11-21T12:05:30.000Z'],
    ['now-2d-30m', '2026-11-19T11:30:30.000Z'],
    ['2026-03-01T12:00:00Z', '2026-03-01T12:00:00.000Z'],
  ])('reads %s relative to the import', (value, expected) => {
    expect(packDate.safeParse(value).success).toBe(true);
    expect(resolvePackDate(value, NOW)).toBe(expected);
  });

  it.each(['now-90', 'now-5m 12:00', 'now-m', 'yesterday'])('refuses %s', (value) => {
    expect(packDate.safeParse(value).success).toBe(false);
  });

  it.each([
    ['2026-11-18T14:00:00.000Z', 'now-3d 14:00'],
    ['2026-11-21T10:30:30.000Z', 'now-90m'],
    ['2026-11-19T12:00:30.000Z', 'now-2d'],
    ['2026-11-21T12:20:30.000Z', 'now+20m'],
    ['2026-11-21T12:00:30.000Z', 'now'],
    ['2026-11-21T10:30:31.500Z', '2026-11-21T10:30:31.500Z'],
  ])('writes %s as %s, which reads back to the same moment', (iso, written) => {
    expect(relativeDate(iso, NOW)).toBe(written);
    expect(resolvePackDate(written, NOW)).toBe(iso);
  });
});
