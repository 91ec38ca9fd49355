import { useMutation, useQuery } from '@tanstack/react-query';
import { COMPLIANCE_STATUSES, type ComplianceMemberRow, type ComplianceRow } from '@trilha/shared/api/reports';
import { percentText } from '@trilha/shared/rules/reports';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/toast';
import { StatusBars } from './report-chart';
import { QuerySelect, ReportFilters } from './report-filters';
import { ReportPage, TotalFigures, withQuery } from './report-parts';
import { reportColumns } from './report-table';
import { memberColumn, ReportLink, ReportTableView, ReportViewTabs } from './report-view';
import { fetchReport, reportKeys, sendComplianceReminders } from './reports-api';
import { FILTER_KEYS, useReportQuery } from './use-report-query';

/** Mandatory training compliance: who is overdue, by department and manager; reminders; the list to export. */
export function CompliancePage() {
  const { t } = useTranslation();
  const { query } = useReportQuery();
  const isMembers = query.view === 'members';
  return (
    <ReportPage name="compliance" actions={<RemindButton />}>
      <ReportFilters statuses={COMPLIANCE_STATUSES}>
        {isMembers ? null : (
          <QuerySelect
            name="groupBy"
            label={t('admin.reports.compliance.groupBy')}
            allText={t('admin.reports.compliance.byDepartment')}
            choices={[{ value: 'manager', label: t('admin.reports.compliance.byManager') }]}
          />
        )}
      </ReportFilters>
      <ReportViewTabs
        views={[
          { view: undefined, text: t('admin.reports.compliance.groups') },
          { view: 'members', text: t('admin.reports.compliance.members') },
        ]}
      />
      {isMembers ? <ComplianceMembers /> : <ComplianceGroups />}
    </ReportPage>
  );
}

function ComplianceGroups() {
  const { t } = useTranslation();
  const location = useLocation();
  const byManager = useReportQuery().query.groupBy === 'manager';
  const groupName = (row: ComplianceRow) => row.group ?? t('admin.reports.compliance.noGroup');
  const columns = reportColumns<ComplianceRow>({
    group: {
      kind: 'text',
      sort: 'group',
      render: (row) => (
        <ReportLink
          to={withQuery(
            location.search,
            byManager
              ? { view: 'members', idManager: row.idManager === null ? undefined : String(row.idManager) }
              : { view: 'members', department: row.group ?? undefined },
          )}
        >
          {groupName(row)}
        </ReportLink>
      ),
    },
    assigned: 'count',
    compliant: 'count',
    pending: 'count',
    overdue: 'count',
    complianceRate: 'rate',
  });
  return (
    <ReportTableView
      path="/reports/compliance"
      caption={t('admin.reports.compliance.groups')}
      emptyText={t('admin.reports.compliance.empty')}
      columns={columns}
      rowKey={(row) => `${row.group}-${row.idManager}`}
      defaultSort={{ sort: 'group', order: 'asc' }}
    >
      {({ result, totals }) => (
        <>
          <TotalFigures
            totals={totals}
            kinds={{
              assigned: 'count',
              compliant: 'count',
              pending: 'count',
              overdue: 'count',
              complianceRate: 'rate',
            }}
          />
          <StatusBars
            rows={result}
            label={groupName}
            statuses={['COMPLIANT', 'PENDING', 'OVERDUE']}
            count={(row, status) =>
              status === 'COMPLIANT' ? row.compliant : status === 'PENDING' ? row.pending : row.overdue
            }
            summary={t('admin.reports.compliance.chart', {
              overdue: totals.overdue,
              rate: percentText(totals.complianceRate),
            })}
          />
        </>
      )}
    </ReportTableView>
  );
}

function ComplianceMembers() {
  const { t } = useTranslation();
  const columns = reportColumns<ComplianceMemberRow>({
    name: memberColumn(),
    department: 'text',
    manager: 'text',
    training: 'text',
    dueDate: 'date',
    status: 'status',
    enrollmentStatus: { kind: 'status' },
    finishDate: 'date',
    daysOverdue: 'count',
  });
  return (
    <ReportTableView
      path="/reports/compliance/members"
      caption={t('admin.reports.compliance.members')}
      emptyText={t('admin.reports.compliance.empty')}
      columns={columns}
      rowKey={(row) => `${row.idUser}-${row.idNode}`}
      defaultSort={{ sort: 'dueDate', order: 'asc' }}
    />
  );
}

/** Sends the reminder e-mail to every overdue member the filters select, after a confirmation. */
function RemindButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const { query } = useReportQuery();
  const [open, setOpen] = useState(false);
  const filters = Object.fromEntries(FILTER_KEYS.filter((key) => key !== 'status').map((key) => [key, query[key]]));
  const overdue = useQuery({
    queryKey: reportKeys.report('compliance-overdue', filters),
    queryFn: () => fetchReport('/reports/compliance/members', { ...filters, status: 'OVERDUE', limit: '1' }),
    enabled: open,
  });
  const send = useMutation({
    mutationFn: () => sendComplianceReminders(filters),
    onSuccess: (answer) => {
      toast(t('admin.reports.compliance.sent', { count: answer.sent, members: answer.members }));
      setOpen(false);
    },
    meta: { errorToast: true },
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('admin.reports.compliance.remind')}</Button>
      <Modal open={open} onOpenChange={setOpen} title={t('admin.reports.compliance.remindTitle')}>
        <p className="mb-4">
          {overdue.isPending
            ? t('common.loading')
            : t('admin.reports.compliance.remindText', { count: overdue.data?.totalRecords ?? 0 })}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={send.isPending || overdue.isPending || (overdue.data?.totalRecords ?? 0) === 0}
            onClick={() => send.mutate()}
          >
            {t('admin.reports.compliance.remindConfirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
