import { readFile } from 'node:fs/promises';
import { normalize, sep } from 'node:path';
import type { Pack } from '@trilha/shared/api/pack-format';
import { auditEntityName } from '@trilha/shared/rules/audit-text';
import type { Db } from '../db/database';
import { type AuditEntry, recordAudit } from '../platform/audit';
import { contentTypeOf } from '../platform/file-response';
import type { Storage } from '../platform/storage';
import { type MemberFiles, type PackChange, PackImportError } from './import/context';
import { importPack, type PackExtension, type PackImportResult } from './import/import-pack';
import { resolveFileReferences, storePackFiles } from './pack-files';
import { type PackError, readPack } from './pack-reader';
import { scormPackExtension } from './pack-scorm';

/**
 * Parts of a pack imported by other areas, for a pack sent as JSON (the admin API): SCORM packages may only
 * come back as they are there. A folder import uses `folderExtensions`, which also reads the pack's zips.
 */
export const PACK_EXTENSIONS: PackExtension[] = [scormPackExtension()];

/** The extensions of one folder import, reading the pack's files from the folder (one set per import). */
export function folderExtensions(storage: Storage, folder: string) {
  return [scormPackExtension({ storage, folder })];
}

/**
 * A pack folder read, validated and its public files stored, ready to import in a transaction; member files
 * (external courses' evidence, by their `./` path) are stored by the import, under the member's prefix.
 */
export type PreparedPack = { pack: Pack; folder: string; memberFiles: Map<string, string> };

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
  // SCORM zips are kept by the package import (by their hash, inside the transaction), not as pack files;
  // question files are not kept at all: the reader turned them into the evaluations' questionItems.
  const { scormPackages: _zips, evaluations, activity, ...rest } = read.loaded.pack;
  const named = new Set<string>();
  collectFiles(rest, named);
  const { externalCourses, ...publicActivity } = activity ?? {};
  collectFiles(publicActivity, named);
  const evidence = new Set<string>();
  collectFiles(externalCourses, evidence);
  collectFiles(
    evaluations?.map(({ questions: _file, ...evaluation }) => evaluation),
    named,
  );
  const files = new Map([...read.loaded.files].filter(([path]) => named.has(path)));
  const addresses = await storePackFiles(storage, read.loaded.pack.company.key, files);
  const memberFiles = new Map([...read.loaded.files].filter(([path]) => evidence.has(path)));
  return { ok: true, prepared: { pack: resolveFileReferences(read.loaded.pack, addresses), folder, memberFiles } };
}

/**
 * Imports a prepared pack with the caller's database handle (a transaction) and records it in the audit
 * log: one entry for the import, and one for each entity it changed.
 */
export async function importPreparedPack(
  db: Db,
  prepared: PreparedPack,
  options: { now: Date; extensions: PackExtension[]; memberFiles?: MemberFiles },
): Promise<PackImportResult> {
  const result = await importPack(db, prepared.pack, {
    now: options.now,
    extensions: options.extensions,
    memberFiles: options.memberFiles,
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

/**
 * Reads, validates, stores and imports a pack folder in one transaction. When the transaction does not
 * commit, the files the SCORM packages wrote inside it are removed again; a problem only the database could
 * tell is answered like a validation error.
 */
export async function importPackFolder(
  database: Db,
  storage: Storage,
  folder: string,
  options: { now?: Date } = {},
): Promise<{ ok: true; result: PackImportResult } | { ok: false; errors: PackError[] }> {
  const prepared = await preparePack(storage, folder);
  if (!prepared.ok) return prepared;
  const now = options.now ?? new Date();
  const extensions = folderExtensions(storage, folder);
  const memberFiles = storedMemberFiles(storage, prepared.prepared.memberFiles);
  try {
    const result = await database
      .transaction()
      .execute((trx) => importPreparedPack(trx, prepared.prepared, { now, extensions, memberFiles }));
    return { ok: true, result };
  } catch (error) {
    for (const extension of extensions) await extension.discard();
    await memberFiles.discard();
    if (error instanceof PackImportError) return { ok: false, errors: error.errors };
    throw error;
  }
}

/** Stores a folder's member files as the import asks, and removes them again when it does not commit. */
export function storedMemberFiles(
  storage: Storage,
  files: Map<string, string>,
): MemberFiles & { discard: () => Promise<void> } {
  const written: string[] = [];
  return {
    store: async (path, key) => {
      const absolute = files.get(normalize(path.slice(2)).split(sep).join('/'));
      if (!absolute) return undefined;
      await storage.put(key, await readFile(absolute), contentTypeOf(absolute));
      written.push(key);
      return storage.url(key);
    },
    discard: async () => {
      for (const key of written.splice(0)) await storage.remove(key);
    },
  };
}

/** Every `./` path a value names, normalised as the reader keeps them (`media/logo.svg`). */
function collectFiles(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    if (value.startsWith('./')) found.add(normalize(value.slice(2)).split(sep).join('/'));
  } else if (Array.isArray(value)) {
    for (const item of value) collectFiles(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectFiles(item, found);
  }
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
    summary: `${change.action === 'create' ? 'Criação' : 'Alteração'} de ${auditEntityName(change.entityType)}: ${change.key}`,
    before: change.before,
    after: change.after,
  };
}

function changeName(change: PackChange): string {
  return `${change.entityType} ${change.key}`;
}
