import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { NewRow } from '../../db/schema';

/** Records of members' visits to sections and content items. */
export const trackingRepository = ({ db }: { db: Db }) => ({
  async insertNavigation(entry: NewRow<'navigation_trackings'>): Promise<void> {
    await db.insertInto('navigation_trackings').values(entry).execute();
  },

  /** True when the section is one of the app's, in the caller's company. */
  async isSectionOfApp(idCompany: number, idApp: number, idSection: number): Promise<boolean> {
    const row = await fromCompany(db, 'sections', idCompany, { idApp, idSection })
      .select('idSection')
      .executeTakeFirst();
    return Boolean(row);
  },
});

export type TrackingRepository = ReturnType<typeof trackingRepository>;
