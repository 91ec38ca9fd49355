import type { AgreementResponse } from '@trilha/shared/api/users';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/error-message';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Checkbox } from '../../ui/checkbox';
import { acceptTerms } from './accept-terms';
import { AgreementText, CommunicationsCheckbox, TermsActions } from './terms-parts';

type TermsFormProps = {
  onAccepted: (answer: AgreementResponse) => void;
  onDecline: () => void;
};

/**
 * The terms text (sanitized HTML), the required acceptance, the optional communications acceptance,
 * 'Declinar' and 'Continuar' (spec document 1, sections 4 "Terms" and 5).
 */
export function TermsForm({ onAccepted, onDecline }: TermsFormProps) {
  const { t } = useTranslation();
  const app = useTenant();
  const session = useSession();
  const [isAccepted, setIsAccepted] = useState(false);
  const [isCommunicationAccepted, setIsCommunicationAccepted] = useState(
    session?.loginInfo.communicationAccepted === 1,
  );
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isAccepted) {
      setError(t('terms.required'));
      return;
    }
    setError(undefined);
    setFormError(undefined);
    setIsSaving(true);
    try {
      onAccepted(await acceptTerms(isCommunicationAccepted));
    } catch (caught) {
      setFormError(errorMessage(caught));
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('terms.intro', { name: app.name })}</p>
      <AgreementText terms={session?.loginInfo.agreementTerms ?? ''} />
      <Checkbox
        label={t('terms.accept')}
        checked={isAccepted}
        onChange={(event) => {
          setIsAccepted(event.target.checked);
          if (event.target.checked) setError(undefined);
        }}
        error={error}
        aria-required="true"
      />
      <CommunicationsCheckbox checked={isCommunicationAccepted} onChange={setIsCommunicationAccepted} />
      {formError ? (
        <p role="alert" className="text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <TermsActions isSaving={isSaving} onDecline={onDecline} />
    </form>
  );
}
