import type * as chat from '../api/chat';
import type * as content from '../api/content';
import { contract } from '../contract';

/** A room's latest messages as day entries (designed here: the specification does not show the path). */
export const getChatHistory = contract<{
  params: typeof chat.chatRoomParams;
  response: typeof chat.chatHistoryResponse;
}>('GET', '/chat/rooms/:idChatRoom/history');

/** The room of a chat room section (designed here: the specification does not show the path). */
export const getSectionChatRoom = contract<{
  params: typeof content.sectionParams;
  response: typeof chat.sectionChatRoomResponse;
}>('GET', '/chat/sections/:idSection/room');
