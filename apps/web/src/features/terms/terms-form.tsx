import type { AgreementResponse } from '@trilha/shared/api/users';
import DOMPurify from 'dompurify';
import { type FormEvent, useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { useSession } from '../../api/session';
import { useTenant } from '../../app/tenant';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { acceptTerms } from './accept-terms';

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
  const terms = session?.loginInfo.agreementTerms ?? '';
  const html = useMemo(() => DOMPurify.sanitize(terms, { USE_PROFILES: { html: true } }), [terms]);

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
      setFormError(caught instanceof ApiError ? caught.message : t('common.unexpectedError'));
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('terms.intro', { name: app.name })}</p>
      {html ? (
        <section
          aria-label={t('terms.title')}
          // A scrolling box must take focus so the keyboard can scroll it (WCAG 2.1.1).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region
          tabIndex={0}
          className="terms-text max-h-[45dvh] overflow-y-auto rounded-xl border border-line bg-white p-4 text-sm leading-relaxed text-ink"
        >
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify above */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      ) : (
        <p className="rounded-xl border border-line bg-white p-4 text-sm text-muted">{t('terms.noText')}</p>
      )}
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
      <Checkbox
        label={t('terms.communications')}
        checked={isCommunicationAccepted}
        onChange={(event) => setIsCommunicationAccepted(event.target.checked)}
      />
      {formError ? (
        <p role="alert" className="text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('terms.saving') : t('terms.continue')}
        </Button>
        <Button variant="secondary" onClick={onDecline} disabled={isSaving}>
          {t('terms.decline')}
        </Button>
      </div>
    </form>
  );
}
