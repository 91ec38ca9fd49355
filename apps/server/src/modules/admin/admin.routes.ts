import * as admin from '@trilha/shared/api/admin';
import * as journey from '@trilha/shared/api/learning-journey';
import * as adminCalls from '@trilha/shared/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { AdminService } from './admin.service';

/**
 * The administration API under `/admin`: every route answers 403 to a member who is not an administrator
 * of the company of their token, before the request is even validated.
 */
export const adminRoutes =
  ({ adminService }: { adminService: AdminService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', async (request) => adminService.requireAdmin(request.auth));

    route(
      app,
      adminCalls.listAdminUsers,
      { schema: { query: admin.adminUsersQuery, response: admin.adminUsersResponse } },
      async (request) => adminService.listUsers(request.auth, request.query),
    );

    route(
      app,
      adminCalls.createAdminUser,
      { schema: { body: admin.createUserRequest, response: admin.createUserResponse } },
      async (request) => adminService.createUser(request.auth, request.body, request.id),
    );

    route(
      app,
      adminCalls.importAdminUsers,
      { schema: { body: admin.importUsersRequest, response: admin.importUsersResponse }, bodyLimit: 4 * 1024 * 1024 },
      async (request) => adminService.importUsers(request.auth, request.body.csv, request.id),
    );

    route(
      app,
      adminCalls.deactivateAdminUser,
      { schema: { params: admin.adminUserParams, response: admin.userStatusResponse } },
      async (request) => adminService.setUserActive(request.auth, request.params.idUser, 0, request.id),
    );

    route(
      app,
      adminCalls.activateAdminUser,
      { schema: { params: admin.adminUserParams, response: admin.userStatusResponse } },
      async (request) => adminService.setUserActive(request.auth, request.params.idUser, 1, request.id),
    );

    route(
      app,
      adminCalls.listAdminEnrollmentRequests,
      { schema: { query: admin.adminEnrollmentRequestsQuery, response: admin.adminEnrollmentRequestsResponse } },
      async (request) => adminService.listEnrollmentRequests(request.auth, request.query),
    );

    route(
      app,
      adminCalls.approveAdminEnrollmentRequest,
      {
        schema: {
          params: admin.enrollmentRequestParams,
          body: admin.approveEnrollmentRequest,
          response: admin.decideEnrollmentResponse,
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

    route(
      app,
      adminCalls.denyAdminEnrollmentRequest,
      {
        schema: {
          params: admin.enrollmentRequestParams,
          body: admin.denyEnrollmentRequest,
          response: admin.decideEnrollmentResponse,
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

    route(app, adminCalls.listAdminCampaigns, { schema: { response: admin.adminCampaignsResponse } }, async (request) =>
      adminService.listCampaigns(request.auth),
    );

    route(
      app,
      adminCalls.setAdminCampaignActive,
      {
        schema: {
          params: journey.campaignParams,
          body: admin.setCampaignActiveRequest,
          response: admin.adminCampaignResponse,
        },
      },
      async (request) =>
        adminService.setCampaignActive(request.auth, request.params.idCampaign, request.body.active, request.id),
    );

    route(
      app,
      adminCalls.getAdminCampaignRanking,
      { schema: { params: journey.campaignParams, response: admin.adminCampaignRanking } },
      async (request) => adminService.campaignRanking(request.auth, request.params.idCampaign),
    );

    route(
      app,
      adminCalls.listAuditLog,
      { schema: { query: admin.auditLogQuery, response: admin.auditLogResponse } },
      async (request) => adminService.auditLog(request.auth, request.query),
    );

    // Not a contract's call: its refusal answers every problem of the pack by its path in the pack (the command
    // line's list), a body of its own that no client of the web sends or reads.
    app.put(
      '/admin/pack',
      {
        schema: {
          body: admin.importPackRequest,
          response: { 200: admin.importPackResponse, 400: admin.importPackProblemsResponse },
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

    // The pack as a file to keep (its own shape, `pack-format.ts`): not a contract's answer.
    app.get('/admin/pack', async (request, reply) => {
      const pack = await adminService.exportPack(request.auth);
      return reply.header('cache-control', 'no-store').send(pack);
    });
  };
