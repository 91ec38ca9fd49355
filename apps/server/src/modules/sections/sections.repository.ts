import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { SectionRow } from '../../db/schema';

/** Menu sections of an app. */
export const sectionsRepository = ({ db }: { db: Db }) => ({
  /**
   * Every active section of the app, parents before children, in menu order. A section a store product
   * unlocks is left out unless `idUser` owns one of the products that unlock it.
   */
  async findActiveSections(idCompany: number, idApp: number, idUser?: number): Promise<SectionRow[]> {
    return fromCompany(db, 'sections', idCompany, { idApp, active: 1 })
      .selectAll()
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('store_products as p')
              .select('p.idProduct')
              .whereRef('p.idSection', '=', 'sections.idSection')
              .where('p.active', '=', 1)
              .where(({ not: none, exists: some, selectFrom: from }) =>
                none(
                  some(
                    from('store_products as q')
                      .innerJoin('store_ownerships as w', 'w.idProduct', 'q.idProduct')
                      .select('q.idProduct')
                      .whereRef('q.idSection', '=', 'sections.idSection')
                      .where('w.idUser', '=', idUser ?? 0),
                  ),
                ),
              ),
          ),
        ),
      )
      .orderBy('position')
      .orderBy('idSection')
      .execute();
  },
});

export type SectionsRepository = ReturnType<typeof sectionsRepository>;
