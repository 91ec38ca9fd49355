import { describe, expect, it } from 'vitest';
import { dayOf } from './journey-ui';

describe('dayOf', () => {
  it('shows a bare day as written, whatever the time zone, and a moment in the member’s zone', () => {
    expect(dayOf('2026-11-04')).toBe('04/11/2026');
    expect(dayOf('2026-01-01')).toBe('01/01/2026');
    expect(dayOf(null)).toBe('-');
    expect(dayOf('2026-11-17T12:00:00.000Z')).toMatch(/^1[67]\/11\/2026$/);
  });
});
