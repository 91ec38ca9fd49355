import { sql } from 'kysely';
import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { NewRow } from '../../db/schema';
import { byText } from '../../db/text-order';
import { likePattern } from '../learning/catalog/catalog.repository';

/** Members an administrator may browse as, and the single-use codes of 'Meus Aplicativos'. */
export const supportAccessRepository = ({ db }: { db: Db }) => ({
  async findSupporter(idCompany: number, idUser: number) {
    return fromCompany(db, 'users', idCompany, { idUser })
      .select(['idUser', 'admin', 'canAccessSupport', 'active'])
      .executeTakeFirst();
  },

  /** Members of the company with access to the app, other than the caller, found by name, e-mail or login. */
  async searchUsers(
    idCompany: number,
    idApp: number,
    options: { exceptIdUser: number; searchText?: string; onlyActive: boolean; offset: number; limit: number },
  ) {
    let query = db
      .selectFrom('users as u')
      .innerJoin('user_apps as ua', (join) => join.onRef('ua.idUser', '=', 'u.idUser').on('ua.idApp', '=', idApp))
      .where('u.idCompany', '=', idCompany)
      .where('u.idUser', '!=', options.exceptIdUser);
    if (options.onlyActive) query = query.where('u.active', '=', 1);
    if (options.searchText) {
      const pattern = likePattern(options.searchText);
      query = query.where((eb) =>
        eb.or(
          (['u.name', 'u.email', 'u.username'] as const).map((column) =>
            eb(eb.fn('lower', [column]), 'like', sql<string>`${pattern} escape '\\'`),
          ),
        ),
      );
    }
    const [rows, total] = await Promise.all([
      query
        .select(['u.idUser', 'u.name', 'u.email', 'u.username'])
        .orderBy(byText('u.name'))
        .orderBy('u.name')
        .orderBy('u.idUser')
        .offset(options.offset)
        .limit(options.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.total ?? 0) };
  },

  async canOpenApp(idCompany: number, idUser: number, idApp: number): Promise<boolean> {
    const row = await db
      .selectFrom('user_apps as ua')
      .innerJoin('apps as a', 'a.idApp', 'ua.idApp')
      .select('ua.idApp')
      .where('ua.idUser', '=', idUser)
      .where('ua.idApp', '=', idApp)
      .where('a.idCompany', '=', idCompany)
      .executeTakeFirst();
    return Boolean(row);
  },

  async createAppCode(values: Omit<NewRow<'app_switch_codes'>, 'usedAt'>): Promise<void> {
    await db
      .insertInto('app_switch_codes')
      .values({ ...values, usedAt: null })
      .execute();
  },

  /** Marks the code used and returns it, once: a second call, an expired code or another app gets nothing. */
  async consumeAppCode(codeHash: string, idApp: number, now: string) {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('app_switch_codes')
        .selectAll()
        .where('codeHash', '=', codeHash)
        .where('idApp', '=', idApp)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      if (!row) return undefined;
      const used = await trx
        .updateTable('app_switch_codes')
        .set({ usedAt: now })
        .where('codeHash', '=', codeHash)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? row : undefined;
    });
  },
});

export type SupportAccessRepository = ReturnType<typeof supportAccessRepository>;
