import type {
  AdminCampaignRanking,
  AdminCampaignsResponse,
  AdminEnrollmentRequest,
  AdminEnrollmentRequestsQuery,
  AdminEnrollmentRequestsResponse,
  AdminUser,
  AdminUsersQuery,
  AdminUsersResponse,
  AuditLogQuery,
  AuditLogResponse,
  CreateUserRequest,
  ImportUsersResponse,
} from '@trilha/shared/api/admin';
import { request } from './client';

/** `GET /admin/users`: the company's members, searched by name, e-mail or login. */
export const fetchAdminUsers = (query: AdminUsersQuery) =>
  request<AdminUsersResponse>('GET', '/admin/users', { query });

/** `POST /admin/users`. */
export const createAdminUser = (body: CreateUserRequest) =>
  request<{ success: true; user: AdminUser }>('POST', '/admin/users', { body });

/** `PUT /admin/users/:idUser/deactivate` or `/activate`. */
export const setAdminUserActive = (idUser: number, active: boolean) =>
  request<{ success: true; user: AdminUser }>('PUT', `/admin/users/${idUser}/${active ? 'activate' : 'deactivate'}`);

/** `POST /admin/users/import`: a CSV file's text. */
export const importAdminUsers = (csv: string) =>
  request<ImportUsersResponse>('POST', '/admin/users/import', { body: { csv } });

/** `GET /admin/enrollment-requests`. */
export const fetchAdminEnrollmentRequests = (query: AdminEnrollmentRequestsQuery) =>
  request<AdminEnrollmentRequestsResponse>('GET', '/admin/enrollment-requests', { query });

/** `PUT /admin/enrollment-requests/:id/approve` or `/deny` (a denial needs its justification). */
export const decideEnrollmentRequest = (idEnrollmentRequest: number, approve: boolean, justification: string) =>
  request<{ success: true; request: AdminEnrollmentRequest }>(
    'PUT',
    `/admin/enrollment-requests/${idEnrollmentRequest}/${approve ? 'approve' : 'deny'}`,
    { body: justification ? { justification } : {} },
  );

/** `GET /admin/campaigns`. */
export const fetchAdminCampaigns = () => request<AdminCampaignsResponse>('GET', '/admin/campaigns');

/** `GET /admin/campaigns/:idCampaign/points`: the members' points. */
export const fetchAdminCampaignRanking = (idCampaign: number) =>
  request<AdminCampaignRanking>('GET', `/admin/campaigns/${idCampaign}/points`);

/** `PUT /admin/campaigns/:idCampaign/status`. */
export const setAdminCampaignActive = (idCampaign: number, active: boolean) =>
  request<{ success: true }>('PUT', `/admin/campaigns/${idCampaign}/status`, { body: { active: active ? 1 : 0 } });

/** `GET /admin/audit-log`. */
export const fetchAuditLog = (query: AuditLogQuery) => request<AuditLogResponse>('GET', '/admin/audit-log', { query });
