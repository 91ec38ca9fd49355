import type { chatHistoryResponse, chatRoomParams, sectionChatRoomResponse } from '../api/chat';
import type { sectionParams } from '../api/content';
import { contract } from '../contract';

/** A room's latest messages as day entries (designed here: the specification does not show the path). */
export const getChatHistory = contract<{ params: typeof chatRoomParams; response: typeof chatHistoryResponse }>(
  'GET',
  '/chat/rooms/:idChatRoom/history',
);

/** The room of a chat room section (designed here: the specification does not show the path). */
export const getSectionChatRoom = contract<{
  params: typeof sectionParams;
  response: typeof sectionChatRoomResponse;
}>('GET', '/chat/sections/:idSection/room');
