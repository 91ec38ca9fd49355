import { formatDate } from '@trilha/shared/rules/format';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';

/** A date as members read it, or a dash; a bare day (`YYYY-MM-DD`) is shown as it is, in no time zone. */
export function dayOf(iso: string | null | undefined): string {
  if (!iso) return '-';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : formatDate(iso);
}

/** Previous and next over pages of a fixed size. */
export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const page = Math.floor(offset / limit) + 1;
  return (
    <nav aria-label={t('journey.pager.page', { page, pages })} className="mt-4 flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(Math.max(0, offset - limit))}>
        {t('journey.pager.previous')}
      </Button>
      <span className="text-sm text-muted">{t('journey.pager.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onChange(offset + limit)}>
        {t('journey.pager.next')}
      </Button>
    </nav>
  );
}

/** A table on a white card: its caption for screen readers, its column headings (padded `p-3` unless said), its rows. */
export function CardTable({
  caption,
  headings,
  className = '',
  children,
}: {
  caption: string;
  headings: Array<{ text: string; className?: string }>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={`w-full rounded-xl bg-white text-left text-sm shadow-sm ring-1 ring-black/5 ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line text-muted">
        <tr>
          {headings.map((heading) => (
            <th key={heading.text} scope="col" className={heading.className ?? 'p-3'}>
              {heading.text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
