import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampIndex,
  clampPage,
  formatClock,
  formatDuration,
  isLiveToday,
  journeyProgress,
  resumeStep,
  shouldOfferResume,
  visitedProgress,
  youTubeVideoId,
} from './content-player';

const TZ = 'America/Sao_Paulo';

describe('a live stream plays only on its day (spec 2, 4)', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  it.each([
    ['2026-11-21T12:00:00Z', true],
    ['2026-11-21T02:59:00Z', false], // still the 20th in São Paulo
    ['2026-11-22T02:59:00Z', true], // 23:59 of the 21st in São Paulo
    ['2026-11-22T12:00:00Z', false],
    ['2026-11-20T12:00:00Z', false],
    [null, false],
    ['não é data', false],
  ])('initDate %s plays today: %s', (initDate, expected) => {
    expect(isLiveToday(initDate, now, { timeZone: TZ })).toBe(expected);
  });

  it('plays any day when forced as a video', () => {
    expect(isLiveToday('2020-01-01T00:00:00Z', now, { forceVideo: true })).toBe(true);
  });

  it('a date is "today" exactly when the same instant is given as now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (date) =>
        isLiveToday(date.toISOString(), date, { timeZone: TZ }),
      ),
    );
  });
});

describe('journey progress is (index + 1) / count (spec 2, 4)', () => {
  it.each([
    [0, 3, 100 / 3],
    [1, 3, 200 / 3],
    [2, 3, 100],
    [5, 3, 100],
    [-1, 4, 25],
    [0, 0, 0],
  ])('index %s of %s reads %s%%', (index, count, expected) => {
    expect(journeyProgress(index, count)).toBeCloseTo(expected);
  });

  it('stays within (0, 100] and grows with the index', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: -50, max: 250 }), (count, index) => {
        const value = journeyProgress(index, count);
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThanOrEqual(100);
        expect(journeyProgress(index + 1, count)).toBeGreaterThanOrEqual(value);
        expect(clampIndex(index, count)).toBeGreaterThanOrEqual(0);
        expect(clampIndex(index, count)).toBeLessThan(count);
      }),
    );
  });
});

describe('a guided module progresses by the pages actually visited (spec 2, 4)', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [3, 4, 75],
    [4, 4, 100],
    [2, 3, 67],
    [5, 4, 100],
    [1, 0, 0],
  ])('%i of %i pages visited: %i%%', (visited, count, expected) => {
    expect(visitedProgress(visited, count)).toBe(expected);
  });

  it('reaches 100 only when every page was visited', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 200 }), (count, visited) => {
        const progress = visitedProgress(visited, count);
        expect(progress === 100).toBe(visited >= count);
        expect(progress).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a journey resumes at the step its saved progress reached', () => {
    expect(resumeStep(0, 4)).toBe(0);
    expect(resumeStep(50, 4)).toBe(1);
    expect(resumeStep(75, 4)).toBe(2);
    expect(resumeStep(100, 4)).toBe(3);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 49 }), (count, index) => {
        const step = Math.min(index, count - 1);
        expect(resumeStep(journeyProgress(step, count), count)).toBe(step);
      }),
    );
  });
});

describe('the PDF page stays between 1 and the total (spec 2, 4)', () => {
  it.each([
    [0, 4, 1],
    [1, 4, 1],
    [4, 4, 4],
    [5, 4, 4],
    [3, 0, 1],
  ])('page %s of %s is %s', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });

  it('never leaves the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 500 }), (page, total) => {
        const clamped = clampPage(page, total);
        expect(clamped >= 1 && clamped <= total).toBe(true);
      }),
    );
  });
});

describe('the resume offer (spec 2, 4)', () => {
  it.each([
    [0, 100, false],
    [1, 100, false],
    [30, 100, true],
    [99.5, 100, false],
    [30, null, true],
  ])('position %s of %s offers: %s', (position, duration, expected) => {
    expect(shouldOfferResume(position, duration)).toBe(expected);
  });
});

describe('durations and clocks (spec 2, 9)', () => {
  it.each([
    [0, '0s'],
    [59, '59s'],
    [60, '1min'],
    [754, '12min'],
    [3600, '1h 00min'],
    [5430, '1h 30min'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    [0, '0:00'],
    [75.9, '1:15'],
    [3725, '1:02:05'],
  ])('clock of %s is %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('YouTube ids of playlist links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/123456', null],
    ['javascript:alert(1)', null],
    ['https://youtube.com/watch?v=<script>', null],
    [null, null],
  ])('%s gives %s', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
  });
});
