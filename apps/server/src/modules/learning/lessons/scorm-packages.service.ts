import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {
  ExternalOrigin,
  ScormPackage,
  ScormPackageList,
  ScormPackageUploadFields,
} from '@trilha/shared/api/learning-scorm';
import { SCORM_MAX_UPLOAD_BYTES } from '@trilha/shared/constants';
import { parseScormDuration, type ScormVersion } from '@trilha/shared/rules/scorm-time';
import type { FastifyBaseLogger } from 'fastify';
import type { ScoRow, ScormPackageRow } from '../../../db/schema';
import { auditActor } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { requireAdmin } from '../../../platform/auth-context';
import { type Clock, isoNow } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { JobContext, JobQueue } from '../../../platform/jobs';
import type { Storage } from '../../../platform/storage';
import type { ZipLimits } from '../../../platform/zip';
import { packagePrefix } from './package-files';
import { type ExtractedPackage, extractPackage, removePackageFiles } from './package-import';
import { readPackageSequencing, type SequencingReader, storedSequencingOf } from './package-sequencing';
import { DEFAULT_ZIP_LIMITS, PackageError } from './package-zip';
import { launchableItems, type ManifestItem } from './scorm-manifest';
import { type NewSco, pendingPackage, type ScormPackagesRepository } from './scorm-packages.repository';

/** The background job that processes an uploaded package. */
export const SCORM_IMPORT_JOB = 'scorm-import';
const IMPORT_ATTEMPTS = 3;
/** How many of the newest packages the console lists. */
const SCORM_PACKAGE_LIST_LIMIT = 100;

export type ScormPackagesServiceDeps = {
  scormPackagesRepository: ScormPackagesRepository;
  storage: Storage;
  jobs: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Replaces the archive limits (tests). */
  limits?: ZipLimits;
  /** Reads a manifest's 2004 sequencing (the module's reader; tests give their own). */
  readSequencing?: SequencingReader | null;
};

/** An uploaded file waiting in a temporary file. */
export type UploadedFile = { path: string; size: number; fileName: string };

/**
 * Imports SCORM packages: an administrator's upload is kept in storage and a background job (any instance)
 * checks and extracts it, moving the package from PENDING to SUCCESS or ERROR with the reason.
 */
export const scormPackagesService = ({
  scormPackagesRepository: repository,
  storage,
  jobs,
  clock,
  log,
  limits = DEFAULT_ZIP_LIMITS,
  readSequencing = readPackageSequencing,
}: ScormPackagesServiceDeps) => {
  async function describe(row: ScormPackageRow): Promise<ScormPackage> {
    const scos = row.status === 'SUCCESS' ? await repository.findScos(row.idCompany, row.idScormPackage) : [];
    return {
      idScormPackage: row.idScormPackage,
      idContentItem: row.idContentItem,
      title: row.title || row.fileName.replace(/\.zip$/i, ''),
      fileName: row.fileName,
      status: row.status,
      errorMessage: row.errorMessage,
      version: row.version,
      edition: row.edition,
      warnings: row.warnings ? (JSON.parse(row.warnings) as string[]) : [],
      externalOrigins: row.externalOrigins ? (JSON.parse(row.externalOrigins) as ExternalOrigin[]) : [],
      allowedOrigins: row.allowedOrigins ? (JSON.parse(row.allowedOrigins) as string[]) : [],
      fileCount: row.fileCount,
      totalBytes: row.totalBytes,
      scos: scos.map((sco: ScoRow) => ({
        idSco: sco.idSco,
        title: sco.title,
        scormType: sco.scormType === 'asset' ? ('asset' as const) : ('sco' as const),
      })),
      createdAt: row.createdAt,
      processedAt: row.processedAt,
    };
  }

  async function fail(row: ScormPackageRow, message: string): Promise<void> {
    await repository.updatePackage(row.idCompany, row.idScormPackage, {
      status: 'ERROR',
      errorMessage: message,
      processedAt: isoNow(clock),
    });
  }

  /** Checks, extracts and records one package; the job handler. */
  async function processPackage(payload: { idScormPackage: number }, job: JobContext): Promise<unknown> {
    if (job.idCompany === null) throw new Error('scorm import without a company');
    const row = await repository.findPackage(job.idCompany, payload.idScormPackage);
    if (row?.status !== 'PENDING') return { skipped: true };
    const prefix = packagePrefix(row.idCompany, row.idScormPackage);
    const workDir = await mkdtemp(join(tmpdir(), 'trilha-scorm-'));
    try {
      const zipPath = join(workDir, 'package.zip');
      const stored = await storage.get(row.uploadKey);
      if (!stored) {
        await fail(row, 'O arquivo enviado não foi encontrado; envie o pacote novamente.');
        return { status: 'ERROR' };
      }
      await pipeline(stored.stream, createWriteStream(zipPath));
      const extracted = await extractPackage({ storage, zipPath, prefix, limits });
      const { manifest } = extracted;
      await repository.completePackage(
        row.idCompany,
        row.idScormPackage,
        scoRows(row, manifest.organization.items, manifest.version),
        {
          ...processedPackageValues(extracted, prefix, readSequencing),
          title: row.title || manifest.title,
          processedAt: isoNow(clock),
        },
      );
      log.info({ idScormPackage: row.idScormPackage, files: extracted.files.length }, 'scorm package imported');
      return { status: 'SUCCESS' };
    } catch (error) {
      if (error instanceof PackageError) {
        await fail(row, error.message);
        log.info({ idScormPackage: row.idScormPackage, reason: error.message }, 'scorm package refused');
        return { status: 'ERROR' };
      }
      if (job.attempt >= IMPORT_ATTEMPTS) {
        await fail(row, 'Não foi possível processar o pacote agora. Envie o arquivo novamente mais tarde.');
      }
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  jobs.register<{ idScormPackage: number }>(SCORM_IMPORT_JOB, processPackage);

  return {
    /**
     * Keeps an uploaded zip and queues its processing; answers the package as PENDING. Only the company's
     * administrators import packages; the file must be a zip by its content and at most 500 MB.
     */
    async importPackage(
      auth: AuthContext,
      file: UploadedFile,
      fields: ScormPackageUploadFields,
      requestId?: string,
    ): Promise<ScormPackage> {
      requireAdmin(auth);
      if (file.size === 0) throw new AppError('FILE_REQUIRED');
      if (file.size > SCORM_MAX_UPLOAD_BYTES) throw new AppError('SCORM_PACKAGE_TOO_LARGE');
      if (!(await isZip(file.path))) throw new AppError('SCORM_NOT_A_ZIP');
      const content =
        fields.idContentItem === undefined
          ? undefined
          : await repository.findPackagedContent(auth.idCompany, fields.idContentItem);
      // A package is attached only to a packaged-course content of the caller's own company.
      if (fields.idContentItem !== undefined && !content) throw new AppError('NOT_FOUND');
      const uploadKey = `scorm/${auth.idCompany}/uploads/${randomUUID()}.zip`;
      await storage.putStream(uploadKey, createReadStream(file.path), file.size, 'application/zip');
      const now = isoNow(clock);
      const idScormPackage = await repository.createPackage(
        pendingPackage({
          idCompany: auth.idCompany,
          idContentItem: fields.idContentItem ?? null,
          title: fields.title ?? '',
          fileName: file.fileName,
          uploadKey,
          uploadSize: file.size,
          createdBy: auth.idUser,
          createdAt: now,
        }),
        {
          entry: {
            ...auditActor(auth, requestId),
            source: 'admin',
            action: 'scormPackage.upload',
            entityType: 'scormPackage',
            summary: `Pacote SCORM enviado: ${file.fileName.slice(0, 120)}${content ? ` para ${content.text}` : ''}`,
            after: {
              fileName: file.fileName.slice(0, 300),
              size: file.size,
              idContentItem: content?.idContentItem ?? null,
            },
          },
          now: clock.now(),
        },
      );
      const idJob = await jobs.enqueue(
        SCORM_IMPORT_JOB,
        { idScormPackage },
        { idCompany: auth.idCompany, maxAttempts: IMPORT_ATTEMPTS },
      );
      await repository.updatePackage(auth.idCompany, idScormPackage, { idJob });
      const row = await repository.findPackage(auth.idCompany, idScormPackage);
      return describe(row as ScormPackageRow);
    },

    /** The company's newest packages and the packaged-course contents a new one can be attached to. */
    async listPackages(auth: AuthContext): Promise<ScormPackageList> {
      requireAdmin(auth);
      const rows = await repository.findPackages(auth.idCompany, SCORM_PACKAGE_LIST_LIMIT);
      return {
        packages: await Promise.all(rows.map(describe)),
        contents: (await repository.findPackagedContents(auth.idCompany)).map((item) => ({
          idContentItem: item.idContentItem,
          title: item.text,
        })),
      };
    },

    /** A package of the caller's company, for its administrators. */
    async getPackage(auth: AuthContext, idScormPackage: number): Promise<ScormPackage> {
      requireAdmin(auth);
      const row = await repository.findPackage(auth.idCompany, idScormPackage);
      if (!row) throw new AppError('NOT_FOUND');
      return describe(row);
    },

    /**
     * `PUT /admin/scorm-packages/:idScormPackage/allowed-origins`: the outside origins the package's pages may
     * load from (their policy names them), chosen by an administrator, recorded in the audit log.
     */
    async allowOrigins(
      auth: AuthContext,
      idScormPackage: number,
      origins: string[],
      requestId?: string,
    ): Promise<ScormPackage> {
      requireAdmin(auth);
      const row = await repository.findPackage(auth.idCompany, idScormPackage);
      if (!row) throw new AppError('NOT_FOUND');
      const allowed = [...new Set(origins)].sort();
      const before = row.allowedOrigins ? (JSON.parse(row.allowedOrigins) as string[]) : [];
      await repository.updatePackage(
        auth.idCompany,
        idScormPackage,
        { allowedOrigins: JSON.stringify(allowed) },
        {
          entry: {
            ...auditActor(auth, requestId),
            source: 'admin',
            action: 'scormPackage.allowOrigins',
            entityType: 'scormPackage',
            entityId: idScormPackage,
            summary:
              `Origens externas do pacote ${row.title || row.fileName}: ${allowed.join(', ') || 'nenhuma'}`.slice(
                0,
                300,
              ),
            before: { allowedOrigins: before },
            after: { allowedOrigins: allowed },
          },
          now: clock.now(),
        },
      );
      return describe((await repository.findPackage(auth.idCompany, idScormPackage)) as ScormPackageRow);
    },

    /** Removes a refused package's files and upload (also used when a package is replaced). */
    async discardFiles(row: ScormPackageRow): Promise<void> {
      if (row.files && row.storagePrefix) {
        await removePackageFiles(storage, row.storagePrefix, JSON.parse(row.files) as string[]);
      }
      await storage.remove(row.uploadKey);
    },

    processPackage,
  };
};

export type ScormPackagesService = ReturnType<typeof scormPackagesService>;

const TIME_LIMIT_ACTIONS = ['exit,message', 'exit,no message', 'continue,message', 'continue,no message'];

/** A manifest's time limit action in the run-time's vocabulary, or null for anything else. */
export function timeLimitActionOf(value: string | null): string | null {
  const normalized =
    value
      ?.toLowerCase()
      .replace(/\s*,\s*/g, ',')
      .replace(/\s+/g, ' ')
      .trim() ?? '';
  return TIME_LIMIT_ACTIONS.includes(normalized) ? normalized : null;
}

/** A manifest's maximum time in the version's format (1.2 CMITimespan, 2004 duration), or null. */
export function maxTimeAllowedOf(version: ScormVersion, value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text && parseScormDuration(version, text) !== null ? text.slice(0, 50) : null;
}

/** The launchable items in tree order, as SCO rows. */
export function scoRows(
  row: Pick<ScormPackageRow, 'idCompany' | 'idScormPackage'>,
  items: ManifestItem[],
  version: ScormVersion,
): NewSco[] {
  const parents = new Map<string, { parent: string | null; depth: number }>();
  const walk = (list: ManifestItem[], parent: string | null, depth: number) => {
    for (const item of list) {
      parents.set(item.identifier, { parent, depth });
      walk(item.children, item.identifier, depth + 1);
    }
  };
  walk(items, null, 0);
  return launchableItems(items).map((item, position) => {
    const launch = item.launch as NonNullable<ManifestItem['launch']>;
    const primary = item.sequencing?.primaryObjective;
    return {
      idCompany: row.idCompany,
      idScormPackage: row.idScormPackage,
      position,
      identifier: item.identifier.slice(0, 300),
      parentIdentifier: parents.get(item.identifier)?.parent ?? null,
      depth: parents.get(item.identifier)?.depth ?? 0,
      title: item.title.slice(0, 300),
      scormType: launch.scormType,
      isVisible: item.isVisible ? 1 : 0,
      launchPath: launch.path,
      launchQuery: launch.query,
      masteryScore: item.masteryScore,
      scaledPassingScore: primary?.satisfiedByMeasure ? primary.minNormalizedMeasure : null,
      completionThreshold: item.completionThreshold,
      prerequisites: item.prerequisites,
      maxTimeAllowed: maxTimeAllowedOf(version, item.maxTimeAllowed),
      timeLimitAction: timeLimitActionOf(item.timeLimitAction),
      dataFromLms: item.dataFromLms,
      sequencing: item.sequencing ? JSON.stringify(item.sequencing) : null,
    };
  });
}

/**
 * What a processed package row keeps of its extraction: version, organization, warnings (the sequencing
 * reader's too), files, the outside origins its files reference, and its 2004 sequencing. Used by uploads and
 * by packs alike, so both give the same package.
 */
export function processedPackageValues(
  extracted: ExtractedPackage,
  prefix: string,
  readSequencing: SequencingReader | null = readPackageSequencing,
) {
  const { manifest } = extracted;
  const reading = manifest.version === '2004' && readSequencing ? readSequencing(extracted.manifestXml) : null;
  const stored = storedSequencingOf(reading);
  return {
    status: 'SUCCESS',
    errorMessage: null,
    version: manifest.version,
    edition: manifest.edition,
    storagePrefix: prefix,
    organization: JSON.stringify(manifest.organization),
    warnings: JSON.stringify([...manifest.warnings, ...(reading?.warnings ?? [])]),
    files: JSON.stringify(extracted.files),
    fileCount: extracted.files.length,
    totalBytes: extracted.totalBytes,
    externalOrigins: JSON.stringify(extracted.externalOrigins),
    sequencing: stored ? JSON.stringify(stored) : null,
  };
}

/** A zip starts with a local file header (or, empty, with the end of central directory). */
async function isZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}
