import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Realtime } from '../../platform/realtime';
import type { CommunitySections } from '../community/community-sections';
import { registerChatRealtime } from './chat.realtime';
import { chatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { chatService } from './chat.service';

/** The chat of the content app (document 2, 2.3): its routes and its socket events. */
export async function registerChat(
  app: FastifyInstance,
  { db, realtime, sections, clock }: { db: Db; realtime: Realtime; sections: CommunitySections; clock: Clock },
): Promise<void> {
  const chat = chatService({ chatRepository: chatRepository({ db }), sections, clock });
  registerChatRealtime({ realtime, chatService: chat, clock, log: app.log });
  await app.register(chatRoutes({ chatService: chat }));
}
