import type { Readable } from 'node:stream';
import { openZip, type ZipEntry, ZipError, type ZipLimits, type ZipProblem } from '../../../platform/zip';

/** Why a package was refused, in the Portuguese the administrator reads on the import. */
export class PackageError extends Error {
  override readonly name = 'PackageError';
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000,
  maxFileBytes: 512 * 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
  maxPathLength: 400,
};

/** A file of the package, by its path relative to the package root (where `imsmanifest.xml` is). */
export type PackageFile = ZipEntry;

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

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/**
 * Opens an uploaded package with the zip reader's checks (malformed archive, too many entries, unsafe
 * paths, symbolic links, encrypted entries, unknown compression, oversized files or total, zip bombs), then
 * finds the package root; every refusal is a `PackageError` saying why, in Portuguese.
 */
export async function openPackageZip(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<PackageZip> {
  const zip = await asPackageError(
    () => openZip(path, { limits, keep: (file) => !IGNORED.some((pattern) => pattern.test(file)) }),
    limits,
  );
  try {
    const { root, files } = locatePackageRoot(zip.files);
    let totalBytes = 0;
    for (const file of files.values()) totalBytes += file.size;
    return {
      files,
      root,
      totalBytes,
      read: (file) => asPackageError(() => zip.read(file), limits),
      stream: (file) => asPackageError(() => zip.stream(file), limits),
      close: zip.close,
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Runs `work`, turning the zip reader's refusal into the package's Portuguese one. */
async function asPackageError<T>(work: () => Promise<T>, limits: ZipLimits): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ZipError) throw new PackageError(packageMessage(error.problem, limits));
    throw error;
  }
}

function packageMessage(problem: ZipProblem, limits: ZipLimits): string {
  switch (problem.reason) {
    case 'NOT_A_ZIP':
      return 'O arquivo enviado não é um pacote zip válido.';
    case 'CORRUPT':
      return 'O arquivo zip está corrompido ou incompleto e não pôde ser lido.';
    case 'ENCRYPTED':
      return 'O pacote contém arquivos protegidos por senha, que não são aceitos.';
    case 'TOO_MANY_ENTRIES':
      return `O pacote tem arquivos demais (${problem.count}); o máximo é ${limits.maxEntries.toLocaleString('pt-BR')}.`;
    case 'INVALID_CHARACTERS':
      return 'O pacote contém um nome de arquivo com caracteres inválidos.';
    case 'ABSOLUTE_PATH':
      return `O pacote contém um caminho absoluto ("${problem.name}"), que não é aceito.`;
    case 'PATH_ESCAPE':
      return `O pacote contém um caminho que sai da pasta do pacote ("${problem.name}"), que não é aceito.`;
    case 'PATH_TOO_LONG':
      return `O pacote contém um caminho longo demais (mais de ${problem.maxPathLength} caracteres).`;
    case 'SYMLINK':
      return `O pacote contém um link simbólico ("${problem.name}"), que não é aceito.`;
    case 'ENCRYPTED_FILE':
      return `O pacote contém um arquivo protegido por senha ("${problem.path}"), que não é aceito.`;
    case 'UNSUPPORTED_COMPRESSION':
      return `O arquivo "${problem.path}" usa um método de compressão não suportado; gere o zip com compressão padrão (deflate).`;
    case 'FILE_TOO_LARGE':
      return `O arquivo "${problem.path}" é grande demais (${megabytes(problem.size)}); o máximo é ${megabytes(limits.maxFileBytes)}.`;
    case 'FILE_RATIO':
      return `O arquivo "${problem.path}" tem uma taxa de compressão suspeita (possível bomba de zip) e o pacote foi recusado.`;
    case 'TOTAL_TOO_LARGE':
      return `O conteúdo descompactado do pacote passa de ${megabytes(limits.maxTotalBytes)}, o máximo aceito.`;
    case 'ARCHIVE_RATIO':
      return 'O pacote tem uma taxa de compressão suspeita (possível bomba de zip) e foi recusado.';
    case 'DUPLICATE':
      return `O arquivo "${problem.path}" aparece duas vezes no pacote.`;
    case 'CORRUPT_FILE':
      return `O arquivo "${problem.path}" está corrompido no zip e não pôde ser lido.`;
  }
}

/**
 * The package root is where `imsmanifest.xml` is: the archive root, or a single folder that holds the
 * whole course (a course folder zipped as a folder). Paths are made relative to it.
 */
function locatePackageRoot(all: readonly PackageFile[]): { root: string; files: Map<string, PackageFile> } {
  const manifests = all.map((file) => file.path).filter((path) => path.split('/').pop()?.toLowerCase() === MANIFEST);
  const atRoot = manifests.find((path) => !path.includes('/'));
  if (atRoot) return { root: '', files: new Map(all.map((file) => [file.path, file])) };
  const shallowest = manifests.filter((path) => path.split('/').length === 2);
  if (shallowest.length === 1) {
    const root = `${(shallowest[0] as string).split('/')[0]}/`;
    const files = new Map<string, PackageFile>();
    for (const file of all) {
      if (file.path.startsWith(root)) {
        const path = file.path.slice(root.length);
        files.set(path, { ...file, path });
      }
    }
    return { root, files };
  }
  throw new PackageError('O pacote não tem o arquivo imsmanifest.xml na raiz; não é um pacote SCORM.');
}
