import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { userUploadFields } from '@trilha/shared/api/uploads';
import { UPLOAD_ACCEPTED_EXTENSIONS } from '@trilha/shared/constants';
import { maxLengthOf, z } from '@trilha/shared/zod';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { uploadUserContent } from '../../api/community';
import { communityKeys } from '../../api/content-keys';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import type { SectionScreenProps } from '../../lib/section-screen';
import { Field, TextField } from '../../ui/field';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { UserUploadList } from './user-upload-list';

/** The upload's text fields as the server checks them, and the file, required with the spec's message. */
const uploadForm = (fileRequired: string) =>
  userUploadFields.omit({ idSection: true }).extend({
    files: z.custom<FileList | null>().refine((files) => Boolean(files?.length), fileRequired),
  });
type UploadForm = { title: string; description: string; files: FileList | null };

const ACCEPT = UPLOAD_ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Whether a file's name is of a kind the form accepts (the server judges the content itself). */
export function isAcceptedName(name: string): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return (UPLOAD_ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The upload form (section type 25, document 2, 5): title, description and a file are required with the
 * spec's messages; the button reads 'AGUARDE...' while sending and a second submit is ignored. The
 * section's uploads are listed below it.
 */
export function UserUploadForm({ idSection }: SectionScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileId = useId();
  const { register, handleSubmit, formState, watch, reset } = useForm<UploadForm>({
    resolver: zodResolver(uploadForm(t('community.uploads.fileRequired'))),
    defaultValues: { title: '', description: '', files: null },
    shouldFocusError: false,
  });
  const { errors: fieldErrors } = formState;
  const errors = {
    title: fieldErrors.title?.message,
    description: fieldErrors.description?.message,
    file: fieldErrors.files?.message,
  };
  const [isSending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sending = useRef(false);
  const file = watch('files')?.[0] ?? null;

  const send = handleSubmit(async ({ title, description, files }) => {
    const chosen = files?.[0];
    if (!chosen) return;
    sending.current = true;
    setSending(true);
    try {
      const answer = await uploadUserContent({ idSection, title, description, file: chosen });
      setResult({ tone: 'success', text: answer.message || t('community.uploads.success') });
      reset();
      await queryClient.invalidateQueries({ queryKey: communityKeys.sectionUploads(idSection) });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error) });
    } finally {
      sending.current = false;
      setSending(false);
    }
  });

  function submit(event: FormEvent) {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    setResult(null);
    return send(event);
  }

  const isAccepted = file ? isAcceptedName(file.name) : true;
  return (
    <div className="flex flex-col gap-8">
      <form
        onSubmit={submit}
        noValidate
        className="flex max-w-xl flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5"
      >
        <TextField
          label={t('community.uploads.title')}
          maxLength={maxLengthOf(userUploadFields.shape.title)}
          {...register('title')}
          error={errors.title}
        />
        <Field label={t('community.uploads.description')} id={`${fileId}-description`} error={errors.description}>
          {(control) => (
            <textarea
              maxLength={maxLengthOf(userUploadFields.shape.description)}
              rows={4}
              {...register('description')}
              {...control}
              className="rounded-lg border border-line bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-danger"
            />
          )}
        </Field>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium text-ink">
            {t('community.uploads.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPT}
            {...register('files')}
            aria-invalid={errors.file || !isAccepted ? true : undefined}
            aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ''}`}
            className="min-h-11 rounded-lg border border-dashed border-line bg-white p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-3 file:px-3 file:py-2 file:font-semibold"
          />
          <p id={`${fileId}-hint`} className="text-xs text-muted">
            {t('community.uploads.hint')}
          </p>
          {file ? (
            <p className={`flex items-center gap-2 text-sm ${isAccepted ? 'text-ink' : 'text-danger'}`}>
              {isAccepted ? <CheckIcon aria-hidden="true" /> : <CloseIcon aria-hidden="true" />}
              <span className="break-all">{file.name}</span>
              {isAccepted ? null : <span>({t('community.uploads.invalidType')})</span>}
            </p>
          ) : null}
          {errors.file ? (
            <p id={`${fileId}-error`} role="alert" className="text-sm text-danger">
              {errors.file}
            </p>
          ) : null}
        </div>
        {result ? (
          <p
            role={result.tone === 'error' ? 'alert' : 'status'}
            className={`rounded-lg px-4 py-3 text-sm font-medium ${
              result.tone === 'error' ? 'bg-red-50 text-danger' : 'bg-green-50 text-green-800'
            }`}
          >
            {result.text}
          </p>
        ) : null}
        <button
          type="submit"
          aria-busy={isSending || undefined}
          className="min-h-11 self-start rounded-lg bg-brand px-8 py-3 font-semibold text-on-brand hover:brightness-110"
        >
          {isSending ? t('community.uploads.submitting') : t('community.uploads.submit')}
        </button>
      </form>
      <UserUploadList idSection={idSection} />
    </div>
  );
}
