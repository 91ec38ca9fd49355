import { errorResponse } from '@trilha/shared/api/common';
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
  evaluationReportParams,
  evaluationsQuery,
  evaluationsResponse,
  exportFormat,
  memberReportParams,
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
import type { Contract } from '@trilha/shared/contract';
import * as c from '@trilha/shared/contracts/reports';
import type { z } from '@trilha/shared/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../platform/file-response';
import { type ContractHandler, route } from '../../platform/route';
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

    /** A table's page (its contract's call) and its `/export`: a CSV or XLSX file of every row the filters select. */
    const table = <Q extends z.ZodObject, R extends z.ZodType>(
      call: Contract<{ query: Q; response: R }>,
      name: TableName,
      schema: { query: Q; response: R },
      read: ContractHandler<{ query: Q; response: R }>,
    ) => {
      route(app, call, { schema }, read);
      app.get(
        `${call.path}/export`,
        { schema: { querystring: withFormat(schema.query), response: { 403: errorResponse } } },
        async (request, reply) => {
          const file = await reportsService.exportTable(
            name,
            request.auth,
            request.query as Query & { format: 'csv' | 'xlsx' },
          );
          return sendDownload(reply, file, file.stream);
        },
      );
    };

    route(app, c.getReportOptions, { schema: { response: reportOptionsResponse } }, async (request) =>
      reportsService.options(request.auth),
    );

    table(
      c.readCompletionReport,
      'completion',
      { query: completionQuery, response: completionResponse },
      async (request) => reportsService.completion(request.auth, request.query),
    );
    table(
      c.readCompletionMembersReport,
      'completionMembers',
      { query: completionMembersQuery, response: completionMembersResponse },
      async (request) => reportsService.completionMembers(request.auth, request.query),
    );
    table(c.readMembersReport, 'members', { query: membersQuery, response: membersResponse }, async (request) =>
      reportsService.members(request.auth, request.query),
    );
    table(
      c.readComplianceReport,
      'compliance',
      { query: complianceQuery, response: complianceResponse },
      async (request) => reportsService.compliance(request.auth, request.query),
    );
    table(
      c.readComplianceMembersReport,
      'complianceMembers',
      { query: complianceMembersQuery, response: complianceMembersResponse },
      async (request) => reportsService.complianceMembers(request.auth, request.query),
    );
    table(
      c.readEvaluationsReport,
      'evaluations',
      { query: evaluationsQuery, response: evaluationsResponse },
      async (request) => reportsService.evaluations(request.auth, request.query),
    );
    table(
      c.readScormPackagesReport,
      'scormPackages',
      { query: scormPackagesQuery, response: scormPackagesResponse },
      async (request) => reportsService.scormPackages(request.auth, request.query),
    );
    table(
      c.readScormAttemptsReport,
      'scormAttempts',
      { query: scormAttemptsQuery, response: scormAttemptsResponse },
      async (request) => reportsService.scormAttempts(request.auth, request.query),
    );
    table(
      c.readEngagementContentsReport,
      'engagementContents',
      { query: engagementContentsQuery, response: engagementContentsResponse },
      async (request) => reportsService.engagementContents(request.auth, request.query),
    );
    table(
      c.readEngagementCommunityReport,
      'engagementCommunity',
      { query: engagementCommunityQuery, response: engagementCommunityResponse },
      async (request) => reportsService.engagementCommunity(request.auth, request.query),
    );
    table(
      c.readEngagementPointsReport,
      'engagementPoints',
      { query: engagementPointsQuery, response: engagementPointsResponse },
      async (request) => reportsService.engagementPoints(request.auth, request.query),
    );

    route(
      app,
      c.readEvaluationDetailReport,
      { schema: { params: evaluationReportParams, query: evaluationDetailQuery, response: evaluationDetailResponse } },
      async (request) => reportsService.evaluationDetail(request.auth, request.params.idEvaluation, request.query),
    );
    app.get(
      '/reports/evaluations/:idEvaluation/export',
      { schema: { params: evaluationReportParams, querystring: withFormat(evaluationDetailQuery) } },
      async (request, reply) => {
        const file = await reportsService.exportEvaluationQuestions(
          request.auth,
          request.params.idEvaluation,
          request.query as Query & { format: 'csv' | 'xlsx' },
        );
        return sendDownload(reply, file, file.stream);
      },
    );
    route(
      app,
      c.readEvaluationCommentsReport,
      {
        schema: {
          params: evaluationReportParams,
          query: evaluationCommentsQuery,
          response: evaluationCommentsResponse,
        },
      },
      async (request) => reportsService.evaluationComments(request.auth, request.params.idEvaluation, request.query),
    );
    app.get(
      '/reports/evaluations/:idEvaluation/comments/export',
      { schema: { params: evaluationReportParams, querystring: withFormat(evaluationCommentsQuery) } },
      async (request, reply) => {
        const file = await reportsService.exportTable('evaluationComments', request.auth, {
          ...(request.query as Query & { format: 'csv' | 'xlsx' }),
          idEvaluation: request.params.idEvaluation,
        });
        return sendDownload(reply, file, file.stream);
      },
    );

    route(
      app,
      c.readMemberTranscript,
      { schema: { params: memberReportParams, query: transcriptQuery, response: transcriptResponse } },
      async (request) => reportsService.transcript(request.auth, request.params.idUser, request.query, siteOf(request)),
    );
    app.get(
      '/reports/members/:idUser/transcript/pdf',
      { schema: { params: memberReportParams, querystring: transcriptQuery } },
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

    route(
      app,
      c.sendComplianceReminders,
      { schema: { body: complianceRemindersRequest, response: complianceRemindersResponse } },
      async (request) => reportsService.sendReminders(request.auth, request.body, siteOf(request), request.id),
    );
  };
