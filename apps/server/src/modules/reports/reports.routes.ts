import { errorResponse, idParam } from '@trilha/shared/api/common';
import {
  completionMembersQuery,
  completionMembersResponse,
  completionQuery,
  completionResponse,
  complianceMembersQuery,
  complianceMembersResponse,
  complianceQuery,
  complianceRemindersRequest,
  complianceRemindersResponse,
  complianceResponse,
  engagementCommunityQuery,
  engagementCommunityResponse,
  engagementContentsQuery,
  engagementContentsResponse,
  engagementPointsQuery,
  engagementPointsResponse,
  evaluationCommentsQuery,
  evaluationCommentsResponse,
  evaluationDetailQuery,
  evaluationDetailResponse,
  evaluationsQuery,
  evaluationsResponse,
  exportFormat,
  membersQuery,
  membersResponse,
  reportOptionsResponse,
  scormAttemptsQuery,
  scormAttemptsResponse,
  scormPackagesQuery,
  scormPackagesResponse,
  transcriptQuery,
  transcriptResponse,
} from '@trilha/shared/api/reports';
import { z } from '@trilha/shared/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../platform/file-response';
import type { TableName } from './report-tables';
import type { ReportsService } from './reports.service';

const withFormat = <T extends z.ZodObject>(query: T) => query.extend({ format: exportFormat });

const siteOf = (request: FastifyRequest) => ({ host: request.headers.host, protocol: request.protocol });

/**
 * The reports API (`/reports/...`, listed in docs/api.md): administrators read their company, managers
 * their team; each table has its `/export` (CSV or XLSX of every filtered row), refused in a support session.
 */
export const reportsRoutes =
  ({ reportsService }: { reportsService: ReportsService }): FastifyPluginAsyncZod =>
  async (app) => {
    type Query = Parameters<ReportsService['members']>[1];
    const tables: Array<{
      path: string;
      name: TableName;
      query: z.ZodObject;
      response: z.ZodType;
      read: (request: FastifyRequest) => Promise<unknown>;
    }> = [
      {
        path: '/reports/completion',
        name: 'completion',
        query: completionQuery,
        response: completionResponse,
        read: (request) => reportsService.completion(request.auth, request.query as Query),
      },
      {
        path: '/reports/completion/members',
        name: 'completionMembers',
        query: completionMembersQuery,
        response: completionMembersResponse,
        read: (request) => reportsService.completionMembers(request.auth, request.query as Query),
      },
      {
        path: '/reports/members',
        name: 'members',
        query: membersQuery,
        response: membersResponse,
        read: (request) => reportsService.members(request.auth, request.query as Query),
      },
      {
        path: '/reports/compliance',
        name: 'compliance',
        query: complianceQuery,
        response: complianceResponse,
        read: (request) => reportsService.compliance(request.auth, request.query as Query),
      },
      {
        path: '/reports/compliance/members',
        name: 'complianceMembers',
        query: complianceMembersQuery,
        response: complianceMembersResponse,
        read: (request) => reportsService.complianceMembers(request.auth, request.query as Query),
      },
      {
        path: '/reports/evaluations',
        name: 'evaluations',
        query: evaluationsQuery,
        response: evaluationsResponse,
        read: (request) => reportsService.evaluations(request.auth, request.query as Query),
      },
      {
        path: '/reports/scorm',
        name: 'scormPackages',
        query: scormPackagesQuery,
        response: scormPackagesResponse,
        read: (request) => reportsService.scormPackages(request.auth, request.query as Query),
      },
      {
        path: '/reports/scorm/attempts',
        name: 'scormAttempts',
        query: scormAttemptsQuery,
        response: scormAttemptsResponse,
        read: (request) => reportsService.scormAttempts(request.auth, request.query as Query),
      },
      {
        path: '/reports/engagement/contents',
        name: 'engagementContents',
        query: engagementContentsQuery,
        response: engagementContentsResponse,
        read: (request) => reportsService.engagementContents(request.auth, request.query as Query),
      },
      {
        path: '/reports/engagement/community',
        name: 'engagementCommunity',
        query: engagementCommunityQuery,
        response: engagementCommunityResponse,
        read: (request) => reportsService.engagementCommunity(request.auth, request.query as Query),
      },
      {
        path: '/reports/engagement/points',
        name: 'engagementPoints',
        query: engagementPointsQuery,
        response: engagementPointsResponse,
        read: (request) => reportsService.engagementPoints(request.auth, request.query as Query),
      },
    ];

    app.get('/reports/options', { schema: { response: { 200: reportOptionsResponse } } }, async (request) =>
      reportsService.options(request.auth),
    );

    for (const table of tables) {
      app.get(table.path, { schema: { querystring: table.query, response: { 200: table.response } } }, table.read);
      app.get(
        `${table.path}/export`,
        { schema: { querystring: withFormat(table.query), response: { 403: errorResponse } } },
        async (request, reply) => {
          const file = await reportsService.exportTable(
            table.name,
            request.auth,
            request.query as Query & { format: 'csv' | 'xlsx' },
          );
          return sendDownload(reply, file, file.stream);
        },
      );
    }

    const evaluationParams = z.object({ idEvaluation: idParam });
    app.get(
      '/reports/evaluations/:idEvaluation',
      {
        schema: {
          params: evaluationParams,
          querystring: evaluationDetailQuery,
          response: { 200: evaluationDetailResponse },
        },
      },
      async (request) => reportsService.evaluationDetail(request.auth, request.params.idEvaluation, request.query),
    );
    app.get(
      '/reports/evaluations/:idEvaluation/export',
      { schema: { params: evaluationParams, querystring: withFormat(evaluationDetailQuery) } },
      async (request, reply) => {
        const file = await reportsService.exportEvaluationQuestions(
          request.auth,
          request.params.idEvaluation,
          request.query as Query & { format: 'csv' | 'xlsx' },
        );
        return sendDownload(reply, file, file.stream);
      },
    );
    app.get(
      '/reports/evaluations/:idEvaluation/comments',
      {
        schema: {
          params: evaluationParams,
          querystring: evaluationCommentsQuery,
          response: { 200: evaluationCommentsResponse },
        },
      },
      async (request) =>
        reportsService.evaluationComments(request.auth, request.params.idEvaluation, request.query as Query),
    );
    app.get(
      '/reports/evaluations/:idEvaluation/comments/export',
      { schema: { params: evaluationParams, querystring: withFormat(evaluationCommentsQuery) } },
      async (request, reply) => {
        const file = await reportsService.exportTable('evaluationComments', request.auth, {
          ...(request.query as Query & { format: 'csv' | 'xlsx' }),
          idEvaluation: request.params.idEvaluation,
        });
        return sendDownload(reply, file, file.stream);
      },
    );

    const memberParams = z.object({ idUser: idParam });
    app.get(
      '/reports/members/:idUser/transcript',
      { schema: { params: memberParams, querystring: transcriptQuery, response: { 200: transcriptResponse } } },
      async (request) => reportsService.transcript(request.auth, request.params.idUser, request.query, siteOf(request)),
    );
    app.get(
      '/reports/members/:idUser/transcript/pdf',
      { schema: { params: memberParams, querystring: transcriptQuery } },
      async (request, reply) => {
        const file = await reportsService.transcriptPdf(
          request.auth,
          request.params.idUser,
          request.query,
          siteOf(request),
        );
        return sendDownload(reply, { contentType: 'application/pdf', fileName: file.fileName }, Buffer.from(file.pdf));
      },
    );

    app.post(
      '/reports/compliance/reminders',
      { schema: { body: complianceRemindersRequest, response: { 200: complianceRemindersResponse } } },
      async (request) => reportsService.sendReminders(request.auth, request.body, siteOf(request), request.id),
    );
  };
