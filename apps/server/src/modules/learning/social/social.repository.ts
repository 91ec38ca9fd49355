import { deleteCompanyRows, fromCompany } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import type { NewRow } from '../../../db/schema';

/** Likes of learning nodes and contents, and the app's analytics events. */
export const socialRepository = ({ db }: { db: Db }) => ({
  async countLikes(idCompany: number, entityType: string, entityId: string): Promise<number> {
    const row = await fromCompany(db, 'learning_likes', idCompany, { entityType, entityId })
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },

  async hasLiked(idCompany: number, idUser: number, entityType: string, entityId: string): Promise<boolean> {
    const row = await fromCompany(db, 'learning_likes', idCompany, { idUser, entityType, entityId })
      .select('idUser')
      .executeTakeFirst();
    return Boolean(row);
  },

  /** Likes once; a second like (double tap, retry) changes nothing. */
  async like(values: { idCompany: number; idUser: number; entityType: string; entityId: string; createdAt: string }) {
    await db
      .insertInto('learning_likes')
      .values(values)
      .onConflict((oc) => oc.columns(['idUser', 'entityType', 'entityId']).doNothing())
      .execute();
  },

  async unlike(idCompany: number, idUser: number, entityType: string, entityId: string): Promise<void> {
    await deleteCompanyRows(db, 'learning_likes', idCompany, { idUser, entityType, entityId }).execute();
  },

  async insertLog(values: NewRow<'client_logs'>): Promise<void> {
    await db.insertInto('client_logs').values(values).execute();
  },

  /** Whether the member has any enrollment through which the content or node was reached. */
  async hasEnrollmentReaching(idCompany: number, idUser: number, target: { idContentItem?: number; idNode?: number }) {
    if (target.idContentItem !== undefined) {
      const row = await fromCompany(db, 'learning_content_enrollments', idCompany, {
        idUser,
        idContentItem: target.idContentItem,
      })
        .select('idContentEnrollment')
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    }
    const row = await fromCompany(db, 'learning_node_enrollments', idCompany, { idUser })
      .select('idNodeEnrollment')
      .where('idNode', '=', target.idNode ?? 0)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  },
});

export type SocialRepository = ReturnType<typeof socialRepository>;
