import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';

/** Notifications of members and messages of message sections, always within one company. */
export const memberNotificationsRepository = ({ db }: { db: Db }) => ({
  /** The app's notifications to everyone and those to the member, newest first. */
  async findNotifications(idCompany: number, idApp: number, idUser: number, limit: number) {
    return fromCompany(db, 'member_notifications', idCompany, { idApp })
      .select(['idNotification', 'title', 'text', 'createdAt'])
      .where((eb) => eb.or([eb('idUser', 'is', null), eb('idUser', '=', idUser)]))
      .orderBy('createdAt', 'desc')
      .orderBy('idNotification', 'desc')
      .limit(limit)
      .execute();
  },

  /** The section's messages already published at `now`, newest first. */
  async findSectionMessages(idCompany: number, idSection: number, now: string, limit: number) {
    return fromCompany(db, 'section_messages', idCompany, { idSection })
      .select(['idMessage', 'text', 'description', 'initDate'])
      .where('initDate', '<=', now)
      .orderBy('initDate', 'desc')
      .orderBy('idMessage', 'desc')
      .limit(limit)
      .execute();
  },
});

export type MemberNotificationsRepository = ReturnType<typeof memberNotificationsRepository>;
