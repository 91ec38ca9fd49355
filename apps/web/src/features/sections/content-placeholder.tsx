import { useParams, useSearchParams } from 'react-router';
import { useExitTracking } from '../../app/use-exit-tracking';
import { useTranslation } from '../../i18n';

/** `/content/:idContentItem?idSection=`: stands in for the content screens, which are in preparation. */
export function ContentPlaceholder() {
  const { t } = useTranslation();
  const { idContentItem } = useParams();
  const [params] = useSearchParams();
  const id = Number(idContentItem);
  const idSection = Number(params.get('idSection')) || null;
  useExitTracking(Number.isInteger(id) && id > 0 ? { idNavigationItem: id, idNavigationType: 1, idSection } : null);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('sections.contentPlaceholder')}</h1>
      <div className="mx-auto my-6 flex max-w-md flex-col items-center gap-2 rounded-xl border border-dashed border-line bg-white p-8 text-center">
        <p className="text-sm text-muted">{t('sections.placeholderHint')}</p>
      </div>
    </div>
  );
}
