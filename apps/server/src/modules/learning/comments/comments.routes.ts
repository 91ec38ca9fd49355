import { okResponse } from '@trilha/shared/api/common';
import {
  adminReportedCommentsResponse,
  commentEntityParams,
  commentParams,
  commentResponse,
  commentsQuery,
  commentsResponse,
  createCommentRequest,
  reportCommentRequest,
  reportedCommentParams,
  updateCommentRequest,
} from '@trilha/shared/api/learning-journey';
import {
  editComment,
  flagComment,
  hideReportedComment,
  keepReportedComment,
  listComments,
  listReportedComments,
  postComment,
  removeComment,
} from '@trilha/shared/contracts/learning-comments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { CommentsService } from './comments.service';

const entityOf = (params: { commentEntityType: 'TEAM' | 'NODE'; entityId: number }) => ({
  entityType: params.commentEntityType,
  entityId: params.entityId,
});

/** Comments on pages and classes (spec 3, 7.7), and the console's moderation of reported ones. */
export const commentsRoutes =
  ({ commentsService }: { commentsService: CommentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      listComments,
      { schema: { params: commentEntityParams, query: commentsQuery, response: commentsResponse } },
      async (request) => commentsService.listComments(request.auth, entityOf(request.params), request.query),
    );

    route(
      app,
      postComment,
      { schema: { params: commentEntityParams, body: createCommentRequest, response: commentResponse } },
      async (request) => commentsService.createComment(request.auth, entityOf(request.params), request.body),
    );

    route(
      app,
      editComment,
      { schema: { params: commentParams, body: updateCommentRequest, response: commentResponse } },
      async (request) =>
        commentsService.updateComment(
          request.auth,
          { ...entityOf(request.params), idComment: request.params.idComment },
          request.body.text,
        ),
    );

    route(app, removeComment, { schema: { params: commentParams, response: okResponse } }, async (request) =>
      commentsService.deleteComment(request.auth, {
        ...entityOf(request.params),
        idComment: request.params.idComment,
      }),
    );

    route(
      app,
      flagComment,
      { schema: { params: commentEntityParams, body: reportCommentRequest, response: okResponse } },
      async (request) => commentsService.reportComment(request.auth, entityOf(request.params), request.body.idComment),
    );

    route(app, listReportedComments, { schema: { response: adminReportedCommentsResponse } }, async (request) =>
      commentsService.listReportedComments(request.auth),
    );

    for (const [decision, call] of [
      ['hide', hideReportedComment],
      ['keep', keepReportedComment],
    ] as const) {
      route(app, call, { schema: { params: reportedCommentParams, response: okResponse } }, async (request) =>
        commentsService.moderateComment(request.auth, request.params.idComment, decision, request.id),
      );
    }
  };
