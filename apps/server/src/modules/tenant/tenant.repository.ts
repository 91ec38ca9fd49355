import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { AppRow } from '../../db/schema';

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

  /** The company of a registered host (exactly as in `app_hosts`), for browser origins. */
  async findCompanyOfRegisteredHost(host: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('app_hosts')
      .innerJoin('apps', 'apps.idApp', 'app_hosts.idApp')
      .select('apps.idCompany')
      .where('app_hosts.host', '=', host)
      .executeTakeFirst();
    return row?.idCompany;
  },

  /** The addresses of every app's brand images (logo, icon, login and landing images): public files. */
  async findBrandAddresses(): Promise<string[]> {
    const rows = await db
      .selectFrom('apps')
      .select(['logo', 'favIcon', 'loginImage', 'loginImageMobile', 'landingLogo'])
      .execute();
    return rows.flatMap((row) =>
      [row.logo, row.favIcon, row.loginImage, row.loginImageMobile, row.landingLogo].filter(
        (address): address is string => Boolean(address),
      ),
    );
  },

  async findCompany(idCompany: number) {
    return fromCompany(db, 'companies', idCompany).selectAll().executeTakeFirst();
  },
});

export type TenantRepository = ReturnType<typeof tenantRepository>;
