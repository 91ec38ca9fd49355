import { zodResolver } from '@hookform/resolvers/zod';
import { EXTERNAL_COURSE_TYPES, type ExternalCourse, externalCourseForm } from '@trilha/shared/api/learning-journey';
import {
  EXTERNAL_COURSE_FILE_EXTENSIONS,
  EXTERNAL_COURSE_FILE_MAX_BYTES,
  EXTERNAL_COURSE_TEXT_MAX_LENGTH,
} from '@trilha/shared/constants';
import { cleanFileName, externalCourseActions, isExternalCoursePeriodValid } from '@trilha/shared/rules/journey';
import { z } from '@trilha/shared/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { createExternalCourse, updateExternalCourse, uploadEvidence } from '../../api/learning-journey';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';

/** Today on the member's device, as `YYYY-MM-DD`. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The evidence file's own problem (document 3, 5): its type by extension and its size. */
function evidenceProblem(file: File): 'fileType' | 'fileSize' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(EXTERNAL_COURSE_FILE_EXTENSIONS as readonly string[]).includes(extension)) return 'fileType';
  if (file.size > EXTERNAL_COURSE_FILE_MAX_BYTES) return 'fileSize';
  return null;
}

type Messages = { period: string; fileType: string; fileSize: string };

/**
 * The registration request's own fields (`externalCourseForm`, which the server checks), an empty expiry
 * read as none, the optional evidence file, and the period against today checked with the shared rule
 * even while other fields are wrong, as section 5 shows every problem at once.
 */
const courseForm = (messages: Messages) =>
  externalCourseForm
    .omit({ evidencePath: true, expirationDate: true })
    .extend({
      type: z.string().pipe(externalCourseForm.shape.type),
      expirationDate: z
        .string()
        .transform((value): string | null | undefined => value || null)
        .pipe(externalCourseForm.shape.expirationDate),
      evidence: z.custom<FileList | null>().superRefine((files, context) => {
        const file = files?.[0];
        const problem = file ? evidenceProblem(file) : null;
        if (problem) context.addIssue({ code: 'custom', message: messages[problem] });
      }),
    })
    .refine((values) => isExternalCoursePeriodValid(values.startDate, values.finishDate, today()), {
      message: messages.period,
      path: ['finishDate'],
      when: ({ issues }) => !issues.some((issue) => ['startDate', 'finishDate'].includes(String(issue.path?.[0]))),
    });
type CourseFields = z.input<ReturnType<typeof courseForm>>;
type CourseValues = z.output<ReturnType<typeof courseForm>>;
const FIELDS = ['title', 'type', 'workload', 'startDate', 'finishDate', 'expirationDate', 'entityName'] as const;

/**
 * The external-course registration modal: every rule of section 5 checked with the shared schema and
 * period rule before sending; PENDING requests are edited, a rejected one is fixed and sent again as a new
 * request ('Salvar e reenviar'), the others are shown read-only with 'Ok entendi'.
 */
export function ExternalCourseFormModal({
  course,
  onClose,
  onSaved,
}: {
  course: ExternalCourse | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const actions = course ? externalCourseActions(course.status, course.hasResubmission) : null;
  const isReadOnly = actions?.isReadOnly ?? false;
  const { register, handleSubmit, formState, setError } = useForm<CourseFields, unknown, CourseValues>({
    resolver: zodResolver(
      courseForm({
        period: t('journey.external.period'),
        fileType: t('journey.external.fileType'),
        fileSize: t('journey.external.fileSize'),
      }),
    ),
    defaultValues: {
      title: course?.title ?? '',
      type: course?.type ?? '',
      workload: course ? String(course.workload) : '',
      startDate: course?.startDate ?? '',
      finishDate: course?.finishDate ?? '',
      expirationDate: course?.expirationDate ?? '',
      entityName: course?.entityName ?? '',
      evidence: null,
    },
    shouldFocusError: false,
  });
  const { errors } = formState;
  const field = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    readOnly: isReadOnly,
    error: errors[name]?.message,
  });

  const submit = handleSubmit(async ({ evidence, ...form }) => {
    if (isReadOnly) return onClose();
    const file = evidence?.[0];
    let evidencePath = course?.evidencePath ?? null;
    if (file) {
      try {
        evidencePath = (await uploadEvidence(file, cleanFileName(file.name))).externalCourse;
      } catch (error) {
        setError('evidence', {
          message: error instanceof ApiError && error.status !== 0 ? error.message : t('journey.external.uploadFailed'),
        });
        return;
      }
    }
    try {
      const body = { ...form, evidencePath };
      if (course && actions?.canEdit) await updateExternalCourse(course.idUserExternalCourse, body);
      else await createExternalCourse({ ...body, idParentUserExternalCourse: course?.idUserExternalCourse ?? null });
      toast(t('journey.external.saved'), { tone: 'success' });
      onSaved();
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400 ? error : null;
      const name = FIELDS.find((key) => key === refused?.field);
      if (refused && name) setError(name, { type: 'server', message: refused.message });
      else setError('root', { message: refused ? refused.message : t('journey.external.saveFailed') });
    }
  });

  const max = today();
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('journey.external.formTitle')}
      size="lg"
    >
      {course?.status === 'REJECTED' ? (
        <div role="status" className="rounded-lg bg-red-50 p-3 text-sm text-ink ring-1 ring-red-200">
          <p>
            {course.hasResubmission ? t('journey.external.resubmittedBanner') : t('journey.external.rejectedBanner')}
          </p>
          {course.statusReason ? (
            <p className="mt-1 font-semibold">{t('journey.external.reason', { reason: course.statusReason })}</p>
          ) : null}
        </div>
      ) : null}
      <form id={formId} noValidate onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('journey.external.fields.title')}
          maxLength={EXTERNAL_COURSE_TEXT_MAX_LENGTH}
          className="sm:col-span-2"
          {...field('title')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${formId}-type`} className="text-sm font-medium text-ink">
            {t('journey.external.fields.type')}
          </label>
          <select
            id={`${formId}-type`}
            {...register('type')}
            disabled={isReadOnly}
            aria-invalid={errors.type?.message ? true : undefined}
            aria-describedby={errors.type?.message ? `${formId}-type-error` : undefined}
            className="min-h-11 rounded-lg border border-line bg-white px-3 aria-[invalid=true]:border-danger"
          >
            <option value="">{t('journey.external.choose')}</option>
            {EXTERNAL_COURSE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`journey.external.types.${type}`)}
              </option>
            ))}
          </select>
          {errors.type?.message ? (
            <p id={`${formId}-type-error`} role="alert" className="text-sm text-danger">
              {errors.type.message}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('journey.external.fields.workload')}
          type="number"
          min={1}
          inputMode="numeric"
          {...field('workload')}
        />
        <TextField label={t('journey.external.fields.startDate')} type="date" max={max} {...field('startDate')} />
        <TextField label={t('journey.external.fields.finishDate')} type="date" max={max} {...field('finishDate')} />
        <TextField
          label={t('journey.external.fields.entityName')}
          maxLength={EXTERNAL_COURSE_TEXT_MAX_LENGTH}
          {...field('entityName')}
        />
        <TextField label={t('journey.external.fields.expirationDate')} type="date" {...field('expirationDate')} />
        <div className="flex flex-col gap-1 sm:col-span-2">
          {course?.evidencePath ? (
            <a
              href={course.evidencePath}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-semibold text-brand underline-offset-4 hover:underline"
            >
              {t('journey.external.currentEvidence')}
            </a>
          ) : null}
          {isReadOnly ? null : (
            <>
              <label htmlFor={`${formId}-file`} className="text-sm font-medium text-ink">
                {t('journey.external.fields.evidence')}
              </label>
              <input
                id={`${formId}-file`}
                type="file"
                accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                aria-invalid={errors.evidence?.message ? true : undefined}
                aria-describedby={errors.evidence?.message ? `${formId}-file-error` : undefined}
                {...register('evidence')}
                className="min-h-11 text-sm"
              />
              {errors.evidence?.message ? (
                <p id={`${formId}-file-error`} role="alert" className="text-sm text-danger">
                  {errors.evidence.message}
                </p>
              ) : null}
            </>
          )}
        </div>
        {errors.root?.message ? (
          <p role="alert" className="text-sm text-danger sm:col-span-2">
            {errors.root.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 sm:col-span-2">
          {isReadOnly ? (
            <Button onClick={onClose}>{t('journey.external.ok')}</Button>
          ) : (
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting
                ? t('journey.external.saving')
                : actions?.canResubmit
                  ? t('journey.external.resubmit')
                  : t('journey.external.save')}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
