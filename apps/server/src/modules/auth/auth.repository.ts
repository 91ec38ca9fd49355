import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

/** Members, their app access and password-reset codes. */
export const authRepository = ({ db }: { db: Db }) => ({
  /** A member of the company by login name or e-mail (both stored in lower case). */
  async findUserByLogin(idCompany: number, login: string): Promise<UserRow | undefined> {
    const value = login.trim().toLowerCase();
    return db
      .selectFrom('users')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where((eb) => eb.or([eb('username', '=', value), eb('email', '=', value)]))
      .orderBy('idUser')
      .executeTakeFirst();
  },

  async findUser(idCompany: number, idUser: number): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .executeTakeFirst();
  },

  /** What the per-request token check needs: one indexed read by primary key. */
  /** What a token check needs of its member, with the company's learning catalog version in the same read. */
  async findTokenState(idUser: number) {
    return db
      .selectFrom('users')
      .leftJoin('cache_versions', 'cache_versions.idCompany', 'users.idCompany')
      .select([
        'users.idCompany',
        'users.tokenVersion',
        'users.active',
        'users.admin',
        'users.canAccessSupport',
        'cache_versions.catalogVersion',
      ])
      .where('users.idUser', '=', idUser)
      .executeTakeFirst();
  },

  async hasAppAccess(idUser: number, idApp: number): Promise<boolean> {
    const row = await db
      .selectFrom('user_apps')
      .select('idApp')
      .where('idUser', '=', idUser)
      .where('idApp', '=', idApp)
      .executeTakeFirst();
    return Boolean(row);
  },

  /** The apps of the company this member may open ('Meus Aplicativos'). */
  async findAccessibleApps(idUser: number) {
    return db
      .selectFrom('user_apps')
      .innerJoin('apps', 'apps.idApp', 'user_apps.idApp')
      .innerJoin('companies', 'companies.idCompany', 'apps.idCompany')
      .select([
        'apps.idApp',
        'apps.idCompany',
        'apps.idAppType',
        'apps.name as appName',
        'apps.bucket',
        'apps.favIcon',
        'companies.name as companyName',
      ])
      .where('user_apps.idUser', '=', idUser)
      .orderBy('apps.idApp')
      .execute();
  },

  /** The highest agreement version the member accepted on the app; 0 when never. */
  async findAcceptedTermsVersion(idCompany: number, idUser: number, idApp: number): Promise<number> {
    const row = await db
      .selectFrom('terms_acceptances')
      .select((eb) => eb.fn.max<number>('version').as('version'))
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .where('idApp', '=', idApp)
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  },

  /** The content item the member left last on the app ('return to your last content'). */
  async findLastContentTracking(idCompany: number, idUser: number, idApp: number) {
    return db
      .selectFrom('navigation_trackings')
      .leftJoin('sections', 'sections.idSection', 'navigation_trackings.idSection')
      .leftJoin('content_items', (join) =>
        join
          .onRef('content_items.idContentItem', '=', 'navigation_trackings.idNavigationItem')
          .onRef('content_items.idApp', '=', 'navigation_trackings.idApp'),
      )
      .select([
        'navigation_trackings.idNavigationItem',
        'navigation_trackings.idSection',
        'navigation_trackings.createdAt',
        'sections.text as sectionText',
        'content_items.text as contentText',
      ])
      .where('navigation_trackings.idCompany', '=', idCompany)
      .where('navigation_trackings.idUser', '=', idUser)
      .where('navigation_trackings.idApp', '=', idApp)
      .where('navigation_trackings.idNavigationType', '=', 1)
      .orderBy('navigation_trackings.createdAt', 'desc')
      .orderBy('navigation_trackings.idNavigationTracking', 'desc')
      .executeTakeFirst();
  },

  async recordLogin(idUser: number, at: string): Promise<void> {
    await db.updateTable('users').set({ lastLogin: at, lastAccess: at }).where('idUser', '=', idUser).execute();
  },

  async createPasswordReset(values: { idUser: number; tokenHash: string; expiresAt: string; createdAt: string }) {
    await db
      .insertInto('password_resets')
      .values({ ...values, usedAt: null })
      .execute();
  },

  /**
   * Marks a reset code used and sets the new password in one transaction; bumps `tokenVersion` so
   * every other session of the member ends. Returns the member, or undefined when the code is unknown,
   * used or expired.
   */
  async consumePasswordReset(
    tokenHash: string,
    passwordHash: string,
    now: string,
  ): Promise<{ idUser: number; idCompany: number } | undefined> {
    return db.transaction().execute(async (trx) => {
      const reset = await trx
        .selectFrom('password_resets')
        .innerJoin('users', 'users.idUser', 'password_resets.idUser')
        .select(['password_resets.idPasswordReset', 'password_resets.idUser', 'users.idCompany'])
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      if (!reset) return undefined;
      const claimed = await trx
        .updateTable('password_resets')
        .set({ usedAt: now })
        .where('idPasswordReset', '=', reset.idPasswordReset)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return undefined;
      await trx
        .updateTable('users')
        .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
        .where('idUser', '=', reset.idUser)
        .execute();
      return { idUser: reset.idUser, idCompany: reset.idCompany };
    });
  },

  /**
   * Sets a new password when the stored hash is still `previousHash` (two changes at once cannot both
   * win) and bumps `tokenVersion`, ending every session; true when it was changed.
   */
  async changePassword(idCompany: number, idUser: number, previousHash: string, passwordHash: string) {
    const result = await db
      .updateTable('users')
      .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .where('passwordHash', '=', previousHash)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});

export type AuthRepository = ReturnType<typeof authRepository>;
