import { FOOTER_BOTTOM_PADDING_REM, UPDATE_NOTICE_MS } from '@trilha/shared/constants';
import { useEffect, useState } from 'react';
import { useIsBusy } from '../hooks/busy';
import { useTranslation } from '../i18n';

type UpdateNoticeProps = {
  /** A new service worker is installed and waiting to take over. */
  isUpdateWaiting: boolean;
  /** Activates the waiting version and reloads the page. */
  onUpdate: () => unknown;
};

/**
 * The new version notice (document 3, 9: 5000 ms). When a new version is waiting it offers to reload for
 * 5 seconds (held open while the pointer or the keyboard focus is on it); ignored, it goes away and the
 * new version starts with the next launch. It never shows, and so never reloads, while a screen holds a
 * busy mark (an evaluation, a lesson, an upload): it waits until the member is free.
 */
export function UpdateNotice({ isUpdateWaiting, onUpdate }: UpdateNoticeProps) {
  const { t } = useTranslation();
  const isBusy = useIsBusy();
  const [isDismissed, setIsDismissed] = useState(false);
  const [isHeld, setIsHeld] = useState(false);
  const [isUpdating, setIsUpdating] = useState(false);
  const isVisible = isUpdateWaiting && !isBusy && !isDismissed;

  useEffect(() => {
    if (!isUpdateWaiting) setIsDismissed(false);
  }, [isUpdateWaiting]);

  useEffect(() => {
    if (!isVisible || isHeld || isUpdating) return;
    const timer = setTimeout(() => setIsDismissed(true), UPDATE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [isVisible, isHeld, isUpdating]);

  if (!isVisible) return null;

  function handleUpdate() {
    // The busy check is repeated at the moment of the click: a screen may have marked itself since render.
    if (isBusy) return;
    setIsUpdating(true);
    void Promise.resolve(onUpdate()).catch(() => setIsUpdating(false));
  }

  return (
    <div
      className="pointer-events-none fixed inset-x-0 z-[60] flex justify-center px-4"
      style={{ bottom: `calc(${FOOTER_BOTTOM_PADDING_REM}rem + env(safe-area-inset-bottom))` }}
    >
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-lg bg-ink px-4 py-3 text-sm text-white shadow-lg"
        onMouseEnter={() => setIsHeld(true)}
        onMouseLeave={() => setIsHeld(false)}
        onFocus={() => setIsHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsHeld(false);
        }}
      >
        <p className="flex-1 font-medium">{t('update.available')}</p>
        <button
          type="button"
          className="min-h-11 rounded-lg bg-white px-3 font-semibold text-ink hover:bg-white/90 disabled:opacity-70"
          onClick={handleUpdate}
          disabled={isUpdating}
        >
          {isUpdating ? t('update.updating') : t('update.reload')}
        </button>
        <button
          type="button"
          aria-label={t('common.close')}
          className="flex size-11 items-center justify-center rounded-full text-xl hover:bg-white/10"
          onClick={() => setIsDismissed(true)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
