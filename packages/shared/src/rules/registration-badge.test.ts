import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BadgeInput, REGISTRATION_BADGES, registrationBadge } from './registration-badge';

describe('registrationBadge (spec 3, 4.3)', () => {
  it.each<[string, BadgeInput, string, 0 | 1]>([
    ['processing', { processing: true, canEnroll: true }, 'processing', 1],
    ['catalog node', { isCatalog: true }, 'access', 0],
    ['free content', { freeContent: true }, 'access', 0],
    ['element of an enrollment', { isNodeEnrollment: true }, 'access', 0],
    ['enrolled', { enrollment: { status: 'IN_PROGRESS', progress: 20 } }, 'enrolled', 0],
    [
      'completed with access allowed',
      { enrollment: { status: 'COMPLETED', progress: 100 }, allowAccessUponCompletion: true },
      'enrolled',
      0,
    ],
    [
      'completed with access disallowed',
      { enrollment: { status: 'COMPLETED', progress: 100 }, allowAccessUponCompletion: false },
      'inactive',
      1,
    ],
    ['expired, may re-enroll', { enrollment: { status: 'EXPIRED', progress: 30 }, canReenroll: true }, 'reenroll', 0],
    ['failed, may re-enroll', { enrollment: { status: 'FAILED', progress: 100 }, canReenroll: true }, 'reenroll', 0],
    ['expired, no re-enrollment', { enrollment: { status: 'EXPIRED', progress: 30 } }, 'inactive', 0],
    ['can enroll', { canEnroll: true }, 'enroll', 0],
    ['no class', { canEnroll: false }, 'inactive', 0],
    ['locked by sequence', { locked: true, isNodeEnrollment: true }, 'inactive', 1],
    [
      'class not started',
      { teamNotStarted: true, enrollment: { status: 'NOT_ATTEMPTED', progress: 0 } },
      'inactive',
      1,
    ],
    ['archived', { archived: true, isCatalog: true }, 'inactive', 1],
    ['concluded by equivalence', { enrollment: { status: 'EQUIVALENCY', progress: 100 } }, 'equivalency', 0],
    [
      'concluded by equivalence, access after completion closed',
      { enrollment: { status: 'EQUIVALENCY', progress: 100 }, allowAccessUponCompletion: false },
      'equivalency',
      1,
    ],
    ['awaiting approval', { awaitingApproval: true, canEnroll: true }, 'awaiting', 0],
    [
      'awaiting approval of a re-enrollment',
      { awaitingApproval: true, enrollment: { status: 'EXPIRED', progress: 30 } },
      'awaiting',
      0,
    ],
  ])('%s', (_name, input, badge, lock) => {
    expect(registrationBadge(input)).toEqual({ badge, lock });
  });

  it('always gives a known badge, and a locked card is never offered an action', () => {
    const input = fc.record(
      {
        processing: fc.boolean(),
        archived: fc.boolean(),
        locked: fc.boolean(),
        teamNotStarted: fc.boolean(),
        isCatalog: fc.boolean(),
        freeContent: fc.boolean(),
        isNodeEnrollment: fc.boolean(),
        enrollment: fc.option(
          fc.record({
            status: fc.constantFrom('IN_PROGRESS', 'COMPLETED', 'EXPIRED', 'FAILED', 'ARCHIVED', 'EQUIVALENCY'),
            progress: fc.integer({ min: 0, max: 100 }),
          }),
        ),
        allowAccessUponCompletion: fc.boolean(),
        canReenroll: fc.boolean(),
        canEnroll: fc.boolean(),
        awaitingApproval: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(input, (value) => {
        const result = registrationBadge(value);
        expect(REGISTRATION_BADGES).toContain(result.badge);
        // A locked card offers no action: its badge is a state, never 'fazer matrícula' or a re-enrollment.
        if (result.lock === 1) expect(['inactive', 'processing', 'equivalency']).toContain(result.badge);
        if (value.locked || value.archived) expect(result.lock).toBe(1);
      }),
    );
  });
});
