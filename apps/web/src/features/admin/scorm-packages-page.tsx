import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScormPackage } from '@trilha/shared/api/learning-scorm';
import { SCORM_MAX_UPLOAD_BYTES, SCORM_PACKAGE_POLL_MS, SCORM_TITLE_MAX_LENGTH } from '@trilha/shared/constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import { fetchScormPackages, uploadScormPackage } from '../../api/admin';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { errorText, QueryState } from '../../ui/query-state';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { dateTime } from './admin-ui';

/**
 * SCORM packages: an upload form (the zip, an optional title and the packaged-course content it is for) and
 * the company's packages with their processing status, read again while one is still PENDING.
 */
export function ScormPackagesPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'scorm-packages'],
    queryFn: fetchScormPackages,
    refetchInterval: (current) =>
      current.state.data?.data.packages.some((item) => item.status === 'PENDING') ? SCORM_PACKAGE_POLL_MS : false,
  });
  const packages = query.data?.data.packages ?? [];
  return (
    <section aria-labelledby="admin-scorm-title">
      <h1 id="admin-scorm-title" className="mb-4 text-2xl font-bold">
        {t('admin.scorm.title')}
      </h1>
      <UploadForm contents={query.data?.data.contents ?? []} />
      <h2 className="mt-6 mb-3 text-lg font-semibold">{t('admin.scorm.listTitle')}</h2>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={packages.length === 0}
        emptyText={t('admin.scorm.empty')}
        onRetry={() => void query.refetch()}
      >
        <ul className="flex flex-col gap-2">
          {packages.map((item) => (
            <PackageRow key={item.idScormPackage} item={item} />
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

function UploadForm({ contents }: { contents: Array<{ idContentItem: number; title: string }> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const fileId = useId();
  const contentId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [idContentItem, setIdContentItem] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      uploadScormPackage(file as File, {
        title: title.trim() || undefined,
        idContentItem: idContentItem ? Number(idContentItem) : undefined,
      }),
    onSuccess: async (answer) => {
      toast(t('admin.scorm.uploaded', { title: answer.data.title }));
      form.current?.reset();
      setFile(null);
      setTitle('');
      setIdContentItem('');
      await client.invalidateQueries({ queryKey: ['admin', 'scorm-packages'] });
    },
    onError: (error) => setProblem(errorText(error, t('common.unexpectedError'))),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) setProblem(t('admin.scorm.fileRequired'));
    else if (file.size > SCORM_MAX_UPLOAD_BYTES) setProblem(t('admin.scorm.tooLarge'));
    else mutation.mutate();
  };
  return (
    <form
      ref={form}
      onSubmit={handleSubmit}
      aria-labelledby="admin-scorm-upload"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4"
    >
      <h2 id="admin-scorm-upload" className="text-lg font-semibold">
        {t('admin.scorm.uploadTitle')}
      </h2>
      <p className="text-sm text-muted">{t('admin.scorm.uploadHelp')}</p>
      <label htmlFor={fileId} className="text-sm font-medium">
        {t('admin.scorm.file')}
      </label>
      <input
        id={fileId}
        type="file"
        accept=".zip,application/zip"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        className="min-h-11"
      />
      <TextField
        label={t('admin.scorm.courseTitle')}
        value={title}
        maxLength={SCORM_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={contentId} className="text-sm font-medium">
          {t('admin.scorm.content')}
        </label>
        <select
          id={contentId}
          value={idContentItem}
          onChange={(event) => setIdContentItem(event.target.value)}
          className="min-h-11 rounded-lg border border-line bg-white px-3 py-2 text-base"
        >
          <option value="">{t('admin.scorm.noContent')}</option>
          {contents.map((content) => (
            <option key={content.idContentItem} value={content.idContentItem}>
              {content.title}
            </option>
          ))}
        </select>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin.scorm.sending') : t('admin.scorm.send')}
        </Button>
      </div>
    </form>
  );
}

const STATUS_TONE: Record<ScormPackage['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  SUCCESS: 'bg-green-100 text-green-900',
  ERROR: 'bg-red-100 text-red-900',
};

function PackageRow({ item }: { item: ScormPackage }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-line bg-white p-4" aria-busy={item.status === 'PENDING'}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{item.title}</h3>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_TONE[item.status]}`}>
          {t(`admin.scorm.status.${item.status}`)}
        </span>
      </div>
      <p className="text-sm text-muted">
        {item.fileName} · {dateTime(item.createdAt)}
        {item.version ? ` · SCORM ${item.version}${item.edition ? ` (${item.edition})` : ''}` : ''}
      </p>
      {item.status === 'SUCCESS' ? (
        <p className="mt-1 text-sm">{t('admin.scorm.lessons', { count: item.scos.length, files: item.fileCount })}</p>
      ) : null}
      {item.errorMessage ? <p className="mt-1 text-sm text-danger">{item.errorMessage}</p> : null}
      {item.warnings.length ? (
        <ul className="mt-1 list-disc pl-5 text-xs text-muted">
          {item.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
