/**
 * Terms rules (spec document 1, section 4 "Terms"): the agreement is pending while the version the member
 * accepted differs from the app's current `agreementVersion`; after a first acceptance (version 0 before)
 * the onboarding follows when the app has one.
 */
export type TermsState = {
  userLicenceTermsAccepted: number;
  agreementVersion: number;
};

export function isTermsPending(state: TermsState): boolean {
  return state.userLicenceTermsAccepted !== state.agreementVersion;
}

export function shouldShowOnboarding(
  previousVersion: number,
  app: { onBoardScreen: number; onBoardUrl: string | null },
): boolean {
  return previousVersion === 0 && app.onBoardScreen === 1 && Boolean(app.onBoardUrl);
}
