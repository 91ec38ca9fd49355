import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getSession, useSession } from '../../api/session';
import { logoutSession } from '../../api/sessions';
import { useTranslation } from '../../i18n';
import { endSupportSession, hasOriginalSession, isSupportSession } from '../../lib/support-session';

/**
 * Exits support access: the support session ends on the server, and the administrator's own session is
 * back, at / (spec 3, 4.13). Without one to go back to, `onNoSession` (the logout) ends it instead.
 */
export function useExitSupport() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (onNoSession: () => void) => {
    queryClient.clear();
    const support = getSession();
    if (!hasOriginalSession()) return onNoSession();
    if (support && isSupportSession(support)) void logoutSession(support.token).catch(() => undefined);
    endSupportSession();
    navigate('/', { replace: true });
  };
}

/** The banner shown while support access is active, with 'Sair do acesso suporte'. */
export function SupportBanner({ onExit }: { onExit: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session || !isSupportSession(session)) return null;
  const support = session.loginInfo.accessSupport?.supportAccessUser.name ?? '';
  return (
    <section aria-label={t('account.support.title')} className="bg-ink px-4 py-2 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
        <p className="text-sm">{t('account.support.banner', { name: session.loginInfo.name, support })}</p>
        <button
          type="button"
          onClick={onExit}
          className="min-h-11 rounded-lg bg-white px-4 text-sm font-semibold text-ink hover:bg-gray-100"
        >
          {t('account.support.exit')}
        </button>
      </div>
    </section>
  );
}
