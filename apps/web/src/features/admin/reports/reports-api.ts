import type { ExportFormat } from '@trilha/shared/api/reports';
import { REPORT_EXPORT_TIMEOUT_MS } from '@trilha/shared/constants';
import type { AnswerOf } from '@trilha/shared/contract';
import * as reports from '@trilha/shared/contracts/reports';
import { apiErrorFrom, call, callWithFilters, networkError } from '../../../api/client';
import { getSession } from '../../../api/session';

/** A report's query as the address keeps it: every value a string. */
export type ReportQuery = Record<string, string | undefined>;

/** The tables of the reports by path, as the pages name them. */
const tables = {
  '/reports/completion': reports.readCompletionReport,
  '/reports/completion/members': reports.readCompletionMembersReport,
  '/reports/members': reports.readMembersReport,
  '/reports/compliance': reports.readComplianceReport,
  '/reports/compliance/members': reports.readComplianceMembersReport,
  '/reports/evaluations': reports.readEvaluationsReport,
  '/reports/scorm': reports.readScormPackagesReport,
  '/reports/scorm/attempts': reports.readScormAttemptsReport,
  '/reports/engagement/contents': reports.readEngagementContentsReport,
  '/reports/engagement/community': reports.readEngagementCommunityReport,
  '/reports/engagement/points': reports.readEngagementPointsReport,
};

/** The tables of the reports and their answers (`GET /reports/...`). */
export type ReportTables = { [P in keyof typeof tables]: AnswerOf<(typeof tables)[P]> };
export type ReportPath = keyof ReportTables | `/reports/evaluations/${number}/comments`;

/** `GET /reports/options`: the scope, whether exports are allowed and what the filters offer. */
export const fetchReportOptions = () => call(reports.getReportOptions);

/** A page of a report's table. */
export const fetchReport = <P extends keyof ReportTables>(path: P, query: ReportQuery) =>
  callWithFilters(tables[path], { query });

export const fetchEvaluationComments = (idEvaluation: number, query: ReportQuery) =>
  callWithFilters(reports.readEvaluationCommentsReport, { params: { idEvaluation }, query });

/** `GET /reports/evaluations/:idEvaluation`: the evaluation's figures, distribution and question analysis. */
export const fetchEvaluationDetail = (idEvaluation: number, query: ReportQuery) =>
  callWithFilters(reports.readEvaluationDetailReport, { params: { idEvaluation }, query });

/** `GET /reports/members/:idUser/transcript`. */
export const fetchTranscript = (idUser: number, query: ReportQuery) =>
  callWithFilters(reports.readMemberTranscript, { params: { idUser }, query });

/** `POST /reports/compliance/reminders`: e-mails the overdue members the filters select. */
export const sendComplianceReminders = (filters: ReportQuery) =>
  callWithFilters(reports.sendComplianceReminders, { body: withoutEmpty(filters) });

function withoutEmpty(query: ReportQuery): Record<string, string | number> {
  const numeric = new Set(['idNode', 'idTeam', 'idManager']);
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, numeric.has(key) ? Number(value) : (value as string)]),
  );
}

/**
 * Downloads a file of the API (an export or a transcript PDF) with the session token and saves it under the
 * name the server gives.
 */
export async function downloadReportFile(path: string, query: ReportQuery, format?: ExportFormat): Promise<void> {
  const session = getSession();
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && key !== 'offset' && key !== 'limit') params.set(key, value);
  }
  if (format) params.set('format', format);
  let response: Response;
  try {
    response = await fetch(`${path}?${params.toString()}`, {
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
      signal: AbortSignal.timeout(REPORT_EXPORT_TIMEOUT_MS),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok)
    throw apiErrorFrom(response.status, await response.json().catch(() => null), 'Erro de carregamento.');
  const disposition = response.headers.get('content-disposition') ?? '';
  // The UTF-8 name when the server sent one (a name with accents), else the plain one.
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename=(?:"([^"]+)"|([^;\s]+))/i.exec(disposition)?.slice(1).find(Boolean);
  const fileName = encoded ? decodeURIComponent(encoded) : (plain ?? `relatorio.${format ?? 'pdf'}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // constants-check-ignore: the download's object URL is freed once the browser has surely taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** TanStack Query keys of the reports: the filters' options, then each report with its filters. */
export const reportKeys = {
  all: ['reports'] as const,
  options: () => [...reportKeys.all, 'options'] as const,
  /** One report (`completion`, `compliance-members`, `engagement-points`...) with the arguments it was asked with. */
  report: (name: string, ...args: unknown[]) => [...reportKeys.all, name, ...args] as const,
};
