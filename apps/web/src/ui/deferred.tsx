import { type ComponentProps, type ComponentType, type JSX, lazy, Suspense, useState } from 'react';
import type { Modal } from './modal';

/**
 * A component loaded the first time it is opened and kept mounted from then on (so it can animate closed).
 * Screens whose first paint needs no dialog do not carry the dialog library before it.
 */
export function deferUntilOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={props.open ? <span hidden data-dialog-opening="" /> : null}>
        <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

/** `Modal`, loaded the first time it opens. */
export const DeferredModal = deferUntilOpen<ComponentProps<typeof Modal>>(async () => (await import('./modal')).Modal);

/**
 * Whether a dialog is open on the page now, or opening while its code loads: a modal that opens by itself
 * waits until none is, so two never open over each other.
 */
export function isDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [data-dialog-opening]') !== null;
}
