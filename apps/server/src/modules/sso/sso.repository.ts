import type { CacheProvider } from '@node-saml/node-saml';
import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';

/** Pending sign-on requests and the members single sign-on finds or creates. */
export const ssoRepository = ({ db }: { db: Db }) => ({
  /** An active or inactive member of the company by e-mail (stored in lower case). */
  async findUserByEmail(idCompany: number, email: string) {
    return fromCompany(db, 'users', idCompany, { email })
      .select(['idUser', 'idCompany', 'tokenVersion', 'active'])
      .orderBy('idUser')
      .executeTakeFirst();
  },

  /** Creates a member the identity provider vouches for, with access to the app, in one transaction. */
  async createMember(entry: { idCompany: number; idApp: number; email: string; name: string; now: string }) {
    return db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          idCompany: entry.idCompany,
          email: entry.email,
          name: entry.name,
          phone: null,
          cpf: null,
          userType: 1,
          username: entry.email,
          passwordHash: null,
          tokenVersion: 0,
          userLicenceTermsAccepted: 0,
          communicationAccepted: 0,
          emailNotification: 0,
          smsNotification: 0,
          guestCompany: null,
          guestCnpj: null,
          department: null,
          role: null,
          managerName: null,
          idManager: null,
          unit: null,
          branch: null,
          employeeCode: null,
          admin: 0,
          canAccessSupport: 0,
          active: 1,
          photo: null,
          askPWA: 0,
          lastLogin: null,
          lastAccess: null,
          createdAt: entry.now,
        })
        .returning(['idUser', 'idCompany', 'tokenVersion', 'active'])
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_apps').values({ idUser: user.idUser, idApp: entry.idApp }).execute();
      return user;
    });
  },

  /**
   * node-saml's store of request ids, kept in the database so the answer may reach any instance. It
   * remembers whether this request consumed the id, so a replayed answer is refused even when two copies
   * arrive together.
   */
  createRequestStore(idApp: number, ttlMs: number): CacheProvider & { isConsumed: () => boolean } {
    let consumed = false;
    return {
      async saveAsync(key, value) {
        const cutoff = new Date(Date.parse(value) - ttlMs).toISOString();
        await db.deleteFrom('sso_requests').where('createdAt', '<', cutoff).execute();
        await db.insertInto('sso_requests').values({ idRequest: key, idApp, createdAt: value }).execute();
        return { value, createdAt: Date.parse(value) };
      },
      async getAsync(key) {
        const row = await db
          .selectFrom('sso_requests')
          .select('createdAt')
          .where('idRequest', '=', key)
          .where('idApp', '=', idApp)
          .executeTakeFirst();
        return row?.createdAt ?? null;
      },
      async removeAsync(key) {
        if (!key) return null;
        const result = await db
          .deleteFrom('sso_requests')
          .where('idRequest', '=', key)
          .where('idApp', '=', idApp)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 1) consumed = true;
        return consumed ? key : null;
      },
      isConsumed: () => consumed,
    };
  },
});

export type SsoRepository = ReturnType<typeof ssoRepository>;
