import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { PackDocument } from '@trilha/shared/api/pack-format';
import { removeAccents } from '@trilha/shared/rules/accents';
import { fromCompany } from '../db/company-rows';
import type { Db } from '../db/database';
import type { ScormPackageRow } from '../db/schema';
import { packagePrefix } from '../modules/learning/lessons/package-files';
import { extractPackage, removePackageFiles } from '../modules/learning/lessons/package-import';
import { PackageError } from '../modules/learning/lessons/package-zip';
import { pendingPackage, scormPackagesRepository } from '../modules/learning/lessons/scorm-packages.repository';
import { processedPackageValues, scoRows } from '../modules/learning/lessons/scorm-packages.service';
import type { Storage } from '../platform/storage';
import { type PackChange, PackImportError } from './import/context';
import type { PackExtension } from './import/import-pack';
import type { PackError } from './pack-reader';

/** Where the original zip of a package is kept: named by the SHA-256 of its bytes, so one zip is stored once. */
export function scormUploadKey(idCompany: number, sha256: string): string {
  return `scorm/${idCompany}/uploads/${sha256}.zip`;
}

const HASHED_UPLOAD = /\/uploads\/([0-9a-f]{64})\.zip$/;

/** The SHA-256 of a stream's bytes, in hex. */
export async function hashStream(stream: Readable | NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A package recorded by `storeScormPackage`, and how to remove its files if the transaction is rolled back. */
export type StoredScormPackage = { idScormPackage: number; uploadKey: string; discard: () => Promise<void> };

/**
 * Records a SCORM zip as a processed package inside the caller's transaction, through the checks and the
 * extraction an administrator's upload goes through (`extractPackage`, `scoRows`): the original zip is kept
 * in storage by its hash, the files under the package's prefix, the SCOs inserted and the package SUCCESS.
 * A refused zip throws the upload's `PackageError` and leaves no file behind.
 */
export async function storeScormPackage(
  db: Db,
  storage: Storage,
  options: {
    idCompany: number;
    idContentItem: number | null;
    /** The package's title; empty takes the manifest's, as an upload without a title does. */
    title: string | null;
    fileName: string;
    zipPath: string;
    createdBy: number;
    now: string;
    /** The zip's SHA-256, when the caller has it already. */
    sha256?: string;
  },
): Promise<StoredScormPackage> {
  const repository = scormPackagesRepository({ db });
  const sha256 = options.sha256 ?? (await hashStream(createReadStream(options.zipPath)));
  const uploadKey = scormUploadKey(options.idCompany, sha256);
  const { size } = await stat(options.zipPath);
  const isNewUpload = !(await storage.stat(uploadKey));
  if (isNewUpload) await storage.putStream(uploadKey, createReadStream(options.zipPath), size, 'application/zip');
  const removeUpload = async () => {
    if (isNewUpload) await storage.remove(uploadKey).catch(() => undefined);
  };
  const idScormPackage = await repository.createPackage(
    pendingPackage({
      idCompany: options.idCompany,
      idContentItem: options.idContentItem,
      title: options.title ?? '',
      fileName: options.fileName,
      uploadKey,
      uploadSize: size,
      createdBy: options.createdBy,
      createdAt: options.now,
    }),
  );
  const prefix = packagePrefix(options.idCompany, idScormPackage);
  let extracted: Awaited<ReturnType<typeof extractPackage>>;
  try {
    extracted = await extractPackage({ storage, zipPath: options.zipPath, prefix });
  } catch (error) {
    await removeUpload();
    throw error;
  }
  const discard = async () => {
    await removePackageFiles(storage, prefix, extracted.files);
    await removeUpload();
  };
  try {
    const { manifest } = extracted;
    await repository.insertScos(
      scoRows({ idCompany: options.idCompany, idScormPackage }, manifest.organization.items, manifest.version),
    );
    await repository.updatePackage(options.idCompany, idScormPackage, {
      ...processedPackageValues(extracted, prefix),
      title: options.title || manifest.title,
      processedAt: options.now,
    });
  } catch (error) {
    await discard();
    throw error;
  }
  return { idScormPackage, uploadKey, discard };
}

/** Where a folder pack's files are read from and its packages' files are written to. */
export type ScormPackSource = { storage: Storage; folder: string };

/** The pack extension for `scormPackages`, with `discard` to remove what it stored when the import rolls back. */
export type ScormPackExtension = PackExtension & { discard: () => Promise<void> };

const ONLY_UNCHANGED =
  'Pacotes SCORM novos ou alterados são importados com pack:import ou enviados em Pacotes SCORM; aqui eles só podem voltar como GET /admin/pack os deu';

/**
 * Imports the pack's SCORM packages inside the import's transaction. From a folder (`source` given), each
 * zip is hashed: when the content's current package (or, for a package of no content, the one its key
 * names) is processed and was made from the same bytes, nothing changes; otherwise the zip becomes a new
 * package version, processed as an upload is, attached to its content. Without a folder (a pack sent as
 * JSON to the admin API) the packages may only come back as they are, named by their stored zip's address.
 */
export function scormPackExtension(source?: ScormPackSource): ScormPackExtension {
  let written: Array<() => Promise<void>> = [];
  return {
    part: 'scormPackages',
    appliesTo: (pack) => Boolean(pack.scormPackages?.length),
    async discard() {
      const undo = written;
      written = [];
      for (const remove of undo.reverse()) await remove();
    },
    async run({ db, idCompany, pack, now, idOf }) {
      const repository = scormPackagesRepository({ db });
      const problems: PackError[] = [];
      const changes: PackChange[] = [];
      let unchanged = 0;
      const setKey = async (key: string, entityId: number) => {
        await db
          .insertInto('pack_keys')
          .values({ idCompany, entityType: 'scormPackage', packKey: key, entityId })
          .onConflict((conflict) => conflict.columns(['idCompany', 'entityType', 'packKey']).doUpdateSet({ entityId }))
          .execute();
      };
      let createdBy: number | undefined;

      for (const [index, entry] of (pack.scormPackages ?? []).entries()) {
        const at = `scormPackages[${index}]`;
        const isLocal = source !== undefined && entry.file.startsWith('./');
        const fail = (field: string, message: string) =>
          problems.push({
            file: isLocal && field === 'file' ? normalize(entry.file.slice(2)).split(sep).join('/') : 'pack',
            line: null,
            path: `${at}.${field}`,
            message,
          });

        let idContentItem: number | null = null;
        if (entry.content) {
          const id = await idOf('contentItem', entry.content);
          const content = id === undefined ? undefined : await repository.findPackagedContent(idCompany, id);
          if (!content) {
            fail('content', `O conteúdo '${entry.content}' não é um curso em pacote (tipo 26) da empresa`);
            continue;
          }
          idContentItem = content.idContentItem;
        }
        const idKnown = await idOf('scormPackage', entry.key);
        const current =
          idContentItem !== null
            ? await repository.findPackageOfContent(idCompany, idContentItem)
            : idKnown === undefined
              ? undefined
              : await repository.findPackage(idCompany, idKnown);

        let sha256: string | undefined;
        let isSame: boolean;
        if (isLocal) {
          sha256 = await hashStream(createReadStream(join(source.folder, normalize(entry.file.slice(2)))));
          isSame = current?.status === 'SUCCESS' && (await isSameZip(source.storage, current, sha256));
        } else {
          isSame = current?.status === 'SUCCESS' && entry.file === `/files/${current.uploadKey}`;
          if (!isSame) {
            fail('file', source ? 'O pacote SCORM deve ser um arquivo .zip do pacote (./...)' : ONLY_UNCHANGED);
            continue;
          }
        }

        if (current && isSame) {
          if (entry.title && entry.title !== current.title) {
            await repository.updatePackage(idCompany, current.idScormPackage, { title: entry.title });
            changes.push({
              entityType: 'scormPackage',
              key: entry.key,
              action: 'update',
              before: { title: current.title },
              after: { title: entry.title },
            });
          } else {
            unchanged++;
          }
          if (idKnown !== current.idScormPackage) await setKey(entry.key, current.idScormPackage);
          continue;
        }

        // A new package, or a new version of the content's package, made from the pack's zip.
        if (!source || sha256 === undefined) continue;
        createdBy ??= await firstAdministrator(db, idCompany);
        if (createdBy === undefined) {
          fail('key', 'Um pacote SCORM é registrado em nome de um membro da empresa: inclua um administrador em users');
          continue;
        }
        const fileName = basename(entry.file);
        try {
          const stored = await storeScormPackage(db, source.storage, {
            idCompany,
            idContentItem,
            title: entry.title ?? null,
            fileName,
            zipPath: join(source.folder, normalize(entry.file.slice(2))),
            createdBy,
            now: now.toISOString(),
            sha256,
          });
          written.push(stored.discard);
          await setKey(entry.key, stored.idScormPackage);
          changes.push({
            entityType: 'scormPackage',
            key: entry.key,
            action: 'create',
            before: null,
            after: { content: entry.content ?? null, fileName, sha256, replaces: current?.idScormPackage ?? null },
          });
        } catch (error) {
          if (!(error instanceof PackageError)) throw error;
          fail('file', `${entry.file}: ${error.message}`);
        }
      }
      if (problems.length > 0) throw new PackImportError(problems);
      return { changes, unchanged };
    },
  };
}

/** Whether a package was made from the zip with this hash (its kept zip is named by the hash, or has it). */
async function isSameZip(storage: Storage, row: ScormPackageRow, sha256: string): Promise<boolean> {
  const named = HASHED_UPLOAD.exec(row.uploadKey)?.[1];
  if (named) return named === sha256;
  // An administrator's upload is kept under a random name: hash what is stored.
  const stored = await storage.get(row.uploadKey);
  return stored ? (await hashStream(stored.stream)) === sha256 : false;
}

/** The member a package of the pack is recorded as uploaded by: the company's first administrator, else its first member. */
async function firstAdministrator(db: Db, idCompany: number): Promise<number | undefined> {
  const first = (isAdmin: boolean) => {
    const query = fromCompany(db, 'users', idCompany).select('idUser');
    return (isAdmin ? query.where('admin', '>', 0) : query).orderBy('idUser').executeTakeFirst();
  };
  return ((await first(true)) ?? (await first(false)))?.idUser;
}

/**
 * The company's packages as `scormPackages`: for each packaged-course content its newest processed
 * package, and each processed package attached to no content, with the address of its kept zip (the export
 * copies it into the pack).
 */
export async function buildScormPackages(options: {
  db: Db;
  idCompany: number;
  contentKeys: Map<number, string>;
  keyOf: (entityType: string, id: number, prefix: string, preferred?: string) => Promise<string>;
}): Promise<NonNullable<PackDocument['scormPackages']>> {
  const { db, idCompany, contentKeys, keyOf } = options;
  const rows = await fromCompany(db, 'learning_scorm_packages', idCompany)
    .selectAll()
    .where('status', '=', 'SUCCESS')
    .orderBy('idScormPackage')
    .execute();
  const newestOfContent = new Map<number, ScormPackageRow>();
  for (const row of rows) if (row.idContentItem !== null) newestOfContent.set(row.idContentItem, row);
  const exported = rows.filter((row) => row.idContentItem === null || newestOfContent.get(row.idContentItem) === row);
  const entries: NonNullable<PackDocument['scormPackages']> = [];
  for (const row of exported) {
    const preferred = removeAccents(row.fileName.replace(/\.zip$/i, ''))
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[-._]+|-+$/g, '')
      .slice(0, 100);
    const key = await keyOf('scormPackage', row.idScormPackage, 'pacote-scorm', preferred || undefined);
    const content = row.idContentItem === null ? undefined : contentKeys.get(row.idContentItem);
    entries.push({
      key,
      ...(content ? { content } : {}),
      title: row.title,
      file: `/files/${row.uploadKey}`,
    });
  }
  return entries;
}
