import type { Db } from '../../db/database';
import { byText } from '../../db/text-order';

/** Members of a company as the directory lists them. */
export const directoryRepository = ({ db }: { db: Db }) => ({
  /** Active members with access to the app, by name. */
  async findMembers(idCompany: number, idApp: number) {
    return db
      .selectFrom('users as u')
      .innerJoin('user_apps as ua', 'ua.idUser', 'u.idUser')
      .select(['u.idUser', 'u.name', 'u.email', 'u.photo'])
      .where('u.idCompany', '=', idCompany)
      .where('ua.idApp', '=', idApp)
      .where('u.active', '=', 1)
      .orderBy(byText('u.name'))
      .orderBy('u.name')
      .orderBy('u.idUser')
      .limit(5000)
      .execute();
  },
});

export type DirectoryRepository = ReturnType<typeof directoryRepository>;
