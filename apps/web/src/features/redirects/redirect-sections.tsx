import type { MenuOption } from '@trilha/shared/api/auth';
import { useState } from 'react';
import { startAssessment } from '../../api/community';
import { getSession, useSession } from '../../api/session';
import { useGoBack } from '../../hooks/go-back';
import { useTranslation } from '../../i18n';
import type { SectionScreenProps } from '../../lib/section-screen';
import { Button } from '../../ui/button';
import { ExternalIcon } from '../../ui/icons';
import { MessagePanel } from '../../ui/message-panel';

/** The section's own menu option (its url and texts), at the top level or among a section's children. */
function useOwnOption(idSection: number): MenuOption | undefined {
  const session = useSession();
  for (const entry of session?.menu ?? []) {
    if (entry.idSection === idSection) return entry;
    const child = entry.menuOption.find((option) => option.idSection === idSection);
    if (child) return child;
  }
  return undefined;
}

function ConfirmCard({
  title,
  text,
  detail,
  confirmLabel,
  onConfirm,
  busy = false,
  error,
}: {
  title: string;
  text: string;
  detail?: string | undefined;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <section
      aria-labelledby="redirect-title"
      className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="redirect-title" className="text-lg font-bold text-ink">
        {title}
      </h2>
      <p className="text-ink">{text}</p>
      {detail ? (
        <p className="break-all rounded-lg bg-gray-100 px-3 py-2 font-mono text-sm text-ink">{detail}</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => goBack('/')}>
          {t('community.redirects.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined} className="flex items-center gap-2">
          <ExternalIcon aria-hidden="true" />
          {confirmLabel}
        </Button>
      </div>
    </section>
  );
}

/**
 * The administration redirect (section type 43): after confirmation the administration site opens in a new
 * tab with the member's token; only administrators may (document 2, 2.3 and 6).
 */
export function AdminRedirectSection() {
  const { t } = useTranslation();
  const session = useSession();
  const info = session?.loginInfo;
  const isAdmin = info?.admin === 1 || info?.admin === 2;
  if (!isAdmin || !info?.adminUrl) {
    return (
      <MessagePanel title={t('community.redirects.adminRestricted')}>
        <p className="text-muted">{t('community.redirects.adminRestrictedText')}</p>
      </MessagePanel>
    );
  }
  const adminUrl = info.adminUrl;
  return (
    <ConfirmCard
      title={t('community.redirects.adminTitle')}
      text={t('community.redirects.adminText')}
      confirmLabel={t('community.redirects.confirm')}
      onConfirm={() => {
        const token = getSession()?.token ?? '';
        window.open(`${adminUrl}?token=${encodeURIComponent(token)}`, '_blank', 'noopener');
      }}
    />
  );
}

/** The external link (section types 45 and 58): the option's url opens in a new tab after confirmation. */
export function ExternalLinkSection({ idSection }: SectionScreenProps) {
  const { t } = useTranslation();
  const url = useOwnOption(idSection)?.url;
  if (!url || !/^https?:\/\//i.test(url)) return <MessagePanel title={t('community.redirects.missingLink')} />;
  return (
    <ConfirmCard
      title={t('community.redirects.externalTitle')}
      text={t('community.redirects.externalText')}
      detail={url}
      confirmLabel={t('community.redirects.confirm')}
      onConfirm={() => window.open(url, '_blank', 'noopener,noreferrer')}
    />
  );
}

/**
 * The assessment option (section type 38, document 2, 7): the member's e-mail is posted to the option's url
 * and the url it answers opens in a new tab.
 */
export function AssessmentSection({ idSection }: SectionScreenProps) {
  const { t } = useTranslation();
  const session = useSession();
  const url = useOwnOption(idSection)?.url;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The address the service answered, when the browser did not let the tab open by itself.
  const [ready, setReady] = useState<string | null>(null);
  if (!url || !/^https?:\/\//i.test(url) || !session) {
    return <MessagePanel title={t('community.assessment.missing')} />;
  }
  const email = session.loginInfo.email;
  async function handleStart() {
    if (busy || !url) return;
    setBusy(true);
    setError(null);
    setReady(null);
    try {
      // The tab opens only with the service's answer: an unreachable service leaves no blank tab behind.
      const target = await startAssessment(url, email);
      // Without 'noopener', which would make `open` answer null for a tab that did open: the new tab loses
      // its hold on this page here instead. A browser that blocks a tab opened after the wait gets a link
      // the member opens with a tap.
      const tab = window.open(target, '_blank');
      if (tab) tab.opener = null;
      else setReady(target);
    } catch {
      setError(t('community.assessment.error'));
    } finally {
      setBusy(false);
    }
  }
  if (ready) {
    return (
      <section className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
        <h2 className="text-lg font-bold text-ink">{t('community.assessment.ready')}</h2>
        <a
          href={ready}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setReady(null)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand"
        >
          <ExternalIcon aria-hidden="true" />
          {t('community.assessment.open')}
        </a>
      </section>
    );
  }
  return (
    <ConfirmCard
      title={t('community.assessment.start')}
      text={t('community.assessment.text')}
      confirmLabel={busy ? t('community.assessment.starting') : t('community.assessment.start')}
      onConfirm={() => void handleStart()}
      busy={busy}
      error={error}
    />
  );
}
