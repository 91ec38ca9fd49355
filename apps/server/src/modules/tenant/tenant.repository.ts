import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AppsTable } from '../../db/schema';

export type AppRow = Selectable<AppsTable>;

/** Reads apps, their hosts and companies. */
export const tenantRepository = ({ db }: { db: Db }) => ({
  /** The app whose bucket or one of whose hosts is `bucketOrHost`. */
  async findAppByBucketOrHost(bucketOrHost: string): Promise<AppRow | undefined> {
    const byBucket = await db.selectFrom('apps').selectAll().where('bucket', '=', bucketOrHost).executeTakeFirst();
    if (byBucket) return byBucket;
    return db
      .selectFrom('app_hosts')
      .innerJoin('apps', 'apps.idApp', 'app_hosts.idApp')
      .selectAll('apps')
      .where('app_hosts.host', '=', bucketOrHost)
      .executeTakeFirst();
  },

  async findAppById(idApp: number): Promise<AppRow | undefined> {
    return db.selectFrom('apps').selectAll().where('idApp', '=', idApp).executeTakeFirst();
  },

  async findHosts(idApp: number): Promise<string[]> {
    const rows = await db
      .selectFrom('app_hosts')
      .select('host')
      .where('idApp', '=', idApp)
      .orderBy('position')
      .orderBy('host')
      .execute();
    return rows.map((row) => row.host);
  },

  /** True when `host` is a registered host of some app (allowed as a browser origin). */
  async hasHost(host: string): Promise<boolean> {
    const row = await db.selectFrom('app_hosts').select('host').where('host', '=', host).executeTakeFirst();
    return Boolean(row);
  },

  async findCompany(idCompany: number) {
    return db.selectFrom('companies').selectAll().where('idCompany', '=', idCompany).executeTakeFirst();
  },
});

export type TenantRepository = ReturnType<typeof tenantRepository>;
