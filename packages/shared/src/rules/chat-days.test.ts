import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendChatMessage, chatDate, formatChatMoment, groupChatDays } from './chat-days';

const m = (moment: string, text = moment) => ({ moment, message: text });

describe('chatDate', () => {
  it.each([
    ['2026-11-21T12:00:00Z', '2026-11-21'],
    // 01:30 UTC is still the evening before in Brasília (UTC-3).
    ['2026-11-22T01:30:00Z', '2026-11-21'],
    ['2026-11-22T03:00:00Z', '2026-11-22'],
  ])('%s is %s in Brasília', (moment, date) => {
    expect(chatDate(moment)).toBe(date);
  });
});

describe('groupChatDays', () => {
  it('groups messages into day entries, days and messages in order', () => {
    const days = groupChatDays([
      m('2026-11-22T10:00:00Z', 'c'),
      m('2026-11-21T10:00:00Z', 'a'),
      m('2026-11-22T02:00:00Z', 'b'),
    ]);
    expect(days).toEqual([
      { date: '2026-11-21', messages: [m('2026-11-21T10:00:00Z', 'a'), m('2026-11-22T02:00:00Z', 'b')] },
      { date: '2026-11-22', messages: [m('2026-11-22T10:00:00Z', 'c')] },
    ]);
  });

  it('keeps every message once, in strictly increasing distinct days', () => {
    const instant = fc
      .integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-01-01') })
      .map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 60 }), (moments) => {
        const days = groupChatDays(moments.map((moment) => m(moment)));
        expect(days.flatMap((day) => day.messages)).toHaveLength(moments.length);
        for (let i = 1; i < days.length; i++) expect((days[i]?.date ?? '') > (days[i - 1]?.date ?? '')).toBe(true);
        for (const day of days) for (const message of day.messages) expect(chatDate(message.moment)).toBe(day.date);
      }),
    );
  });

  it('appending live messages one by one gives the same days as grouping them', () => {
    const instant = fc.integer({ min: Date.parse('2026-01-01'), max: Date.parse('2026-03-01') });
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 40 }), (times) => {
        const moments = [...times].sort((a, b) => a - b).map((ms) => m(new Date(ms).toISOString()));
        let days: ReturnType<typeof groupChatDays<{ moment: string; message: string }>> = [];
        for (const message of moments) days = appendChatMessage(days, message);
        expect(days).toEqual(groupChatDays(moments));
      }),
    );
  });
});

describe('formatChatMoment', () => {
  it('shows day-month-year hour:minute:second in Brasília', () => {
    expect(formatChatMoment('2026-11-21T12:05:09Z')).toBe('21-11-2026 09:05:09');
  });

  it('shows it in another time zone when told', () => {
    expect(formatChatMoment('2026-01-02T03:04:05.000Z', 'UTC')).toBe('02-01-2026 03:04:05');
  });

  it('shows an unreadable moment as nothing rather than failing', () => {
    expect(formatChatMoment('amanhã')).toBe('');
  });
});
