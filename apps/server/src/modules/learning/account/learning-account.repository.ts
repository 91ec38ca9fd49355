import { sql } from 'kysely';
import { deleteCompanyRows, fromCompany } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import { byText } from '../../../db/text-order';
import { likePattern } from '../catalog/catalog.repository';

/** Topics of interest and responsibility terms of members. */
export const learningAccountRepository = ({ db }: { db: Db }) => ({
  /** The company's tags (of its trainings), searched, in alphabetical order. */
  async searchTags(idCompany: number, search: string | undefined, offset: number, limit: number) {
    let query = fromCompany(db, 'learning_node_tags', idCompany);
    if (search) {
      const pattern = likePattern(search.toLowerCase());
      query = query.where((eb) => eb(eb.fn('lower', ['tag']), 'like', sql<string>`${pattern} escape '\\'`));
    }
    const [rows, total] = await Promise.all([
      query.select('tag').groupBy('tag').orderBy(byText('tag')).orderBy('tag').offset(offset).limit(limit).execute(),
      query.select((eb) => eb.fn.count<number>('tag').distinct().as('total')).executeTakeFirst(),
    ]);
    return { tags: rows.map((row) => row.tag), total: Number(total?.total ?? 0) };
  },

  /** Which of these tags the company has. */
  async findExistingTags(idCompany: number, tags: string[]): Promise<string[]> {
    if (tags.length === 0) return [];
    const rows = await db
      .selectFrom('learning_node_tags')
      .select('tag')
      .distinct()
      .where('idCompany', '=', idCompany)
      .where('tag', 'in', tags)
      .execute();
    return rows.map((row) => row.tag);
  },

  async findUserTags(idCompany: number, idUser: number): Promise<string[]> {
    const rows = await fromCompany(db, 'learning_user_tags', idCompany, { idUser })
      .select('tag')
      .orderBy(byText('tag'))
      .orderBy('tag')
      .execute();
    return rows.map((row) => row.tag);
  },

  /** Replaces the member's topics in one transaction. */
  async replaceUserTags(idCompany: number, idUser: number, tags: string[]): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await deleteCompanyRows(trx, 'learning_user_tags', idCompany, { idUser }).execute();
      if (tags.length > 0) {
        await trx
          .insertInto('learning_user_tags')
          .values(tags.map((tag) => ({ idCompany, idUser, tag })))
          .execute();
      }
    });
  },

  async findActiveTerms(idCompany: number) {
    return fromCompany(db, 'learning_responsibility_terms', idCompany, { active: 1 })
      .selectAll()
      .orderBy('idTermOfResponsibility')
      .execute();
  },

  async findSignatures(idCompany: number, idUser: number) {
    return fromCompany(db, 'learning_term_signatures', idCompany, { idUser })
      .select(['idTermOfResponsibility', 'versionNumber'])
      .execute();
  },

  /** Records a signature once; signing the same version again changes nothing. */
  async sign(values: {
    idCompany: number;
    idUser: number;
    idTermOfResponsibility: number;
    versionNumber: number;
    signedAt: string;
  }): Promise<void> {
    const existing = await db
      .selectFrom('learning_term_signatures')
      .select('idTermSignature')
      .where('idUser', '=', values.idUser)
      .where('idTermOfResponsibility', '=', values.idTermOfResponsibility)
      .where('versionNumber', '=', values.versionNumber)
      .executeTakeFirst();
    if (!existing) await db.insertInto('learning_term_signatures').values(values).execute();
  },
});

export type LearningAccountRepository = ReturnType<typeof learningAccountRepository>;
