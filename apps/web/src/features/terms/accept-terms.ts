import { type AgreementRequest, type AgreementResponse, agreementRequest } from '@trilha/shared/api/users';
import { z } from '@trilha/shared/zod';
import { getSession, setSession } from '../../api/session';
import { acceptAgreement } from '../../api/users';

/**
 * The terms forms' checkboxes: the communications choice is the agreement request's own flag (a ticked box is
 * 1), and each required acceptance must be ticked, or `required` shows at its box.
 */
export const termsFields = (acceptances: readonly string[], required: string) =>
  z.object({
    accepted: z.object(Object.fromEntries(acceptances.map((name) => [name, z.boolean().refine(Boolean, required)]))),
    communicationAccepted: z
      .boolean()
      .transform((checked) => (checked ? 1 : 0))
      .pipe(agreementRequest.shape.communicationAccepted),
  });
export type TermsFields = { accepted: Record<string, boolean>; communicationAccepted: boolean };
export type TermsValues = {
  accepted: Record<string, boolean>;
  communicationAccepted: AgreementRequest['communicationAccepted'];
};

/** Accepts the app's current terms and writes the new state into the stored session. */
export async function acceptTerms(
  communicationAccepted: AgreementRequest['communicationAccepted'],
): Promise<AgreementResponse> {
  const session = getSession();
  if (!session) throw new Error('no session');
  const answer = await acceptAgreement(session.loginInfo.idUser, {
    userLicenceTermsAccepted: session.loginInfo.agreementVersion,
    communicationAccepted,
  });
  const latest = getSession() ?? session;
  setSession({
    ...latest,
    loginInfo: {
      ...latest.loginInfo,
      userLicenceTermsAccepted: answer.userLicenceTermsAccepted,
      communicationAccepted: answer.communicationAccepted,
    },
  });
  return answer;
}
