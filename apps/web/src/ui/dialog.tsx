import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  description?: string;
  children?: ReactNode;
  /** A centred dialog, or a drawer from the left or the right. */
  variant?: 'center' | 'left' | 'right';
  /** Whether the close button shows (loading modals have none). */
  closable?: boolean;
};

const PANEL: Record<NonNullable<DialogProps['variant']>, string> = {
  center:
    'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 max-h-[90dvh] overflow-y-auto',
  left: 'left-0 top-0 h-dvh w-[85vw] max-w-sm overflow-y-auto p-4',
  right: 'right-0 top-0 h-dvh w-screen md:w-[50vw] md:min-w-[800px] overflow-y-auto p-4',
};

/** An accessible dialog or drawer (Radix): focus kept inside, Escape closes, the title names it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  variant = 'center',
  closable = true,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={closable ? onOpenChange : () => undefined}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className={`fixed z-50 bg-white text-ink shadow-xl focus:outline-none ${PANEL[variant]}`}
          onEscapeKeyDown={(event) => {
            if (!closable) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!closable) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-lg font-bold'}>{title}</RadixDialog.Title>
            {closable ? (
              <RadixDialog.Close
                className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-black/5"
                aria-label={t('common.close')}
              >
                <span aria-hidden="true" className="text-2xl leading-none">
                  ×
                </span>
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className="mb-3 text-muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
