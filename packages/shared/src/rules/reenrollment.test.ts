import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEARNING_STATUSES } from './learning-status';
import { isActiveEnrollment, isReenrollable, reenrollmentRefusal } from './reenrollment';

describe('isReenrollable (spec 3, 4.4: expired or failed may re-enroll)', () => {
  it.each([
    ['EXPIRED', true],
    ['FAILED', true],
    ['NOT_ATTEMPTED', false],
    ['IN_PROGRESS', false],
    ['INCOMPLETE', false],
    ['COMPLETED', false],
    ['PASSED', false],
    ['ARCHIVED', false],
    ['EQUIVALENCY', false],
    [null, false],
    [undefined, false],
  ])('%s -> %s', (status, expected) => {
    expect(isReenrollable(status)).toBe(expected);
  });
});

describe('reenrollmentRefusal', () => {
  it.each([
    ['IN_PROGRESS', true, 'ALREADY_ENROLLED'],
    ['COMPLETED', true, 'ALREADY_ENROLLED'],
    ['PASSED', false, 'ALREADY_ENROLLED'],
    ['EQUIVALENCY', true, 'ALREADY_ENROLLED'],
    ['EXPIRED', false, 'REENROLLMENT_NOT_ALLOWED'],
    ['FAILED', false, 'REENROLLMENT_NOT_ALLOWED'],
    ['EXPIRED', true, null],
    ['FAILED', true, null],
  ] as const)('%s with re-enrollment allowed %s -> %s', (status, allowed, expected) => {
    expect(reenrollmentRefusal(status, allowed)).toBe(expected);
  });

  it('lets an enrollment be replaced only when it is re-enrollable and the class allows it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEARNING_STATUSES), fc.boolean(), (status, allowed) => {
        expect(reenrollmentRefusal(status, allowed) === null).toBe(isReenrollable(status) && allowed);
      }),
    );
  });
});

describe('isActiveEnrollment', () => {
  it.each([
    ['IN_PROGRESS', true],
    ['NOT_ATTEMPTED', true],
    ['COMPLETED', true],
    ['PASSED', true],
    ['EQUIVALENCY', true],
    ['EXPIRED', false],
    ['FAILED', false],
    ['ARCHIVED', false],
    [null, false],
  ])('%s -> %s', (status, expected) => {
    expect(isActiveEnrollment(status)).toBe(expected);
  });
});
