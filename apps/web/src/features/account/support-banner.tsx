import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { endSupportSession, isSupportSession } from './support-session';

/** Exits support access: the administrator's own session again, at / (spec 3, 4.13). */
export function useExitSupport() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (onNoSession: () => void) => {
    queryClient.clear();
    if (endSupportSession()) navigate('/', { replace: true });
    else onNoSession();
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
