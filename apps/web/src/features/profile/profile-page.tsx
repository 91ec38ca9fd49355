import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';
import { ActiveSessions } from './active-sessions';
import { Avatar } from './avatar';
import { useProfile } from './use-profile';

/**
 * `/perfil` (spec document 1, section 2 "Profile"): photo, name, 'Editar perfil', then the points panel and
 * 'Sessões ativas'.
 */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  if (profile.isError) return <MessagePanel title={t('profile.loadFailed')} tone="error" />;
  const user = profile.data;
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left">
        <Avatar name={user.name} photo={user.photo} />
        <div className="flex flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold text-ink">{user.name}</h1>
          <p className="text-muted">{user.email}</p>
          {user.role || user.department ? (
            <p className="text-sm text-muted">{[user.role, user.department].filter(Boolean).join(' · ')}</p>
          ) : null}
        </div>
        <Link
          to="/editar-perfil"
          className="min-h-11 rounded-lg border border-brand bg-white px-5 py-3 font-semibold text-brand hover:bg-brand-3"
        >
          {t('profile.edit')}
        </Link>
      </section>
      {children}
      <ActiveSessions idUser={user.idUser} />
    </div>
  );
}
