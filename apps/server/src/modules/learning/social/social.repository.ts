import type { Db } from '../../../db/database';

/** Likes of learning nodes and contents, and the app's analytics events. */
export const socialRepository = ({ db }: { db: Db }) => ({
  async countLikes(idCompany: number, entityType: string, entityId: string): Promise<number> {
    const row = await db
      .selectFrom('learning_likes')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('idCompany', '=', idCompany)
      .where('entityType', '=', entityType)
      .where('entityId', '=', entityId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },

  async hasLiked(idCompany: number, idUser: number, entityType: string, entityId: string): Promise<boolean> {
    const row = await db
      .selectFrom('learning_likes')
      .select('idUser')
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .where('entityType', '=', entityType)
      .where('entityId', '=', entityId)
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
    await db
      .deleteFrom('learning_likes')
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .where('entityType', '=', entityType)
      .where('entityId', '=', entityId)
      .execute();
  },

  async insertLog(values: {
    idCompany: number;
    idUser: number;
    event: string;
    idContent: number | null;
    data: string | null;
    createdAt: string;
  }): Promise<void> {
    await db.insertInto('client_logs').values(values).execute();
  },

  /** Whether the member has any enrollment through which the content or node was reached. */
  async hasEnrollmentReaching(idCompany: number, idUser: number, target: { idContentItem?: number; idNode?: number }) {
    if (target.idContentItem !== undefined) {
      const row = await db
        .selectFrom('learning_content_enrollments')
        .select('idContentEnrollment')
        .where('idCompany', '=', idCompany)
        .where('idUser', '=', idUser)
        .where('idContentItem', '=', target.idContentItem)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    }
    const row = await db
      .selectFrom('learning_node_enrollments')
      .select('idNodeEnrollment')
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .where('idNode', '=', target.idNode ?? 0)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  },
});

export type SocialRepository = ReturnType<typeof socialRepository>;
