import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminExternalCourse } from '@trilha/shared/api/learning-journey';
import { EXTERNAL_COURSE_STATUSES, rejectExternalCourseRequest } from '@trilha/shared/api/learning-journey';
import { EXTERNAL_COURSE_REASON_MAX_LENGTH } from '@trilha/shared/constants';
import { z } from '@trilha/shared/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminKeys } from '../../api/console-keys';
import { errorMessage } from '../../api/error-message';
import { decideExternalCourse, fetchAdminExternalCourses } from '../../api/learning-journey';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { QueryState } from '../../ui/query-state';
import { useToast } from '../../ui/toast';
import { dateTime, Pager, StatusFilter } from './admin-ui';

const LIMIT = 20;
/** A bare day (`YYYY-MM-DD`) as Brazilians read it. */
const day = (value: string) => value.split('-').reverse().join('/');
type Status = (typeof EXTERNAL_COURSE_STATUSES)[number];

/** External courses members sent: validate, or reject with the reason the member reads (audited). */
export function ExternalCoursesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>('PENDING');
  const [offset, setOffset] = useState(0);
  const [rejecting, setRejecting] = useState<AdminExternalCourse | null>(null);
  const query = useQuery({
    queryKey: adminKeys.externalCoursePage(status, offset),
    queryFn: () => fetchAdminExternalCourses({ status, offset, limit: LIMIT }),
  });
  const approve = useMutation({
    mutationFn: (course: AdminExternalCourse) => decideExternalCourse(course.idUserExternalCourse, { approve: true }),
    onSuccess: async () => {
      toast(t('admin.journey.decided'));
      await client.invalidateQueries({ queryKey: adminKeys.externalCourses() });
    },
    meta: { errorToast: true },
  });
  const courses = query.data?.result ?? [];

  return (
    <section aria-labelledby="admin-external-title">
      <h1 id="admin-external-title" className="mb-4 text-2xl font-bold">
        {t('admin.journey.externalTitle')}
      </h1>
      <StatusFilter
        label={t('admin.journey.filter')}
        value={status}
        statuses={EXTERNAL_COURSE_STATUSES}
        labelOf={(value) => t(`journey.external.status.${value}`)}
        onChange={(value) => {
          setStatus(value);
          setOffset(0);
        }}
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={courses.length === 0}
        emptyText={t('admin.journey.externalEmpty')}
        onRetry={() => void query.refetch()}
      >
        <ul className="flex flex-col gap-3">
          {courses.map((course) => (
            <li key={course.idUserExternalCourse} className="rounded-xl border border-line bg-white p-4">
              <p className="font-semibold">{course.userName}</p>
              <p>
                {course.title} · {course.entityName}
              </p>
              <p className="text-sm text-muted">
                {t(`journey.external.types.${course.type}`)} · {t('journey.external.hours', { hours: course.workload })}{' '}
                · {day(course.startDate)} → {day(course.finishDate)} · {dateTime(course.creationDate)}
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
            </li>
          ))}
        </ul>
        <Pager offset={offset} limit={LIMIT} total={query.data?.totalRecords ?? 0} onChange={setOffset} />
      </QueryState>
      {rejecting ? <RejectModal course={rejecting} onClose={() => setRejecting(null)} /> : null}
    </section>
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
  const fieldId = useId();
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
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.journey.rejectTitle')}
      size="sm"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          setProblem(null);
          return handleSubmit((values) => mutation.mutate(values))(event);
        }}
      >
        <p>
          {course.userName} · {course.title}
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t('admin.journey.reason')}
          </label>
          <textarea
            id={fieldId}
            maxLength={EXTERNAL_COURSE_REASON_MAX_LENGTH}
            rows={4}
            {...register('reason')}
            aria-invalid={error ? true : undefined}
            className="rounded-lg border border-line p-3"
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('journey.comments.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {t('admin.journey.confirmReject')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
