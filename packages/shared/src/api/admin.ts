import { CPF_INVALID_MESSAGE, isValidCpf } from '../rules/cpf';
import { z } from '../zod';
import { errorResponse, flag, idParam, recordsPage } from './common';
import { enrollmentRequestStatus } from './learning-enrollment';

/**
 * The administration API (`/admin/...`): allowed only to administrators of the caller's company (admin 1
 * or 2); every change is recorded in the audit log.
 */

const page = {
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export const adminUser = z.object({
  idUser: z.number(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  department: z.string().nullable(),
  role: z.string().nullable(),
  admin: z.number(),
  active: flag,
  lastAccess: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** A member named in the path (`/admin/users/:idUser/...`). */
export const adminUserParams = z.object({ idUser: idParam });

export const adminUsersQuery = z.object({
  ...page,
  /** Part of the name, e-mail or login. */
  search: z.string().trim().max(200).optional(),
  active: z.enum(['0', '1']).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;
export const adminUsersResponse = recordsPage(adminUser);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullish();

export const createUserRequest = z.object({
  name: z.string().trim().min(1, 'Informe o nome.').max(200),
  email: z.email('E-mail inválido.').trim().toLowerCase().max(254),
  /** The login name; the e-mail when absent. */
  username: z.string().trim().toLowerCase().max(254).optional(),
  cpf: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidCpf(value), CPF_INVALID_MESSAGE)
    .transform((value) => (value === '' ? null : value))
    .nullish(),
  department: optionalText(200),
  role: optionalText(200),
  /** 0 member, 1 or 2 administrator. */
  admin: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;
export const createUserResponse = z.object({ success: z.literal(true), user: adminUser });

export const userStatusResponse = z.object({ success: z.literal(true), user: adminUser });

/** A CSV file's text: a header line (nome, email, login, cpf, departamento, cargo, admin) and one member a line. */
export const importUsersRequest = z.object({ csv: z.string().min(1, 'Envie um arquivo CSV.').max(2_000_000) });
export type ImportUsersRequest = z.infer<typeof importUsersRequest>;
export const csvProblem = z.object({ line: z.number(), field: z.string().nullable(), message: z.string() });
export type CsvProblem = z.infer<typeof csvProblem>;
export const importUsersResponse = z.object({
  success: z.boolean(),
  created: z.number(),
  updated: z.number(),
  /** Every problem found; when there is one, nothing was imported. */
  errors: z.array(csvProblem),
});
export type ImportUsersResponse = z.infer<typeof importUsersResponse>;

export const adminEnrollmentRequest = z.object({
  idEnrollmentRequest: z.number(),
  idUser: z.number(),
  userName: z.string(),
  userEmail: z.string(),
  department: z.string().nullable(),
  nodeCode: z.string(),
  title: z.string(),
  idTeam: z.number(),
  teamName: z.string(),
  status: enrollmentRequestStatus,
  reason: z.string().nullable(),
  idEnrollment: z.number().nullable(),
  creationDate: z.string(),
  statusDate: z.string(),
});
export type AdminEnrollmentRequest = z.infer<typeof adminEnrollmentRequest>;
export const adminEnrollmentRequestsQuery = z.object({ ...page, status: enrollmentRequestStatus.optional() });
export type AdminEnrollmentRequestsQuery = z.infer<typeof adminEnrollmentRequestsQuery>;
export const adminEnrollmentRequestsResponse = recordsPage(adminEnrollmentRequest);
export type AdminEnrollmentRequestsResponse = z.infer<typeof adminEnrollmentRequestsResponse>;

/** An enrollment request named in the path. */
export const enrollmentRequestParams = z.object({ idEnrollmentRequest: idParam });

/** Approving may carry a note; denying needs the justification the member will read. */
export const approveEnrollmentRequest = z.object({ justification: z.string().trim().max(2000).optional() });
export const denyEnrollmentRequest = z.object({
  justification: z.string().trim().min(1, 'Informe a justificativa.').max(2000),
});
export type DecideEnrollmentRequest = z.infer<typeof approveEnrollmentRequest>;
export const decideEnrollmentResponse = z.object({ success: z.literal(true), request: adminEnrollmentRequest });

export const adminCampaign = z.object({
  idCampaign: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  active: flag,
  participants: z.number(),
  totalPoints: z.number(),
  events: z.array(z.object({ idEvent: z.number(), code: z.string(), name: z.string(), points: z.number() })),
});
export type AdminCampaign = z.infer<typeof adminCampaign>;
export const adminCampaignsResponse = z.object({ success: z.literal(true), result: z.array(adminCampaign) });
export type AdminCampaignsResponse = z.infer<typeof adminCampaignsResponse>;

export const adminCampaignRanking = z.object({
  success: z.literal(true),
  result: z.array(z.object({ idUser: z.number(), name: z.string(), points: z.number(), events: z.number() })),
});
export type AdminCampaignRanking = z.infer<typeof adminCampaignRanking>;

export const setCampaignActiveRequest = z.object({ active: flag });
export const adminCampaignResponse = z.object({ success: z.literal(true), campaign: adminCampaign });

export const auditEntry = z.object({
  idAuditLog: z.number(),
  idUser: z.number().nullable(),
  userName: z.string().nullable(),
  supportIdUser: z.number().nullable(),
  supportUserName: z.string().nullable(),
  source: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;
export const auditLogQuery = z.object({
  ...page,
  entityType: z.string().trim().max(40).optional(),
  source: z.enum(['admin', 'pack', 'support']).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
export const auditLogResponse = recordsPage(auditEntry);
export type AuditLogResponse = z.infer<typeof auditLogResponse>;

/** A problem of a pack sent to `PUT /admin/pack`: where in it, and what is wrong. */
export const packProblem = z.object({ path: z.string(), message: z.string() });
/** A whole tenant pack (`pack-format.ts`), checked part by part by the import. */
export const importPackRequest = z.record(z.string(), z.unknown());
/** A refused pack: every problem at once, nothing written. */
export const importPackProblemsResponse = errorResponse.extend({ errors: z.array(packProblem).optional() });
export const importPackResponse = z.object({
  success: z.literal(true),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Parts the pack describes that this installation does not store yet. */
  notImported: z.array(z.string()),
});
export type ImportPackResponse = z.infer<typeof importPackResponse>;
