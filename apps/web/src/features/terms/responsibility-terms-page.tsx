import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { ResponsibilityTerm } from '@trilha/shared/api/account';
import { isTermsPending } from '@trilha/shared/rules/terms';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { ApiError } from '../../api/client';
import { accountKeys } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { fetchPendingTerms, signTerm } from '../../api/terms';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Checkbox } from '../../ui/checkbox';
import { SafeHtml } from '../../ui/safe-html';
import { Spinner } from '../../ui/spinner';
import { acceptTerms, type TermsFields, type TermsValues, termsFields } from './accept-terms';
import { AgreementText, CommunicationsCheckbox, TermsActions } from './terms-parts';

/** What the acceptance leaves for the steps after it (topics of interest, onboarding). */
export type TermsAcceptance = {
  /** The agreement version accepted before (0 when never). */
  previousVersion: number;
  /** The agreement was among the pending terms of this page. */
  wasAgreementPending: boolean;
};

const AGREEMENT_TAB = 'agreement';

/**
 * `/terms` of the learning app (spec 3, 2.9, 4.14 and 7.8): the logo, a tab per pending term (the app's
 * agreement when its version changed, then each responsibility term to sign), a checkbox each, the optional
 * communications checkbox, 'Declinar' and 'Continuar', enabled once every term is ticked. 'Continuar' signs
 * each term with `POST /learning/terms/:id/:version`, then records the agreement and the communications
 * choice with the user update.
 */
export function ResponsibilityTermsPage({
  onDecline,
  onAccepted,
}: {
  onDecline: () => void;
  onAccepted: (acceptance: TermsAcceptance) => void;
}) {
  const { t } = useTranslation();
  const app = useTenant();
  const session = useSession();
  const pending = useQuery({ queryKey: accountKeys.pendingTerms(), queryFn: fetchPendingTerms });
  // Decided on entry: the acceptance itself updates the session before the next steps are chosen.
  const [isAgreementPending] = useState(() => Boolean(session && isTermsPending(session.loginInfo)));
  const terms: ResponsibilityTerm[] = pending.data?.needSignResponsabilityTerms
    ? (pending.data.responsibilityTerms ?? [])
    : [];
  const tabs = [...(isAgreementPending ? [AGREEMENT_TAB] : []), ...terms.map((term) => tabOf(term))];
  // Every tab shown must be ticked (the resolver of each render is the one used).
  const { register, handleSubmit, formState, setError, watch } = useForm<TermsFields, unknown, TermsValues>({
    resolver: zodResolver(termsFields(tabs, t('account.terms.required'))),
    defaultValues: { accepted: {}, communicationAccepted: session?.loginInfo.communicationAccepted === 1 },
    shouldFocusError: false,
  });
  const ticked = watch('accepted');
  const [isAccepted, setIsAccepted] = useState(false);

  const submit = handleSubmit(async ({ communicationAccepted }) => {
    try {
      for (const term of terms) await signTerm(term.idTermOfResponsibility, term.versionNumber);
      const answer = await acceptTerms(communicationAccepted);
      setIsAccepted(true);
      onAccepted({ previousVersion: answer.previousVersion, wasAgreementPending: isAgreementPending });
    } catch (caught) {
      setError('root', {
        message: caught instanceof ApiError && caught.message ? caught.message : t('account.terms.failed'),
      });
    }
  });

  if (!session) return null;
  if (pending.isPending) return <Spinner label={t('common.loading')} showLabel />;
  if (tabs.length === 0 && !isAccepted) return <Navigate to="/" replace />;
  const isAllTicked = tabs.every((tab) => ticked[tab]);
  const error = formState.errors.root?.message ?? firstMessage(formState.errors.accepted);

  return (
    <form noValidate onSubmit={submit} className="mx-auto flex max-w-3xl flex-col gap-4">
      {app.logo ? <img src={app.logo} alt={app.name} className="mx-auto h-12 w-auto" /> : null}
      <h1 className="text-2xl font-bold text-ink">{t('account.terms.title')}</h1>
      <Tabs.Root defaultValue={tabs[0]} className="rounded-2xl bg-white shadow-sm">
        <Tabs.List
          className="flex flex-wrap gap-1 border-b border-line px-3 pt-3"
          aria-label={t('account.terms.title')}
        >
          {isAgreementPending ? <TermsTab value={AGREEMENT_TAB} label={t('account.terms.agreement')} /> : null}
          {terms.map((term) => (
            <TermsTab key={term.idTermOfResponsibility} value={tabOf(term)} label={term.name} />
          ))}
        </Tabs.List>
        {isAgreementPending ? (
          <Tabs.Content value={AGREEMENT_TAB} className="flex flex-col gap-3 p-5">
            <AgreementText terms={session.loginInfo.agreementTerms ?? ''} />
            <Checkbox label={t('terms.accept')} {...register(`accepted.${AGREEMENT_TAB}`)} aria-required="true" />
          </Tabs.Content>
        ) : null}
        {terms.map((term) => (
          <Tabs.Content key={term.idTermOfResponsibility} value={tabOf(term)} className="flex flex-col gap-3 p-5">
            {term.hasOldSignature ? <p className="text-sm text-muted">{t('account.terms.updated')}</p> : null}
            <SafeHtml html={term.content} className="prose max-w-none text-ink" />
            <Checkbox
              label={t('account.terms.accept', { name: term.name })}
              {...register(`accepted.${tabOf(term)}`)}
              aria-required="true"
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <CommunicationsCheckbox {...register('communicationAccepted')} />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <TermsActions
        isSaving={formState.isSubmitting || isAccepted}
        isContinueDisabled={!isAllTicked}
        hint={isAllTicked ? undefined : t('account.terms.required')}
        onDecline={onDecline}
      />
    </form>
  );
}

/** The message of an unticked term (each says the same), shown with the form's error. */
const firstMessage = (errors: Record<string, { message?: string } | undefined> | undefined) =>
  Object.values(errors ?? {}).find((error) => error?.message)?.message;

const tabOf = (term: ResponsibilityTerm) => `term-${term.idTermOfResponsibility}`;

function TermsTab({ value, label }: { value: string; label: string }) {
  return (
    <Tabs.Trigger
      value={value}
      className="min-h-11 rounded-t-lg px-4 text-sm font-semibold text-muted data-[state=active]:border-b-2 data-[state=active]:border-brand data-[state=active]:text-brand"
    >
      {label}
    </Tabs.Trigger>
  );
}
