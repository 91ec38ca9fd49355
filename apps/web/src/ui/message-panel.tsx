import type { ReactNode } from 'react';

/** A centred message: empty lists, errors, unavailable screens. */
export function MessagePanel({
  title,
  children,
  tone = 'neutral',
}: {
  title: string;
  children?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto my-10 flex max-w-md flex-col items-center gap-3 rounded-xl border border-line bg-white p-8 text-center"
    >
      <p className={`text-lg font-semibold ${tone === 'error' ? 'text-danger' : 'text-ink'}`}>{title}</p>
      {children}
    </div>
  );
}
