import type {
  AdminEnrollmentRequestsQuery,
  AdminUsersQuery,
  AuditLogQuery,
  CreateUserRequest,
} from '@trilha/shared/api/admin';
import type { ScormAllowedOriginsRequest } from '@trilha/shared/api/learning-scorm';
import { type AnswerOf, pathOf } from '@trilha/shared/contract';
import * as admin from '@trilha/shared/contracts/admin';
import {
  allowScormOrigins as allowScormOriginsCall,
  listScormPackages,
  uploadScormPackage as uploadScormPackageCall,
} from '@trilha/shared/contracts/learning-scorm';
import { call, request } from './client';

/** Uploads may take longer than an ordinary call: a large package on a slow connection. */
const PACKAGE_UPLOAD_TIMEOUT_MS = 30 * 60 * 1000;

/** `GET /admin/users`: the company's members, searched by name, e-mail or login. */
export const fetchAdminUsers = (query: AdminUsersQuery) => call(admin.listAdminUsers, { query });

/** `POST /admin/users`. */
export const createAdminUser = (body: CreateUserRequest) => call(admin.createAdminUser, { body });

/** `PUT /admin/users/:idUser/deactivate` or `/activate`. */
export const setAdminUserActive = (idUser: number, active: boolean) =>
  call(active ? admin.activateAdminUser : admin.deactivateAdminUser, { params: { idUser } });

/** `POST /admin/users/import`: a CSV file's text. */
export const importAdminUsers = (csv: string) => call(admin.importAdminUsers, { body: { csv } });

/** `GET /admin/enrollment-requests`. */
export const fetchAdminEnrollmentRequests = (query: AdminEnrollmentRequestsQuery) =>
  call(admin.listAdminEnrollmentRequests, { query });

/** `PUT /admin/enrollment-requests/:id/approve` or `/deny` (a denial needs its justification). */
export const decideEnrollmentRequest = (idEnrollmentRequest: number, approve: boolean, justification: string) =>
  approve
    ? call(admin.approveAdminEnrollmentRequest, {
        params: { idEnrollmentRequest },
        body: justification ? { justification } : {},
      })
    : call(admin.denyAdminEnrollmentRequest, { params: { idEnrollmentRequest }, body: { justification } });

/** `GET /admin/campaigns`. */
export const fetchAdminCampaigns = () => call(admin.listAdminCampaigns);

/** `GET /admin/campaigns/:idCampaign/points`: the members' points. */
export const fetchAdminCampaignRanking = (idCampaign: number) =>
  call(admin.getAdminCampaignRanking, { params: { idCampaign } });

/** `PUT /admin/campaigns/:idCampaign/status`. */
export const setAdminCampaignActive = (idCampaign: number, active: boolean) =>
  call(admin.setAdminCampaignActive, { params: { idCampaign }, body: { active: active ? 1 : 0 } });

/** `GET /admin/audit-log`. */
export const fetchAuditLog = (query: AuditLogQuery) => call(admin.listAuditLog, { query });

/** `GET /admin/scorm-packages`: the newest packages and the contents one can be attached to. */
export const fetchScormPackages = () => call(listScormPackages);

/** `POST /admin/scorm-packages`: a zip (multipart `file`) with an optional title and content. */
export function uploadScormPackage(
  file: File,
  fields: { title?: string | undefined; idContentItem?: number | undefined },
) {
  const form = new FormData();
  if (fields.title) form.set('title', fields.title);
  if (fields.idContentItem) form.set('idContentItem', String(fields.idContentItem));
  form.set('file', file, file.name);
  // A multipart body, which the contract does not describe: the call's method and path, with the form as is.
  return request<AnswerOf<typeof uploadScormPackageCall>>(
    uploadScormPackageCall.method,
    pathOf(uploadScormPackageCall),
    {
      body: form,
      timeoutMs: PACKAGE_UPLOAD_TIMEOUT_MS,
    },
  );
}

/** `PUT /admin/scorm-packages/:idScormPackage/allowed-origins`: the outside origins a package may load from. */
export const allowScormOrigins = (idScormPackage: number, body: ScormAllowedOriginsRequest) =>
  call(allowScormOriginsCall, { params: { idScormPackage }, body });
