import type {
  adminCampaignRanking,
  adminCampaignResponse,
  adminCampaignsResponse,
  adminEnrollmentRequestsQuery,
  adminEnrollmentRequestsResponse,
  adminUserParams,
  adminUsersQuery,
  adminUsersResponse,
  approveEnrollmentRequest,
  auditLogQuery,
  auditLogResponse,
  createUserRequest,
  createUserResponse,
  decideEnrollmentResponse,
  denyEnrollmentRequest,
  enrollmentRequestParams,
  importUsersRequest,
  importUsersResponse,
  setCampaignActiveRequest,
  userStatusResponse,
} from '../api/admin';
import type { campaignParams } from '../api/learning-journey';
import { contract } from '../contract';

/**
 * The administration calls (`/admin/...`): only an administrator of the caller's company; every change is
 * recorded in the audit log.
 */

/** The company's members, searched by name, e-mail or login. */
export const listAdminUsers = contract<{ query: typeof adminUsersQuery; response: typeof adminUsersResponse }>(
  'GET',
  '/admin/users',
);

/** Creates a member. */
export const createAdminUser = contract<{ body: typeof createUserRequest; response: typeof createUserResponse }>(
  'POST',
  '/admin/users',
);

/** Creates or updates members from a CSV file's text; nothing is imported when a line has a problem. */
export const importAdminUsers = contract<{ body: typeof importUsersRequest; response: typeof importUsersResponse }>(
  'POST',
  '/admin/users/import',
);

/** Turns a member off: they can no longer sign in. */
export const deactivateAdminUser = contract<{ params: typeof adminUserParams; response: typeof userStatusResponse }>(
  'PUT',
  '/admin/users/:idUser/deactivate',
);

/** Turns a member on again. */
export const activateAdminUser = contract<{ params: typeof adminUserParams; response: typeof userStatusResponse }>(
  'PUT',
  '/admin/users/:idUser/activate',
);

/** The members' enrollment requests, newest first, by status. */
export const listAdminEnrollmentRequests = contract<{
  query: typeof adminEnrollmentRequestsQuery;
  response: typeof adminEnrollmentRequestsResponse;
}>('GET', '/admin/enrollment-requests');

/** Approves an enrollment request (with an optional note): the member is enrolled in the class. */
export const approveAdminEnrollmentRequest = contract<{
  params: typeof enrollmentRequestParams;
  body: typeof approveEnrollmentRequest;
  response: typeof decideEnrollmentResponse;
}>('PUT', '/admin/enrollment-requests/:idEnrollmentRequest/approve');

/** Denies an enrollment request with the justification the member will read. */
export const denyAdminEnrollmentRequest = contract<{
  params: typeof enrollmentRequestParams;
  body: typeof denyEnrollmentRequest;
  response: typeof decideEnrollmentResponse;
}>('PUT', '/admin/enrollment-requests/:idEnrollmentRequest/deny');

/** The company's campaigns with their participants and points. */
export const listAdminCampaigns = contract<{ response: typeof adminCampaignsResponse }>('GET', '/admin/campaigns');

/** Turns a campaign on or off. */
export const setAdminCampaignActive = contract<{
  params: typeof campaignParams;
  body: typeof setCampaignActiveRequest;
  response: typeof adminCampaignResponse;
}>('PUT', '/admin/campaigns/:idCampaign/status');

/** A campaign's members by points. */
export const getAdminCampaignRanking = contract<{
  params: typeof campaignParams;
  response: typeof adminCampaignRanking;
}>('GET', '/admin/campaigns/:idCampaign/points');

/** The company's audit log, newest first, by entity type and source. */
export const listAuditLog = contract<{ query: typeof auditLogQuery; response: typeof auditLogResponse }>(
  'GET',
  '/admin/audit-log',
);
