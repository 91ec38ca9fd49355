import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTermsPending, shouldShowOnboarding } from './terms';

describe('isTermsPending', () => {
  it.each([
    [0, 0, false],
    [0, 1, true],
    [1, 1, false],
    [1, 2, true],
    [3, 2, true],
  ])('accepted %i of version %i -> pending %s', (accepted, version, pending) => {
    expect(isTermsPending({ userLicenceTermsAccepted: accepted, agreementVersion: version })).toBe(pending);
  });

  it('is pending exactly when the versions differ', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), (accepted, version) => {
        expect(isTermsPending({ userLicenceTermsAccepted: accepted, agreementVersion: version })).toBe(
          accepted !== version,
        );
      }),
    );
  });
});

describe('shouldShowOnboarding', () => {
  const app = { onBoardScreen: 1, onBoardUrl: '/files/onboarding.html' };
  it('follows a first acceptance when the app has an onboarding page', () => {
    expect(shouldShowOnboarding(0, app)).toBe(true);
    expect(shouldShowOnboarding(1, app)).toBe(false);
    expect(shouldShowOnboarding(0, { ...app, onBoardScreen: 0 })).toBe(false);
    expect(shouldShowOnboarding(0, { ...app, onBoardUrl: null })).toBe(false);
  });
});
