import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';

/** Notification settings, company e-mail forms and company features. */
export const notificationsRepository = ({ db }: { db: Db }) => ({
  /** Every notification of the company with the member's own choice, when they made one. */
  async findConfigurations(idCompany: number, idUser: number) {
    return db
      .selectFrom('notifications as n')
      .leftJoin('notification_users as nu', (join) =>
        join.onRef('nu.idNotification', '=', 'n.idNotification').on('nu.idUser', '=', idUser),
      )
      .select([
        'n.idNotification',
        'n.type',
        'n.description',
        'n.section',
        'n.status',
        'nu.idNotificationUser',
        'nu.active as userActive',
      ])
      .where('n.idCompany', '=', idCompany)
      .orderBy('n.position')
      .orderBy('n.idNotification')
      .execute();
  },

  async findNotificationByType(idCompany: number, type: string) {
    return fromCompany(db, 'notifications', idCompany, { type }).selectAll().executeTakeFirst();
  },

  /** The members' own choices for one notification. */
  async findChoices(idCompany: number, idNotification: number, idUsers: number[]) {
    if (idUsers.length === 0) return [];
    return fromCompany(db, 'notification_users', idCompany, { idNotification })
      .select(['idUser', 'active'])
      .where('idUser', 'in', idUsers)
      .execute();
  },

  /** Saves the member's choices in one transaction. */
  async saveChoices(
    idCompany: number,
    idUser: number,
    choices: Array<{ idNotification: number; active: number }>,
    now: string,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      for (const choice of choices) {
        const updated = await trx
          .updateTable('notification_users')
          .set({ active: choice.active, updatedAt: now })
          .where('idUser', '=', idUser)
          .where('idNotification', '=', choice.idNotification)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          await trx
            .insertInto('notification_users')
            .values({ idCompany, idUser, idNotification: choice.idNotification, active: choice.active, updatedAt: now })
            .execute();
        }
      }
    });
  },

  async findEmailForm(idCompany: number, formKey: string) {
    return fromCompany(db, 'company_email_forms', idCompany, { formKey }).selectAll().executeTakeFirst();
  },

  async isFeatureActive(idCompany: number, code: string): Promise<boolean> {
    return (await this.findFeature(idCompany, code))?.active === 1;
  },

  async findFeature(idCompany: number, code: string) {
    return fromCompany(db, 'company_features', idCompany, { code }).select(['code', 'active']).executeTakeFirst();
  },

  /** The active members of the company among `idUsers`, with their addresses. */
  async findActiveMembers(idCompany: number, idUsers: number[]) {
    if (idUsers.length === 0) return [];
    return fromCompany(db, 'users', idCompany)
      .select(['idUser', 'email'])
      .where('idUser', 'in', idUsers)
      .where('active', '=', 1)
      .orderBy('idUser')
      .execute();
  },

  async findMember(idCompany: number, idUser: number) {
    return fromCompany(db, 'users', idCompany, { idUser })
      .select(['idUser', 'name', 'email', 'username'])
      .executeTakeFirst();
  },
});

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
