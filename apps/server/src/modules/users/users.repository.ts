import { fromCompany, updateCompanyRows } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { NewRow, RowPatch, UserRow } from '../../db/schema';

/** Members' own data and their acceptances of the apps' agreements. */
export const usersRepository = ({ db }: { db: Db }) => ({
  async findUser(idCompany: number, idUser: number): Promise<UserRow | undefined> {
    return fromCompany(db, 'users', idCompany, { idUser }).selectAll().executeTakeFirst();
  },

  async updateUser(
    idCompany: number,
    idUser: number,
    values: Pick<
      RowPatch<'users'>,
      | 'name'
      | 'cpf'
      | 'phone'
      | 'photo'
      | 'askPWA'
      | 'communicationAccepted'
      | 'emailNotification'
      | 'smsNotification'
      | 'userLicenceTermsAccepted'
    >,
  ): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await updateCompanyRows(db, 'users', idCompany, { idUser }).set(values).execute();
  },

  /** The highest agreement version the member accepted on the app; 0 when never. */
  async findAcceptedVersion(idCompany: number, idUser: number, idApp: number): Promise<number> {
    const row = await fromCompany(db, 'terms_acceptances', idCompany, { idUser, idApp })
      .select((eb) => eb.fn.max<number>('version').as('version'))
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  },

  /** Records an acceptance and the member's communications choice in one transaction. */
  async acceptAgreement(entry: NewRow<'terms_acceptances'>): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('terms_acceptances').values(entry).execute();
      await updateCompanyRows(trx, 'users', entry.idCompany, { idUser: entry.idUser })
        .set({
          userLicenceTermsAccepted: entry.version,
          communicationAccepted: entry.communicationAccepted,
          // Notifications need the communications acceptance (spec document 1, section 4).
          ...(entry.communicationAccepted ? {} : { emailNotification: 0, smsNotification: 0 }),
        })
        .execute();
    });
  },
});

export type UsersRepository = ReturnType<typeof usersRepository>;
