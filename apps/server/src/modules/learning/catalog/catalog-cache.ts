import { sql } from 'kysely';
import { fromCompany } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import type { CatalogRepository } from './catalog.repository';

/**
 * The learning catalog's structure (nodes, blocks and their elements, content items, evaluations, tags),
 * kept in each server process per company: it changes only when an administrator edits it, and the
 * learning home, catalogs and training pages read it on every request.
 *
 * A company's structure has a version (`cache_versions.catalogVersion`), raised by database triggers on
 * every insert, update or delete of those tables, whichever code or process writes them (the console, a
 * pack import, SQL by hand), in the writer's own transaction. Each authenticated request reads its
 * company's version in the same query that checks the token (`observe`), so a request never gets a
 * structure older than the last change committed before it began, on any worker or instance.
 *
 * Only the company's own structure is kept, under its company id; what a member may see (department
 * restrictions) and everything about members (enrollments, progress, classes' seats) is read per request.
 *
 * Invalidation: `invalidateLearningCatalog(db, idCompany)` raises the version by hand (for a change the
 * triggers do not see); `catalogCache.clear()` empties this process's copy.
 */
export type CatalogCache = ReturnType<typeof createCatalogCache>;

/**
 * Reads of `CatalogRepository` that only touch the cached tables and may be answered from the cache
 * (not `findContent`: a content's answer shows its view count, which changes on every view).
 */
const CACHED_READS = [
  'findNodeByCode',
  'findNodeById',
  'findRootNode',
  'findNodesByIds',
  'findBlocks',
  'findBlock',
  'findElements',
  'findElementsOfNodes',
  'findTags',
  'findParentNodeIds',
  'findCatalogNodeIdsHoldingContent',
  'findReferencedNodes',
] as const satisfies ReadonlyArray<keyof CatalogRepository>;

/** Answers kept per company (each a read with its arguments); the oldest go first past it. */
const ENTRIES_PER_COMPANY = 5_000;
/** A version not confirmed by a request for this long is read again before use (work outside requests). */
const VERSION_TRUST_MS = 1_000;

type CompanyEntries = { version: number; answers: Map<string, unknown> };

export function createCatalogCache({ db, now = Date.now }: { db: Db; now?: () => number }) {
  return createCompanyCache<CatalogRepository>({
    readVersion: (idCompany) => readCatalogVersion(db, idCompany),
    reads: CACHED_READS,
    now,
  });
}

/**
 * Answers of a repository's reads kept per company under a version that every write of their tables raises
 * (the learning catalog here, a content app's sections in content-cache.ts). Each read's first argument is
 * the company id, so one company's answers are never another's.
 */
export function createCompanyCache<R extends object>({
  readVersion,
  reads,
  now = Date.now,
}: {
  readVersion: (idCompany: number) => Promise<number>;
  reads: ReadonlyArray<keyof R>;
  now?: () => number;
}) {
  const latest = new Map<number, { version: number; seenAt: number }>();
  const companies = new Map<number, CompanyEntries>();

  /** The company's structure version: the one a request just read, or a fresh read. */
  async function versionOf(idCompany: number): Promise<number> {
    const known = latest.get(idCompany);
    if (known && now() - known.seenAt < VERSION_TRUST_MS) return known.version;
    const version = await readVersion(idCompany);
    observe(idCompany, version);
    return version;
  }

  /** Records a company's version read by a request (versions only grow; an older read changes nothing). */
  function observe(idCompany: number, version: number): void {
    const known = latest.get(idCompany);
    if (!known || version >= known.version) latest.set(idCompany, { version, seenAt: now() });
  }

  async function remembered<T>(
    idCompany: number,
    key: string,
    read: () => Promise<T>,
    inTransaction: boolean,
  ): Promise<T> {
    // In a transaction the version is the one the request's token check saw: reading it again there could
    // wait on the transaction's own connection.
    const known = latest.get(idCompany)?.version;
    if (inTransaction && known === undefined) return read();
    const version = inTransaction ? (known as number) : await versionOf(idCompany);
    let entries = companies.get(idCompany);
    if (!entries || entries.version !== version) {
      entries = { version, answers: new Map() };
      companies.set(idCompany, entries);
    }
    if (entries.answers.has(key)) return entries.answers.get(key) as T;
    const answer = deepFreeze(await read());
    // A change committed while reading: keep the answer for this call only.
    if (entries.version !== (latest.get(idCompany)?.version ?? version)) return answer;
    if (entries.answers.size >= ENTRIES_PER_COMPANY)
      entries.answers.delete(entries.answers.keys().next().value as string);
    entries.answers.set(key, answer);
    return answer;
  }

  return {
    observe,

    /**
     * The repository with its kept reads answered from this cache: outside transactions, or
     * (`inTransaction`) in one that never writes the kept tables.
     */
    wrap(repository: R, { inTransaction = false }: { inTransaction?: boolean } = {}): R {
      const wrapped = { ...repository };
      for (const name of reads) {
        const read = repository[name] as (idCompany: number, ...rest: unknown[]) => Promise<unknown>;
        (wrapped as Record<string, unknown>)[name as string] = (idCompany: number, ...rest: unknown[]) =>
          remembered(
            idCompany,
            `${String(name)}:${JSON.stringify(rest)}`,
            () => read.call(repository, idCompany, ...rest),
            inTransaction,
          );
      }
      return wrapped;
    },

    /** Forgets every company's structure in this process. */
    clear(): void {
      companies.clear();
      latest.clear();
    },
  };
}

/** The company's structure version (0 before any change). */
export async function readCatalogVersion(db: Db, idCompany: number): Promise<number> {
  const row = await fromCompany(db, 'cache_versions', idCompany).select('catalogVersion').executeTakeFirst();
  return row?.catalogVersion ?? 0;
}

/**
 * Raises a company's structure version, so every process reads its catalog afresh. The triggers already
 * do this for every write of the catalog's tables; call it (inside the writer's transaction) for a change
 * they do not see. Issue 26 (console authoring) and pack imports need nothing more than their writes.
 */
export async function invalidateLearningCatalog(db: Db, idCompany: number): Promise<void> {
  await sql`insert into cache_versions ("idCompany", "catalogVersion") values (${idCompany}, 1)
    on conflict ("idCompany") do update set "catalogVersion" = cache_versions."catalogVersion" + 1`.execute(db);
}

/** Freezes an answer kept for many requests, so a caller that changed it would fail loudly instead. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Map)) {
    Object.freeze(value);
    for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  }
  return value;
}
