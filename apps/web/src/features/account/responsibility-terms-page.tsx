import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponsibilityTerm } from '@trilha/shared/api/account';
import DOMPurify from 'dompurify';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchPendingTerms, signTerm } from '../../api/account';
import { useTenant } from '../../app/tenant';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Spinner } from '../../ui/spinner';

/**
 * `/terms` of the learning app (spec 3, 2.9 and 4.14): a tab per pending responsibility term, a checkbox
 * each, 'Continuar' enabled once all are ticked (each signed with `POST /learning/terms/:id/:version`),
 * 'Declinar' logs out.
 */
export function ResponsibilityTermsPage({ onDecline }: { onDecline: () => void }) {
  const { t } = useTranslation();
  const app = useTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = useQuery({ queryKey: ['account', 'terms'], queryFn: fetchPendingTerms });
  const [ticked, setTicked] = useState<Record<number, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  if (pending.isPending) return <Spinner label={t('common.loading')} showLabel />;
  const terms: ResponsibilityTerm[] = pending.data?.responsibilityTerms ?? [];
  const allTicked = terms.length > 0 && terms.every((term) => ticked[term.idTermOfResponsibility]);

  async function accept() {
    if (!allTicked) {
      setError(t('account.terms.required'));
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      for (const term of terms) await signTerm(term.idTermOfResponsibility, term.versionNumber);
      await queryClient.invalidateQueries({ queryKey: ['account', 'terms'] });
      navigate('/', { replace: true });
    } catch {
      setError(t('account.terms.failed'));
      setIsSaving(false);
    }
  }

  if (terms.length === 0) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-10">
        <Button onClick={() => navigate('/', { replace: true })}>{t('account.terms.continue')}</Button>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {app.logo ? <img src={app.logo} alt={app.name} className="mx-auto h-12 w-auto" /> : null}
      <h1 className="text-2xl font-bold text-ink">{t('account.terms.title')}</h1>
      <Tabs.Root defaultValue={String(terms[0]?.idTermOfResponsibility)} className="rounded-2xl bg-white shadow-sm">
        <Tabs.List
          className="flex flex-wrap gap-1 border-b border-line px-3 pt-3"
          aria-label={t('account.terms.title')}
        >
          {terms.map((term) => (
            <Tabs.Trigger
              key={term.idTermOfResponsibility}
              value={String(term.idTermOfResponsibility)}
              className="min-h-11 rounded-t-lg px-4 text-sm font-semibold text-muted data-[state=active]:border-b-2 data-[state=active]:border-brand data-[state=active]:text-brand"
            >
              {term.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {terms.map((term) => (
          <Tabs.Content key={term.idTermOfResponsibility} value={String(term.idTermOfResponsibility)} className="p-5">
            {term.hasOldSignature ? <p className="mb-2 text-sm text-muted">{t('account.terms.updated')}</p> : null}
            <div
              className="prose max-w-none text-ink"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the term's HTML is sanitised with DOMPurify first.
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(term.content) }}
            />
            <Checkbox
              className="mt-4"
              label={t('account.terms.accept', { name: term.name })}
              checked={Boolean(ticked[term.idTermOfResponsibility])}
              onChange={(event) =>
                setTicked((current) => ({ ...current, [term.idTermOfResponsibility]: event.target.checked }))
              }
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDecline}>
          {t('account.terms.decline')}
        </Button>
        <Button onClick={accept} disabled={!allTicked || isSaving}>
          {t('account.terms.continue')}
        </Button>
      </div>
    </div>
  );
}
