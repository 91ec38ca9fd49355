import * as common from '@trilha/shared/api/common';
import * as reports from '@trilha/shared/api/reports';
import type { Contract } from '@trilha/shared/contract';
import * as reportCalls from '@trilha/shared/contracts/reports';
import type { z } from '@trilha/shared/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../platform/file-response';
import { type ContractHandler, route } from '../../platform/route';
import type { TableName } from './report-tables';
import type { ReportsService } from './reports.service';

const withFormat = <T extends z.ZodObject>(query: T) => query.extend({ format: reports.exportFormat });

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
        { schema: { querystring: withFormat(schema.query), response: { 403: common.errorResponse } } },
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

    route(app, reportCalls.getReportOptions, { schema: { response: reports.reportOptionsResponse } }, async (request) =>
      reportsService.options(request.auth),
    );

    table(
      reportCalls.readCompletionReport,
      'completion',
      { query: reports.completionQuery, response: reports.completionResponse },
      async (request) => reportsService.completion(request.auth, request.query),
    );
    table(
      reportCalls.readCompletionMembersReport,
      'completionMembers',
      { query: reports.completionMembersQuery, response: reports.completionMembersResponse },
      async (request) => reportsService.completionMembers(request.auth, request.query),
    );
    table(
      reportCalls.readMembersReport,
      'members',
      { query: reports.membersQuery, response: reports.membersResponse },
      async (request) => reportsService.members(request.auth, request.query),
    );
    table(
      reportCalls.readComplianceReport,
      'compliance',
      { query: reports.complianceQuery, response: reports.complianceResponse },
      async (request) => reportsService.compliance(request.auth, request.query),
    );
    table(
      reportCalls.readComplianceMembersReport,
      'complianceMembers',
      { query: reports.complianceMembersQuery, response: reports.complianceMembersResponse },
      async (request) => reportsService.complianceMembers(request.auth, request.query),
    );
    table(
      reportCalls.readEvaluationsReport,
      'evaluations',
      { query: reports.evaluationsQuery, response: reports.evaluationsResponse },
      async (request) => reportsService.evaluations(request.auth, request.query),
    );
    table(
      reportCalls.readScormPackagesReport,
      'scormPackages',
      { query: reports.scormPackagesQuery, response: reports.scormPackagesResponse },
      async (request) => reportsService.scormPackages(request.auth, request.query),
    );
    table(
      reportCalls.readScormAttemptsReport,
      'scormAttempts',
      { query: reports.scormAttemptsQuery, response: reports.scormAttemptsResponse },
      async (request) => reportsService.scormAttempts(request.auth, request.query),
    );
    table(
      reportCalls.readEngagementContentsReport,
      'engagementContents',
      { query: reports.engagementContentsQuery, response: reports.engagementContentsResponse },
      async (request) => reportsService.engagementContents(request.auth, request.query),
    );
    table(
      reportCalls.readEngagementCommunityReport,
      'engagementCommunity',
      { query: reports.engagementCommunityQuery, response: reports.engagementCommunityResponse },
      async (request) => reportsService.engagementCommunity(request.auth, request.query),
    );
    table(
      reportCalls.readEngagementPointsReport,
      'engagementPoints',
      { query: reports.engagementPointsQuery, response: reports.engagementPointsResponse },
      async (request) => reportsService.engagementPoints(request.auth, request.query),
    );

    route(
      app,
      reportCalls.readEvaluationDetailReport,
      {
        schema: {
          params: reports.evaluationReportParams,
          query: reports.evaluationDetailQuery,
          response: reports.evaluationDetailResponse,
        },
      },
      async (request) => reportsService.evaluationDetail(request.auth, request.params.idEvaluation, request.query),
    );
    app.get(
      '/reports/evaluations/:idEvaluation/export',
      { schema: { params: reports.evaluationReportParams, querystring: withFormat(reports.evaluationDetailQuery) } },
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
      reportCalls.readEvaluationCommentsReport,
      {
        schema: {
          params: reports.evaluationReportParams,
          query: reports.evaluationCommentsQuery,
          response: reports.evaluationCommentsResponse,
        },
      },
      async (request) => reportsService.evaluationComments(request.auth, request.params.idEvaluation, request.query),
    );
    app.get(
      '/reports/evaluations/:idEvaluation/comments/export',
      { schema: { params: reports.evaluationReportParams, querystring: withFormat(reports.evaluationCommentsQuery) } },
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
      reportCalls.readMemberTranscript,
      {
        schema: {
          params: reports.memberReportParams,
          query: reports.transcriptQuery,
          response: reports.transcriptResponse,
        },
      },
      async (request) => reportsService.transcript(request.auth, request.params.idUser, request.query, siteOf(request)),
    );
    app.get(
      '/reports/members/:idUser/transcript/pdf',
      { schema: { params: reports.memberReportParams, querystring: reports.transcriptQuery } },
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
      reportCalls.sendComplianceReminders,
      { schema: { body: reports.complianceRemindersRequest, response: reports.complianceRemindersResponse } },
      async (request) => reportsService.sendReminders(request.auth, request.body, siteOf(request), request.id),
    );
  };
