import { type ChatAck, type ChatNotice, chatJoin } from '@trilha/shared/api/chat';
import { id } from '@trilha/shared/api/common';
import {
  CHAT_EVENTS,
  CHAT_RATE_MAX_MESSAGES,
  CHAT_RATE_WINDOW_MS,
  type ChatSendEvent,
  type ChatServerEvent,
} from '@trilha/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError, ERROR_CODES } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import type { ChatService } from './chat.service';

/** The room event a client emits on connect (document 2, 7): `socket.emit('room', { room, event }, ack)`. */
export const CHAT_ROOM_EVENT = 'room';

type ChatSocketState = {
  userName: string;
  /** Rooms joined with `room`, each with the SERVER event its client listens to. */
  rooms: Map<number, ChatServerEvent>;
  /** Moments of the messages sent within the rate window. */
  sent: number[];
};

type Deps = { realtime: Realtime; chatService: ChatService; clock: Clock; log: FastifyBaseLogger };

const failure = (code: keyof typeof ERROR_CODES): ChatAck => ({
  success: false,
  code,
  message: ERROR_CODES[code].message,
});

/**
 * The chat's socket events on the platform's Socket.IO: a member joins a room of their company with `room`,
 * sends with one of the three CHAT events and everyone in the room (on any instance) receives the matching
 * SERVER event; join and leave notices reach the room the same way. Messages are kept for the history.
 */
export function registerChatRealtime({ realtime, chatService, clock, log }: Deps): void {
  realtime.authorizeRooms('chat', (auth, room) => chatService.canJoin(auth, Number(room.id)));
  // Joining a room reads; the send events write (and are recorded during support access).
  realtime.markReadEvents(CHAT_ROOM_EVENT);

  realtime.onConnection((socket: Socket, auth: AuthContext) => {
    const state: ChatSocketState = { userName: '', rooms: new Map(), sent: [] };
    const roomOf = (idChatRoom: number) => realtime.room(auth.idCompany, 'chat', idChatRoom);
    const notice = (kind: ChatNotice['notice'], idChatRoom: number): ChatNotice => ({
      notice: kind,
      moment: clock.now().toISOString(),
      idUser: auth.idUser,
      user: state.userName,
      room: idChatRoom,
    });
    const answer = (ack: unknown) => (typeof ack === 'function' ? (ack as (reply: ChatAck) => void) : () => undefined);
    const fail = (reply: (value: ChatAck) => void, error: unknown) => {
      if (error instanceof AppError) return reply(failure(error.code));
      log.error({ err: error }, 'chat socket event failed');
      reply(failure('INTERNAL'));
    };

    socket.on(CHAT_ROOM_EVENT, async (payload: unknown, ack?: unknown) => {
      const reply = answer(ack);
      try {
        const parsed = chatJoin.safeParse(typeof payload === 'number' ? { room: payload } : payload);
        if (!parsed.success) return reply(failure('VALIDATION_FAILED'));
        const { room, event = 'NEW_MESSAGE_FROM_CHAT' } = parsed.data;
        // A session ended since the socket connected (deactivation, logout) cannot enter rooms.
        const current = await realtime.requireSession(socket);
        if (!current) return;
        if (!(await chatService.canJoin(current, room))) return reply(failure('FORBIDDEN'));
        if (!state.userName) state.userName = await chatService.getUserName(auth);
        const serverEvent = CHAT_EVENTS[event];
        await socket.join(roomOf(room));
        const isNew = !state.rooms.has(room);
        state.rooms.set(room, serverEvent);
        if (isNew) realtime.io.to(roomOf(room)).emit(serverEvent, notice('join', room));
        reply({ success: true });
      } catch (error) {
        fail(reply, error);
      }
    });

    for (const [sendEvent, serverEvent] of Object.entries(CHAT_EVENTS) as Array<[ChatSendEvent, ChatServerEvent]>) {
      socket.on(sendEvent, async (payload: unknown, ack?: unknown) => {
        const reply = answer(ack);
        try {
          const room = id.safeParse((payload as { room?: unknown } | null)?.room);
          if (!room.success) return reply(failure('VALIDATION_FAILED'));
          // Only a room this socket joined (so checked against the member's company) takes its messages.
          if (!socket.rooms.has(roomOf(room.data))) return reply(failure('FORBIDDEN'));
          const now = clock.now().getTime();
          state.sent = state.sent.filter((moment) => now - moment < CHAT_RATE_WINDOW_MS);
          if (state.sent.length >= CHAT_RATE_MAX_MESSAGES) return reply(failure('CHAT_RATE_LIMITED'));
          // Nothing is posted with a session that ended since the socket connected.
          const current = await realtime.requireSession(socket);
          if (!current) return;
          const message = await chatService.saveMessage(
            current,
            room.data,
            (payload as { message?: unknown }).message,
            state.userName,
          );
          state.sent.push(now);
          realtime.io.to(roomOf(room.data)).emit(serverEvent, message);
          reply({ success: true, message });
        } catch (error) {
          fail(reply, error);
        }
      });
    }

    const leave = (idChatRoom: number) => {
      const serverEvent = state.rooms.get(idChatRoom);
      if (!serverEvent) return;
      state.rooms.delete(idChatRoom);
      socket.to(roomOf(idChatRoom)).emit(serverEvent, notice('leave', idChatRoom));
    };
    socket.on('leave', (name: unknown) => {
      for (const idChatRoom of state.rooms.keys()) if (name === roomOf(idChatRoom)) leave(idChatRoom);
    });
    socket.on('disconnecting', () => {
      for (const idChatRoom of [...state.rooms.keys()]) leave(idChatRoom);
    });
  });
}
