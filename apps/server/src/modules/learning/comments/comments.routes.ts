import * as common from '@trilha/shared/api/common';
import * as journey from '@trilha/shared/api/learning-journey';
import * as commentCalls from '@trilha/shared/contracts/learning-comments';
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
      commentCalls.listComments,
      {
        schema: {
          params: journey.commentEntityParams,
          query: journey.commentsQuery,
          response: journey.commentsResponse,
        },
      },
      async (request) => commentsService.listComments(request.auth, entityOf(request.params), request.query),
    );

    route(
      app,
      commentCalls.postComment,
      {
        schema: {
          params: journey.commentEntityParams,
          body: journey.createCommentRequest,
          response: journey.commentResponse,
        },
      },
      async (request) => commentsService.createComment(request.auth, entityOf(request.params), request.body),
    );

    route(
      app,
      commentCalls.editComment,
      {
        schema: {
          params: journey.commentParams,
          body: journey.updateCommentRequest,
          response: journey.commentResponse,
        },
      },
      async (request) =>
        commentsService.updateComment(
          request.auth,
          { ...entityOf(request.params), idComment: request.params.idComment },
          request.body.text,
        ),
    );

    route(
      app,
      commentCalls.removeComment,
      { schema: { params: journey.commentParams, response: common.okResponse } },
      async (request) =>
        commentsService.deleteComment(request.auth, {
          ...entityOf(request.params),
          idComment: request.params.idComment,
        }),
    );

    route(
      app,
      commentCalls.flagComment,
      {
        schema: {
          params: journey.commentEntityParams,
          body: journey.reportCommentRequest,
          response: common.okResponse,
        },
      },
      async (request) => commentsService.reportComment(request.auth, entityOf(request.params), request.body.idComment),
    );

    route(
      app,
      commentCalls.listReportedComments,
      { schema: { response: journey.adminReportedCommentsResponse } },
      async (request) => commentsService.listReportedComments(request.auth),
    );

    for (const [decision, call] of [
      ['hide', commentCalls.hideReportedComment],
      ['keep', commentCalls.keepReportedComment],
    ] as const) {
      route(
        app,
        call,
        { schema: { params: journey.reportedCommentParams, response: common.okResponse } },
        async (request) =>
          commentsService.moderateComment(request.auth, request.params.idComment, decision, request.id),
      );
    }
  };
