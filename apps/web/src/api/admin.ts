import type * as admin from '@trilha/shared/api/admin';
import type { ScormAllowedOriginsRequest } from '@trilha/shared/api/learning-scorm';
import * as adminCalls from '@trilha/shared/contracts/admin';
import * as scormCalls from '@trilha/shared/contracts/learning-scorm';
import { call, sendForm } from './client';

/** Uploads may take longer than an ordinary call: a large package on a slow connection. */
const PACKAGE_UPLOAD_TIMEOUT_MS = 30 * 60 * 1000;

/** `GET /admin/users`: the company's members, searched by name, e-mail or login. */
export const fetchAdminUsers = (query: admin.AdminUsersQuery) => call(adminCalls.listAdminUsers, { query });

/** `POST /admin/users`. */
export const createAdminUser = (body: admin.CreateUserRequest) => call(adminCalls.createAdminUser, { body });

/** `PUT /admin/users/:idUser/deactivate` or `/activate`. */
export const setAdminUserActive = (idUser: number, active: boolean) =>
  call(active ? adminCalls.activateAdminUser : adminCalls.deactivateAdminUser, { params: { idUser } });

/** `POST /admin/users/import`: a CSV file's text. */
export const importAdminUsers = (csv: string) => call(adminCalls.importAdminUsers, { body: { csv } });

/** `GET /admin/enrollment-requests`. */
export const fetchAdminEnrollmentRequests = (query: admin.AdminEnrollmentRequestsQuery) =>
  call(adminCalls.listAdminEnrollmentRequests, { query });

/** `PUT /admin/enrollment-requests/:id/approve` or `/deny` (a denial needs its justification). */
export const decideEnrollmentRequest = (idEnrollmentRequest: number, approve: boolean, justification: string) =>
  approve
    ? call(adminCalls.approveAdminEnrollmentRequest, {
        params: { idEnrollmentRequest },
        body: justification ? { justification } : {},
      })
    : call(adminCalls.denyAdminEnrollmentRequest, { params: { idEnrollmentRequest }, body: { justification } });

/** `GET /admin/campaigns`. */
export const fetchAdminCampaigns = () => call(adminCalls.listAdminCampaigns);

/** `GET /admin/campaigns/:idCampaign/points`: the members' points. */
export const fetchAdminCampaignRanking = (idCampaign: number) =>
  call(adminCalls.getAdminCampaignRanking, { params: { idCampaign } });

/** `PUT /admin/campaigns/:idCampaign/status`. */
export const setAdminCampaignActive = (idCampaign: number, active: boolean) =>
  call(adminCalls.setAdminCampaignActive, { params: { idCampaign }, body: { active: active ? 1 : 0 } });

/** `GET /admin/audit-log`. */
export const fetchAuditLog = (query: admin.AuditLogQuery) => call(adminCalls.listAuditLog, { query });

/** `GET /admin/scorm-packages`: the newest packages and the contents one can be attached to. */
export const fetchScormPackages = () => call(scormCalls.listScormPackages);

/** `POST /admin/scorm-packages`: a zip (multipart `file`) with an optional title and content. */
export function uploadScormPackage(
  file: File,
  fields: { title?: string | undefined; idContentItem?: number | undefined },
) {
  const form = new FormData();
  if (fields.title) form.set('title', fields.title);
  if (fields.idContentItem) form.set('idContentItem', String(fields.idContentItem));
  form.set('file', file, file.name);
  return sendForm(scormCalls.uploadScormPackage, form, { timeoutMs: PACKAGE_UPLOAD_TIMEOUT_MS });
}

/** `PUT /admin/scorm-packages/:idScormPackage/allowed-origins`: the outside origins a package may load from. */
export const allowScormOrigins = (idScormPackage: number, body: ScormAllowedOriginsRequest) =>
  call(scormCalls.allowScormOrigins, { params: { idScormPackage }, body });
