import type { Db } from '../db/database';
import { type AuditEntry, recordAudit } from '../platform/audit';
import type { Storage } from '../platform/storage';
import { resolveFileReferences, storePackFiles } from './pack-files';
import type { Pack } from './pack-format';
import { importPack, type PackChange, type PackExtension, type PackImportResult } from './pack-import';
import { type PackError, readPack } from './pack-reader';

/** Parts of a pack imported by other areas; an area adds its extension here. */
export const PACK_EXTENSIONS: PackExtension[] = [];

/** A pack folder read, validated and its files stored, ready to import in a transaction. */
export type PreparedPack = { pack: Pack; folder: string };

/**
 * Reads and validates a pack folder and stores its files. Nothing is written to the database; on any
 * problem the answer lists them all and no file is stored either.
 */
export async function preparePack(
  storage: Storage,
  folder: string,
): Promise<{ ok: true; prepared: PreparedPack } | { ok: false; errors: PackError[] }> {
  const read = await readPack(folder);
  if (!read.ok) return read;
  const addresses = await storePackFiles(storage, read.loaded.pack.company.key, read.loaded.files);
  return { ok: true, prepared: { pack: resolveFileReferences(read.loaded.pack, addresses), folder } };
}

/**
 * Imports a prepared pack with the caller's database handle (a transaction) and records it in the audit
 * log: one entry for the import, and one for each entity it changed.
 */
export async function importPreparedPack(
  db: Db,
  prepared: PreparedPack,
  options: { now: Date; extensions?: PackExtension[] },
): Promise<PackImportResult> {
  const result = await importPack(db, prepared.pack, {
    now: options.now,
    extensions: options.extensions ?? PACK_EXTENSIONS,
  });
  const base = { idCompany: result.idCompany, idUser: null, source: 'pack' as const };
  await recordAudit(
    db,
    {
      ...base,
      action: 'pack.import',
      entityType: 'pack',
      entityId: prepared.pack.company.key,
      summary: `Pacote ${prepared.pack.company.key}: ${result.created} criados, ${result.updated} alterados, ${result.unchanged} sem mudança`,
      after: {
        created: result.changes.filter((change) => change.action === 'create').map(changeName),
        notImported: result.notImported,
      },
    },
    options.now,
  );
  for (const change of result.changes) {
    if (change.action === 'update') await recordAudit(db, changeEntry(base, change), options.now);
  }
  return result;
}

/** Reads, validates, stores and imports a pack folder in one transaction. */
export async function importPackFolder(
  database: Db,
  storage: Storage,
  folder: string,
  options: { now?: Date; extensions?: PackExtension[] } = {},
): Promise<{ ok: true; result: PackImportResult } | { ok: false; errors: PackError[] }> {
  const prepared = await preparePack(storage, folder);
  if (!prepared.ok) return prepared;
  const now = options.now ?? new Date();
  const result = await database.transaction().execute((trx) =>
    importPreparedPack(trx, prepared.prepared, {
      now,
      ...(options.extensions ? { extensions: options.extensions } : {}),
    }),
  );
  return { ok: true, result };
}

/** The audit entry of one changed entity. */
export function changeEntry(
  base: Pick<AuditEntry, 'idCompany' | 'idUser' | 'source'> & Partial<AuditEntry>,
  change: PackChange,
): AuditEntry {
  return {
    ...base,
    action: `${change.entityType}.${change.action}`,
    entityType: change.entityType,
    entityId: change.key,
    summary: `${change.action === 'create' ? 'Criado' : 'Alterado'}: ${change.entityType} ${change.key}`,
    before: change.before,
    after: change.after,
  };
}

function changeName(change: PackChange): string {
  return `${change.entityType} ${change.key}`;
}
