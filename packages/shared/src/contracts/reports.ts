import type * as reports from '../api/reports';
import { contract } from '../contract';

/**
 * The reports (`/reports/...`, docs/api.md): administrators read their company, managers their team. Each
 * table's `/export` (CSV or XLSX) and the transcript's `/pdf` answer files and are not contracts.
 */

/** The caller's scope, whether exports are allowed, and what the filters offer. */
export const getReportOptions = contract<{ response: typeof reports.reportOptionsResponse }>('GET', '/reports/options');

/** Completion by training: a page of trainings with their members' statuses. */
export const readCompletionReport = contract<{
  query: typeof reports.completionQuery;
  response: typeof reports.completionResponse;
}>('GET', '/reports/completion');

/** Completion by member: a page of enrollments. */
export const readCompletionMembersReport = contract<{
  query: typeof reports.completionMembersQuery;
  response: typeof reports.completionMembersResponse;
}>('GET', '/reports/completion/members');

/** The members in scope, with their trainings and time spent. */
export const readMembersReport = contract<{
  query: typeof reports.membersQuery;
  response: typeof reports.membersResponse;
}>('GET', '/reports/members');

/** Compliance of the mandatory trainings, by department or manager. */
export const readComplianceReport = contract<{
  query: typeof reports.complianceQuery;
  response: typeof reports.complianceResponse;
}>('GET', '/reports/compliance');

/** Compliance by member: each mandatory enrollment with its due date. */
export const readComplianceMembersReport = contract<{
  query: typeof reports.complianceMembersQuery;
  response: typeof reports.complianceMembersResponse;
}>('GET', '/reports/compliance/members');

/** The evaluations with their attempts and grades. */
export const readEvaluationsReport = contract<{
  query: typeof reports.evaluationsQuery;
  response: typeof reports.evaluationsResponse;
}>('GET', '/reports/evaluations');

/** The SCORM packages with their members' statuses. */
export const readScormPackagesReport = contract<{
  query: typeof reports.scormPackagesQuery;
  response: typeof reports.scormPackagesResponse;
}>('GET', '/reports/scorm');

/** The SCORM attempts, one a row. */
export const readScormAttemptsReport = contract<{
  query: typeof reports.scormAttemptsQuery;
  response: typeof reports.scormAttemptsResponse;
}>('GET', '/reports/scorm/attempts');

/** Engagement with the content app's items. */
export const readEngagementContentsReport = contract<{
  query: typeof reports.engagementContentsQuery;
  response: typeof reports.engagementContentsResponse;
}>('GET', '/reports/engagement/contents');

/** Engagement with the community: posts, comments and likes. */
export const readEngagementCommunityReport = contract<{
  query: typeof reports.engagementCommunityQuery;
  response: typeof reports.engagementCommunityResponse;
}>('GET', '/reports/engagement/community');

/** The members' campaign points. */
export const readEngagementPointsReport = contract<{
  query: typeof reports.engagementPointsQuery;
  response: typeof reports.engagementPointsResponse;
}>('GET', '/reports/engagement/points');

/** An evaluation's figures, grade distribution and question analysis. */
export const readEvaluationDetailReport = contract<{
  params: typeof reports.evaluationReportParams;
  query: typeof reports.evaluationDetailQuery;
  response: typeof reports.evaluationDetailResponse;
}>('GET', '/reports/evaluations/:idEvaluation');

/** The comments members wrote in an evaluation's open questions. */
export const readEvaluationCommentsReport = contract<{
  params: typeof reports.evaluationReportParams;
  query: typeof reports.evaluationCommentsQuery;
  response: typeof reports.evaluationCommentsResponse;
}>('GET', '/reports/evaluations/:idEvaluation/comments');

/** A member's transcript over a period: trainings, certificates and external courses. */
export const readMemberTranscript = contract<{
  params: typeof reports.memberReportParams;
  query: typeof reports.transcriptQuery;
  response: typeof reports.transcriptResponse;
}>('GET', '/reports/members/:idUser/transcript');

/** E-mails the overdue members the filters select. */
export const sendComplianceReminders = contract<{
  body: typeof reports.complianceRemindersRequest;
  response: typeof reports.complianceRemindersResponse;
}>('POST', '/reports/compliance/reminders');
