import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnrollmentItem } from '@trilha/shared/api/learning-contents';
import type { MapElement } from '@trilha/shared/api/learning-enrollment';
import { isNextBlocked } from '@trilha/shared/rules/learning-locking';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { fetchLikes, fetchNavigationMap, setLike } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useTranslation } from '../../../i18n';
import { Drawer } from '../../../ui/drawer';
import { BackIcon, CheckIcon, HeartIcon, LockIcon, MapIcon, NextIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { enrollmentContentPath } from '../components/card-target';

const ACTION = 'flex size-11 items-center justify-center rounded-full hover:bg-black/10 disabled:opacity-40';

/** Where an enrollment item leads: a content, a page of the training, or an evaluation. */
export function itemPath(item: EnrollmentItem, idUser: number): string {
  if (item.elementType === 'NODE') return `/level/${item.idEnrollment}/${item.nodeCode}`;
  if (item.elementType === 'EVALUATION') {
    return `/evaluations/${item.idEnrollment}/${item.idEvaluation}${item.idQuestionnaire ? `/${item.idQuestionnaire}` : ''}`;
  }
  if (item.idContentItem !== null && item.idNodeEnrollment !== null) {
    return enrollmentContentPath(
      {
        idContentItem: item.idContentItem,
        idContentType: item.idContentType,
        idNodeEnrollment: item.idNodeEnrollment,
        idEnrollment: item.idEnrollment,
      },
      idUser,
    );
  }
  return `/level/${item.idEnrollment}/${item.nodeCode}`;
}

/**
 * The header's content navigation (spec 3, 2.6 and 4.5): previous and next (next blocked while the
 * current content is incomplete and the next one is sequential), like, and the content map drawer.
 */
export function ContentActions({
  idContentItem,
  idUser,
  idEnrollment,
  completed,
  current,
  previous,
  next,
  showMap,
}: {
  idContentItem: number;
  idUser: number;
  idEnrollment: number | null;
  completed: boolean;
  current: EnrollmentItem | null;
  previous: EnrollmentItem | null;
  next: EnrollmentItem | null;
  showMap: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [mapOpen, setMapOpen] = useState(false);
  const likes = useQuery({
    queryKey: learningKeys.likes('CONTENT', idContentItem),
    queryFn: () => fetchLikes('CONTENT', idContentItem),
  });
  const like = useMutation({
    mutationFn: (liked: boolean) => setLike('CONTENT', idContentItem, liked),
    onSuccess: (answer) => queryClient.setQueryData(learningKeys.likes('CONTENT', idContentItem), answer),
    onError: (error) =>
      toast(
        error instanceof ApiError && error.code === 'LIKE_REQUIRES_ENROLLMENT'
          ? t('learning.viewer.likeRequiresEnrollment')
          : error instanceof ApiError
            ? error.message
            : t('common.unexpectedError'),
        { tone: 'error' },
      ),
  });
  const liked = likes.data?.liked === 1;
  const blocked = current
    ? isNextBlocked(
        { elementType: current.elementType, completed, finishDate: current.finishDate },
        next ? { sequential: next.sequential === 1 } : null,
      )
    : !next;
  return (
    <>
      {current ? (
        <>
          <button
            type="button"
            className={ACTION}
            disabled={!previous || previous.lock === 1}
            onClick={() => previous && navigate(itemPath(previous, idUser))}
            aria-label={t('learning.viewer.previous')}
          >
            <BackIcon />
          </button>
          <button
            type="button"
            className={ACTION}
            disabled={blocked}
            title={blocked && next ? t('learning.viewer.nextBlocked') : undefined}
            onClick={() => next && navigate(itemPath(next, idUser))}
            aria-label={
              blocked && next
                ? `${t('learning.viewer.next')}: ${t('learning.viewer.nextBlocked')}`
                : t('learning.viewer.next')
            }
          >
            <NextIcon />
          </button>
        </>
      ) : null}
      <button
        type="button"
        className={ACTION}
        aria-pressed={liked}
        disabled={like.isPending}
        onClick={() => like.mutate(!liked)}
        aria-label={`${liked ? t('learning.viewer.unlike') : t('learning.viewer.like')} (${t('learning.viewer.likes', { count: likes.data?.totalLikes ?? 0 })})`}
      >
        <HeartIcon filled={liked} />
      </button>
      {showMap && idEnrollment ? (
        <>
          <button
            type="button"
            className={ACTION}
            onClick={() => setMapOpen(true)}
            aria-label={t('learning.viewer.map')}
          >
            <MapIcon />
          </button>
          <Drawer open={mapOpen} onOpenChange={setMapOpen} title={t('learning.viewer.map')} side="right">
            {mapOpen ? (
              <ContentMap
                idUser={idUser}
                idEnrollment={idEnrollment}
                currentId={idContentItem}
                onNavigate={() => setMapOpen(false)}
              />
            ) : null}
          </Drawer>
        </>
      ) : null}
    </>
  );
}

/** The navigation map of the whole training with locks (spec 3, 4.5). */
function ContentMap({
  idUser,
  idEnrollment,
  currentId,
  onNavigate,
}: {
  idUser: number;
  idEnrollment: number;
  currentId: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const map = useQuery({
    queryKey: learningKeys.navigationMap(idEnrollment),
    queryFn: () => fetchNavigationMap(idUser, idEnrollment, { fullMap: 1 }),
  });
  if (map.isPending) return <Spinner label={t('common.loading')} />;
  if (map.isError) return <p className="text-danger">{t('learning.level.loadError')}</p>;
  const pathOf = (element: MapElement) => {
    if (element.elementType === 'NODE') return `/level/${idEnrollment}/${element.nodeCode}`;
    if (
      element.elementType === 'CONTENT' &&
      element.idContentItem !== null &&
      element.idParentNodeEnrollment !== null
    ) {
      return enrollmentContentPath(
        {
          idContentItem: element.idContentItem,
          idContentType: element.idContentType,
          idNodeEnrollment: element.idParentNodeEnrollment,
          idEnrollment,
        },
        idUser,
      );
    }
    if (element.elementType === 'EVALUATION') return `/evaluations/${idEnrollment}/${element.idEvaluation}`;
    return `/level/${idEnrollment}/${element.parentNodeCode}`;
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="font-bold text-ink">{map.data.title}</p>
      <ol className="flex flex-col gap-1">
        {map.data.mapElements.map((element, index) => {
          const current = element.elementType === 'CONTENT' && element.idContentItem === currentId;
          const done = element.progress >= 100;
          const body = (
            <>
              <span
                className={`flex size-8 shrink-0 items-center justify-center rounded-full ${
                  done ? 'bg-success text-white' : element.lock ? 'bg-black/10 text-muted' : 'bg-brand-3 text-brand'
                }`}
              >
                {element.lock ? (
                  <LockIcon className="size-4" label={t('learning.viewer.mapLocked')} />
                ) : done ? (
                  <CheckIcon className="size-4" label={t('learning.card.status.COMPLETED')} />
                ) : (
                  <span aria-hidden="true" className="text-xs font-bold">
                    {index + 1}
                  </span>
                )}
              </span>
              <span className="flex flex-col">
                <span className={`text-sm ${element.elementType === 'NODE' ? 'font-bold' : 'font-medium'} text-ink`}>
                  {element.title}
                </span>
                <span className="text-xs text-muted">
                  {t(`learning.card.type.${element.elementType}`)} · {t(`learning.card.status.${element.status}`)} ·{' '}
                  {element.progress}%
                </span>
              </span>
            </>
          );
          const className = `flex min-h-11 items-center gap-3 rounded-lg p-2 ${current ? 'bg-brand-3' : ''}`;
          return (
            <li
              key={`${element.elementType}-${element.nodeCode}-${element.idContentItem ?? element.idEvaluation ?? index}`}
              style={{ paddingLeft: `${element.depth * 1.25}rem` }}
            >
              {element.lock ? (
                <div aria-disabled="true" className={`${className} opacity-70`}>
                  {body}
                </div>
              ) : (
                <Link
                  to={pathOf(element)}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  className={`${className} hover:bg-brand-3`}
                >
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
