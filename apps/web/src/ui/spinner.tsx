/** A busy indicator with its text for screen readers (and on screen when `showLabel`). */
export function Spinner({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center justify-center gap-3 p-8 text-muted">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-line border-t-[var(--color-brand)]"
      />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
