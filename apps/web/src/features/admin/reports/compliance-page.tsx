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
import { formatValue } from './report-format';
import { Figures, ReportPage, withQuery } from './report-parts';
import type { TableColumn } from './report-table';
import { memberColumn, ReportLink, ReportTableView, ReportViewTabs, useReportTable } from './report-view';
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
  const { query, report } = useReportTable('/reports/compliance');
  const rows = report.data?.result ?? [];
  const totals = report.data?.totals;
  const byManager = query.groupBy === 'manager';
  const groupName = (row: ComplianceRow) => row.group ?? t('admin.reports.compliance.noGroup');
  const columns: Array<TableColumn<ComplianceRow>> = [
    {
      key: 'group',
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
    { key: 'assigned', kind: 'count', sort: 'assigned' },
    { key: 'compliant', kind: 'count', sort: 'compliant' },
    { key: 'pending', kind: 'count', sort: 'pending' },
    { key: 'overdue', kind: 'count', sort: 'overdue' },
    { key: 'complianceRate', kind: 'rate', sort: 'complianceRate' },
  ];
  return (
    <ReportTableView
      report={report}
      path="/reports/compliance"
      query={query}
      caption={t('admin.reports.compliance.groups')}
      emptyText={t('admin.reports.compliance.empty')}
      columns={columns}
      rowKey={(row) => `${row.group}-${row.idManager}`}
      defaultSort={{ sort: 'group', order: 'asc' }}
    >
      {totals ? (
        <Figures
          items={[
            { label: t('admin.reports.columns.assigned'), value: formatValue('count', totals.assigned) },
            { label: t('admin.reports.columns.compliant'), value: formatValue('count', totals.compliant) },
            { label: t('admin.reports.columns.pending'), value: formatValue('count', totals.pending) },
            { label: t('admin.reports.columns.overdue'), value: formatValue('count', totals.overdue) },
            { label: t('admin.reports.columns.complianceRate'), value: percentText(totals.complianceRate) },
          ]}
        />
      ) : null}
      <StatusBars
        rows={rows}
        label={groupName}
        statuses={['COMPLIANT', 'PENDING', 'OVERDUE']}
        count={(row, status) =>
          status === 'COMPLIANT' ? row.compliant : status === 'PENDING' ? row.pending : row.overdue
        }
        summary={t('admin.reports.compliance.chart', {
          overdue: totals?.overdue ?? 0,
          rate: percentText(totals?.complianceRate ?? null),
        })}
      />
    </ReportTableView>
  );
}

function ComplianceMembers() {
  const { t } = useTranslation();
  const { query, report } = useReportTable('/reports/compliance/members');
  const columns: Array<TableColumn<ComplianceMemberRow>> = [
    memberColumn(),
    { key: 'department', kind: 'text', sort: 'department' },
    { key: 'manager', kind: 'text', sort: 'manager' },
    { key: 'training', kind: 'text', sort: 'training' },
    { key: 'dueDate', kind: 'date', sort: 'dueDate' },
    { key: 'status', kind: 'status', sort: 'status' },
    { key: 'enrollmentStatus', kind: 'status' },
    { key: 'finishDate', kind: 'date', sort: 'finishDate' },
    { key: 'daysOverdue', kind: 'count', sort: 'daysOverdue' },
  ];
  return (
    <ReportTableView
      report={report}
      path="/reports/compliance/members"
      query={query}
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
