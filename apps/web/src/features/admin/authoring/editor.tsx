import { zodResolver } from '@hookform/resolvers/zod';
import { type QueryKey, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { QueryView } from '../../../ui/query-state';
import { useToast } from '../../../ui/toast';
import { RemoveButton } from './remove-button';
import { applyServerErrors, collectErrors, SaveBar } from './save-bar';

/**
 * The loading and error states of what an editor edits; once loaded, the form is drawn anew for each version
 * (after a save or a reload it starts from what the server holds).
 */
export function LoadedEditor<A extends { version: string }>({
  query,
  children,
}: {
  query: UseQueryResult<A>;
  children: (answer: A, onReload: () => void) => ReactNode;
}) {
  return (
    <QueryView query={query}>
      {query.data ? (
        <Fragment key={query.data.version}>{children(query.data, () => void query.refetch())}</Fragment>
      ) : null}
    </QueryView>
  );
}

/**
 * An editor opened by its address: a new entity where the route names no id (`param`), else the one it names,
 * loaded. `children` gets null for a new one.
 */
export function EditorByAddress<A extends { version: string }>({
  param,
  queryKey,
  queryFn,
  children,
}: {
  param: string;
  queryKey: (id: number | null) => QueryKey;
  queryFn: (id: number) => Promise<A>;
  children: (answer: A | null, onReload: () => void) => ReactNode;
}) {
  const value = useParams()[param];
  const id = value ? Number(value) : null;
  const query = useQuery({ queryKey: queryKey(id), queryFn: () => queryFn(id as number), enabled: id !== null });
  if (id === null) return children(null, () => undefined);
  return <LoadedEditor query={query}>{children}</LoadedEditor>;
}

/**
 * A console form checked by the pack's schema and saved by `save`: a refused save puts the server's problems at
 * their fields (`prefix` is the entity's name in the request, `node.blocks.0.title`) and lists them all at the
 * save button, with the form's own problems when it is not sent.
 */
export function useEditor<T extends FieldValues, S>({
  schema,
  initial,
  prefix,
  save,
  onSaved,
}: {
  schema: Parameters<typeof zodResolver>[0];
  initial: DefaultValues<T>;
  prefix: string;
  save: (values: T) => Promise<S>;
  onSaved: (saved: S) => unknown;
}) {
  const form = useForm<T>({ resolver: zodResolver(schema) as never, defaultValues: initial });
  const [problems, setProblems] = useState<string[]>([]);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: onSaved,
    onError: (error) => setProblems(applyServerErrors(form, error, prefix)),
  });
  const onSubmit = form.handleSubmit(
    (values) => {
      setProblems([]);
      mutation.mutate(values);
    },
    (errors) => setProblems(collectErrors(errors)),
  );
  const saveBar = { isSaving: mutation.isPending, isDirty: form.formState.isDirty, error: mutation.error, problems };
  return { form, setProblems, onSubmit, saveBar };
}

/**
 * What follows an entity's save: the answer kept as its page's, the list that shows it refreshed, the "saved"
 * toast, and a new one opened at its own address (so a reload edits it instead of creating another).
 */
export function useKeepSaved<S>({
  isNew,
  queryKey,
  list,
  path,
}: {
  isNew: boolean;
  queryKey: (saved: S) => QueryKey;
  list: (saved: S) => QueryKey;
  path: (saved: S) => string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  return (saved: S) => {
    client.setQueryData(queryKey(saved), saved);
    void client.invalidateQueries({ queryKey: list(saved) });
    toast(t('authoring.saved'));
    if (isNew) navigate(path(saved), { replace: true });
  };
}

/** A link that opens what an editor shows to members, in a new tab. */
export function PreviewLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand underline-offset-4 hover:underline"
    >
      {t('authoring.preview')}
    </a>
  );
}

/**
 * An entity's editor page: the way back to its list, its title, the form and the save bar, with the removal
 * (asked first) of a saved one; a removal the server refuses is listed with the form's problems.
 */
export function EditorScreen({
  titleId,
  backTo,
  backText,
  title,
  subtitle,
  notice,
  editor,
  onReload,
  extra,
  remove,
  children,
}: {
  titleId: string;
  backTo: string;
  backText: string;
  title: string;
  subtitle?: string;
  /** Shown between the title and the form. */
  notice?: ReactNode;
  editor: Pick<ReturnType<typeof useEditor>, 'onSubmit' | 'saveBar' | 'setProblems'>;
  onReload: () => void;
  extra?: ReactNode;
  remove?: { confirmText: string; removedText: string; remove: () => Promise<unknown>; backTo: string } | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <p className="mb-2 text-sm">
        <Link to={backTo} className="text-brand underline-offset-4 hover:underline">
          {backText}
        </Link>
      </p>
      <h1 id={titleId} className={`${subtitle ? 'mb-1' : 'mb-4'} text-2xl font-bold`}>
        {title}
      </h1>
      {subtitle ? <p className="mb-4 text-sm text-muted">{subtitle}</p> : null}
      {notice}
      <form noValidate className="flex flex-col gap-4" onSubmit={editor.onSubmit}>
        {children}
        <SaveBar
          {...editor.saveBar}
          onReload={onReload}
          extra={
            <>
              {extra}
              {remove ? <RemoveButton {...remove} onRefused={(message) => editor.setProblems([message])} /> : null}
            </>
          }
        />
      </form>
    </section>
  );
}
