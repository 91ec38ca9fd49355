import type { Schedule } from '@trilha/shared/api/learning-agenda';
import { describe, expect, it } from 'vitest';
import { toCalendarEvent } from './calendar-section';

const schedule = (startDate: string, endDate: string) =>
  ({
    idSchedule: 1,
    idScheduleType: 1,
    title: 'Semana da segurança',
    description: null,
    url: null,
    startDate,
    endDate,
    scheduleType: { idScheduleType: 1, description: 'Treinamentos', color: '#1d4e89' },
  }) as unknown as Schedule;

describe('toCalendarEvent', () => {
  it('makes an event of whole days an all-day event from local midnight, for that many days', () => {
    const event = toCalendarEvent(schedule('2026-12-01T09:00:00.000Z', '2026-12-05T09:00:00.000Z'));
    expect(event.allDay).toBe(true);
    expect([event.start.getHours(), event.start.getMinutes()]).toEqual([0, 0]);
    expect((event.end.getTime() - event.start.getTime()) / (24 * 60 * 60 * 1000)).toBeCloseTo(4, 0);
  });

  it('keeps the times of an event inside a day', () => {
    const event = toCalendarEvent(schedule('2026-12-04T13:00:00.000Z', '2026-12-04T14:00:00.000Z'));
    expect(event.allDay).toBe(false);
    expect(event.start.toISOString()).toBe('2026-12-04T13:00:00.000Z');
  });
});
