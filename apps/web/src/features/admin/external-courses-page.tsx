import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminExternalCourse } from '@trilha/shared/api/learning-journey';
import { EXTERNAL_COURSE_STATUSES, rejectExternalCourseRequest } from '@trilha/shared/api/learning-journey';
import { EXTERNAL_COURSE_REASON_MAX_LENGTH } from '@trilha/shared/constants';
import { z } from '@trilha/shared/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminKeys } from '../../api/console-keys';
import { errorMessage } from '../../api/error-message';
import { decideExternalCourse, fetchAdminExternalCourses } from '../../api/learning-journey';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { dateTime } from './admin-ui';
import { DecisionListPage, ReasonModal } from './decision-list';

/** A bare day (`YYYY-MM-DD`) as Brazilians read it. */
const day = (value: string) => value.split('-').reverse().join('/');

/** External courses members sent: validate, or reject with the reason the member reads (audited). */
export function ExternalCoursesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<AdminExternalCourse | null>(null);
  const approve = useMutation({
    mutationFn: (course: AdminExternalCourse) => decideExternalCourse(course.idUserExternalCourse, { approve: true }),
    onSuccess: async () => {
      toast(t('admin.journey.decided'));
      await client.invalidateQueries({ queryKey: adminKeys.externalCourses() });
    },
    meta: { errorToast: true },
  });
  return (
    <DecisionListPage
      titleId="admin-external-title"
      title={t('admin.journey.externalTitle')}
      filterLabel={t('admin.journey.filter')}
      statuses={EXTERNAL_COURSE_STATUSES}
      labelOf={(value) => t(`journey.external.status.${value}`)}
      emptyText={t('admin.journey.externalEmpty')}
      queryKey={adminKeys.externalCoursePage}
      fetchPage={fetchAdminExternalCourses}
      keyOf={(course) => course.idUserExternalCourse}
      renderItem={(course) => (
        <>
          <p className="font-semibold">{course.userName}</p>
          <p>
            {course.title} · {course.entityName}
          </p>
          <p className="text-sm text-muted">
            {t(`journey.external.types.${course.type}`)} · {t('journey.external.hours', { hours: course.workload })} ·{' '}
            {day(course.startDate)} → {day(course.finishDate)} · {dateTime(course.creationDate)}
          </p>
          {course.statusReason ? (
            <p className="text-sm">{t('journey.external.reason', { reason: course.statusReason })}</p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {course.evidencePath ? (
              <a
                href={course.evidencePath}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand underline-offset-4 hover:underline"
              >
                {t('admin.journey.evidence')}
              </a>
            ) : (
              <span className="text-sm text-muted">{t('admin.journey.noEvidence')}</span>
            )}
            {course.status === 'PENDING' ? (
              <>
                <Button
                  disabled={approve.isPending}
                  onClick={() => approve.mutate(course)}
                  aria-label={`${t('admin.journey.approve')}: ${course.title} (${course.userName})`}
                >
                  {t('admin.journey.approve')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setRejecting(course)}
                  aria-label={`${t('admin.journey.reject')}: ${course.title} (${course.userName})`}
                >
                  {t('admin.journey.reject')}
                </Button>
              </>
            ) : null}
          </div>
        </>
      )}
    >
      {rejecting ? <RejectModal course={rejecting} onClose={() => setRejecting(null)} /> : null}
    </DecisionListPage>
  );
}

/** The rejection's reason: the request's checks, with the console's own text for an empty field. */
const rejectForm = (requiredMessage: string) =>
  z.object({ reason: z.string().trim().min(1, requiredMessage).pipe(rejectExternalCourseRequest.shape.reason) });
type RejectForm = { reason: string };

function RejectModal({ course, onClose }: { course: AdminExternalCourse; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RejectForm>({
    resolver: zodResolver(rejectForm(t('journey.external.required'))),
    defaultValues: { reason: '' },
    shouldFocusError: false,
  });
  const mutation = useMutation({
    mutationFn: ({ reason }: RejectForm) =>
      decideExternalCourse(course.idUserExternalCourse, { approve: false, reason }),
    onSuccess: async () => {
      toast(t('admin.journey.decided'));
      await client.invalidateQueries({ queryKey: adminKeys.externalCourses() });
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const error = formState.errors.reason?.message ?? problem;
  return (
    <ReasonModal
      title={t('admin.journey.rejectTitle')}
      summary={`${course.userName} · ${course.title}`}
      label={t('admin.journey.reason')}
      field={register('reason')}
      maxLength={EXTERNAL_COURSE_REASON_MAX_LENGTH}
      rows={4}
      error={error}
      confirmText={t('admin.journey.confirmReject')}
      isPending={mutation.isPending}
      onSubmit={(event) => {
        setProblem(null);
        return handleSubmit((values) => mutation.mutate(values))(event);
      }}
      onClose={onClose}
    />
  );
}
