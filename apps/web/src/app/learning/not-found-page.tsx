import { Link } from 'react-router';
import { useTranslation } from '../../i18n';

/** Any unknown path: 'PÁGINA NÃO ENCONTRADA.' with the footer hidden (spec 3, 2.1). */
export function LearningNotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-6 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('learning.shell.notFound')}</h1>
      <Link to="/" className="rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand">
        {t('learning.shell.goHome')}
      </Link>
    </div>
  );
}
