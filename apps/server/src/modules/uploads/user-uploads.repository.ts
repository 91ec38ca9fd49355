import type { Db } from '../../db/database';
import type { NewRow } from '../../db/schema';

const COLUMNS = [
  'u.idUserUpload',
  'u.idSection',
  'u.title',
  'u.description',
  'u.name',
  'u.mimetype',
  'u.extension',
  'u.url',
  'u.createdAt',
  'a.name as author',
] as const;

/** Member uploads with their author's name, always within one company. */
export const userUploadsRepository = ({ db }: { db: Db }) => {
  /** The company's uploads with their author. */
  const companyUploads = (idCompany: number) =>
    db
      .selectFrom('user_uploads as u')
      .innerJoin('users as a', 'a.idUser', 'u.idUser')
      .select(COLUMNS)
      .where('u.idCompany', '=', idCompany);

  return {
    async insertUpload(values: NewRow<'user_uploads'>): Promise<number> {
      const row = await db
        .insertInto('user_uploads')
        .values(values)
        .returning('idUserUpload')
        .executeTakeFirstOrThrow();
      return row.idUserUpload;
    },

    async findUpload(idCompany: number, idUserUpload: number) {
      return companyUploads(idCompany).where('u.idUserUpload', '=', idUserUpload).executeTakeFirst();
    },

    /** The section's uploads, newest first. */
    async findSectionUploads(idCompany: number, idSection: number, limit: number) {
      return companyUploads(idCompany)
        .where('u.idSection', '=', idSection)
        .orderBy('u.createdAt', 'desc')
        .orderBy('u.idUserUpload', 'desc')
        .limit(limit)
        .execute();
    },
  };
};

export type UserUploadsRepository = ReturnType<typeof userUploadsRepository>;
