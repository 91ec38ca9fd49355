import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnrollmentRequest } from '@trilha/shared/api/learning-enrollment';
import { ENROLLMENT_REQUEST_PAGE_SIZE } from '@trilha/shared/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { cancelEnrollmentRequest, fetchEnrollmentRequests } from '../../api/learning-journey';
import { invalidateAfterRequestCancelled, learningKeys } from '../../api/learning-keys';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { LabelledSelect } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { QueryView } from '../../ui/query-state';
import { useToast } from '../../ui/toast';
import { dayOf, Pager } from './journey-ui';

const STATUSES = ['ALL', 'PENDING', 'APPROVED', 'DENIED', 'CANCELED'] as const;

/**
 * Solicitações de matrícula (spec 3, 2.8): filters by status, 10 a page; APPROVED opens the level page,
 * DENIED shows the justification, PENDING can be cancelled after confirmation.
 */
export function RequestsTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const idUser = useSession()?.loginInfo.idUser ?? 0;
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('ALL');
  const [offset, setOffset] = useState(0);
  const [justification, setJustification] = useState<EnrollmentRequest | null>(null);
  const [cancelling, setCancelling] = useState<EnrollmentRequest | null>(null);
  const query = useQuery({
    queryKey: learningKeys.enrollmentRequestPage(status, offset),
    queryFn: () =>
      fetchEnrollmentRequests({
        idUser,
        offset,
        limit: ENROLLMENT_REQUEST_PAGE_SIZE,
        ...(status === 'ALL' ? {} : { status }),
      }),
  });
  const cancel = useMutation({
    mutationFn: (request: EnrollmentRequest) => cancelEnrollmentRequest(request.idEnrollmentRequest),
    onSuccess: (_answer, request) => {
      setCancelling(null);
      toast(t('journey.requests.cancelled'), { tone: 'success' });
      void invalidateAfterRequestCancelled(queryClient, request.nodeCode);
    },
  });
  const requests = query.data?.result ?? [];

  return (
    <div className="flex flex-col gap-4">
      <LabelledSelect
        className="flex flex-col gap-1 sm:max-w-xs"
        label={t('journey.requests.filter')}
        value={status}
        choices={STATUSES.map((value) => ({
          value,
          label: value === 'ALL' ? t('journey.requests.all') : t(`journey.requests.status.${value}`),
        }))}
        onChange={(value) => {
          setStatus(value);
          setOffset(0);
        }}
      />
      <QueryView query={query} isEmpty={requests.length === 0} emptyText={t('journey.requests.empty')}>
        <ul className="flex flex-col gap-3">
          {requests.map((request) => (
            <li
              key={request.idEnrollmentRequest}
              className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold">{request.title}</p>
                <p className="text-sm text-muted">
                  {request.teamName} · {t('journey.requests.requestedAt', { date: dayOf(request.creationDate) })}
                </p>
                <p className="text-sm font-semibold">{t(`journey.requests.status.${request.status}`)}</p>
              </div>
              {request.status === 'APPROVED' && request.idEnrollment ? (
                <Link
                  to={`/level/${request.idEnrollment}/${request.nodeCode}`}
                  className="font-semibold text-brand underline-offset-4 hover:underline"
                >
                  {t('journey.requests.open')}
                </Link>
              ) : null}
              {request.status === 'DENIED' ? (
                <Button variant="secondary" onClick={() => setJustification(request)}>
                  {t('journey.requests.justification')}
                </Button>
              ) : null}
              {request.status === 'PENDING' ? (
                <Button variant="secondary" onClick={() => setCancelling(request)}>
                  {t('journey.requests.cancel')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        <Pager
          offset={offset}
          limit={ENROLLMENT_REQUEST_PAGE_SIZE}
          total={query.data?.totalRecords ?? 0}
          onChange={setOffset}
        />
      </QueryView>
      <Modal
        open={justification !== null}
        onOpenChange={(open) => (open ? undefined : setJustification(null))}
        title={t('journey.requests.justificationTitle')}
      >
        <p>{justification?.reason || t('journey.requests.noJustification')}</p>
      </Modal>
      <Modal
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={t('journey.requests.cancelTitle')}
      >
        <p>{t('journey.requests.cancelText', { title: cancelling?.title ?? '' })}</p>
        {cancel.error ? (
          <p role="alert" className="text-sm text-danger">
            {cancel.error.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setCancelling(null)}>
            {t('journey.requests.keep')}
          </Button>
          <Button disabled={cancel.isPending} onClick={() => cancelling && cancel.mutate(cancelling)}>
            {t('journey.requests.confirmCancel')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
