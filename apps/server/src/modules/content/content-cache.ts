import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import { createCompanyCache } from '../learning/catalog/catalog-cache';
import type { ContentRepository } from './content.repository';

/**
 * A content app's sections and items (what a section's list is made of, without the member's votes and
 * progress), kept in each server process per company, as the learning catalog is (catalog-cache.ts): under
 * `cache_versions.contentVersion`, raised by triggers on every write of `sections` and `content_items`
 * (a vote too, since it changes an item's rating) and read with each request's token check, so a request
 * never gets a list older than the last change committed before it began, on any worker or instance.
 */
export type ContentCache = ReturnType<typeof createContentCache>;

/** Reads of `ContentRepository` that touch only the kept tables; each takes the company id first. */
const CACHED_READS = ['findSection', 'findSectionItems', 'findChildren', 'findTitles'] as const satisfies ReadonlyArray<
  keyof ContentRepository
>;

export function createContentCache({ db, now = Date.now }: { db: Db; now?: () => number }) {
  return createCompanyCache<ContentRepository>({
    readVersion: (idCompany) => readContentVersion(db, idCompany),
    reads: CACHED_READS,
    now,
  });
}

/** The company's content version (0 before any change). */
export async function readContentVersion(db: Db, idCompany: number): Promise<number> {
  const row = await fromCompany(db, 'cache_versions', idCompany).select('contentVersion').executeTakeFirst();
  return row?.contentVersion ?? 0;
}
