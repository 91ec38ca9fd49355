import {
  adminCampaignRanking,
  adminCampaignResponse,
  adminCampaignsResponse,
  adminEnrollmentRequestsQuery,
  adminEnrollmentRequestsResponse,
  adminUsersQuery,
  adminUsersResponse,
  approveEnrollmentRequest,
  auditLogQuery,
  auditLogResponse,
  createUserRequest,
  createUserResponse,
  decideEnrollmentResponse,
  denyEnrollmentRequest,
  importPackResponse,
  importUsersRequest,
  importUsersResponse,
  packProblem,
  setCampaignActiveRequest,
  userStatusResponse,
} from '@trilha/shared/api/admin';
import { errorResponse, idParam } from '@trilha/shared/api/common';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminService } from './admin.service';

/**
 * The administration API under `/admin`: every route answers 403 to a member who is not an administrator
 * of the company of their token, before the request is even validated.
 */
export const adminRoutes =
  ({ adminService }: { adminService: AdminService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', async (request) => adminService.requireAdmin(request.auth));

    app.get(
      '/admin/users',
      { schema: { querystring: adminUsersQuery, response: { 200: adminUsersResponse } } },
      async (request) => adminService.listUsers(request.auth, request.query),
    );

    app.post(
      '/admin/users',
      { schema: { body: createUserRequest, response: { 200: createUserResponse } } },
      async (request) => adminService.createUser(request.auth, request.body, request.id),
    );

    app.post(
      '/admin/users/import',
      { schema: { body: importUsersRequest, response: { 200: importUsersResponse } }, bodyLimit: 4 * 1024 * 1024 },
      async (request) => adminService.importUsers(request.auth, request.body.csv, request.id),
    );

    app.put(
      '/admin/users/:idUser/deactivate',
      { schema: { params: z.object({ idUser: idParam }), response: { 200: userStatusResponse } } },
      async (request) => adminService.setUserActive(request.auth, request.params.idUser, 0, request.id),
    );

    app.put(
      '/admin/users/:idUser/activate',
      { schema: { params: z.object({ idUser: idParam }), response: { 200: userStatusResponse } } },
      async (request) => adminService.setUserActive(request.auth, request.params.idUser, 1, request.id),
    );

    app.get(
      '/admin/enrollment-requests',
      { schema: { querystring: adminEnrollmentRequestsQuery, response: { 200: adminEnrollmentRequestsResponse } } },
      async (request) => adminService.listEnrollmentRequests(request.auth, request.query),
    );

    app.put(
      '/admin/enrollment-requests/:idEnrollmentRequest/approve',
      {
        schema: {
          params: z.object({ idEnrollmentRequest: idParam }),
          body: approveEnrollmentRequest,
          response: { 200: decideEnrollmentResponse },
        },
      },
      async (request) =>
        adminService.approveEnrollmentRequest(
          request.auth,
          request.params.idEnrollmentRequest,
          request.body.justification,
          request.id,
        ),
    );

    app.put(
      '/admin/enrollment-requests/:idEnrollmentRequest/deny',
      {
        schema: {
          params: z.object({ idEnrollmentRequest: idParam }),
          body: denyEnrollmentRequest,
          response: { 200: decideEnrollmentResponse },
        },
      },
      async (request) =>
        adminService.denyEnrollmentRequest(
          request.auth,
          request.params.idEnrollmentRequest,
          request.body.justification,
          request.id,
        ),
    );

    app.get('/admin/campaigns', { schema: { response: { 200: adminCampaignsResponse } } }, async (request) =>
      adminService.listCampaigns(request.auth),
    );

    app.put(
      '/admin/campaigns/:idCampaign/status',
      {
        schema: {
          params: z.object({ idCampaign: idParam }),
          body: setCampaignActiveRequest,
          response: { 200: adminCampaignResponse },
        },
      },
      async (request) =>
        adminService.setCampaignActive(request.auth, request.params.idCampaign, request.body.active, request.id),
    );

    app.get(
      '/admin/campaigns/:idCampaign/points',
      { schema: { params: z.object({ idCampaign: idParam }), response: { 200: adminCampaignRanking } } },
      async (request) => adminService.campaignRanking(request.auth, request.params.idCampaign),
    );

    app.get(
      '/admin/audit-log',
      { schema: { querystring: auditLogQuery, response: { 200: auditLogResponse } } },
      async (request) => adminService.auditLog(request.auth, request.query),
    );

    app.put(
      '/admin/pack',
      {
        schema: {
          body: z.record(z.string(), z.unknown()),
          response: { 200: importPackResponse, 400: errorResponse.extend({ errors: z.array(packProblem).optional() }) },
        },
        bodyLimit: 8 * 1024 * 1024,
      },
      async (request, reply) => {
        const outcome = await adminService.importPack(request.auth, request.body, request.id);
        if (outcome.ok) return { success: true as const, ...outcome.result };
        // Every problem of the pack at once, as the command line lists them; nothing was written.
        return reply.code(400).send({
          success: false as const,
          code: 'VALIDATION_FAILED',
          message: 'O pacote tem problemas; nada foi importado.',
          errors: outcome.errors.map((error) => ({ path: error.path, message: error.message })),
          requestId: request.id,
        });
      },
    );

    app.get('/admin/pack', async (request, reply) => {
      const pack = await adminService.exportPack(request.auth);
      return reply.header('cache-control', 'no-store').send(pack);
    });
  };
