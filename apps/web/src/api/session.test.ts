import { describe, expect, it } from 'vitest';
import { isRenewalDue, type StoredSession } from './session';

const sessionAt = (lastLogin: string | null) => ({ loginInfo: { lastLogin } }) as unknown as StoredSession;

describe('isRenewalDue (spec 1, 4: renewal when the stored last login is before today, UTC)', () => {
  const now = new Date('2026-11-21T01:30:00Z');

  it.each([
    ['2026-11-21T00:00:01.000Z', false],
    ['2026-11-20T23:59:59.000Z', true],
    ['2025-12-31T12:00:00.000Z', true],
  ])('last login %s -> %s', (lastLogin, due) => {
    expect(isRenewalDue(sessionAt(lastLogin), now)).toBe(due);
  });

  it('renews a session that never recorded a login', () => {
    expect(isRenewalDue(sessionAt(null), now)).toBe(true);
  });
});
