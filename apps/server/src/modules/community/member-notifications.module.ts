import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { CommunitySections } from './community-sections';
import { memberNotificationsRepository } from './member-notifications.repository';
import { memberNotificationsRoutes } from './member-notifications.routes';

/** The member's notifications of the content app (document 2). */
export async function registerMemberNotifications(
  app: FastifyInstance,
  { db, sections, clock }: { db: Db; sections: CommunitySections; clock: Clock },
): Promise<void> {
  await app.register(
    memberNotificationsRoutes({
      memberNotificationsRepository: memberNotificationsRepository({ db }),
      sections,
      clock,
    }),
  );
}
