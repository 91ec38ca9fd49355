import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SectionsTable } from '../../db/schema';

export type SectionRow = Selectable<SectionsTable>;

/** Menu sections of an app. */
export const sectionsRepository = ({ db }: { db: Db }) => ({
  /** Every active section of the app, parents before children, in menu order. */
  async findActiveSections(idCompany: number, idApp: number): Promise<SectionRow[]> {
    return db
      .selectFrom('sections')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idApp', '=', idApp)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('idSection')
      .execute();
  },
});

export type SectionsRepository = ReturnType<typeof sectionsRepository>;
