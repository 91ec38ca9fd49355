import { Modal } from '../../../ui/modal';

/** The spec's loading modals ('Aguarde, ...'): no close button, announced to screen readers. */
export function LoadingModal({ text }: { text: string | null }) {
  return (
    <Modal open={text !== null} onOpenChange={() => undefined} title={text ?? ''} hideTitle dismissible={false}>
      <div role="status" className="-mt-6 flex flex-col items-center gap-4 py-4 text-center">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-line border-t-[var(--color-brand)]"
        />
        <p className="font-semibold text-ink">{text}</p>
      </div>
    </Modal>
  );
}

/** Resolves after at least `ms`, so a loading modal does not flash. */
export function atLeast<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]).then(([value]) => value);
}
