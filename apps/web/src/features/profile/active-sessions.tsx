import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberSession } from '@trilha/shared/api/auth';
import { timeAgo } from '@trilha/shared/rules/time-ago';
import { describeUserAgent } from '@trilha/shared/rules/user-agent';
import { useState } from 'react';
import { accountKeys } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { endOtherSessions, endSession, fetchSessions } from '../../api/sessions';
import { useTranslation } from '../../i18n';
import { isSupportSession } from '../../lib/support-session';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

/**
 * 'Sessões ativas' in the profile of both apps: every device the member is signed in on, with its last use,
 * this one marked; another can be ended on its own, or all others at once (a lost phone, a shared computer).
 */
export function ActiveSessions({ idUser }: { idUser: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const key = accountKeys.sessions(idUser);
  const sessions = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchSessions(idUser, signal) });
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const ending = useMutation({
    mutationFn: (target: number | 'others') =>
      target === 'others' ? endOtherSessions(idUser) : endSession(idUser, target),
    onSuccess: (answer) => {
      setMessage({ tone: 'success', text: t('profile.sessions.ended', { count: answer.ended }) });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => setMessage({ tone: 'error', text: t('profile.sessions.endFailed') }),
  });
  // A support session sees the list but does not end the member's sessions.
  const canEnd = !isSupportSession(session);
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((entry) => !entry.current);

  return (
    <section aria-labelledby="active-sessions" className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="active-sessions" className="text-lg font-bold text-ink">
          {t('profile.sessions.title')}
        </h2>
        {canEnd && others.length > 0 ? (
          <Button variant="secondary" disabled={ending.isPending} onClick={() => ending.mutate('others')}>
            {t('profile.sessions.endOthers')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t('profile.sessions.hint')}</p>
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-lg px-4 py-3 text-sm font-medium text-white ${message.tone === 'error' ? 'bg-danger' : 'bg-success'}`}
        >
          {message.text}
        </p>
      ) : null}
      {sessions.isPending ? <Spinner label={t('common.loading')} showLabel /> : null}
      {sessions.isError ? <p className="text-sm text-danger">{t('profile.sessions.loadFailed')}</p> : null}
      <ul className="flex flex-col divide-y divide-gray-100">
        {list.map((entry) => (
          <li key={entry.idSession} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="break-words font-medium text-ink">
                <DeviceLabel entry={entry} />
                {entry.current ? (
                  <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-brand-3 px-2 py-0.5 text-xs font-semibold text-brand">
                    {t('profile.sessions.current')}
                  </span>
                ) : null}
              </span>
              <span className="text-sm text-muted">
                {t('profile.sessions.lastUse', { time: timeAgo(entry.lastUsedAt) })}
                {entry.support ? ` · ${t('profile.sessions.support', { name: entry.support.name })}` : ''}
              </span>
            </div>
            {canEnd && !entry.current ? (
              <Button
                variant="link"
                disabled={ending.isPending}
                onClick={() => ending.mutate(entry.idSession)}
                aria-label={t('profile.sessions.endOneLabel', { device: deviceText(entry, t) })}
              >
                {t('profile.sessions.endOne')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function deviceText(entry: MemberSession, t: Translate): string {
  const { browser, system } = describeUserAgent(entry.userAgent);
  if (browser && system) return t('profile.sessions.device', { browser, system });
  return browser ?? system ?? t('profile.sessions.unknownDevice');
}

function DeviceLabel({ entry }: { entry: MemberSession }) {
  const { t } = useTranslation();
  return <>{deviceText(entry, t)}</>;
}
