import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScormPackage } from '@trilha/shared/api/learning-scorm';
import { SCORM_MAX_UPLOAD_BYTES, SCORM_PACKAGE_POLL_MS, SCORM_TITLE_MAX_LENGTH } from '@trilha/shared/constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import { allowScormOrigins, fetchScormPackages, uploadScormPackage } from '../../api/admin';
import { adminKeys } from '../../api/console-keys';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { LabelledSelect, TextField } from '../../ui/field';
import { QueryView } from '../../ui/query-state';
import { useToast } from '../../ui/toast';
import { AdminSection, dateTime, FieldMessage, LabelledInput } from './admin-ui';

/**
 * SCORM packages: an upload form (the zip, an optional title and the packaged-course content it is for) and
 * the company's packages with their processing status, read again while one is still PENDING.
 */
export function ScormPackagesPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: adminKeys.scormPackages(),
    queryFn: fetchScormPackages,
    refetchInterval: (current) =>
      current.state.data?.data.packages.some((item) => item.status === 'PENDING') ? SCORM_PACKAGE_POLL_MS : false,
  });
  const packages = query.data?.data.packages ?? [];
  return (
    <AdminSection titleId="admin-scorm-title" title={t('admin.scorm.title')}>
      <UploadForm contents={query.data?.data.contents ?? []} />
      <h2 className="mt-6 mb-3 text-lg font-semibold">{t('admin.scorm.listTitle')}</h2>
      <QueryView query={query} isEmpty={packages.length === 0} emptyText={t('admin.scorm.empty')}>
        <ul className="flex flex-col gap-2">
          {packages.map((item) => (
            <PackageRow key={item.idScormPackage} item={item} />
          ))}
        </ul>
      </QueryView>
    </AdminSection>
  );
}

function UploadForm({ contents }: { contents: Array<{ idContentItem: number; title: string }> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const fileId = useId();
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
      await client.invalidateQueries({ queryKey: adminKeys.scormPackages() });
    },
    onError: (error) => setProblem(errorMessage(error)),
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
      <LabelledInput
        id={fileId}
        type="file"
        label={t('admin.scorm.file')}
        accept=".zip,application/zip"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <TextField
        label={t('admin.scorm.courseTitle')}
        value={title}
        maxLength={SCORM_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
      />
      <LabelledSelect
        label={t('admin.scorm.content')}
        value={idContentItem}
        choices={[
          { value: '', label: t('admin.scorm.noContent') },
          ...contents.map((content) => ({ value: String(content.idContentItem), label: content.title })),
        ]}
        onChange={setIdContentItem}
        selectClassName="min-h-11 rounded-lg border border-line bg-white px-3 py-2 text-base"
      />
      <FieldMessage error={problem} />
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
      {item.status === 'SUCCESS' && item.externalOrigins.length ? <OutsideOrigins item={item} /> : null}
    </li>
  );
}

/**
 * The origins outside the package its files load from: a warning (the lesson's policy blocks them, so such a
 * course may not start) and, for each, whether the administrators allow it for this package.
 */
function OutsideOrigins({ item }: { item: ScormPackage }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [chosen, setChosen] = useState(() => new Set(item.allowedOrigins));
  const mutation = useMutation({
    mutationFn: () => allowScormOrigins(item.idScormPackage, { origins: [...chosen] }),
    onSuccess: async () => {
      toast(t('admin.scorm.originsSaved'));
      await client.invalidateQueries({ queryKey: adminKeys.scormPackages() });
    },
    meta: { errorToast: true },
  });
  const blocked = item.externalOrigins.filter((entry) => !item.allowedOrigins.includes(entry.origin));
  const toggle = (origin: string, allowed: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (allowed) next.add(origin);
      else next.delete(origin);
      return next;
    });
  return (
    <fieldset className="mt-3 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <legend className="px-1 font-semibold text-amber-900">{t('admin.scorm.originsTitle')}</legend>
      <p className="text-amber-900">
        {blocked.length
          ? t('admin.scorm.originsBlocked', { count: blocked.length })
          : t('admin.scorm.originsAllAllowed')}
      </p>
      <ul className="flex flex-col gap-1">
        {item.externalOrigins.map((entry) => (
          <li key={entry.origin}>
            <label className="flex min-h-11 items-center gap-2 break-all">
              <input
                type="checkbox"
                className="size-5 shrink-0"
                checked={chosen.has(entry.origin)}
                onChange={(event) => toggle(entry.origin, event.target.checked)}
              />
              <span>
                {entry.origin}{' '}
                <span className="text-muted">
                  ({entry.kinds.map((kind) => t(`admin.scorm.originKinds.${kind}`)).join(', ')})
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="secondary"
          className="px-3 py-2 text-sm"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {t('admin.scorm.originsSave')}
        </Button>
      </div>
    </fieldset>
  );
}
