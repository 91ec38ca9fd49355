import { useQueryClient } from '@tanstack/react-query';
import { UPLOAD_ACCEPTED_EXTENSIONS } from '@trilha/shared/constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import { uploadUserContent } from '../../api/community';
import { communityKeys } from '../../api/content-keys';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import type { SectionScreenProps } from '../../lib/section-screen';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { TextField } from '../../ui/text-field';
import { UserUploadList } from './user-upload-list';

type Errors = { title?: string; description?: string; file?: string };

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
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [isSending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sending = useRef(false);
  const fileInput = useRef<HTMLInputElement | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found: Errors = {
      ...(title.trim() ? {} : { title: t('community.uploads.titleRequired') }),
      ...(description.trim() ? {} : { description: t('community.uploads.descriptionRequired') }),
      ...(file ? {} : { file: t('community.uploads.fileRequired') }),
    };
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0 || !file) return;
    sending.current = true;
    setSending(true);
    try {
      const answer = await uploadUserContent({ idSection, title: title.trim(), description: description.trim(), file });
      setResult({ tone: 'success', text: answer.message || t('community.uploads.success') });
      setTitle('');
      setDescription('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await queryClient.invalidateQueries({ queryKey: communityKeys.sectionUploads(idSection) });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error) });
    } finally {
      sending.current = false;
      setSending(false);
    }
  }

  const isAccepted = file ? isAcceptedName(file.name) : true;
  return (
    <div className="flex flex-col gap-8">
      <form
        onSubmit={handleSubmit}
        noValidate
        className="flex max-w-xl flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5"
      >
        <TextField
          label={t('community.uploads.title')}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${fileId}-description`} className="text-sm font-medium text-ink">
            {t('community.uploads.description')}
          </label>
          <textarea
            id={`${fileId}-description`}
            value={description}
            maxLength={2000}
            rows={4}
            onChange={(event) => setDescription(event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${fileId}-description-error` : undefined}
            className="rounded-lg border border-line bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-danger"
          />
          {errors.description ? (
            <p id={`${fileId}-description-error`} role="alert" className="text-sm text-danger">
              {errors.description}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium text-ink">
            {t('community.uploads.file')}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
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
