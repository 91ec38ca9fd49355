import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

type ModalProps = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  /** Read to screen readers with the title; also shown under it when `showDescription`. */
  description?: string;
  children: ReactNode;
  /** When false the member must use the modal's own buttons (no Escape, no click outside, no close button). */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** Hides the title visually (it stays the dialog's accessible name). */
  hideTitle?: boolean;
  /** Where focus goes once closed, for a modal opened by no `Dialog.Trigger` (Radix would leave it nowhere). */
  returnFocusTo?: () => HTMLElement | null;
};

const SIZES = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-3xl',
  full: 'max-w-5xl h-[90dvh]',
} as const;

/** An accessible dialog (Radix): focus kept inside, announced with its title, closed by Escape when allowed. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissible = true,
  size = 'md',
  hideTitle = false,
  returnFocusTo,
}: ModalProps) {
  const { t } = useTranslation();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange ?? (() => undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none ${SIZES[size]}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className={hideTitle ? 'sr-only' : 'text-lg font-bold text-ink'}>{title}</Dialog.Title>
            {dismissible ? (
              <Dialog.Close
                className="-mt-1 -mr-1 flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-muted hover:bg-black/5"
                aria-label={t('common.close')}
              >
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            ) : null}
          </div>
          {description ? <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
