import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminEnrollmentRequest, approveEnrollmentRequest, denyEnrollmentRequest } from '@trilha/shared/api/admin';
import { maxLengthOf } from '@trilha/shared/zod';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { decideEnrollmentRequest, fetchAdminEnrollmentRequests } from '../../api/admin';
import { adminKeys } from '../../api/console-keys';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { dateTime } from './admin-ui';
import { DecisionListPage, ReasonModal } from './decision-list';

const STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'CANCELED'] as const;

/** Enrollment requests of classes that need approval: approve, or deny with the justification the member reads. */
export function EnrollmentRequestsPage() {
  const { t } = useTranslation();
  const [deciding, setDeciding] = useState<{ request: AdminEnrollmentRequest; approve: boolean } | null>(null);
  return (
    <DecisionListPage
      titleId="admin-requests-title"
      title={t('admin.requests.title')}
      filterLabel={t('admin.requests.filter')}
      statuses={STATUSES}
      labelOf={(value) => t(`admin.requests.status.${value}`)}
      emptyText={t('admin.requests.empty')}
      queryKey={adminKeys.enrollmentRequestPage}
      fetchPage={fetchAdminEnrollmentRequests}
      keyOf={(request) => request.idEnrollmentRequest}
      renderItem={(request) => (
        <>
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
        </>
      )}
    >
      {deciding ? <DecisionModal {...deciding} onClose={() => setDeciding(null)} /> : null}
    </DecisionListPage>
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
    <ReasonModal
      title={t(approve ? 'admin.requests.approveTitle' : 'admin.requests.denyTitle')}
      summary={`${request.userName} · ${request.title} (${request.teamName})`}
      label={t(approve ? 'admin.requests.noteOptional' : 'admin.requests.justification')}
      field={register('justification')}
      maxLength={maxLengthOf(denyEnrollmentRequest.shape.justification)}
      rows={3}
      error={error}
      confirmText={t(approve ? 'admin.requests.confirmApprove' : 'admin.requests.confirmDeny')}
      isPending={mutation.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
