import { useState, useSyncExternalStore } from 'react';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { DeferredModal } from '../../ui/deferred';
import { clearInstallPrompt, getInstallPrompt, subscribeInstallPrompt } from './install-events';

const DISMISSED_PREFIX = 'trilha.installDismissed.';
const ASK_AGAIN_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/** iPhone and iPad Safari, which installs only through Share > Add to Home Screen. */
export function isIosSafari(userAgent: string): boolean {
  const isIos = /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && /mobile/i.test(userAgent));
  return isIos && /safari/i.test(userAgent) && !/crios|fxios|edgios|opios/i.test(userAgent);
}

/** Phones and tablets, where the install modal is offered (spec document 1: "Android and other mobile browsers"). */
export function isMobileBrowser(userAgent: string): boolean {
  return /android|mobi|iphone|ipad|ipod/i.test(userAgent);
}

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function wasDismissed(bucket: string): boolean {
  const at = Number(localStorage.getItem(DISMISSED_PREFIX + bucket) ?? 0);
  return Date.now() - at < ASK_AGAIN_AFTER_MS;
}

/**
 * The install prompt (spec document 1, section 2 "Home"), only when login info has `askPWA`: a modal on
 * Android and other mobile browsers when the browser offers installation, a hint banner on iOS Safari.
 * 'Agora não' keeps it quiet on this device for 30 days.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const app = useTenant();
  const session = useSession();
  const offer = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => null);
  const [isDismissed, setIsDismissed] = useState(() => wasDismissed(app.bucket));
  if (!session?.loginInfo.askPWA || isDismissed || isStandalone()) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_PREFIX + app.bucket, String(Date.now()));
    setIsDismissed(true);
  };

  if (isIosSafari(navigator.userAgent)) {
    return (
      <div
        role="status"
        className="fixed inset-x-2 bottom-24 z-40 flex items-start gap-3 rounded-xl bg-ink p-4 text-sm text-white shadow-lg"
      >
        <p className="flex-1">{t('install.iosHint', { name: app.name })}</p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('install.close')}
          className="-m-2 flex size-11 items-center justify-center text-xl"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    );
  }

  if (!offer || !isMobileBrowser(navigator.userAgent)) return null;
  return (
    <DeferredModal
      open
      onOpenChange={(open) => (open ? undefined : dismiss())}
      title={t('install.title', { name: app.name })}
      size="sm"
    >
      <div className="flex items-center gap-4">
        <img src="/app-icon/any-192.png" alt="" width={64} height={64} className="size-16 rounded-2xl" />
        <p className="text-ink">{t('install.text')}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          onClick={async () => {
            await offer.prompt();
            const choice = await offer.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
            clearInstallPrompt();
            if (choice.outcome === 'dismissed') dismiss();
          }}
        >
          {t('install.install')}
        </Button>
        <Button variant="secondary" onClick={dismiss}>
          {t('install.notNow')}
        </Button>
      </div>
    </DeferredModal>
  );
}
