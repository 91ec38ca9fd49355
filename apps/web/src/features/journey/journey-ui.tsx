import { formatDate } from '@trilha/shared/rules/format';
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
