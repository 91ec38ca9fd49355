import {
  ATTACHMENTS_PAGE_SIZE,
  COMMENT_MAX_LENGTH,
  COMMENTS_PAGE_SIZE,
  EXTERNAL_COURSE_REASON_MAX_LENGTH,
  EXTERNAL_COURSE_TEXT_MAX_LENGTH,
  EXTERNAL_COURSES_PAGE_SIZE,
  RANKING_PAGE_SIZE,
  WORKLOAD_MIN,
} from '../constants';
import { z } from '../zod';
import { flag, idParam, pageFields, recordsPage } from './common';
import { learningStatus } from './learning-common';

/**
 * The learner's journey (document 3, 2.8 to 2.10, 7.4, 7.5 and 7.7): history, certificates and their
 * authenticity, campaign ranking, comments, external courses and class attachments.
 */

// ---------------------------------------------------------------------------------------------------
// History and certificates
// ---------------------------------------------------------------------------------------------------

export const historyQuery = z.object({
  onlyWithCertificate: z
    .union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** A history entry (spec 3, 3) with what the table needs to link and download. */
export const historyEntry = z.object({
  idEnrollment: z.number(),
  idNodeEnrollment: z.number().nullable(),
  idContentItem: z.number().nullable(),
  idCertificate: z.number().nullable(),
  nodeCode: z.string(),
  title: z.string(),
  teamName: z.string(),
  enrollmentStatus: learningStatus,
  nodeStatus: z.string(),
  progress: z.number(),
  grade: z.number().nullable(),
  startDate: z.string().nullable(),
  finishDate: z.string().nullable(),
  validityDate: z.string().nullable(),
  workload: z.number().nullable(),
  allowAccessUponCompletion: flag,
  /** 1 when the certificate may be downloaded now. */
  canDownloadCertificate: flag,
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyResponse = z.object({ success: z.literal(true), history: z.array(historyEntry) });
export type HistoryResponse = z.infer<typeof historyResponse>;

/** `POST /certificate`: the member, the enrollment and optionally a child page's node enrollment. */
export const certificateRequest = z.object({
  idUser: z.number().int().positive(),
  idEnrollment: z.number().int().positive(),
  idNodeEnrollment: z.number().int().positive().nullable().optional(),
});
export type CertificateRequest = z.infer<typeof certificateRequest>;

export const authenticityParams = z.object({
  authenticityID: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Código de certificado inválido.'),
});
export const certificateAuthenticity = z.object({
  username: z.string(),
  title: z.string(),
  startDate: z.string().nullable(),
  finishDate: z.string().nullable(),
  progress: z.number(),
  token: z.string(),
  workload: z.number().nullable(),
  companyName: z.string(),
});
export type CertificateAuthenticity = z.infer<typeof certificateAuthenticity>;
export const certificateAuthenticityResponse = z.object({
  success: z.literal(true),
  certificate: certificateAuthenticity,
});
export type CertificateAuthenticityResponse = z.infer<typeof certificateAuthenticityResponse>;

// ---------------------------------------------------------------------------------------------------
// Features
// ---------------------------------------------------------------------------------------------------

export const featureParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[A-Za-z0-9_]+$/, 'Funcionalidade inválida.'),
});
export const featureResponse = z.object({ success: z.literal(true), active: z.boolean() });
export type FeatureResponse = z.infer<typeof featureResponse>;

// ---------------------------------------------------------------------------------------------------
// Campaign ranking (spec 3, 7.5)
// ---------------------------------------------------------------------------------------------------

/** A department name as a filter; empty means every department. */
const department = z.string().trim().max(200).optional();

export const campaignParams = z.object({ idCampaign: idParam });
export const campaignUserParams = campaignParams.extend({ idUser: idParam });
export const rankingQuery = z.object({
  ...pageFields(50, RANKING_PAGE_SIZE),
  department,
});
export const rankingRow = z.object({ position: z.number(), idUser: z.number(), name: z.string(), points: z.number() });
export type RankingRow = z.infer<typeof rankingRow>;
export const rankingResponse = z.object({
  success: z.literal(true),
  campaignpoints: z.array(rankingRow),
  totalRecords: z.number(),
});
export type RankingResponse = z.infer<typeof rankingResponse>;
export const campaignUserQuery = z.object({ department });
export const campaignUserResponse = z.object({
  success: z.literal(true),
  /** null when the member has no points in the campaign (or is not of the department asked for). */
  campaignUserDetail: z.object({ position: z.number(), points: z.number() }).nullable(),
  /** The member's own department, to say when a filter leaves them out. */
  department: z.string().nullable(),
});
export type CampaignUserResponse = z.infer<typeof campaignUserResponse>;
export const campaignDepartmentsResponse = z.object({
  success: z.literal(true),
  result: z.array(z.object({ name: z.string() })),
});
export type CampaignDepartmentsResponse = z.infer<typeof campaignDepartmentsResponse>;
export const userIsInCampaignResponse = z.object({ success: z.literal(true), userIsInCampaign: z.boolean() });
/** `GET /learning/categories/campaign/:id`: the campaign. */
export const campaignCategoriesParams = z.object({ id: idParam });
export const campaignCategoriesResponse = z.object({
  success: z.literal(true),
  campaign: z.object({
    idgamification_campaign: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
  }),
  result: z.array(z.object({ idEvent: z.number(), name: z.string(), points: z.number() })),
});
export type CampaignCategoriesResponse = z.infer<typeof campaignCategoriesResponse>;

// ---------------------------------------------------------------------------------------------------
// Comments (spec 3, 4.11 and 7.7)
// ---------------------------------------------------------------------------------------------------

export const COMMENT_ENTITY_TYPES = ['TEAM', 'NODE'] as const;
/** `:commentEntityType/:entityId` (the first named apart from the audit log's `entityType` filter). */
export const commentEntityParams = z.object({
  commentEntityType: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(COMMENT_ENTITY_TYPES, 'Tipo de entidade inválido.')),
  entityId: idParam,
});
export const commentParams = commentEntityParams.extend({ idComment: idParam });
export const commentsQuery = z.object({
  ...pageFields(50, COMMENTS_PAGE_SIZE),
  idParentComment: idParam.optional(),
});
const commentText = z
  .string()
  .max(COMMENT_MAX_LENGTH, `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH} caracteres.`)
  .refine((text) => text.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0, 'Escreva uma mensagem.');
export const createCommentRequest = z.object({
  text: commentText,
  idParentComment: z.number().int().positive().nullable().optional(),
});
export type CreateCommentRequest = z.infer<typeof createCommentRequest>;
export const updateCommentRequest = z.object({ text: commentText });
export const reportCommentRequest = z.object({ idComment: z.number().int().positive() });

export const comment = z.object({
  idComment: z.number(),
  idParentComment: z.number().nullable(),
  /** Cleaned HTML; empty when hidden by an administrator. */
  text: z.string(),
  createdBy: z.number(),
  name: z.string(),
  photo: z.string().nullable(),
  creationDate: z.string(),
  lastModifiedDate: z.string().nullable(),
  totalReplies: z.number(),
  totalReports: z.number(),
  /** 1 when hidden for inappropriate content. */
  hiddenBy: flag,
  reportedByMe: flag,
});
export type Comment = z.infer<typeof comment>;
export const commentsResponse = z.object({
  success: z.literal(true),
  data: z.object({ comments: z.array(comment), totalRecords: z.number() }),
});
export type CommentsResponse = z.infer<typeof commentsResponse>;
export const commentResponse = z.object({ success: z.literal(true), data: comment });

// ---------------------------------------------------------------------------------------------------
// External courses (spec 3, 4.12, 5 and 7.7)
// ---------------------------------------------------------------------------------------------------

export const EXTERNAL_COURSE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED'] as const;
export const externalCourseStatus = z.enum(EXTERNAL_COURSE_STATUSES);
export const EXTERNAL_COURSE_TYPES = ['IN_PERSON', 'ONLINE', 'BLENDED'] as const;

const requiredText = (max: number) =>
  z
    .string('*Preenchimento obrigatório')
    .trim()
    .min(1, '*Preenchimento obrigatório')
    .max(max, `Use no máximo ${max} caracteres.`);
const day = z
  .string('*Preenchimento obrigatório')
  .regex(/^\d{4}-\d{2}-\d{2}$/, '*Preenchimento obrigatório')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Data inválida.');

/** The registration form; the period against today is checked by the form and the server with the shared rule. */
export const externalCourseForm = z.object({
  title: requiredText(EXTERNAL_COURSE_TEXT_MAX_LENGTH),
  type: z.enum(EXTERNAL_COURSE_TYPES, '*Preenchimento obrigatório'),
  workload: z.coerce
    .number('O valor deve ser maior que 0')
    .int('O valor deve ser um número inteiro.')
    .min(WORKLOAD_MIN, 'O valor deve ser maior que 0')
    .max(100_000, 'Carga horária muito alta.'),
  startDate: day,
  finishDate: day,
  expirationDate: day.nullable().optional(),
  entityName: requiredText(EXTERNAL_COURSE_TEXT_MAX_LENGTH),
  evidencePath: z.string().trim().max(1000).nullable().optional(),
});
export type ExternalCourseForm = z.infer<typeof externalCourseForm>;
export const createExternalCourseRequest = externalCourseForm.extend({
  idParentUserExternalCourse: z.number().int().positive().nullable().optional(),
});
export type CreateExternalCourseRequest = z.infer<typeof createExternalCourseRequest>;
export const updateExternalCourseRequest = externalCourseForm.extend({
  idUserExternalCourse: z.number().int().positive().optional(),
});
export const externalCourseParams = z.object({ id: idParam });
export const externalCoursesQuery = z.object({
  ...pageFields(50, EXTERNAL_COURSES_PAGE_SIZE),
  statuses: z
    .string()
    .max(100)
    .optional()
    .transform((value, ctx) => {
      const list = (value ?? '')
        .split(',')
        .map((entry) => entry.trim().toUpperCase())
        .filter((entry) => entry && entry !== 'ALL');
      for (const entry of list) {
        if (!(EXTERNAL_COURSE_STATUSES as readonly string[]).includes(entry)) {
          ctx.addIssue({ code: 'custom', message: 'Status inválido.' });
          return z.NEVER;
        }
      }
      return list as Array<(typeof EXTERNAL_COURSE_STATUSES)[number]>;
    }),
});
export const externalCourse = z.object({
  idUserExternalCourse: z.number(),
  title: z.string(),
  type: z.enum(EXTERNAL_COURSE_TYPES),
  workload: z.number(),
  startDate: z.string(),
  finishDate: z.string(),
  expirationDate: z.string().nullable(),
  entityName: z.string(),
  evidencePath: z.string().nullable(),
  status: externalCourseStatus,
  statusReason: z.string().nullable(),
  hasResubmission: flag,
  idParentUserExternalCourse: z.number().nullable(),
  creationDate: z.string(),
  lastModifiedDate: z.string(),
});
export type ExternalCourse = z.infer<typeof externalCourse>;
export const externalCoursesResponse = recordsPage(externalCourse);
export type ExternalCoursesResponse = z.infer<typeof externalCoursesResponse>;
export const externalCourseResponse = z.object({ success: z.literal(true), result: externalCourse });
export type ExternalCourseResponse = z.infer<typeof externalCourseResponse>;
export const externalCourseUploadResponse = z.object({ success: z.literal(true), externalCourse: z.string() });

// ---------------------------------------------------------------------------------------------------
// Attachments (spec 3, 2.10 and 7.7)
// ---------------------------------------------------------------------------------------------------

export const attachmentsParams = z.object({ idTeam: idParam });
export const attachmentsQuery = z.object(pageFields(100, ATTACHMENTS_PAGE_SIZE));
export const attachment = z.object({
  idAttachment: z.number(),
  idAttachmentType: z.number(),
  /** The type's name ('PDF', 'Apresentação'...) and the formats it accepts. */
  name: z.string(),
  acceptFormats: z.string(),
  title: z.string(),
  url: z.string(),
  format: z.string(),
});
export type Attachment = z.infer<typeof attachment>;
export const attachmentsResponse = z.object({
  success: z.literal(true),
  result: z.array(attachment),
  totalRecords: z.number(),
});
export type AttachmentsResponse = z.infer<typeof attachmentsResponse>;

// ---------------------------------------------------------------------------------------------------
// Administration: external courses and reported comments
// ---------------------------------------------------------------------------------------------------

export const adminExternalCoursesQuery = z.object({
  ...pageFields(100, 20),
  status: externalCourseStatus.optional(),
});
export const adminExternalCourse = externalCourse.extend({ idUser: z.number(), userName: z.string() });
export type AdminExternalCourse = z.infer<typeof adminExternalCourse>;
export const adminExternalCoursesResponse = recordsPage(adminExternalCourse);
export type AdminExternalCoursesResponse = z.infer<typeof adminExternalCoursesResponse>;
export const rejectExternalCourseRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Informe o motivo da rejeição.')
    .max(EXTERNAL_COURSE_REASON_MAX_LENGTH, `Use no máximo ${EXTERNAL_COURSE_REASON_MAX_LENGTH} caracteres.`),
});
export const adminReportedComment = z.object({
  idComment: z.number(),
  entityType: z.string(),
  entityId: z.number(),
  entityTitle: z.string(),
  text: z.string(),
  authorName: z.string(),
  creationDate: z.string(),
  totalReports: z.number(),
});
export type AdminReportedComment = z.infer<typeof adminReportedComment>;
export const adminReportedCommentsResponse = z.object({
  success: z.literal(true),
  result: z.array(adminReportedComment),
});
export type AdminReportedCommentsResponse = z.infer<typeof adminReportedCommentsResponse>;
/** `/admin/comments/:idComment/...`: a reported comment the console decides on. */
export const reportedCommentParams = z.object({ idComment: idParam });
