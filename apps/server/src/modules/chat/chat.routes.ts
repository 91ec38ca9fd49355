import { chatHistoryResponse, sectionChatRoomResponse } from '@trilha/shared/api/chat';
import { idParam } from '@trilha/shared/api/common';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChatService } from './chat.service';

/** Chat history and the room of a chat room section (paths designed here: the specification does not show them). */
export const chatRoutes =
  ({ chatService }: { chatService: ChatService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/chat/rooms/:idChatRoom/history',
      { schema: { params: z.object({ idChatRoom: idParam }), response: { 200: chatHistoryResponse } } },
      async (request) => chatService.getHistory(request.auth, request.params.idChatRoom),
    );
    app.get(
      '/chat/sections/:idSection/room',
      { schema: { params: z.object({ idSection: idParam }), response: { 200: sectionChatRoomResponse } } },
      async (request) => ({
        success: true as const,
        room: await chatService.getSectionRoom(request.auth, request.params.idSection),
      }),
    );
  };
