import { fromCompany, updateCompanyRows } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import type { NewRow } from '../../../db/schema';

/** Viewing records and counters of learning content items. */
export const contentsRepository = ({ db }: { db: Db }) => ({
  async insertTracking(values: NewRow<'learning_content_trackings'>): Promise<void> {
    await db.insertInto('learning_content_trackings').values(values).execute();
  },

  async incrementViews(idCompany: number, idContentItem: number): Promise<void> {
    await updateCompanyRows(db, 'learning_content_items', idCompany, { idContentItem })
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .execute();
  },

  /** Whether the member has opened the content inside one of their enrollments. */
  async hasContentEnrollment(idCompany: number, idUser: number, idContentItem: number): Promise<boolean> {
    const row = await fromCompany(db, 'learning_content_enrollments', idCompany, { idUser, idContentItem })
      .select('idContentEnrollment')
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  },
});

export type ContentsRepository = ReturnType<typeof contentsRepository>;
