import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminEnrollmentRequest, approveEnrollmentRequest, denyEnrollmentRequest } from '@trilha/shared/api/admin';
import { maxLengthOf } from '@trilha/shared/zod';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { decideEnrollmentRequest, fetchAdminEnrollmentRequests } from '../../api/admin';
import { adminKeys } from '../../api/console-keys';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { QueryState } from '../../ui/query-state';
import { useToast } from '../../ui/toast';
import { dateTime, Pager, StatusFilter } from './admin-ui';

const STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'CANCELED'] as const;
type Status = (typeof STATUSES)[number];
const LIMIT = 20;

/** Enrollment requests of classes that need approval: approve, or deny with the justification the member reads. */
export function EnrollmentRequestsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('PENDING');
  const [offset, setOffset] = useState(0);
  const [deciding, setDeciding] = useState<{ request: AdminEnrollmentRequest; approve: boolean } | null>(null);
  const query = useQuery({
    queryKey: adminKeys.enrollmentRequestPage(status, offset),
    queryFn: () => fetchAdminEnrollmentRequests({ status, offset, limit: LIMIT }),
  });
  const requests = query.data?.result ?? [];

  return (
    <section aria-labelledby="admin-requests-title">
      <h1 id="admin-requests-title" className="mb-4 text-2xl font-bold">
        {t('admin.requests.title')}
      </h1>
      <StatusFilter
        label={t('admin.requests.filter')}
        value={status}
        statuses={STATUSES}
        labelOf={(value) => t(`admin.requests.status.${value}`)}
        onChange={(value) => {
          setStatus(value);
          setOffset(0);
        }}
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={requests.length === 0}
        emptyText={t('admin.requests.empty')}
        onRetry={() => void query.refetch()}
      >
        <ul className="flex flex-col gap-3">
          {requests.map((request) => (
            <li key={request.idEnrollmentRequest} className="rounded-xl border border-line bg-white p-4">
              <div className="flex flex-col gap-1">
                <p className="font-semibold">{request.userName}</p>
                <p className="text-sm text-muted">
                  {request.userEmail}
                  {request.department ? ` · ${request.department}` : ''}
                </p>
                <p>
                  {request.title} · {request.teamName}
                </p>
                <p className="text-sm text-muted">
                  {t('admin.requests.requestedAt', { date: dateTime(request.creationDate) })} ·{' '}
                  <span className="font-semibold text-ink">{t(`admin.requests.status.${request.status}`)}</span>
                </p>
                {request.reason ? (
                  <p className="text-sm">
                    {t('admin.requests.justification')}: {request.reason}
                  </p>
                ) : null}
              </div>
              {request.status === 'PENDING' ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    onClick={() => setDeciding({ request, approve: true })}
                    aria-label={t('admin.requests.approveLabel', { name: request.userName, title: request.title })}
                  >
                    {t('admin.requests.approve')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setDeciding({ request, approve: false })}
                    aria-label={t('admin.requests.denyLabel', { name: request.userName, title: request.title })}
                  >
                    {t('admin.requests.deny')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <Pager offset={offset} limit={LIMIT} total={query.data?.totalRecords ?? 0} onChange={setOffset} />
      </QueryState>
      {deciding ? <DecisionModal {...deciding} onClose={() => setDeciding(null)} /> : null}
    </section>
  );
}

type DecisionForm = { justification?: string | undefined };

function DecisionModal({
  request,
  approve,
  onClose,
}: {
  request: AdminEnrollmentRequest;
  approve: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const { register, handleSubmit, formState } = useForm<DecisionForm>({
    resolver: zodResolver(approve ? approveEnrollmentRequest : denyEnrollmentRequest),
    defaultValues: { justification: '' },
    shouldFocusError: false,
  });
  const mutation = useMutation({
    mutationFn: ({ justification }: DecisionForm) =>
      decideEnrollmentRequest(request.idEnrollmentRequest, approve, justification ?? ''),
    onSuccess: async () => {
      toast(t(approve ? 'admin.requests.approved' : 'admin.requests.denied', { name: request.userName }));
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.enrollmentRequests() }),
        client.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    setProblem(null);
    return handleSubmit((values) => mutation.mutate(values))(event);
  };
  const error = formState.errors.justification?.message ?? problem;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(approve ? 'admin.requests.approveTitle' : 'admin.requests.denyTitle')}
      size="sm"
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <p>
          {request.userName} · {request.title} ({request.teamName})
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t(approve ? 'admin.requests.noteOptional' : 'admin.requests.justification')}
          </label>
          <textarea
            id={fieldId}
            {...register('justification')}
            maxLength={maxLengthOf(denyEnrollmentRequest.shape.justification)}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className="rounded-lg border border-line px-3 py-2"
          />
          {error ? (
            <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {t(approve ? 'admin.requests.confirmApprove' : 'admin.requests.confirmDeny')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
