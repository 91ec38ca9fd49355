import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NotificationChoices, normalizeNotificationChoices, notificationLocks } from './notifications';

const bit = fc.constantFrom(0 as const, 1 as const);
const choices = fc.record({ communicationAccepted: bit, emailNotification: bit, smsNotification: bit });

describe('notificationLocks', () => {
  it.each([
    [{ communicationAccepted: 0, emailNotification: 0, smsNotification: 0 }, true, true],
    [{ communicationAccepted: 1, emailNotification: 0, smsNotification: 0 }, false, false],
    [{ communicationAccepted: 1, emailNotification: 1, smsNotification: 0 }, false, true],
    [{ communicationAccepted: 1, emailNotification: 0, smsNotification: 1 }, true, false],
  ] as Array<[NotificationChoices, boolean, boolean]>)('%j -> e-mail locked %s, SMS locked %s', (state, email, sms) => {
    expect(notificationLocks(state)).toEqual({ isEmailDisabled: email, isSmsDisabled: sms });
  });

  it('locks both notifications while communications are not accepted', () => {
    fc.assert(
      fc.property(choices, (state) => {
        const locks = notificationLocks({ ...state, communicationAccepted: 0 });
        expect(locks.isEmailDisabled && locks.isSmsDisabled).toBe(true);
      }),
    );
  });

  it('never locks a notification that is on while the other is off and communications are accepted', () => {
    fc.assert(
      fc.property(choices, (state) => {
        const normal = normalizeNotificationChoices(state);
        const locks = notificationLocks(normal);
        if (normal.emailNotification) expect(locks.isEmailDisabled).toBe(false);
        if (normal.smsNotification) expect(locks.isSmsDisabled).toBe(false);
      }),
    );
  });
});

describe('normalizeNotificationChoices', () => {
  it('never stores a notification without communications, nor both notifications on', () => {
    fc.assert(
      fc.property(choices, (state) => {
        const normal = normalizeNotificationChoices(state);
        if (!normal.communicationAccepted) expect(normal.emailNotification + normal.smsNotification).toBe(0);
        expect(normal.emailNotification + normal.smsNotification).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('keeps choices that already follow the rules', () => {
    fc.assert(
      fc.property(choices, (state) => {
        const normal = normalizeNotificationChoices(state);
        expect(normalizeNotificationChoices(normal)).toEqual(normal);
      }),
    );
  });
});
