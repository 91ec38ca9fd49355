import * as chat from '@trilha/shared/api/chat';
import * as content from '@trilha/shared/api/content';
import * as chatCalls from '@trilha/shared/contracts/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { ChatService } from './chat.service';

/** Chat history and the room of a chat room section (paths designed here: the specification does not show them). */
export const chatRoutes =
  ({ chatService }: { chatService: ChatService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      chatCalls.getChatHistory,
      { schema: { params: chat.chatRoomParams, response: chat.chatHistoryResponse } },
      async (request) => chatService.getHistory(request.auth, request.params.idChatRoom),
    );
    route(
      app,
      chatCalls.getSectionChatRoom,
      { schema: { params: content.sectionParams, response: chat.sectionChatRoomResponse } },
      async (request) => ({
        success: true as const,
        room: await chatService.getSectionRoom(request.auth, request.params.idSection),
      }),
    );
  };
