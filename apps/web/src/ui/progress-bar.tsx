/** A labelled progress bar (0-100, rounded). */
export function ProgressBar({ value, label, size = 'md' }: { value: number; label: string; size?: 'sm' | 'md' }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className={`flex-1 overflow-hidden rounded-full bg-black/10 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="min-w-10 text-right text-xs font-semibold tabular-nums text-ink">{percent}%</span>
    </div>
  );
}
