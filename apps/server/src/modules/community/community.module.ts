import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Realtime } from '../../platform/realtime';
import type { Storage } from '../../platform/storage';
import { registerChatRealtime } from '../chat/chat.realtime';
import { chatRepository } from '../chat/chat.repository';
import { chatRoutes } from '../chat/chat.routes';
import { chatService } from '../chat/chat.service';
import { directoryRepository } from '../directory/directory.repository';
import { directoryRoutes, type SearchUsers } from '../directory/directory.routes';
import { libraryRepository } from '../library/library.repository';
import { libraryRoutes } from '../library/library.routes';
import { libraryService } from '../library/library.service';
import { userUploadsRepository } from '../uploads/user-uploads.repository';
import { userUploadsRoutes } from '../uploads/user-uploads.routes';
import { userUploadsService } from '../uploads/user-uploads.service';
import { communitySections } from './community-sections';
import { memberNotificationsRepository } from './member-notifications.repository';
import { memberNotificationsRoutes } from './member-notifications.routes';

type CommunityDeps = {
  db: Db;
  storage: Storage;
  realtime: Realtime;
  clock: Clock;
  /** The learning platform's support access search, which shares `GET /users` with the directory. */
  searchUsers?: SearchUsers;
};

/** Community areas of the content app (document 2): chat, member uploads, library, directory, notifications. */
export async function registerCommunity(
  app: FastifyInstance,
  { db, storage, realtime, clock, searchUsers }: CommunityDeps,
) {
  const sections = communitySections({ db });
  const chat = chatService({ chatRepository: chatRepository({ db }), sections, clock });
  registerChatRealtime({ realtime, chatService: chat, clock, log: app.log });
  await app.register(chatRoutes({ chatService: chat }));
  await app.register(
    userUploadsRoutes({
      userUploadsService: userUploadsService({
        userUploadsRepository: userUploadsRepository({ db }),
        sections,
        storage,
        clock,
      }),
    }),
  );
  await app.register(
    libraryRoutes({ libraryService: libraryService({ libraryRepository: libraryRepository({ db }), sections }) }),
  );
  await app.register(
    directoryRoutes({ directoryRepository: directoryRepository({ db }), ...(searchUsers ? { searchUsers } : {}) }),
  );
  await app.register(
    memberNotificationsRoutes({
      memberNotificationsRepository: memberNotificationsRepository({ db }),
      sections,
      clock,
    }),
  );
}
