import type { Db } from '../../db/database';
import type { RowPatch, UserRow } from '../../db/schema';

/** Members' own data and their acceptances of the apps' agreements. */
export const usersRepository = ({ db }: { db: Db }) => ({
  async findUser(idCompany: number, idUser: number): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .executeTakeFirst();
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
    await db.updateTable('users').set(values).where('idCompany', '=', idCompany).where('idUser', '=', idUser).execute();
  },

  /** The highest agreement version the member accepted on the app; 0 when never. */
  async findAcceptedVersion(idCompany: number, idUser: number, idApp: number): Promise<number> {
    const row = await db
      .selectFrom('terms_acceptances')
      .select((eb) => eb.fn.max<number>('version').as('version'))
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .where('idApp', '=', idApp)
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  },

  /** Records an acceptance and the member's communications choice in one transaction. */
  async acceptAgreement(entry: {
    idCompany: number;
    idUser: number;
    idApp: number;
    version: number;
    communicationAccepted: 0 | 1;
    acceptedAt: string;
  }): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('terms_acceptances').values(entry).execute();
      await trx
        .updateTable('users')
        .set({
          userLicenceTermsAccepted: entry.version,
          communicationAccepted: entry.communicationAccepted,
          // Notifications need the communications acceptance (spec document 1, section 4).
          ...(entry.communicationAccepted ? {} : { emailNotification: 0, smsNotification: 0 }),
        })
        .where('idCompany', '=', entry.idCompany)
        .where('idUser', '=', entry.idUser)
        .execute();
    });
  },
});

export type UsersRepository = ReturnType<typeof usersRepository>;
