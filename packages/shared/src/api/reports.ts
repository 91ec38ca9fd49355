import { z } from '../zod';
import { idParam } from './common';

/**
 * The reports (`/reports/...`): what members did in the learning platform and the content app, for the
 * company's administrators (the whole company) and for managers (their team, direct and indirect). Every
 * table is filtered by the same query, paged and sorted in SQL, and exported as CSV or XLSX with exactly the
 * rows the filters select (`/reports/<table>/export?format=`).
 */

/** A calendar day, `YYYY-MM-DD`; a period covers `from` 00:00 UTC up to the end of `to`. */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a data no formato AAAA-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Data inválida.');

const filterText = z.string().trim().min(1).max(200);

/** The filters every report takes (each ignores those that do not apply to it). */
export const reportFilters = z.object({
  from: day.optional(),
  to: day.optional(),
  /** A training (learning node). */
  idNode: idParam.optional(),
  /** A class (team) of a training. */
  idTeam: idParam.optional(),
  department: filterText.optional(),
  unit: filterText.optional(),
  branch: filterText.optional(),
  role: filterText.optional(),
  /** The members whose direct manager is this member. */
  idManager: idParam.optional(),
});
export type ReportFilters = z.infer<typeof reportFilters>;

/** An evaluation named in a report's path (`/reports/evaluations/:idEvaluation`). */
export const evaluationReportParams = z.object({ idEvaluation: idParam });
/** A member named in a report's path (`/reports/members/:idUser/transcript`). */
export const memberReportParams = z.object({ idUser: idParam });

export const REPORT_PAGE_LIMIT = 100;
export const sortOrder = z.enum(['asc', 'desc']);

/** A table's query: the filters, the page and the sort column (a table with statuses adds `status`). */
function tableQuery<S extends readonly [string, ...string[]]>(sorts: S) {
  return reportFilters.extend({
    sort: z.enum(sorts).optional(),
    order: sortOrder.default('asc'),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(REPORT_PAGE_LIMIT).default(20),
  });
}

/** The status of an enrollment in the completion report (spec 3, 4.1, as the member's journey shows it). */
export const COMPLETION_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'PASSED', 'FAILED', 'EXPIRED'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

/** A member and a mandatory training: done (and still valid), late, or still within the deadline. */
export const COMPLIANCE_STATUSES = ['COMPLIANT', 'OVERDUE', 'PENDING'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** The SCO labels (spec 3, 3 "SCO enrollment"). */
export const SCORM_STATUSES = ['NOT_ATTEMPTED', 'IN_PROGRESS', 'INCOMPLETE', 'COMPLETED', 'PASSED', 'FAILED'] as const;

/** Attempts at an evaluation: finished and passed (knowledge at or above the mastery score), failed, open. */
export const ATTEMPT_STATUSES = ['PASSED', 'FAILED', 'FINISHED', 'OPEN'] as const;

/** How a column's value reads: the web formats it and the spreadsheet types it. */
export const columnKind = z.enum(['text', 'count', 'rate', 'grade', 'seconds', 'datetime', 'date', 'status']);
export type ColumnKind = z.infer<typeof columnKind>;
export type ReportColumn = { key: string; label: string; kind: ColumnKind; sortable?: boolean };

const count = z.number().int();
const rate = z.number().nullable();
const nullableText = z.string().nullable();

/** A table's answer: the page of rows, how many rows the filters select, and what the table adds (totals, a chart). */
function tablePage<Row extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(row: Row, extra?: Extra) {
  return z.object({ success: z.literal(true), totalRecords: count, result: z.array(row), ...(extra as Extra) });
}

/** The member's columns every per-member table sorts by. */
const memberSorts = ['name', 'department', 'unit', 'branch', 'role', 'manager'] as const;

// ----- Training completion -----

export const completionQuery = tableQuery([
  'training',
  'class',
  'enrolled',
  'notStarted',
  'inProgress',
  'completed',
  'passed',
  'failed',
  'expired',
  'completionRate',
  'averageGrade',
  'timeSpent',
] as const).extend({ status: z.enum(COMPLETION_STATUSES).optional() });
export type CompletionQuery = z.infer<typeof completionQuery>;

const statusCounts = {
  enrolled: count,
  notStarted: count,
  inProgress: count,
  completed: count,
  passed: count,
  failed: count,
  expired: count,
  /** (completed + passed) / enrolled, 0-1; null with no enrollment. */
  completionRate: rate,
  /** The mean of the members' grades (0-100) in the training; null when nobody has one. */
  averageGrade: rate,
  /** Seconds spent in contents and packaged lessons, added up. */
  timeSpent: count,
};
export const completionRow = z.object({
  idNode: z.number(),
  training: z.string(),
  idTeam: z.number(),
  class: z.string(),
  ...statusCounts,
});
export type CompletionRow = z.infer<typeof completionRow>;
export const completionResponse = tablePage(completionRow, {
  totals: z.object(statusCounts),
});
export type CompletionResponse = z.infer<typeof completionResponse>;

export const completionMembersQuery = tableQuery([
  ...memberSorts,
  'training',
  'class',
  'status',
  'progress',
  'grade',
  'timeSpent',
  'creationDate',
  'finishDate',
  'lastAccessDate',
] as const).extend({ status: z.enum(COMPLETION_STATUSES).optional() });
export type CompletionMembersQuery = z.infer<typeof completionMembersQuery>;
export const memberFields = {
  idUser: z.number(),
  name: z.string(),
  email: z.string(),
  department: nullableText,
  unit: nullableText,
  branch: nullableText,
  role: nullableText,
  manager: nullableText,
};
/** An enrollment in a member's row: its training and class, where the member stands, and the grade. */
const enrollmentFields = {
  idEnrollment: z.number(),
  training: z.string(),
  class: z.string(),
  status: z.enum(COMPLETION_STATUSES),
  progress: count,
  grade: rate,
};
export const completionMemberRow = z.object({
  ...memberFields,
  ...enrollmentFields,
  timeSpent: count,
  creationDate: z.string(),
  finishDate: nullableText,
  lastAccessDate: nullableText,
});
export type CompletionMemberRow = z.infer<typeof completionMemberRow>;
export const completionMembersResponse = tablePage(completionMemberRow);
export type CompletionMembersResponse = z.infer<typeof completionMembersResponse>;

// ----- Members and their transcript -----

export const membersQuery = tableQuery([
  ...memberSorts,
  'enrollments',
  'completed',
  'certificates',
  'externalCourses',
  'timeSpent',
  'lastAccess',
] as const).extend({
  /** Part of the name, e-mail or login. */
  search: z.string().trim().max(200).optional(),
});
export type MembersQuery = z.infer<typeof membersQuery>;
export const memberRow = z.object({
  ...memberFields,
  enrollments: count,
  completed: count,
  certificates: count,
  externalCourses: count,
  timeSpent: count,
  lastAccess: nullableText,
});
export type MemberRow = z.infer<typeof memberRow>;
export const membersResponse = tablePage(memberRow);
export type MembersResponse = z.infer<typeof membersResponse>;

export const transcriptQuery = reportFilters.pick({ from: true, to: true });
export const transcriptResponse = z.object({
  success: z.literal(true),
  company: z.string(),
  generatedAt: z.string(),
  member: memberRow.omit({ enrollments: true, completed: true, certificates: true, externalCourses: true }).extend({
    employeeCode: nullableText,
  }),
  trainings: z.array(
    z.object({
      ...enrollmentFields,
      /** Minutes, from the training. */
      workload: z.number().nullable(),
      timeSpent: count,
      creationDate: z.string(),
      finishDate: nullableText,
      mandatory: z.boolean(),
    }),
  ),
  certificates: z.array(
    z.object({
      title: z.string(),
      finishDate: nullableText,
      workload: z.number().nullable(),
      authenticityId: z.string(),
      /** The public page the certificate's QR code opens. */
      authenticityUrl: z.string(),
    }),
  ),
  externalCourses: z.array(
    z.object({
      title: z.string(),
      entityName: z.string(),
      type: z.string(),
      /** Hours. */
      workload: z.number(),
      startDate: z.string(),
      finishDate: z.string(),
    }),
  ),
  totals: z.object({
    trainings: count,
    completed: count,
    certificates: count,
    externalCourses: count,
    /** Seconds in the platform's contents and lessons. */
    timeSpent: count,
    /** Hours of the validated external courses. */
    externalHours: z.number(),
  }),
});
export type TranscriptResponse = z.infer<typeof transcriptResponse>;

// ----- Mandatory training compliance -----

export const complianceGroupBy = z.enum(['department', 'manager']);
export const complianceQuery = tableQuery([
  'group',
  'assigned',
  'compliant',
  'overdue',
  'pending',
  'complianceRate',
] as const)
  .extend({ status: z.enum(COMPLIANCE_STATUSES).optional() })
  .extend({ groupBy: complianceGroupBy.default('department') });
export type ComplianceQuery = z.infer<typeof complianceQuery>;
const complianceCounts = {
  assigned: count,
  compliant: count,
  overdue: count,
  pending: count,
  /** compliant / assigned, 0-1. */
  complianceRate: rate,
};
export const complianceRow = z.object({
  /** The department, or the manager's name; null for members without one. */
  group: nullableText,
  idManager: z.number().nullable(),
  ...complianceCounts,
});
export type ComplianceRow = z.infer<typeof complianceRow>;
export const complianceResponse = tablePage(complianceRow, {
  totals: z.object(complianceCounts),
});
export type ComplianceResponse = z.infer<typeof complianceResponse>;

export const complianceMembersQuery = tableQuery([
  'name',
  'department',
  'manager',
  'training',
  'dueDate',
  'status',
  'finishDate',
  'daysOverdue',
] as const).extend({ status: z.enum(COMPLIANCE_STATUSES).optional() });
export type ComplianceMembersQuery = z.infer<typeof complianceMembersQuery>;
export const complianceMemberRow = z.object({
  ...memberFields,
  idNode: z.number(),
  training: z.string(),
  /** The member's deadline; null when the training has none. */
  dueDate: nullableText,
  status: z.enum(COMPLIANCE_STATUSES),
  /** The enrollment's status, or null when the member is not enrolled. */
  enrollmentStatus: z.enum(COMPLETION_STATUSES).nullable(),
  finishDate: nullableText,
  /** Whole days past the deadline, for overdue members. */
  daysOverdue: z.number().int().nullable(),
});
export type ComplianceMemberRow = z.infer<typeof complianceMemberRow>;
export const complianceMembersResponse = tablePage(complianceMemberRow);
export type ComplianceMembersResponse = z.infer<typeof complianceMembersResponse>;

/** Reminds every overdue member the filters select (the status filter is OVERDUE whatever is sent). */
export const complianceRemindersRequest = reportFilters;
export const complianceRemindersResponse = z.object({
  success: z.literal(true),
  /** Overdue members the filters selected. */
  members: count,
  /** E-mails written (members whose settings or address do not allow one are left out). */
  sent: count,
});
export type ComplianceRemindersResponse = z.infer<typeof complianceRemindersResponse>;

// ----- Evaluations -----

export const evaluationsQuery = tableQuery([
  'title',
  'type',
  'attempts',
  'members',
  'finished',
  'passed',
  'passRate',
  'averageGrade',
] as const)
  .extend({ status: z.enum(ATTEMPT_STATUSES).optional() })
  .extend({ idEvaluation: idParam.optional() });
export type EvaluationsQuery = z.infer<typeof evaluationsQuery>;
export const evaluationType = z.enum(['REACTION', 'KNOWLEDGE', 'PRE_TEST']);
export const evaluationRow = z.object({
  idEvaluation: z.number(),
  title: z.string(),
  type: evaluationType,
  masteryScore: z.number().nullable(),
  attempts: count,
  members: count,
  finished: count,
  /** Finished knowledge attempts at or above the mastery score. */
  passed: count,
  /** passed / finished, knowledge evaluations only. */
  passRate: rate,
  averageGrade: rate,
});
export type EvaluationRow = z.infer<typeof evaluationRow>;
/** Finished attempts by grade: 0-9, 10-19 ... 90-100. */
export const gradeDistribution = z.array(z.object({ from: z.number(), to: z.number(), attempts: count }));
export const evaluationsResponse = tablePage(evaluationRow, {
  distribution: gradeDistribution,
});
export type EvaluationsResponse = z.infer<typeof evaluationsResponse>;

export const evaluationDetailQuery = reportFilters.extend({ status: z.enum(ATTEMPT_STATUSES).optional() });
export const evaluationDetailResponse = z.object({
  success: z.literal(true),
  evaluation: evaluationRow,
  distribution: gradeDistribution,
  questions: z.array(
    z.object({
      idQuestion: z.number(),
      position: z.number(),
      statement: z.string(),
      questionType: z.string(),
      /** Answers in finished attempts. */
      answered: count,
      /** Answers graded right; null for questions that are not scored (surveys, comments). */
      right: count.nullable(),
      rightShare: rate,
      options: z.array(
        z.object({ id: z.number(), description: z.string(), isCorrect: z.boolean(), count, share: rate }),
      ),
      /** Likert points (each scale value with how many chose it). */
      scales: z.array(z.object({ id: z.number(), description: z.string(), value: z.number(), count, share: rate })),
      /** Text answers. */
      comments: count,
    }),
  ),
});
export type EvaluationDetailResponse = z.infer<typeof evaluationDetailResponse>;

export const evaluationCommentsQuery = tableQuery(['answeredAt', 'question', 'name'] as const).extend({
  idQuestion: idParam.optional(),
});
export const evaluationCommentRow = z.object({
  idAnswer: z.number(),
  question: z.string(),
  name: z.string(),
  department: nullableText,
  text: z.string(),
  answeredAt: nullableText,
});
export type EvaluationCommentRow = z.infer<typeof evaluationCommentRow>;
export const evaluationCommentsResponse = tablePage(evaluationCommentRow);
export type EvaluationCommentsResponse = z.infer<typeof evaluationCommentsResponse>;

// ----- SCORM -----

export const scormPackagesQuery = tableQuery([
  'title',
  'learners',
  'attempts',
  'completed',
  'passed',
  'failed',
  'inProgress',
  'averageScore',
  'timeSpent',
  'lastAccess',
] as const).extend({ status: z.enum(SCORM_STATUSES).optional() });
export const scormPackageRow = z.object({
  idScormPackage: z.number(),
  title: z.string(),
  version: nullableText,
  learners: count,
  attempts: count,
  completed: count,
  passed: count,
  failed: count,
  inProgress: count,
  notAttempted: count,
  /** Mean grade (0-100) of the lessons that reported a score. */
  averageScore: rate,
  timeSpent: count,
  lastAccess: nullableText,
});
export type ScormPackageRow = z.infer<typeof scormPackageRow>;
export const scormPackagesResponse = tablePage(scormPackageRow);
export type ScormPackagesResponse = z.infer<typeof scormPackagesResponse>;

export const scormAttemptsQuery = tableQuery([
  'name',
  'department',
  'package',
  'lesson',
  'attempt',
  'status',
  'score',
  'timeSpent',
  'lastAccess',
] as const)
  .extend({ status: z.enum(SCORM_STATUSES).optional() })
  .extend({ idScormPackage: idParam.optional() });
export const scormAttemptRow = z.object({
  ...memberFields,
  idScoEnrollment: z.number(),
  package: z.string(),
  lesson: z.string(),
  /** The attempt number (2004) and the launches. */
  attempt: count,
  launches: count,
  status: z.string(),
  /** 0-100. */
  score: rate,
  scoreRaw: rate,
  timeSpent: count,
  startDate: z.string(),
  lastAccess: nullableText,
});
export type ScormAttemptRow = z.infer<typeof scormAttemptRow>;
export const scormAttemptsResponse = tablePage(scormAttemptRow);
export type ScormAttemptsResponse = z.infer<typeof scormAttemptsResponse>;

// ----- Engagement in the content app -----

export const engagementContentsQuery = tableQuery([
  'section',
  'content',
  'views',
  'viewers',
  'viewingTime',
  'averageRating',
  'votes',
] as const).extend({ idSection: idParam.optional() });
export const engagementContentRow = z.object({
  idContentItem: z.number(),
  idSection: z.number(),
  section: z.string(),
  content: z.string(),
  views: count,
  viewers: count,
  /** Seconds. */
  viewingTime: count,
  averageRating: rate,
  votes: count,
});
export type EngagementContentRow = z.infer<typeof engagementContentRow>;
export const engagementContentsResponse = tablePage(engagementContentRow, {
  /** Visits, viewing time and votes of each section (its items and the section's own page). */
  sections: z.array(
    z.object({
      idSection: z.number(),
      section: z.string(),
      views: count,
      viewingTime: count,
      votes: count,
      averageRating: rate,
    }),
  ),
});
export type EngagementContentsResponse = z.infer<typeof engagementContentsResponse>;

export const engagementCommunityQuery = tableQuery(['kind', 'place', 'items', 'members', 'lastAt'] as const);
export const engagementCommunityRow = z.object({
  kind: z.enum(['chat', 'upload']),
  /** The chat room or the upload section. */
  place: z.string(),
  items: count,
  members: count,
  lastAt: nullableText,
});
export type EngagementCommunityRow = z.infer<typeof engagementCommunityRow>;
export const engagementCommunityResponse = tablePage(engagementCommunityRow);
export type EngagementCommunityResponse = z.infer<typeof engagementCommunityResponse>;

export const engagementPointsQuery = tableQuery(['period', 'department', 'points', 'members'] as const).extend({
  idCampaign: idParam.optional(),
});
export const engagementPointsRow = z.object({
  /** `YYYY-MM` (or `YYYY-MM-DD` for a period of two months or less). */
  period: z.string(),
  department: nullableText,
  points: count,
  members: count,
});
export type EngagementPointsRow = z.infer<typeof engagementPointsRow>;
export const engagementPointsResponse = tablePage(engagementPointsRow, {
  /** Every period and department of the filter (the chart's lines), whatever the page. */
  series: z.array(engagementPointsRow),
});
export type EngagementPointsResponse = z.infer<typeof engagementPointsResponse>;

// ----- Options for the filters -----

export const reportOptionsResponse = z.object({
  success: z.literal(true),
  /** `company` for administrators, `team` for a manager (direct and indirect reports). */
  scope: z.enum(['company', 'team']),
  /** False in a support session: reports are read, not exported. */
  canExport: z.boolean(),
  trainings: z.array(
    z.object({
      idNode: z.number(),
      title: z.string(),
      mandatory: z.boolean(),
      classes: z.array(z.object({ idTeam: z.number(), name: z.string() })),
    }),
  ),
  departments: z.array(z.string()),
  units: z.array(z.string()),
  branches: z.array(z.string()),
  roles: z.array(z.string()),
  managers: z.array(z.object({ idUser: z.number(), name: z.string() })),
  evaluations: z.array(z.object({ idEvaluation: z.number(), title: z.string(), type: evaluationType })),
  scormPackages: z.array(z.object({ idScormPackage: z.number(), title: z.string() })),
  sections: z.array(z.object({ idSection: z.number(), text: z.string() })),
  campaigns: z.array(z.object({ idCampaign: z.number(), name: z.string() })),
});
export type ReportOptionsResponse = z.infer<typeof reportOptionsResponse>;

/** The export formats. */
export const exportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof exportFormat>;
