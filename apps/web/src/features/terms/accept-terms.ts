import type { AgreementResponse } from '@trilha/shared/api/users';
import { getSession, setSession } from '../../api/session';
import { acceptAgreement } from '../../api/users';

/** Accepts the app's current terms and writes the new state into the stored session. */
export async function acceptTerms(communicationAccepted: boolean): Promise<AgreementResponse> {
  const session = getSession();
  if (!session) throw new Error('no session');
  const answer = await acceptAgreement(session.loginInfo.idUser, {
    userLicenceTermsAccepted: session.loginInfo.agreementVersion,
    communicationAccepted: communicationAccepted ? 1 : 0,
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
