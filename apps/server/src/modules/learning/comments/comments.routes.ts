import { idParam, okResponse } from '@trilha/shared/api/common';
import {
  adminReportedCommentsResponse,
  commentEntityParams,
  commentParams,
  commentResponse,
  commentsQuery,
  commentsResponse,
  createCommentRequest,
  reportCommentRequest,
  updateCommentRequest,
} from '@trilha/shared/api/learning-journey';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommentsService } from './comments.service';

const entityOf = (params: { commentEntityType: 'TEAM' | 'NODE'; entityId: number }) => ({
  entityType: params.commentEntityType,
  entityId: params.entityId,
});

/** Comments on pages and classes (spec 3, 7.7), and the console's moderation of reported ones. */
export const commentsRoutes =
  ({ commentsService }: { commentsService: CommentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/learning/comments/:commentEntityType/:entityId',
      { schema: { params: commentEntityParams, querystring: commentsQuery, response: { 200: commentsResponse } } },
      async (request) => commentsService.listComments(request.auth, entityOf(request.params), request.query),
    );

    app.post(
      '/learning/comments/:commentEntityType/:entityId',
      { schema: { params: commentEntityParams, body: createCommentRequest, response: { 200: commentResponse } } },
      async (request) => commentsService.createComment(request.auth, entityOf(request.params), request.body),
    );

    app.put(
      '/learning/comments/:commentEntityType/:entityId/:idComment',
      { schema: { params: commentParams, body: updateCommentRequest, response: { 200: commentResponse } } },
      async (request) =>
        commentsService.updateComment(
          request.auth,
          { ...entityOf(request.params), idComment: request.params.idComment },
          request.body.text,
        ),
    );

    app.delete(
      '/learning/comments/:commentEntityType/:entityId/:idComment',
      { schema: { params: commentParams, response: { 200: okResponse } } },
      async (request) =>
        commentsService.deleteComment(request.auth, {
          ...entityOf(request.params),
          idComment: request.params.idComment,
        }),
    );

    app.post(
      '/learning/comments/:commentEntityType/:entityId/report',
      { schema: { params: commentEntityParams, body: reportCommentRequest, response: { 200: okResponse } } },
      async (request) => commentsService.reportComment(request.auth, entityOf(request.params), request.body.idComment),
    );

    app.get(
      '/admin/comments/reported',
      { schema: { response: { 200: adminReportedCommentsResponse } } },
      async (request) => commentsService.listReportedComments(request.auth),
    );

    for (const decision of ['hide', 'keep'] as const) {
      app.put(
        `/admin/comments/:idComment/${decision}`,
        { schema: { params: z.object({ idComment: idParam }), response: { 200: okResponse } } },
        async (request) =>
          commentsService.moderateComment(request.auth, request.params.idComment, decision, request.id),
      );
    }
  };
