import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';
import { z } from '../zod';
import { id, idParam } from './common';

/** Chat rooms, history and socket payloads (document 2, 3 "Chat message" and 7 "Realtime chat"). */

/** A message as the room receives it and the history keeps it. */
export const chatMessage = z.object({
  idChatMessage: z.number(),
  /** ISO-8601 instant it was received by the server. */
  moment: z.string(),
  idUser: z.number(),
  user: z.string(),
  message: z.string(),
  room: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A join or leave notice: sent to the room as a message, never kept in the history. */
export const chatNotice = z.object({
  notice: z.enum(['join', 'leave']),
  moment: z.string(),
  idUser: z.number(),
  user: z.string(),
  room: z.number(),
});
export type ChatNotice = z.infer<typeof chatNotice>;

/** One day of a room's history: the date (YYYY-MM-DD, Brasília) and its messages, oldest first. */
export const chatDay = z.object({ date: z.string(), messages: z.array(chatMessage) });
export type ChatDay = z.infer<typeof chatDay>;

/** A room named in the path: `/chat/rooms/:idChatRoom`. */
export const chatRoomParams = z.object({ idChatRoom: idParam });

/** `GET /chat/rooms/:idChatRoom/history`. */
export const chatHistoryResponse = z.object({ success: z.literal(true), data: z.array(chatDay) });
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponse>;

export const chatRoom = z.object({ idChatRoom: z.number(), name: z.string() });
export type ChatRoom = z.infer<typeof chatRoom>;

/** `GET /chat/sections/:idSection/room`: the room of a chat room section (type 36). */
export const sectionChatRoomResponse = z.object({ success: z.literal(true), room: chatRoom });
export type SectionChatRoomResponse = z.infer<typeof sectionChatRoomResponse>;

/** The text of a message: trimmed, not empty, at most CHAT_MESSAGE_MAX_LENGTH characters. */
export const chatText = z
  .string()
  .trim()
  .min(1, 'A mensagem não pode ficar vazia.')
  .max(CHAT_MESSAGE_MAX_LENGTH, `A mensagem deve ter no máximo ${CHAT_MESSAGE_MAX_LENGTH} caracteres.`)
  .refine((text) => !text.includes('\u0000'), 'A mensagem tem caracteres inválidos.');

/** What a client sends with a NEW_MESSAGE_FROM_*CHAT event. */
export const chatSend = z.object({ room: id, message: chatText });
export type ChatSend = z.infer<typeof chatSend>;

/** What a client sends with `room` on connect: the room and the event it sends messages with. */
export const chatJoin = z.object({
  room: id,
  event: z.enum(['NEW_MESSAGE_FROM_CHAT', 'NEW_MESSAGE_FROM_GEN_CHAT', 'NEW_MESSAGE_FROM_LIVE_CHAT']).optional(),
});
export type ChatJoin = z.infer<typeof chatJoin>;

/** The acknowledgement of a socket event. */
export type ChatAck = { success: true; message?: ChatMessage } | { success: false; code: string; message: string };
