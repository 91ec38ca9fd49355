import { useQuery } from '@tanstack/react-query';
import type { LearningBlock } from '@trilha/shared/api/learning-common';
import { toCardFormat } from '@trilha/shared/rules/catalog-paging';
import { formatDate } from '@trilha/shared/rules/format';
import { Link } from 'react-router';
import { fetchEnrollmentsInProgress, fetchRecommendations } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useSession } from '../../../api/session';
import { useTranslation } from '../../../i18n';
import { LockIcon } from '../../../ui/icons';
import { ProgressBar } from '../../../ui/progress-bar';
import { CardImage } from '../components/card-image';
import { PagedCards } from '../components/paged-cards';
import { BlockSection } from './block-section';

/** Recommendation: open trainings for the member, with the catalog paging rules. */
export function RecommendationBlock({ block }: { block: LearningBlock }) {
  const { t } = useTranslation();
  const session = useSession();
  const idUser = session?.loginInfo.idUser ?? 0;
  return (
    <BlockSection title={block.title}>
      <PagedCards
        queryKey={learningKeys.recommendations(idUser)}
        fetchPage={(offset, limit) =>
          fetchRecommendations(idUser, { offset, limit }).then((answer) => ({
            cards: answer.result,
            total: answer.totalRecords,
          }))
        }
        format={toCardFormat(block.parameters.cardFormat ?? 'landscape-xsmall')}
        emptyText={t('learning.blocks.noRecommendations')}
        label={block.title ?? ''}
      />
    </BlockSection>
  );
}

/** EnrollmentsInProgress: the member's unfinished trainings with their progress; skipped when empty. */
export function EnrollmentsInProgressBlock({ block }: { block: LearningBlock }) {
  const { t } = useTranslation();
  const session = useSession();
  const idUser = session?.loginInfo.idUser ?? 0;
  const query = useQuery({
    queryKey: learningKeys.enrollmentsInProgress(idUser),
    queryFn: () => fetchEnrollmentsInProgress(idUser),
  });
  const entries = query.data?.data ?? [];
  // While loading, a card's place is kept so the blocks below do not move when the trainings arrive.
  if (query.isPending) return <EnrollmentsInProgressPlaceholder title={block.title} />;
  if (entries.length === 0) return null;
  return (
    <BlockSection title={block.title}>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {entries.map((entry) => {
          const body = (
            <>
              <div className="relative">
                <CardImage src={entry.image} format="landscape-xsmall" />
                {entry.lock === 1 ? (
                  <span className="absolute right-2 top-2 flex size-8 items-center justify-center rounded-full bg-black/60 text-white">
                    <LockIcon className="size-4" label={t('learning.card.locked')} />
                  </span>
                ) : null}
              </div>
              <span className="flex flex-1 flex-col gap-2 p-3">
                <span className="font-semibold text-ink">{entry.title}</span>
                <span className="text-xs text-muted">{entry.teamName}</span>
                <span className="mt-auto">
                  {entry.lock === 1 && entry.initialDate ? (
                    <span className="text-sm font-semibold text-ink">
                      {t('learning.catalog.startsOn', { date: formatDate(entry.initialDate) })}
                    </span>
                  ) : (
                    <ProgressBar
                      value={entry.progress}
                      size="sm"
                      label={t('learning.card.progress', { title: entry.title })}
                    />
                  )}
                </span>
              </span>
            </>
          );
          const frame = 'flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5';
          return (
            <li key={entry.idEnrollment} className="w-64 shrink-0 snap-start">
              {entry.lock === 1 ? (
                // spec 3, 2.3 and 4.4: a class that has not started is locked; its card says when it starts.
                <div aria-disabled="true" className={`${frame} cursor-not-allowed opacity-80`}>
                  {body}
                </div>
              ) : (
                <Link to={`/level/${entry.idEnrollment}`} className={`${frame} hover:shadow-md`}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}

/** The in-progress row's shape while it loads: one blank card of the real card's size. */
function EnrollmentsInProgressPlaceholder({ title }: { title: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <BlockSection title={title}>
      <div role="status" aria-label={t('common.loading')} className="-mx-4 flex gap-3 px-4 pb-2">
        <div className="w-64 shrink-0 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5">
          <div className="aspect-[3/2] w-full animate-pulse bg-gray-200 motion-reduce:animate-none" />
          <div className="flex flex-col gap-2 p-3">
            <div className="h-6 w-3/4 rounded bg-gray-200" />
            <div className="h-4 w-1/2 rounded bg-gray-200" />
            <div className="mt-2 h-5 w-full rounded bg-gray-200" />
          </div>
        </div>
      </div>
    </BlockSection>
  );
}
