import type { Db } from '../../db/database';

/** Library entries of a section, always within one company. */
export const libraryRepository = ({ db }: { db: Db }) => ({
  /** Every entry whose key starts with the folder's prefix (the service keeps the direct children). */
  async findUnderPrefix(idCompany: number, idSection: number, prefix: string) {
    let query = db
      .selectFrom('library_items')
      .select(['key', 'url', 'date', 'isFolder'])
      .where('idCompany', '=', idCompany)
      .where('idSection', '=', idSection);
    // substr() rather than LIKE: a key may hold % or _; both engines count characters from 1.
    if (prefix)
      query = query.where((eb) => eb(eb.fn('substr', ['key', eb.val(1), eb.val(prefix.length)]), '=', prefix));
    return query.orderBy('key').limit(5000).execute();
  },
});

export type LibraryRepository = ReturnType<typeof libraryRepository>;
