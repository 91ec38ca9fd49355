import { type ReactNode, useId } from 'react';

/** A block's section with its title as the heading that names it. */
export function BlockSection({
  title,
  children,
  aside,
  className = '',
}: {
  title: string | null | undefined;
  children: ReactNode;
  aside?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={title ? id : undefined} className={`flex flex-col gap-3 ${className}`}>
      {title || aside ? (
        <div className="flex flex-wrap items-end justify-between gap-2">
          {title ? (
            <h2 id={id} className="text-lg font-bold text-ink">
              {title}
            </h2>
          ) : (
            <span />
          )}
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}
