import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Why a package was refused, in the Portuguese the administrator reads on the import. */
export class PackageError extends Error {
  override readonly name = 'PackageError';
}

/** How much a package may hold; the defaults bound memory, disk and time of one import. */
export type ZipLimits = {
  /** Entries in the archive, folders included. */
  maxEntries: number;
  /** Uncompressed bytes of one file. */
  maxFileBytes: number;
  /** Uncompressed bytes of all files together. */
  maxTotalBytes: number;
  /** Largest uncompressed-to-compressed ratio of a file bigger than `ratioFromBytes` (and of the whole archive). */
  maxRatio: number;
  ratioFromBytes: number;
  /** Characters of a path inside the package. */
  maxPathLength: number;
};

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000,
  maxFileBytes: 512 * 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
  maxPathLength: 400,
};

/** A file of the package, by its path relative to the package root (where `imsmanifest.xml` is). */
export type PackageFile = { path: string; size: number; compressedSize: number; entry: Entry };

/** An archive that passed every check: its files by path, readable one at a time. */
export type PackageZip = {
  /** Files by path relative to the package root, in archive order. */
  files: Map<string, PackageFile>;
  /** The folder the package sat in inside the archive ('' at the root). */
  root: string;
  /** Sum of the files' uncompressed sizes. */
  totalBytes: number;
  /** The whole file, checked against its declared size. */
  read: (file: PackageFile) => Promise<Buffer>;
  /** The file as a stream; errors (corrupt data, wrong size) are emitted on it. */
  stream: (file: PackageFile) => Promise<Readable>;
  close: () => void;
};

const MANIFEST = 'imsmanifest.xml';
/** Files operating systems add to archives; never part of a course. */
const IGNORED = [/^__MACOSX\//, /(^|\/)\.DS_Store$/, /(^|\/)Thumbs\.db$/i, /(^|\/)desktop\.ini$/i];
const UNIX_SYMLINK = 0o120000;
const UNIX_FILE_TYPE = 0o170000;

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/**
 * Opens an uploaded package and checks every entry before anything is extracted: a malformed archive,
 * too many entries, absolute paths, paths that leave the package (zip-slip), symbolic links, encrypted
 * entries, unknown compression, oversized files or total, and compression ratios of zip bombs are refused
 * with a `PackageError` saying why. The sizes checked here are enforced while reading (yauzl stops a file
 * that inflates past its declared size), so what passes cannot grow afterwards.
 */
export async function openPackageZip(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<PackageZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new PackageError('O arquivo enviado não é um pacote zip válido.');
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new PackageError(
        `O pacote tem arquivos demais (${zip.entryCount}); o máximo é ${limits.maxEntries.toLocaleString('pt-BR')}.`,
      );
    }
    const all = await listEntries(zip, limits);
    const { root, files } = locatePackageRoot(all);
    let totalBytes = 0;
    let totalCompressed = 0;
    for (const file of files.values()) {
      totalBytes += file.size;
      totalCompressed += file.compressedSize;
    }
    if (totalBytes > limits.ratioFromBytes && totalCompressed > 0 && totalBytes / totalCompressed > limits.maxRatio) {
      throw new PackageError('O pacote tem uma taxa de compressão suspeita (possível bomba de zip) e foi recusado.');
    }
    return {
      files,
      root,
      totalBytes,
      read: async (file) => readAll(await openStream(zip, file), file),
      stream: (file) => openStream(zip, file),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function listEntries(zip: ZipFile, limits: ZipLimits): Promise<Map<string, PackageFile>> {
  const files = new Map<string, PackageFile>();
  let declaredTotal = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileName as unknown as Buffer,
        entry.extraFields,
        false,
      );
      const path = checkEntryName(name, limits);
      if (path === null) continue;
      if (isSymlink(entry)) throw new PackageError(`O pacote contém um link simbólico ("${name}"), que não é aceito.`);
      if (path.endsWith('/') || IGNORED.some((pattern) => pattern.test(path))) continue;
      if (entry.isEncrypted()) {
        throw new PackageError(`O pacote contém um arquivo protegido por senha ("${path}"), que não é aceito.`);
      }
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw new PackageError(
          `O arquivo "${path}" usa um método de compressão não suportado; gere o zip com compressão padrão (deflate).`,
        );
      }
      if (entry.uncompressedSize > limits.maxFileBytes) {
        throw new PackageError(
          `O arquivo "${path}" é grande demais (${megabytes(entry.uncompressedSize)}); o máximo é ${megabytes(limits.maxFileBytes)}.`,
        );
      }
      const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : Number.POSITIVE_INFINITY;
      if (entry.uncompressedSize > limits.ratioFromBytes && ratio > limits.maxRatio) {
        throw new PackageError(
          `O arquivo "${path}" tem uma taxa de compressão suspeita (possível bomba de zip) e o pacote foi recusado.`,
        );
      }
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > limits.maxTotalBytes) {
        throw new PackageError(
          `O conteúdo descompactado do pacote passa de ${megabytes(limits.maxTotalBytes)}, o máximo aceito.`,
        );
      }
      if (files.has(path)) throw new PackageError(`O arquivo "${path}" aparece duas vezes no pacote.`);
      files.set(path, { path, size: entry.uncompressedSize, compressedSize: entry.compressedSize, entry });
    }
  } catch (error) {
    if (error instanceof PackageError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/encryption/i.test(message)) {
      throw new PackageError('O pacote contém arquivos protegidos por senha, que não são aceitos.');
    }
    throw new PackageError('O arquivo zip está corrompido ou incompleto e não pôde ser lido.');
  }
  return files;
}

/**
 * The entry's path with `./` and empty segments removed (`null` for the root itself), after refusing names
 * that are absolute, leave the package, or hold control characters. Backslashes count as separators: some
 * Windows tools write them.
 */
export function checkEntryName(rawName: string, limits: Pick<ZipLimits, 'maxPathLength'>): string | null {
  const name = rawName.replaceAll('\\', '/');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    throw new PackageError('O pacote contém um nome de arquivo com caracteres inválidos.');
  }
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) {
    throw new PackageError(`O pacote contém um caminho absoluto ("${name}"), que não é aceito.`);
  }
  const segments = name.split('/');
  if (segments.some((segment) => segment === '..')) {
    throw new PackageError(`O pacote contém um caminho que sai da pasta do pacote ("${name}"), que não é aceito.`);
  }
  const isFolder = name.endsWith('/');
  const kept = segments.filter((segment) => segment !== '' && segment !== '.');
  if (kept.length === 0) return null;
  const path = kept.join('/') + (isFolder ? '/' : '');
  if (path.length > limits.maxPathLength) {
    throw new PackageError(`O pacote contém um caminho longo demais (mais de ${limits.maxPathLength} caracteres).`);
  }
  return path;
}

/** Unix symbolic links keep their type in the high bits of the external attributes. */
function isSymlink(entry: Entry): boolean {
  const madeOnUnix = entry.versionMadeBy >> 8 === 3 || entry.versionMadeBy >> 8 === 19;
  return madeOnUnix && ((entry.externalFileAttributes >>> 16) & UNIX_FILE_TYPE) === UNIX_SYMLINK;
}

/**
 * The package root is where `imsmanifest.xml` is: the archive root, or a single folder that holds the
 * whole course (a course folder zipped as a folder). Paths are made relative to it.
 */
function locatePackageRoot(all: Map<string, PackageFile>): { root: string; files: Map<string, PackageFile> } {
  const manifests = [...all.keys()].filter((path) => path.split('/').pop()?.toLowerCase() === MANIFEST);
  const atRoot = manifests.find((path) => !path.includes('/'));
  if (atRoot) return { root: '', files: all };
  const shallowest = manifests.filter((path) => path.split('/').length === 2);
  if (shallowest.length === 1) {
    const root = `${(shallowest[0] as string).split('/')[0]}/`;
    const files = new Map<string, PackageFile>();
    for (const [path, file] of all) {
      if (path.startsWith(root)) files.set(path.slice(root.length), { ...file, path: path.slice(root.length) });
    }
    return { root, files };
  }
  throw new PackageError('O pacote não tem o arquivo imsmanifest.xml na raiz; não é um pacote SCORM.');
}

async function openStream(zip: ZipFile, file: PackageFile): Promise<Readable> {
  try {
    return await zip.openReadStreamPromise(file.entry);
  } catch {
    throw new PackageError(`O arquivo "${file.path}" está corrompido no zip e não pôde ser lido.`);
  }
}

async function readAll(stream: Readable, file: PackageFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch {
    throw new PackageError(`O arquivo "${file.path}" está corrompido no zip e não pôde ser lido.`);
  }
  return Buffer.concat(chunks);
}
