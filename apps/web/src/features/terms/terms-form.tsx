import { zodResolver } from '@hookform/resolvers/zod';
import type { AgreementResponse } from '@trilha/shared/api/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/error-message';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Checkbox } from '../../ui/checkbox';
import { acceptTerms, type TermsFields, type TermsValues, termsFields } from './accept-terms';
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
  const { register, handleSubmit, formState, setError } = useForm<TermsFields, unknown, TermsValues>({
    resolver: zodResolver(termsFields(['agreement'], t('terms.required'))),
    defaultValues: {
      accepted: { agreement: false },
      communicationAccepted: session?.loginInfo.communicationAccepted === 1,
    },
    shouldFocusError: false,
  });
  const { errors } = formState;
  // Accepted: 'Continuar' stays off while the page moves on.
  const [isAccepted, setIsAccepted] = useState(false);

  const submit = handleSubmit(async ({ communicationAccepted }) => {
    try {
      const answer = await acceptTerms(communicationAccepted);
      setIsAccepted(true);
      onAccepted(answer);
    } catch (caught) {
      setError('root', { message: errorMessage(caught) });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('terms.intro', { name: app.name })}</p>
      <AgreementText terms={session?.loginInfo.agreementTerms ?? ''} />
      <Checkbox
        label={t('terms.accept')}
        {...register('accepted.agreement')}
        error={errors.accepted?.agreement?.message}
        aria-required="true"
      />
      <CommunicationsCheckbox {...register('communicationAccepted')} />
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-danger">
          {errors.root.message}
        </p>
      ) : null}
      <TermsActions isSaving={formState.isSubmitting || isAccepted} onDecline={onDecline} />
    </form>
  );
}
