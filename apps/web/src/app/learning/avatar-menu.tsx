import { APP_NAME_MAX_LENGTH } from '@trilha/shared/constants';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createAppCode } from '../../api/account';
import { getSession, useSession } from '../../api/session';
import { useExitSupport } from '../../features/account/support-banner';
import { appAddress, useShellFlags } from '../../hooks/use-shell-flags';
import { useTranslation } from '../../i18n';
import { logout } from '../../lib/logout';
import { isSupportSession } from '../../lib/support-session';
import { Button } from '../../ui/button';
import { deferUntilOpen } from '../../ui/deferred';
import { Modal } from '../../ui/modal';

const SupportAccessModal = deferUntilOpen(
  async () => (await import('../../features/account/support-access-modal')).SupportAccessModal,
);

/**
 * Opens another app of the member signed in ('Meus Aplicativos'): the window opens at once (so it is not
 * blocked) and is sent to the app's login with a single-use code, never a session token.
 */
export async function openOtherApp(idApp: number, domain: string): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const { code } = await createAppCode(idApp);
    const address = `${appAddress(domain)}/login?appCode=${encodeURIComponent(code)}`;
    if (target) {
      target.opener = null;
      target.location.href = address;
    } else {
      window.open(address, '_blank', 'noopener');
    }
  } catch {
    target?.close();
  }
}

const ITEM =
  'flex min-h-11 cursor-pointer select-none items-center rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-brand-3 data-[disabled]:opacity-50';

/** Initials of a name for the avatar. */
function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
}

/**
 * The avatar dropdown (spec 3, 2.10): profile, journey tabs, administration, 'Meus Aplicativos' when the
 * member has more than one app, and 'Sair' after the confirmation 'Tem certeza de que deseja sair?'.
 */
export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const flags = useShellFlags();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const exitSupport = useExitSupport();
  if (!session) return null;
  const info = session.loginInfo;
  const isSupport = isSupportSession(session);
  const otherApps = info.appsUserAccess.filter((entry) => entry.idApp !== info.idApp);
  const go = (path: string) => () => navigate(path);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className="ml-1 flex size-11 items-center justify-center rounded-full hover:bg-black/10"
          aria-label={t('learning.shell.avatarMenu')}
        >
          {info.photo ? (
            <img src={info.photo} alt="" className="size-9 rounded-full object-cover" />
          ) : (
            <span className="flex size-9 items-center justify-center rounded-full bg-white text-sm font-bold text-brand">
              {initials(info.name)}
            </span>
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-64 rounded-xl bg-white p-2 shadow-xl ring-1 ring-black/5"
          >
            <DropdownMenu.Label className="px-3 py-2">
              <span className="block font-semibold text-ink">{info.name}</span>
              <span className="block text-xs text-muted">{info.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item className={ITEM} onSelect={go('/editPerfil')}>
              {t('learning.shell.profile')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={ITEM} onSelect={go('/myJourney')}>
              {t('learning.shell.myJourney')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={ITEM} onSelect={go('/myJourney/historic')}>
              {t('learning.shell.history')}
            </DropdownMenu.Item>
            {flags.hasEnrollmentRequests ? (
              <DropdownMenu.Item className={ITEM} onSelect={go('/myjourney/requestEnrollmentStatus')}>
                {t('learning.shell.enrollmentRequests')}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item className={ITEM} onSelect={go('/myJourney/certificates')}>
              {t('learning.shell.certificates')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={ITEM} onSelect={go('/offline')}>
              {t('offline.menu')}
            </DropdownMenu.Item>
            {flags.inCampaign ? (
              <DropdownMenu.Item className={ITEM} onSelect={go('/myJourney/gamification')}>
                {t('learning.shell.gamification')}
              </DropdownMenu.Item>
            ) : null}
            {flags.externalCourses ? (
              <DropdownMenu.Item className={ITEM} onSelect={go('/myJourney/externalCourse')}>
                {t('learning.shell.externalCourses')}
              </DropdownMenu.Item>
            ) : null}
            {flags.isAdmin && info.adminUrl && !isSupport ? (
              <DropdownMenu.Item
                className={ITEM}
                onSelect={() =>
                  window.open(
                    `${info.adminUrl}?token=${encodeURIComponent(getSession()?.token ?? '')}`,
                    '_blank',
                    'noopener',
                  )
                }
              >
                {t('learning.shell.administration')}
              </DropdownMenu.Item>
            ) : null}
            {flags.isTeamManager && info.adminUrl && !isSupport ? (
              <DropdownMenu.Item
                className={ITEM}
                onSelect={() =>
                  window.open(
                    `${info.adminUrl}/relatorios?token=${encodeURIComponent(getSession()?.token ?? '')}`,
                    '_blank',
                    'noopener',
                  )
                }
              >
                {t('learning.shell.teamReports')}
              </DropdownMenu.Item>
            ) : null}
            {flags.canAccessSupport && !isSupport ? (
              <DropdownMenu.Item className={ITEM} onSelect={() => setSupportOpen(true)}>
                {t('learning.shell.supportAccess')}
              </DropdownMenu.Item>
            ) : null}
            {isSupport ? (
              <DropdownMenu.Item className={ITEM} onSelect={() => exitSupport(() => logout(navigate))}>
                {t('account.support.exit')}
              </DropdownMenu.Item>
            ) : null}
            {otherApps.length > 0 ? (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
                <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold uppercase text-muted">
                  {t('learning.shell.myApps')}
                </DropdownMenu.Label>
                {otherApps.map((entry) => (
                  <DropdownMenu.Item
                    key={entry.idApp}
                    className={ITEM}
                    onSelect={() => void openOtherApp(entry.idApp, entry.domain)}
                  >
                    <span title={entry.appName}>
                      {entry.appName.length > APP_NAME_MAX_LENGTH
                        ? `${entry.appName.slice(0, APP_NAME_MAX_LENGTH)}...`
                        : entry.appName}
                    </span>
                  </DropdownMenu.Item>
                ))}
              </>
            ) : null}
            {isSupport ? null : (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
                <DropdownMenu.Item className={ITEM} onSelect={() => setConfirmOpen(true)}>
                  {t('learning.shell.logout')}
                </DropdownMenu.Item>
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SupportAccessModal open={supportOpen} onOpenChange={setSupportOpen} />
      <Modal open={confirmOpen} onOpenChange={setConfirmOpen} title={t('learning.shell.logoutConfirm')}>
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
            {t('learning.shell.cancel')}
          </Button>
          <Button
            onClick={() => {
              setConfirmOpen(false);
              logout(navigate);
            }}
          >
            {t('learning.shell.logout')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
