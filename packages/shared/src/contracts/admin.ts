import type * as admin from '../api/admin';
import type * as journey from '../api/learning-journey';
import { contract } from '../contract';

/**
 * The administration calls (`/admin/...`): only an administrator of the caller's company; every change is
 * recorded in the audit log.
 */

/** The company's members, searched by name, e-mail or login. */
export const listAdminUsers = contract<{
  query: typeof admin.adminUsersQuery;
  response: typeof admin.adminUsersResponse;
}>('GET', '/admin/users');

/** Creates a member. */
export const createAdminUser = contract<{
  body: typeof admin.createUserRequest;
  response: typeof admin.createUserResponse;
}>('POST', '/admin/users');

/** Creates or updates members from a CSV file's text; nothing is imported when a line has a problem. */
export const importAdminUsers = contract<{
  body: typeof admin.importUsersRequest;
  response: typeof admin.importUsersResponse;
}>('POST', '/admin/users/import');

/** Turns a member off: they can no longer sign in. */
export const deactivateAdminUser = contract<{
  params: typeof admin.adminUserParams;
  response: typeof admin.userStatusResponse;
}>('PUT', '/admin/users/:idUser/deactivate');

/** Turns a member on again. */
export const activateAdminUser = contract<{
  params: typeof admin.adminUserParams;
  response: typeof admin.userStatusResponse;
}>('PUT', '/admin/users/:idUser/activate');

/** The members' enrollment requests, newest first, by status. */
export const listAdminEnrollmentRequests = contract<{
  query: typeof admin.adminEnrollmentRequestsQuery;
  response: typeof admin.adminEnrollmentRequestsResponse;
}>('GET', '/admin/enrollment-requests');

/** Approves an enrollment request (with an optional note): the member is enrolled in the class. */
export const approveAdminEnrollmentRequest = contract<{
  params: typeof admin.enrollmentRequestParams;
  body: typeof admin.approveEnrollmentRequest;
  response: typeof admin.decideEnrollmentResponse;
}>('PUT', '/admin/enrollment-requests/:idEnrollmentRequest/approve');

/** Denies an enrollment request with the justification the member will read. */
export const denyAdminEnrollmentRequest = contract<{
  params: typeof admin.enrollmentRequestParams;
  body: typeof admin.denyEnrollmentRequest;
  response: typeof admin.decideEnrollmentResponse;
}>('PUT', '/admin/enrollment-requests/:idEnrollmentRequest/deny');

/** The company's campaigns with their participants and points. */
export const listAdminCampaigns = contract<{ response: typeof admin.adminCampaignsResponse }>(
  'GET',
  '/admin/campaigns',
);

/** Turns a campaign on or off. */
export const setAdminCampaignActive = contract<{
  params: typeof journey.campaignParams;
  body: typeof admin.setCampaignActiveRequest;
  response: typeof admin.adminCampaignResponse;
}>('PUT', '/admin/campaigns/:idCampaign/status');

/** A campaign's members by points. */
export const getAdminCampaignRanking = contract<{
  params: typeof journey.campaignParams;
  response: typeof admin.adminCampaignRanking;
}>('GET', '/admin/campaigns/:idCampaign/points');

/** The company's audit log, newest first, by entity type and source. */
export const listAuditLog = contract<{ query: typeof admin.auditLogQuery; response: typeof admin.auditLogResponse }>(
  'GET',
  '/admin/audit-log',
);
