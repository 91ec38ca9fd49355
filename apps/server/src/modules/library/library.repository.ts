import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';

/** Library entries of a section, always within one company. */
export const libraryRepository = ({ db }: { db: Db }) => ({
  /** Every entry whose key starts with the folder's prefix (the service keeps the direct children). */
  async findUnderPrefix(idCompany: number, idSection: number, prefix: string) {
    let query = fromCompany(db, 'library_items', idCompany, { idSection }).select(['key', 'url', 'date', 'isFolder']);
    // substr() rather than LIKE: a key may hold % or _; both engines count characters from 1.
    if (prefix)
      query = query.where((eb) => eb(eb.fn('substr', ['key', eb.val(1), eb.val(prefix.length)]), '=', prefix));
    return query.orderBy('key').limit(5000).execute();
  },
});

export type LibraryRepository = ReturnType<typeof libraryRepository>;
