import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExternalCourse } from '@trilha/shared/api/learning-journey';
import { EXTERNAL_COURSES_PAGE_SIZE } from '@trilha/shared/constants';
import { externalCourseActions } from '@trilha/shared/rules/journey';
import { lazy, Suspense, useState } from 'react';
import { cancelExternalCourse, fetchExternalCourses } from '../../api/learning-journey';
import { learningKeys } from '../../api/learning-keys';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { LabelledSelect } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { QueryView } from '../../ui/query-state';
import { dayOf, Pager } from './journey-ui';

/**
 * The registration form loads when it opens: its form library stays out of the list of files the app's
 * entry keeps for the journey page (the learning home's first-screen budget, `scripts/budgets.mjs`).
 */
const ExternalCourseFormModal = lazy(async () => ({
  default: (await import('./external-course-form')).ExternalCourseFormModal,
}));

const FILTERS = ['ALL', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELED'] as const;
const TONES: Record<ExternalCourse['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-green-100 text-green-900',
  REJECTED: 'bg-red-100 text-red-900',
  CANCELED: 'bg-gray-200 text-gray-800',
};

/** Cursos externos (spec 3, 4.12 and 7.7): the member's requests by status, the form and its actions. */
export function ExternalCoursesTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('ALL');
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<{ course: ExternalCourse | null } | null>(null);
  const [cancelling, setCancelling] = useState<ExternalCourse | null>(null);
  const query = useQuery({
    queryKey: learningKeys.externalCoursePage(filter, offset),
    queryFn: () => fetchExternalCourses({ offset, limit: EXTERNAL_COURSES_PAGE_SIZE, statuses: filter }),
  });
  const cancel = useMutation({
    mutationFn: (course: ExternalCourse) => cancelExternalCourse(course.idUserExternalCourse),
    onSuccess: () => {
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: learningKeys.externalCourses() });
    },
  });
  const courses = query.data?.result ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LabelledSelect
          label={t('journey.external.filter')}
          value={filter}
          choices={FILTERS.map((value) => ({ value, label: t(`journey.external.status.${value}`) }))}
          onChange={(value) => {
            setFilter(value);
            setOffset(0);
          }}
        />
        <Button onClick={() => setOpen({ course: null })}>{t('journey.external.new')}</Button>
      </div>
      <QueryView query={query} isEmpty={courses.length === 0} emptyText={t('journey.external.empty')}>
        <ul className="flex flex-col gap-3">
          {courses.map((course) => {
            const actions = externalCourseActions(course.status, course.hasResubmission);
            return (
              <li
                key={course.idUserExternalCourse}
                className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-ink">{course.title}</p>
                  <span className={`rounded-full px-3 py-1 text-xs font-bold ${TONES[course.status]}`}>
                    {t(`journey.external.status.${course.status}`)}
                  </span>
                </div>
                <p className="text-sm text-muted">
                  {course.entityName} · {t(`journey.external.types.${course.type}`)} ·{' '}
                  {t('journey.external.hours', { hours: course.workload })} ·{' '}
                  {t('journey.external.period_label', {
                    start: dayOf(course.startDate),
                    end: dayOf(course.finishDate),
                  })}
                </p>
                {course.lastModifiedDate !== course.creationDate ? (
                  <p className="text-xs text-muted">
                    {t('journey.external.modified')}: {dayOf(course.lastModifiedDate)}
                  </p>
                ) : null}
                {course.status === 'REJECTED' && course.statusReason ? (
                  <p className="text-sm text-danger">{t('journey.external.reason', { reason: course.statusReason })}</p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setOpen({ course })}>
                    {actions.canEdit || actions.canResubmit
                      ? t('journey.external.edit')
                      : t('journey.external.details')}
                  </Button>
                  {actions.canCancel ? (
                    <Button variant="link" onClick={() => setCancelling(course)}>
                      {t('journey.external.cancel')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <Pager
          offset={offset}
          limit={EXTERNAL_COURSES_PAGE_SIZE}
          total={query.data?.totalRecords ?? 0}
          onChange={setOffset}
        />
      </QueryView>
      {open ? (
        <Suspense fallback={null}>
          <ExternalCourseFormModal
            course={open.course}
            onClose={() => setOpen(null)}
            onSaved={() => {
              setOpen(null);
              void queryClient.invalidateQueries({ queryKey: learningKeys.externalCourses() });
            }}
          />
        </Suspense>
      ) : null}
      <Modal
        open={cancelling !== null}
        onOpenChange={(value) => (value ? undefined : setCancelling(null))}
        title={t('journey.external.cancelTitle')}
      >
        <p>{t('journey.external.cancelText', { title: cancelling?.title ?? '' })}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setCancelling(null)}>
            {t('journey.external.keep')}
          </Button>
          <Button disabled={cancel.isPending} onClick={() => cancelling && cancel.mutate(cancelling)}>
            {t('journey.external.confirmCancel')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
