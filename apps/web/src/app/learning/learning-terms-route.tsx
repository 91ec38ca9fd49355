import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shouldShowOnboarding } from '@trilha/shared/rules/terms';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchFeature } from '../../api/learning';
import { accountKeys, featureKeys } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { TopicsModal } from '../../features/account/topics-modal';
import { OnboardingModal } from '../../features/terms/onboarding-modal';
import { ResponsibilityTermsPage, type TermsAcceptance } from '../../features/terms/responsibility-terms-page';
import { logout } from '../../lib/logout';

type Step = 'terms' | 'topics' | 'onboarding';

/**
 * `/terms` of the learning app (spec 3, 4.14): declining logs out to /login; after the acceptance come the
 * topics of interest (with the recommendation feature), then the onboarding when the agreement was accepted
 * for the first time and the app has one, then home.
 */
export function LearningTermsRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('terms');
  const [acceptance, setAcceptance] = useState<TermsAcceptance | null>(null);
  const recommendations = useQuery({
    queryKey: featureKeys.feature('RECOMMENDATION_BLOCK'),
    queryFn: () => fetchFeature('RECOMMENDATION_BLOCK'),
  });
  const login = session?.loginInfo;
  const hasOnboarding = (done: TermsAcceptance | null) =>
    Boolean(done?.wasAgreementPending && login && shouldShowOnboarding(done.previousVersion, login));

  async function finish() {
    // The redirect to /terms reads the pending terms: they are asked again before leaving.
    await queryClient.invalidateQueries({ queryKey: accountKeys.pendingTerms() });
    navigate('/', { replace: true });
  }

  function next(from: Step, done: TermsAcceptance | null) {
    if (from === 'terms' && recommendations.data === true) setStep('topics');
    else if (from !== 'onboarding' && hasOnboarding(done)) setStep('onboarding');
    else void finish();
  }

  return (
    <>
      <ResponsibilityTermsPage
        onDecline={() => logout(navigate)}
        onAccepted={(done) => {
          setAcceptance(done);
          next('terms', done);
        }}
      />
      {step === 'topics' && login ? (
        <TopicsModal
          idUser={login.idUser}
          open
          onOpenChange={(open) => (open ? undefined : next('topics', acceptance))}
        />
      ) : null}
      {step === 'onboarding' && login?.onBoardUrl ? (
        <OnboardingModal url={login.onBoardUrl} onClose={() => next('onboarding', acceptance)} />
      ) : null}
    </>
  );
}
