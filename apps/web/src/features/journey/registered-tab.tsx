import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchEnrollmentTree } from '../../api/learning';
import { learningKeys } from '../../api/learning-keys';
import { useTranslation } from '../../i18n';
import { ProgressBar } from '../../ui/progress-bar';
import { QueryView } from '../../ui/query-state';

/** Matriculados: the member's current enrollments with progress, each opening its level page. */
export function RegisteredTab() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: learningKeys.catalogEnrollments(), queryFn: fetchEnrollmentTree });
  const enrollments = query.data?.nodeTree ?? [];
  return (
    <QueryView query={query} isEmpty={enrollments.length === 0} emptyText={t('journey.registered.empty')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {enrollments.map((entry) => (
          <li
            key={entry.idEnrollment}
            className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5"
          >
            <Link
              to={`/level/${entry.idEnrollment}/${entry.nodeCode}`}
              className="text-lg font-semibold text-ink underline-offset-4 hover:underline"
            >
              {entry.title}
            </Link>
            <p className="text-sm text-muted">
              {t('journey.registered.team', { name: entry.team.name })} · {t(`learning.card.status.${entry.status}`)}
            </p>
            <ProgressBar value={entry.progress} label={t('learning.level.progress')} size="sm" />
          </li>
        ))}
      </ul>
    </QueryView>
  );
}
