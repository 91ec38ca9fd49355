import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';

/** The member's learning events (Kysely only). */
export const learningEventsRepository = ({ db }: { db: Db }) => ({
  /**
   * Keeps an event once per member, element and enrollment; answers whether it is new. The conflict is
   * settled in SQL: on PostgreSQL a failed insert would end the caller's transaction.
   */
  async insertEvent(values: {
    idCompany: number;
    idUser: number;
    type: string;
    elementType: string;
    idElement: number;
    elementText: string | null;
    idEnrollment: number;
    createdAt: string;
  }): Promise<boolean> {
    const row = await db
      .insertInto('learning_events')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['idCompany', 'idUser', 'type', 'elementType', 'idElement', 'idEnrollment']).doNothing(),
      )
      .returning('idLearningEvent')
      .executeTakeFirst();
    return Boolean(row);
  },

  /** The member's points across every campaign of the company. */
  async sumUserPoints(idCompany: number, idUser: number): Promise<number> {
    const row = await fromCompany(db, 'campaign_points', idCompany, { idUser })
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },
});

export type LearningEventsRepository = ReturnType<typeof learningEventsRepository>;
