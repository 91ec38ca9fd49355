import type {
  completionMembersQuery,
  completionMembersResponse,
  completionQuery,
  completionResponse,
  complianceMembersQuery,
  complianceMembersResponse,
  complianceQuery,
  complianceRemindersRequest,
  complianceRemindersResponse,
  complianceResponse,
  engagementCommunityQuery,
  engagementCommunityResponse,
  engagementContentsQuery,
  engagementContentsResponse,
  engagementPointsQuery,
  engagementPointsResponse,
  evaluationCommentsQuery,
  evaluationCommentsResponse,
  evaluationDetailQuery,
  evaluationDetailResponse,
  evaluationReportParams,
  evaluationsQuery,
  evaluationsResponse,
  memberReportParams,
  membersQuery,
  membersResponse,
  reportOptionsResponse,
  scormAttemptsQuery,
  scormAttemptsResponse,
  scormPackagesQuery,
  scormPackagesResponse,
  transcriptQuery,
  transcriptResponse,
} from '../api/reports';
import { contract } from '../contract';

/**
 * The reports (`/reports/...`, docs/api.md): administrators read their company, managers their team. Each
 * table's `/export` (CSV or XLSX) and the transcript's `/pdf` answer files and are not contracts.
 */

/** The caller's scope, whether exports are allowed, and what the filters offer. */
export const getReportOptions = contract<{ response: typeof reportOptionsResponse }>('GET', '/reports/options');

/** Completion by training: a page of trainings with their members' statuses. */
export const readCompletionReport = contract<{ query: typeof completionQuery; response: typeof completionResponse }>(
  'GET',
  '/reports/completion',
);

/** Completion by member: a page of enrollments. */
export const readCompletionMembersReport = contract<{
  query: typeof completionMembersQuery;
  response: typeof completionMembersResponse;
}>('GET', '/reports/completion/members');

/** The members in scope, with their trainings and time spent. */
export const readMembersReport = contract<{ query: typeof membersQuery; response: typeof membersResponse }>(
  'GET',
  '/reports/members',
);

/** Compliance of the mandatory trainings, by department or manager. */
export const readComplianceReport = contract<{ query: typeof complianceQuery; response: typeof complianceResponse }>(
  'GET',
  '/reports/compliance',
);

/** Compliance by member: each mandatory enrollment with its due date. */
export const readComplianceMembersReport = contract<{
  query: typeof complianceMembersQuery;
  response: typeof complianceMembersResponse;
}>('GET', '/reports/compliance/members');

/** The evaluations with their attempts and grades. */
export const readEvaluationsReport = contract<{ query: typeof evaluationsQuery; response: typeof evaluationsResponse }>(
  'GET',
  '/reports/evaluations',
);

/** The SCORM packages with their members' statuses. */
export const readScormPackagesReport = contract<{
  query: typeof scormPackagesQuery;
  response: typeof scormPackagesResponse;
}>('GET', '/reports/scorm');

/** The SCORM attempts, one a row. */
export const readScormAttemptsReport = contract<{
  query: typeof scormAttemptsQuery;
  response: typeof scormAttemptsResponse;
}>('GET', '/reports/scorm/attempts');

/** Engagement with the content app's items. */
export const readEngagementContentsReport = contract<{
  query: typeof engagementContentsQuery;
  response: typeof engagementContentsResponse;
}>('GET', '/reports/engagement/contents');

/** Engagement with the community: posts, comments and likes. */
export const readEngagementCommunityReport = contract<{
  query: typeof engagementCommunityQuery;
  response: typeof engagementCommunityResponse;
}>('GET', '/reports/engagement/community');

/** The members' campaign points. */
export const readEngagementPointsReport = contract<{
  query: typeof engagementPointsQuery;
  response: typeof engagementPointsResponse;
}>('GET', '/reports/engagement/points');

/** An evaluation's figures, grade distribution and question analysis. */
export const readEvaluationDetailReport = contract<{
  params: typeof evaluationReportParams;
  query: typeof evaluationDetailQuery;
  response: typeof evaluationDetailResponse;
}>('GET', '/reports/evaluations/:idEvaluation');

/** The comments members wrote in an evaluation's open questions. */
export const readEvaluationCommentsReport = contract<{
  params: typeof evaluationReportParams;
  query: typeof evaluationCommentsQuery;
  response: typeof evaluationCommentsResponse;
}>('GET', '/reports/evaluations/:idEvaluation/comments');

/** A member's transcript over a period: trainings, certificates and external courses. */
export const readMemberTranscript = contract<{
  params: typeof memberReportParams;
  query: typeof transcriptQuery;
  response: typeof transcriptResponse;
}>('GET', '/reports/members/:idUser/transcript');

/** E-mails the overdue members the filters select. */
export const sendComplianceReminders = contract<{
  body: typeof complianceRemindersRequest;
  response: typeof complianceRemindersResponse;
}>('POST', '/reports/compliance/reminders');
