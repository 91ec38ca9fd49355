import { isTermsPending, shouldShowOnboarding } from '@trilha/shared/rules/terms';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { logout } from '../../app/logout';
import { useTranslation } from '../../i18n';
import { Modal } from '../../ui/modal';
import { OnboardingModal } from './onboarding-modal';
import { TermsForm } from './terms-form';

/**
 * The terms as a modal on home, for the learning platform (spec document 1, section 4: "On the
 * app-type-2 flow the terms are shown as a modal on home"). Mount it on the home page: it opens by
 * itself while the terms are pending, cannot be dismissed, logs out on 'Declinar', and opens the
 * onboarding frame after a first acceptance when the app has one.
 */
export function TermsModal() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [onboardingUrl, setOnboardingUrl] = useState<string | null>(null);
  if (!session) return null;
  if (onboardingUrl) return <OnboardingModal url={onboardingUrl} onClose={() => setOnboardingUrl(null)} />;
  if (!isTermsPending(session.loginInfo)) return null;
  return (
    <Modal open title={t('terms.title')} dismissible={false} size="lg">
      <TermsForm
        onDecline={() => logout(navigate)}
        onAccepted={(answer) => {
          const login = session.loginInfo;
          if (shouldShowOnboarding(answer.previousVersion, login) && login.onBoardUrl)
            setOnboardingUrl(login.onBoardUrl);
        }}
      />
    </Modal>
  );
}
