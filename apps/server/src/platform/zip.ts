import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * The one zip reader of the server (SCORM packages, QTI question packages). Archives come from uploads, so
 * every entry is checked before anything is read: names are normalised and unsafe ones (absolute, drive
 * letters, `..`, also when written with backslashes, control characters) refused, as are symbolic links,
 * encrypted entries, unknown compression methods, too many entries, files and totals over the caller's
 * limits and, when the caller asks, compression ratios of zip bombs. Sizes are enforced while reading too:
 * a file that inflates past the size its header declares fails (yauzl's `validateEntrySizes`), so what
 * passed the checks cannot grow afterwards.
 */

/** How much an archive may hold; the caller chooses, as its memory, disk and time allow. */
export type ZipLimits = {
  /** Entries in the archive, folders included. */
  maxEntries: number;
  /** Uncompressed bytes of one file. */
  maxFileBytes: number;
  /** Uncompressed bytes of all kept files together. */
  maxTotalBytes: number;
  /**
   * Largest uncompressed-to-compressed ratio of a file bigger than `ratioFromBytes`, and of all kept files
   * together when they are bigger than that; no ratio is checked when omitted.
   */
  maxRatio?: number;
  ratioFromBytes?: number;
  /** Characters of an entry's path; unbounded when omitted. */
  maxPathLength?: number;
};

/** Why an archive or one of its files was refused; the caller words it for its reader. */
export type ZipProblem =
  | { reason: 'NOT_A_ZIP' }
  | { reason: 'CORRUPT' }
  | { reason: 'ENCRYPTED' }
  | { reason: 'TOO_MANY_ENTRIES'; count: number }
  | { reason: 'INVALID_CHARACTERS' }
  | { reason: 'ABSOLUTE_PATH'; name: string }
  | { reason: 'PATH_ESCAPE'; name: string }
  | { reason: 'PATH_TOO_LONG'; maxPathLength: number }
  | { reason: 'SYMLINK'; name: string }
  | { reason: 'ENCRYPTED_FILE'; path: string }
  | { reason: 'UNSUPPORTED_COMPRESSION'; path: string }
  | { reason: 'FILE_TOO_LARGE'; path: string; size: number }
  | { reason: 'FILE_RATIO'; path: string }
  | { reason: 'TOTAL_TOO_LARGE' }
  | { reason: 'ARCHIVE_RATIO' }
  | { reason: 'DUPLICATE'; path: string }
  | { reason: 'CORRUPT_FILE'; path: string };

/** Thrown for a refused archive or file; `problem` says why. */
export class ZipError extends Error {
  override readonly name = 'ZipError';
  constructor(readonly problem: ZipProblem) {
    super(problem.reason);
  }
}

/** A file of the archive by its normalised path; `entry` is what `read` and `stream` open. */
export type ZipEntry = { path: string; size: number; compressedSize: number; entry: Entry };

/** An archive that passed every check: its kept files in archive order, readable one at a time. */
export type OpenedZip = {
  files: ZipEntry[];
  /** The whole file, checked against its declared size. */
  read: (file: ZipEntry) => Promise<Buffer>;
  /** The file as a stream; errors (corrupt data, wrong size) are emitted on it. */
  stream: (file: ZipEntry) => Promise<Readable>;
  close: () => void;
};

export type ZipOptions = {
  limits: ZipLimits;
  /** Whether a file (by its normalised path) is kept; files not kept are neither checked further nor read. */
  keep?: (path: string) => boolean;
};

const UNIX_SYMLINK = 0o120000;
const UNIX_FILE_TYPE = 0o170000;

/** Opens a zip from a file path or from memory and checks every entry, throwing a `ZipError` on the first refusal. */
export async function openZip(source: string | Buffer, options: ZipOptions): Promise<OpenedZip> {
  const yauzlOptions = { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true };
  let zip: ZipFile;
  try {
    zip = await (typeof source === 'string'
      ? yauzl.openPromise(source, yauzlOptions)
      : yauzl.fromBufferPromise(source, yauzlOptions));
  } catch {
    throw new ZipError({ reason: 'NOT_A_ZIP' });
  }
  try {
    const { limits } = options;
    if (zip.entryCount > limits.maxEntries) throw new ZipError({ reason: 'TOO_MANY_ENTRIES', count: zip.entryCount });
    const files = await listFiles(zip, options);
    return {
      files,
      read: async (file) => readWhole(await openStream(zip, file), file),
      stream: (file) => openStream(zip, file),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function listFiles(zip: ZipFile, { limits, keep }: ZipOptions): Promise<ZipEntry[]> {
  const files: ZipEntry[] = [];
  const paths = new Set<string>();
  let totalBytes = 0;
  let totalCompressed = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileName as unknown as Buffer,
        entry.extraFields,
        false,
      );
      const path = normaliseEntryName(name, limits);
      if (path === null) continue;
      if (isSymlink(entry)) throw new ZipError({ reason: 'SYMLINK', name });
      if (path.endsWith('/') || (keep && !keep(path))) continue;
      if (entry.isEncrypted()) throw new ZipError({ reason: 'ENCRYPTED_FILE', path });
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw new ZipError({ reason: 'UNSUPPORTED_COMPRESSION', path });
      }
      if (entry.uncompressedSize > limits.maxFileBytes) {
        throw new ZipError({ reason: 'FILE_TOO_LARGE', path, size: entry.uncompressedSize });
      }
      if (isSuspiciousRatio(entry.uncompressedSize, entry.compressedSize, limits)) {
        throw new ZipError({ reason: 'FILE_RATIO', path });
      }
      totalBytes += entry.uncompressedSize;
      totalCompressed += entry.compressedSize;
      if (totalBytes > limits.maxTotalBytes) throw new ZipError({ reason: 'TOTAL_TOO_LARGE' });
      if (paths.has(path)) throw new ZipError({ reason: 'DUPLICATE', path });
      paths.add(path);
      files.push({ path, size: entry.uncompressedSize, compressedSize: entry.compressedSize, entry });
    }
  } catch (error) {
    if (error instanceof ZipError) throw error;
    const message = error instanceof Error ? error.message : '';
    throw new ZipError({ reason: /encryption/i.test(message) ? 'ENCRYPTED' : 'CORRUPT' });
  }
  if (totalCompressed > 0 && isSuspiciousRatio(totalBytes, totalCompressed, limits)) {
    throw new ZipError({ reason: 'ARCHIVE_RATIO' });
  }
  return files;
}

/** A file with nothing compressed behind it counts as an infinite ratio. */
function isSuspiciousRatio(size: number, compressedSize: number, limits: ZipLimits): boolean {
  if (limits.maxRatio === undefined || size <= (limits.ratioFromBytes ?? 0)) return false;
  const ratio = compressedSize > 0 ? size / compressedSize : Number.POSITIVE_INFINITY;
  return ratio > limits.maxRatio;
}

/**
 * The entry's path with `./` and empty segments removed (`null` for the root itself), after refusing names
 * that are absolute, leave the archive's folder, or hold control characters. Backslashes count as
 * separators: some Windows tools write them.
 */
export function normaliseEntryName(rawName: string, limits: Pick<ZipLimits, 'maxPathLength'>): string | null {
  const name = rawName.replaceAll('\\', '/');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) throw new ZipError({ reason: 'INVALID_CHARACTERS' });
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) throw new ZipError({ reason: 'ABSOLUTE_PATH', name });
  const segments = name.split('/');
  if (segments.some((segment) => segment === '..')) throw new ZipError({ reason: 'PATH_ESCAPE', name });
  const isFolder = name.endsWith('/');
  const kept = segments.filter((segment) => segment !== '' && segment !== '.');
  if (kept.length === 0) return null;
  const path = kept.join('/') + (isFolder ? '/' : '');
  if (limits.maxPathLength !== undefined && path.length > limits.maxPathLength) {
    throw new ZipError({ reason: 'PATH_TOO_LONG', maxPathLength: limits.maxPathLength });
  }
  return path;
}

/** Unix symbolic links keep their type in the high bits of the external attributes. */
function isSymlink(entry: Entry): boolean {
  const madeOnUnix = entry.versionMadeBy >> 8 === 3 || entry.versionMadeBy >> 8 === 19;
  return madeOnUnix && ((entry.externalFileAttributes >>> 16) & UNIX_FILE_TYPE) === UNIX_SYMLINK;
}

async function openStream(zip: ZipFile, file: ZipEntry): Promise<Readable> {
  try {
    return await zip.openReadStreamPromise(file.entry);
  } catch {
    throw new ZipError({ reason: 'CORRUPT_FILE', path: file.path });
  }
}

async function readWhole(stream: Readable, file: ZipEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch {
    throw new ZipError({ reason: 'CORRUPT_FILE', path: file.path });
  }
  return Buffer.concat(chunks);
}
