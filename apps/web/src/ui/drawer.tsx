import {
  BREAKPOINT_LEARNING_PX,
  DRAWER_MIN_WIDTH_DESKTOP_PX,
  DRAWER_WIDTH_DESKTOP,
  DRAWER_WIDTH_MOBILE,
} from '@trilha/shared/constants';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useIsMobileWidth } from './hooks/use-mobile';

type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  hideTitle?: boolean;
  side: 'left' | 'right';
  children: ReactNode;
};

/**
 * A panel from the side (Radix dialog): the menu from the left, content panels from the right at 50vw
 * (at least 800 px) on desktop and the whole width on phones (document 3, 9).
 */
export function Drawer({ open, onOpenChange, title, hideTitle = false, side, children }: DrawerProps) {
  const { t } = useTranslation();
  const mobile = useIsMobileWidth(BREAKPOINT_LEARNING_PX);
  const width =
    side === 'right'
      ? mobile
        ? { width: DRAWER_WIDTH_MOBILE }
        : { width: DRAWER_WIDTH_DESKTOP, minWidth: `${DRAWER_MIN_WIDTH_DESKTOP_PX}px` }
      : {};
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          style={width}
          className={`fixed top-0 z-50 flex h-dvh flex-col gap-3 overflow-y-auto bg-white p-4 text-ink shadow-xl focus:outline-none ${
            side === 'left' ? 'left-0 w-[85vw] max-w-sm' : 'right-0 max-w-full'
          }`}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className={hideTitle ? 'sr-only' : 'text-lg font-bold'}>{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-black/5"
              aria-label={t('common.close')}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
