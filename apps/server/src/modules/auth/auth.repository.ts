import { fromCompany, updateCompanyRows } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';

/** Members, their app access and password-reset codes. */
export const authRepository = ({ db }: { db: Db }) => ({
  /** A member of the company by login name or e-mail (both stored in lower case). */
  async findUserByLogin(idCompany: number, login: string): Promise<UserRow | undefined> {
    const value = login.trim().toLowerCase();
    return fromCompany(db, 'users', idCompany)
      .selectAll()
      .where((eb) => eb.or([eb('username', '=', value), eb('email', '=', value)]))
      .orderBy('idUser')
      .executeTakeFirst();
  },

  async findUser(idCompany: number, idUser: number): Promise<UserRow | undefined> {
    return fromCompany(db, 'users', idCompany, { idUser }).selectAll().executeTakeFirst();
  },

  /**
   * What the per-request token check needs: the member (with the department the learning pages filter by),
   * the session and the company's learning catalog and content app versions (catalog-cache.ts, content-cache.ts),
   * one indexed read by primary keys.
   */
  async findTokenState(idUser: number, idSession: number) {
    return db
      .selectFrom('users')
      .leftJoin('user_sessions', (join) =>
        join.on('user_sessions.idSession', '=', idSession).onRef('user_sessions.idUser', '=', 'users.idUser'),
      )
      .leftJoin('cache_versions', 'cache_versions.idCompany', 'users.idCompany')
      .select([
        'users.idCompany',
        'users.tokenVersion',
        'users.active',
        'users.admin',
        'users.canAccessSupport',
        'users.department',
        'user_sessions.idSession',
        'user_sessions.supportIdUser',
        'user_sessions.lastUsedAt',
        'user_sessions.expiresAt',
        'user_sessions.endedAt',
        'cache_versions.catalogVersion',
        'cache_versions.contentVersion',
      ])
      .where('users.idUser', '=', idUser)
      .executeTakeFirst();
  },

  /** What a support session needs of its administrator on each request. */
  async findSupporterState(idUser: number) {
    return db
      .selectFrom('users')
      .select(['idCompany', 'active', 'admin', 'canAccessSupport'])
      .where('idUser', '=', idUser)
      .executeTakeFirst();
  },

  /** A new session row; its id goes into the token as `sid`. */
  async createSession(values: {
    idCompany: number;
    idUser: number;
    idApp: number;
    supportIdUser: number | null;
    userAgent: string | null;
    now: string;
    expiresAt: string;
  }): Promise<number> {
    const { now, ...rest } = values;
    const row = await db
      .insertInto('user_sessions')
      .values({ ...rest, createdAt: now, lastUsedAt: now, endedAt: null })
      .returning('idSession')
      .executeTakeFirstOrThrow();
    return row.idSession;
  },

  /** A renewed token moves its session's end. */
  async extendSession(idSession: number, now: string, expiresAt: string): Promise<void> {
    await db
      .updateTable('user_sessions')
      .set({ lastUsedAt: now, expiresAt })
      .where('idSession', '=', idSession)
      .where('endedAt', 'is', null)
      .execute();
  },

  /** Records a use of the session, at most once per `staleBefore` (the caller read the last one). */
  async touchSession(idSession: number, now: string, staleBefore: string): Promise<void> {
    await db
      .updateTable('user_sessions')
      .set({ lastUsedAt: now })
      .where('idSession', '=', idSession)
      .where('lastUsedAt', '<', staleBefore)
      .execute();
  },

  /** The member's sessions still open at `now` (support sessions of an administrator as them included). */
  async findOpenSessions(idCompany: number, idUser: number, now: string) {
    return db
      .selectFrom('user_sessions')
      .leftJoin('users as supporter', 'supporter.idUser', 'user_sessions.supportIdUser')
      .select([
        'user_sessions.idSession',
        'user_sessions.idApp',
        'user_sessions.userAgent',
        'user_sessions.createdAt',
        'user_sessions.lastUsedAt',
        'user_sessions.supportIdUser',
        'supporter.name as supporterName',
      ])
      .where('user_sessions.idCompany', '=', idCompany)
      .where('user_sessions.idUser', '=', idUser)
      .where('user_sessions.endedAt', 'is', null)
      .where('user_sessions.expiresAt', '>', now)
      .orderBy('user_sessions.lastUsedAt', 'desc')
      .orderBy('user_sessions.idSession', 'desc')
      .execute();
  },

  /** One session of the member (open or not), to end it. */
  async findSession(idCompany: number, idUser: number, idSession: number) {
    return fromCompany(db, 'user_sessions', idCompany, { idUser, idSession })
      .select(['idSession', 'supportIdUser', 'endedAt'])
      .executeTakeFirst();
  },

  /**
   * Ends sessions and answers the ids it ended: `idSessions` of the member, or all the member's sessions
   * except `exceptIdSession`, or with `includeSupported` also the support sessions the member opened as others.
   */
  async endSessions(
    idCompany: number,
    idUser: number,
    now: string,
    options: { idSessions?: number[]; exceptIdSession?: number; includeSupported?: boolean } = {},
  ): Promise<number[]> {
    if (options.idSessions?.length === 0) return [];
    let query = updateCompanyRows(db, 'user_sessions', idCompany)
      .set({ endedAt: now })
      .where('endedAt', 'is', null)
      .where((eb) =>
        options.includeSupported
          ? eb.or([eb('idUser', '=', idUser), eb('supportIdUser', '=', idUser)])
          : eb('idUser', '=', idUser),
      );
    if (options.idSessions) query = query.where('idSession', 'in', options.idSessions);
    if (options.exceptIdSession !== undefined) query = query.where('idSession', '!=', options.exceptIdSession);
    const rows = await query.returning('idSession').execute();
    return rows.map((row) => row.idSession);
  },

  /** The member's sessions that ended or expired before `before` are no longer kept (done at each login). */
  async purgeSessions(idUser: number, before: string): Promise<void> {
    await db
      .deleteFrom('user_sessions')
      .where('idUser', '=', idUser)
      .where((eb) => eb.or([eb('endedAt', '<', before), eb('expiresAt', '<', before)]))
      .execute();
  },

  /** The current password hash is replaced by a stronger one of the same password (cost raised). */
  async rehashPassword(idUser: number, previousHash: string, passwordHash: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ passwordHash })
      .where('idUser', '=', idUser)
      .where('passwordHash', '=', previousHash)
      .execute();
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

  /** Whether another member of the company has this member as their manager. */
  async managesAnyone(idCompany: number, idUser: number): Promise<boolean> {
    const row = await fromCompany(db, 'users', idCompany, { idManager: idUser }).select('idUser').executeTakeFirst();
    return Boolean(row);
  },

  /** The highest agreement version the member accepted on the app; 0 when never. */
  async findAcceptedTermsVersion(idCompany: number, idUser: number, idApp: number): Promise<number> {
    const row = await fromCompany(db, 'terms_acceptances', idCompany, { idUser, idApp })
      .select((eb) => eb.fn.max<number>('version').as('version'))
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

  /** The member of a usable reset code (unknown, used and expired codes answer undefined). */
  async findPasswordResetMember(tokenHash: string, now: string): Promise<UserRow | undefined> {
    return db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.idUser', 'password_resets.idUser')
      .selectAll('users')
      .where('password_resets.tokenHash', '=', tokenHash)
      .where('password_resets.usedAt', 'is', null)
      .where('password_resets.expiresAt', '>', now)
      .executeTakeFirst();
  },

  /**
   * Marks a reset code used (and every other unused code of the member) and sets the new password in one
   * transaction; bumps `tokenVersion` so every session of the member ends. Returns the member, or undefined when the code is unknown,
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
      // Every other link of the member ends with this one: an older e-mail cannot set the password again.
      await trx
        .updateTable('password_resets')
        .set({ usedAt: now })
        .where('idUser', '=', reset.idUser)
        .where('usedAt', 'is', null)
        .execute();
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
   * win), bumps `tokenVersion` (ending every token) and ends the member's unused password links; true when
   * it was changed.
   */
  async changePassword(idCompany: number, idUser: number, previousHash: string, passwordHash: string, now: string) {
    return db.transaction().execute(async (trx) => {
      const result = await updateCompanyRows(trx, 'users', idCompany, { idUser, passwordHash: previousHash })
        .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      // A link asked for before the change can no longer set the password.
      await trx
        .updateTable('password_resets')
        .set({ usedAt: now })
        .where('idUser', '=', idUser)
        .where('usedAt', 'is', null)
        .execute();
      return true;
    });
  },
});

export type AuthRepository = ReturnType<typeof authRepository>;
