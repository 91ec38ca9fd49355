import {
  EXTERNAL_COURSE_TYPES,
  type ExternalCourse,
  type ExternalCourseForm,
  externalCourseForm,
} from '@trilha/shared/api/learning-journey';
import {
  EXTERNAL_COURSE_FILE_EXTENSIONS,
  EXTERNAL_COURSE_FILE_MAX_BYTES,
  EXTERNAL_COURSE_TEXT_MAX_LENGTH,
} from '@trilha/shared/constants';
import { cleanFileName, externalCourseActions, isExternalCoursePeriodValid } from '@trilha/shared/rules/journey';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api/client';
import { createExternalCourse, updateExternalCourse, uploadEvidence } from '../../api/learning-journey';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';

type Values = Record<
  'title' | 'type' | 'workload' | 'startDate' | 'finishDate' | 'expirationDate' | 'entityName',
  string
>;
type Errors = Partial<Record<keyof Values | 'evidence' | 'form', string>>;

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
  const [values, setValues] = useState<Values>({
    title: course?.title ?? '',
    type: course?.type ?? '',
    workload: course ? String(course.workload) : '',
    startDate: course?.startDate ?? '',
    finishDate: course?.finishDate ?? '',
    expirationDate: course?.expirationDate ?? '',
    entityName: course?.entityName ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    readOnly: isReadOnly,
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function validate(): ExternalCourseForm | null {
    const parsed = externalCourseForm.safeParse({
      ...values,
      workload: values.workload === '' ? undefined : values.workload,
      type: values.type || undefined,
      expirationDate: values.expirationDate || null,
    });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof Values;
        found[name] ??=
          name === 'workload'
            ? t('journey.external.workloadMin')
            : name === 'expirationDate'
              ? issue.message
              : t('journey.external.required');
      }
    }
    if (
      !found.startDate &&
      !found.finishDate &&
      !isExternalCoursePeriodValid(values.startDate, values.finishDate, today())
    ) {
      found.finishDate = t('journey.external.period');
    }
    if (file) {
      const problem = evidenceProblem(file);
      if (problem) found.evidence = t(`journey.external.${problem}`);
    }
    setErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isReadOnly) return onClose();
    const form = validate();
    if (!form) return;
    setSaving(true);
    try {
      let evidencePath = course?.evidencePath ?? null;
      if (file) {
        try {
          evidencePath = (await uploadEvidence(file, cleanFileName(file.name))).externalCourse;
        } catch (error) {
          setErrors({
            evidence:
              error instanceof ApiError && error.status !== 0 ? error.message : t('journey.external.uploadFailed'),
          });
          return;
        }
      }
      const body = { ...form, evidencePath };
      if (course && actions?.canEdit) await updateExternalCourse(course.idUserExternalCourse, body);
      else await createExternalCourse({ ...body, idParentUserExternalCourse: course?.idUserExternalCourse ?? null });
      toast(t('journey.external.saved'), { tone: 'success' });
      onSaved();
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 400 ? error.message : t('journey.external.saveFailed');
      setErrors({ form: message });
    } finally {
      setSaving(false);
    }
  }

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
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      >
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
            value={values.type}
            disabled={isReadOnly}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={errors.type ? `${formId}-type-error` : undefined}
            onChange={(event) => setValues((current) => ({ ...current, type: event.target.value }))}
            className="min-h-11 rounded-lg border border-line bg-white px-3 aria-[invalid=true]:border-danger"
          >
            <option value="">{t('journey.external.choose')}</option>
            {EXTERNAL_COURSE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`journey.external.types.${type}`)}
              </option>
            ))}
          </select>
          {errors.type ? (
            <p id={`${formId}-type-error`} role="alert" className="text-sm text-danger">
              {errors.type}
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
                aria-invalid={errors.evidence ? true : undefined}
                aria-describedby={errors.evidence ? `${formId}-file-error` : undefined}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className="min-h-11 text-sm"
              />
              {errors.evidence ? (
                <p id={`${formId}-file-error`} role="alert" className="text-sm text-danger">
                  {errors.evidence}
                </p>
              ) : null}
            </>
          )}
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm text-danger sm:col-span-2">
            {errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 sm:col-span-2">
          {isReadOnly ? (
            <Button onClick={onClose}>{t('journey.external.ok')}</Button>
          ) : (
            <Button type="submit" disabled={saving}>
              {saving
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
