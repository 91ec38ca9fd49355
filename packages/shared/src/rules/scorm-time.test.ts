import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countedSessionSeconds,
  formatIso8601Duration,
  formatLessonTime,
  formatScorm12Time,
  parseIso8601Duration,
  parseScorm12Time,
  parseScormDuration,
} from './scorm-time';

describe('SCORM 1.2 CMITimespan', () => {
  it.each([
    ['00:00:00', 0],
    ['0000:01:30', 90],
    ['01:02:03.5', 3723.5],
    ['12:00:00.25', 43200.25],
    ['9999:59:59.99', 9999 * 3600 + 3599.99],
  ])('%s is %d seconds', (text, seconds) => {
    expect(parseScorm12Time(text)).toBeCloseTo(seconds, 5);
  });

  it.each(['', '1:00:00', '00:60:00', '00:00:61', 'PT1H', '00:00:00.123', 'abc'])('refuses %s', (text) => {
    expect(parseScorm12Time(text)).toBeNull();
  });

  it('formats hours with four digits and keeps hundredths', () => {
    expect(formatScorm12Time(0)).toBe('0000:00:00');
    expect(formatScorm12Time(3723.5)).toBe('0001:02:03.50');
    expect(formatScorm12Time(10 ** 9)).toBe('9999:59:59.99');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 * 3600 }), fc.integer({ min: 0, max: 99 }), (whole, hundredths) => {
        const seconds = whole + hundredths / 100;
        expect(parseScorm12Time(formatScorm12Time(seconds))).toBeCloseTo(seconds, 5);
      }),
    );
  });
});

describe('SCORM 2004 ISO 8601 durations', () => {
  it.each([
    ['PT0S', 0],
    ['PT1H2M3S', 3723],
    ['PT1.5S', 1.5],
    ['PT90M', 5400],
    ['P1D', 86400],
    ['P1DT1H', 90000],
    ['P1Y', 365 * 86400],
    ['P1M', 30 * 86400],
    ['P0Y0M0DT0H0M12.34S', 12.34],
  ])('%s is %d seconds', (text, seconds) => {
    expect(parseIso8601Duration(text)).toBeCloseTo(seconds, 5);
  });

  it.each(['', 'P', 'PT', '1H', 'PT-1S', 'P1H', '00:00:10', 'PTS'])('refuses %s', (text) => {
    expect(parseIso8601Duration(text)).toBeNull();
  });

  it('formats the shortest duration and reads it back', () => {
    expect(formatIso8601Duration(0)).toBe('PT0S');
    expect(formatIso8601Duration(3723.5)).toBe('PT1H2M3.5S');
    expect(formatIso8601Duration(3600)).toBe('PT1H');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 0, max: 99 }), (whole, hundredths) => {
        const seconds = whole + hundredths / 100;
        expect(parseIso8601Duration(formatIso8601Duration(seconds))).toBeCloseTo(seconds, 5);
      }),
    );
  });

  it('parses by version and treats an empty value as absent', () => {
    expect(parseScormDuration('1.2', '00:01:00')).toBe(60);
    expect(parseScormDuration('2004', 'PT1M')).toBe(60);
    expect(parseScormDuration('2004', '00:01:00')).toBeNull();
    expect(parseScormDuration('1.2', '')).toBeNull();
    expect(parseScormDuration('1.2', null)).toBeNull();
  });
});

describe('counted session seconds', () => {
  it('takes the reported session time, else the measured one', () => {
    expect(countedSessionSeconds({ reported: 120, measured: 300, serverElapsed: 1000 })).toBe(120);
    expect(countedSessionSeconds({ reported: null, measured: 300, serverElapsed: 1000 })).toBe(300);
    expect(countedSessionSeconds({ reported: 0, measured: 45, serverElapsed: 1000 })).toBe(45);
    expect(countedSessionSeconds({ reported: null, measured: null, serverElapsed: 1000 })).toBe(0);
  });

  it('never counts more than the server saw the session last, plus a minute', () => {
    expect(countedSessionSeconds({ reported: 360_000, measured: null, serverElapsed: 600 })).toBe(660);
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: -1e9, max: 1e9, noNaN: true })),
        fc.option(fc.double({ min: -1e9, max: 1e9, noNaN: true })),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (reported, measured, serverElapsed) => {
          const counted = countedSessionSeconds({ reported, measured, serverElapsed });
          expect(counted).toBeGreaterThanOrEqual(0);
          expect(counted).toBeLessThanOrEqual(serverElapsed + 60.01);
        },
      ),
    );
  });
});

describe('lesson time label', () => {
  it('shows HH:MM:SS and takes 12 from hours above 12 (spec 3, 9)', () => {
    expect(formatLessonTime(0)).toBe('00:00:00');
    expect(formatLessonTime(3723.9)).toBe('01:02:03');
    expect(formatLessonTime(12 * 3600)).toBe('12:00:00');
    expect(formatLessonTime(13 * 3600 + 5)).toBe('01:00:05');
  });
});
