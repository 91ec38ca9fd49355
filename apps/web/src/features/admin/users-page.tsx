import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminUser, type CsvProblem, createUserRequest, importUsersRequest } from '@trilha/shared/api/admin';
import { z } from '@trilha/shared/zod';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createAdminUser, fetchAdminUsers, importAdminUsers, setAdminUserActive } from '../../api/admin';
import { ApiError } from '../../api/client';
import { adminKeys } from '../../api/console-keys';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { QueryView } from '../../ui/query-state';
import { useToast } from '../../ui/toast';
import { AdminSection, DialogActions, FieldMessage, LabelledInput, Pager, SearchBar } from './admin-ui';

const LIMIT = 20;

/** The company's members: search, create, deactivate or reactivate, and import a CSV file. */
export function UsersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const query = useQuery({
    queryKey: adminKeys.userPage(applied, offset),
    queryFn: () => fetchAdminUsers({ search: applied || undefined, offset, limit: LIMIT }),
  });
  const users = query.data?.result ?? [];

  return (
    <AdminSection titleId="admin-users-title" title={t('admin.users.title')}>
      <SearchBar
        className="mb-4"
        label={t('admin.users.search')}
        buttonText={t('admin.users.searchButton')}
        value={search}
        onChange={setSearch}
        onSearch={(text) => {
          setApplied(text);
          setOffset(0);
        }}
      />
      <div className="mb-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setCreating(true)}>
          {t('admin.users.create')}
        </Button>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          {t('admin.users.import')}
        </Button>
      </div>
      <QueryView query={query} isEmpty={users.length === 0} emptyText={t('admin.users.empty')}>
        <p className="mb-2 text-sm text-muted">{t('admin.users.count', { count: query.data?.totalRecords ?? 0 })}</p>
        <ul className="flex flex-col gap-2">
          {users.map((user) => (
            <UserRow key={user.idUser} user={user} />
          ))}
        </ul>
        <Pager offset={offset} limit={LIMIT} total={query.data?.totalRecords ?? 0} onChange={setOffset} />
      </QueryView>
      {creating ? <CreateUserModal onClose={() => setCreating(false)} /> : null}
      {importing ? <ImportUsersModal onClose={() => setImporting(false)} /> : null}
    </AdminSection>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => setAdminUserActive(user.idUser, user.active === 0),
    onSuccess: async (answer) => {
      toast(t(answer.user.active ? 'admin.users.activated' : 'admin.users.deactivated', { name: user.name }));
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.users() }),
        client.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
    },
    meta: { errorToast: true },
  });
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">
          {user.name}
          {user.admin > 0 ? (
            <span className="ml-2 text-xs font-normal text-muted">{t('admin.users.adminBadge')}</span>
          ) : null}
        </p>
        <p className="truncate text-sm text-muted">
          {user.username}
          {user.department ? ` · ${user.department}` : ''}
        </p>
        <p className={`text-sm font-medium ${user.active ? 'text-ink' : 'text-danger'}`}>
          {user.active ? t('admin.users.active') : t('admin.users.inactive')}
        </p>
      </div>
      <Button
        variant="secondary"
        disabled={toggle.isPending}
        onClick={() => toggle.mutate()}
        aria-label={t(user.active ? 'admin.users.deactivateLabel' : 'admin.users.activateLabel', { name: user.name })}
      >
        {user.active ? t('admin.users.deactivate') : t('admin.users.activate')}
      </Button>
    </li>
  );
}

/** The member form: the request's own checks, with the administrator flag as a checkbox. */
const createUserForm = createUserRequest.omit({ admin: true }).extend({ isAdmin: z.boolean() });
type CreateUserForm = z.input<typeof createUserForm>;
type CreateUserValues = z.output<typeof createUserForm>;

function CreateUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const form = useForm<CreateUserForm, unknown, CreateUserValues>({
    resolver: zodResolver(createUserForm),
    defaultValues: { name: '', email: '', username: '', cpf: '', department: '', role: '', isAdmin: false },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, setError } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const adminId = useId();
  const mutation = useMutation({
    mutationFn: ({ isAdmin, username, ...user }: CreateUserValues) =>
      createAdminUser({ ...user, ...(username ? { username } : {}), admin: isAdmin ? 1 : 0 }),
    onSuccess: async (answer) => {
      toast(t('admin.users.created', { name: answer.user.name }));
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.users() }),
        client.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field && error.field in createUserForm.shape)
        setError(error.field as keyof CreateUserForm, { message: error.message });
      else setProblem(errorMessage(error));
    },
  });
  const submit = (event: FormEvent) => {
    setProblem(null);
    return handleSubmit((values) => mutation.mutate(values))(event);
  };
  const field = (
    key: 'name' | 'email' | 'username' | 'cpf' | 'department' | 'role',
    label: string,
    extra: { type?: string; autoComplete?: string } = {},
  ) => <TextField label={label} {...register(key)} error={formState.errors[key]?.message} {...extra} />;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('admin.users.createTitle')}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        {field('name', t('admin.users.name'), { autoComplete: 'off' })}
        {field('email', t('admin.users.email'), { type: 'email', autoComplete: 'off' })}
        {field('username', t('admin.users.username'))}
        {field('cpf', t('admin.users.cpf'))}
        {field('department', t('admin.users.department'))}
        {field('role', t('admin.users.role'))}
        <div className="flex items-center gap-2">
          <input id={adminId} type="checkbox" {...register('isAdmin')} className="size-5" />
          <label htmlFor={adminId}>{t('admin.users.isAdmin')}</label>
        </div>
        <FieldMessage error={problem} />
        <DialogActions onCancel={onClose} submitText={t('admin.users.createButton')} isPending={mutation.isPending} />
      </form>
    </Modal>
  );
}

/**
 * The import form: a file is required with its own message, and its text is the request's `csv`, checked by
 * the request's rule (`importUsersRequest`) before it is sent.
 */
const importUsersForm = (fileRequired: string) =>
  z.object({
    file: z
      .custom<FileList | null>()
      .refine((files) => Boolean(files?.length), fileRequired)
      .transform(async (files) => (await files?.[0]?.text()) ?? '')
      .pipe(importUsersRequest.shape.csv),
  });
type ImportUsersForm = z.input<ReturnType<typeof importUsersForm>>;
type ImportUsersValues = z.output<ReturnType<typeof importUsersForm>>;

function ImportUsersModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const fileId = useId();
  const { register, handleSubmit, formState, setError } = useForm<ImportUsersForm, unknown, ImportUsersValues>({
    resolver: zodResolver(importUsersForm(t('admin.users.fileRequired'))),
    defaultValues: { file: null },
    shouldFocusError: false,
  });
  const fileError = formState.errors.file?.message;
  const [problems, setProblems] = useState<CsvProblem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (csv: string) => importAdminUsers(csv),
    onSuccess: async (answer) => {
      if (!answer.success) {
        setProblems(answer.errors);
        return;
      }
      toast(t('admin.users.imported', { created: answer.created, updated: answer.updated }));
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.users() }),
        client.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field === 'csv') setError('file', { message: error.message });
      else setProblem(errorMessage(error));
    },
  });
  const submit = (event: FormEvent) => {
    setProblems([]);
    setProblem(null);
    return handleSubmit(({ file }) => mutation.mutate(file))(event);
  };
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('admin.users.importTitle')}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <p className="text-sm">{t('admin.users.importHelp')}</p>
        <LabelledInput
          id={fileId}
          type="file"
          label={t('admin.users.csvFile')}
          accept=".csv,text/csv"
          {...register('file')}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
        />
        <FieldMessage id={fileId} error={fileError} />
        <FieldMessage error={problem} />
        {problems.length ? (
          <div role="alert" className="rounded-lg border border-danger p-3">
            <p className="font-semibold text-danger">{t('admin.users.importErrors', { count: problems.length })}</p>
            <ul className="mt-2 list-disc pl-5 text-sm">
              {problems.slice(0, 50).map((entry) => (
                <li key={`${entry.line}-${entry.field}-${entry.message}`}>
                  {t('admin.users.importLine', { line: entry.line })}
                  {entry.field ? ` (${entry.field})` : ''}: {entry.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DialogActions onCancel={onClose} submitText={t('admin.users.importButton')} isPending={mutation.isPending} />
      </form>
    </Modal>
  );
}
