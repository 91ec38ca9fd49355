import type { ExternalOrigin } from '@trilha/shared/api/learning-scorm';
import { contentTypeOf } from '../../../platform/file-response';
import type { Storage } from '../../../platform/storage';
import type { ZipLimits } from '../../../platform/zip';
import { packageFileKey } from './package-files';
import { createOriginCollector, isScannedFile } from './package-origins';
import { DEFAULT_ZIP_LIMITS, openPackageZip, PackageError, type PackageFile, type PackageZip } from './package-zip';
import { parseScormManifest, type ScormManifest } from './scorm-manifest';

/** A package whose files are all in storage. */
export type ExtractedPackage = {
  manifest: ScormManifest;
  /** `imsmanifest.xml` as it is in the package (the sequencing is read from it). */
  manifestXml: Buffer;
  files: string[];
  totalBytes: number;
  /** The origins outside the package its pages, styles and scripts load things from. */
  externalOrigins: ExternalOrigin[];
};

const MANIFEST_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Checks an uploaded zip, reads its manifest and copies its files to storage under `prefix`. Every check
 * (archive, manifest, launch files) passes before the first file is written; if a file still fails while
 * copied (corrupt data), every key of the package is removed again, so a refused package leaves nothing.
 */
export async function extractPackage(options: {
  storage: Storage;
  zipPath: string;
  prefix: string;
  limits?: ZipLimits;
  /** Files copied at the same time. */
  concurrency?: number;
}): Promise<ExtractedPackage> {
  const { storage, prefix } = options;
  const zip = await openPackageZip(options.zipPath, options.limits ?? DEFAULT_ZIP_LIMITS);
  try {
    const paths = [...zip.files.keys()];
    const { manifest, manifestXml } = await readManifest(zip);
    const origins = createOriginCollector();

    try {
      await forEachLimited([...zip.files.values()], options.concurrency ?? 4, async (file) => {
        if (isScannedFile(file.path, file.size)) {
          // Pages, styles and scripts are read whole: what they load from outside the package is listed.
          let body: Buffer;
          try {
            body = await zip.read(file);
          } catch {
            throw new PackageError(`O arquivo "${file.path}" está corrompido no zip e não pôde ser lido.`);
          }
          origins.add(file.path, body.toString('utf8'));
          await storage.put(packageFileKey(prefix, file.path), body, contentTypeOf(file.path));
          return;
        }
        const stream = await zip.stream(file);
        // An error on the zip's own stream is the package's fault (corrupt data, a size it lied about);
        // anything else is the storage's and may succeed on a later attempt.
        let isCorrupt = false;
        stream.once('error', () => {
          isCorrupt = true;
        });
        try {
          await storage.putStream(packageFileKey(prefix, file.path), stream, file.size, contentTypeOf(file.path));
        } catch (error) {
          stream.destroy();
          if (isCorrupt) throw new PackageError(`O arquivo "${file.path}" está corrompido no zip e não pôde ser lido.`);
          throw error;
        }
      });
    } catch (error) {
      await removePackageFiles(storage, prefix, paths);
      throw error;
    }
    return { manifest, manifestXml, files: paths, totalBytes: zip.totalBytes, externalOrigins: origins.list() };
  } finally {
    zip.close();
  }
}

/**
 * Checks a zip as `extractPackage` does (archive, manifest, launch files) without writing anything, and
 * answers its manifest; a refused package throws the same `PackageError`.
 */
export async function inspectPackage(options: { zipPath: string; limits?: ZipLimits }): Promise<ScormManifest> {
  const zip = await openPackageZip(options.zipPath, options.limits ?? DEFAULT_ZIP_LIMITS);
  try {
    return (await readManifest(zip)).manifest;
  } finally {
    zip.close();
  }
}

/** Reads and checks the manifest of an opened package, finding files in another letter case. */
async function readManifest(zip: PackageZip): Promise<{ manifest: ScormManifest; manifestXml: Buffer }> {
  const byLowerCase = new Map<string, string>();
  for (const path of zip.files.keys())
    if (!byLowerCase.has(path.toLowerCase())) byLowerCase.set(path.toLowerCase(), path);
  const hasFile = (path: string) => (zip.files.has(path) ? path : byLowerCase.get(path.toLowerCase()));

  const manifestPath = hasFile('imsmanifest.xml') as string;
  const manifestFile = zip.files.get(manifestPath) as PackageFile;
  if (manifestFile.size > MANIFEST_MAX_BYTES) {
    throw new PackageError('O arquivo imsmanifest.xml é grande demais (mais de 10 MB).');
  }
  const manifestXml = await zip.read(manifestFile);
  return { manifest: parseScormManifest(manifestXml, { hasFile }), manifestXml };
}

/** Removes every file of a package (also those a crashed earlier attempt may have left). */
export async function removePackageFiles(storage: Storage, prefix: string, paths: readonly string[]): Promise<void> {
  await forEachLimited(paths, 8, async (path) => {
    await storage.remove(packageFileKey(prefix, path)).catch(() => undefined);
  });
}

async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== undefined) throw failure;
}
