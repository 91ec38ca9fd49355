import { ZipFile } from 'yazl';

/** One entry of a test archive; `name` may be anything, even what a zip tool would refuse. */
export type ZipEntrySpec = {
  name: string;
  data?: string | Buffer;
  /** Unix mode, e.g. `0o120777` for a symbolic link. */
  mode?: number;
  compress?: boolean;
  /** Marks the entry encrypted (general purpose bit 0). */
  encrypted?: boolean;
  /** Writes another compression method in the headers. */
  compressionMethod?: number;
  /** Declares another uncompressed size in the central directory (a lying zip bomb). */
  declaredSize?: number;
};

/**
 * Builds a zip in memory. Names that yazl refuses (absolute, `..`) are written as placeholders of the same
 * length and swapped in afterwards, so the archive is otherwise well formed: the malicious part is exactly
 * the one under test.
 */
export async function buildZip(entries: ZipEntrySpec[]): Promise<Buffer> {
  const zip = new ZipFile();
  const placeholders = new Map<string, string>();
  entries.forEach((spec, index) => {
    const placeholder = `p${String(index).padStart(Math.max(1, Buffer.byteLength(spec.name) - 1), '0')}`;
    const safe = isSafe(spec.name) ? spec.name : placeholder;
    if (safe !== spec.name) placeholders.set(safe, spec.name);
    const data = typeof spec.data === 'string' ? Buffer.from(spec.data) : (spec.data ?? Buffer.alloc(0));
    if (spec.name.endsWith('/') && isSafe(spec.name)) {
      zip.addEmptyDirectory(spec.name);
      return;
    }
    zip.addBuffer(data, safe, {
      ...(spec.mode !== undefined ? { mode: spec.mode } : {}),
      compress: spec.compress ?? true,
    });
  });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  let buffer: Buffer = Buffer.concat(chunks);
  for (const [placeholder, name] of placeholders) {
    buffer = replaceAll(buffer, Buffer.from(placeholder), Buffer.from(name));
  }
  patchCentralDirectory(buffer, entries);
  return buffer;
}

function isSafe(name: string): boolean {
  const normalized = name.replaceAll('\\', '/');
  return (
    normalized !== '' &&
    !normalized.startsWith('/') &&
    !/^[a-zA-Z]:/.test(normalized) &&
    !normalized.split('/').includes('..') &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: test names with control characters are swapped in
    !/[\u0000-\u001f]/.test(normalized) &&
    name === normalized
  );
}

function replaceAll(buffer: Buffer, search: Buffer, replacement: Buffer): Buffer {
  let index = buffer.indexOf(search);
  while (index >= 0) {
    replacement.copy(buffer, index);
    index = buffer.indexOf(search, index + replacement.length);
  }
  return buffer;
}

/** Applies the flags, methods and sizes the specs ask for, in the local and central headers. */
function patchCentralDirectory(buffer: Buffer, entries: ZipEntrySpec[]): void {
  let central = 0;
  let local = 0;
  for (let offset = 0; offset + 4 <= buffer.length; offset++) {
    const signature = buffer.readUInt32LE(offset);
    if (signature === 0x04034b50) {
      const spec = entries[local++];
      if (spec?.encrypted) buffer.writeUInt16LE(buffer.readUInt16LE(offset + 6) | 1, offset + 6);
      if (spec?.compressionMethod !== undefined) buffer.writeUInt16LE(spec.compressionMethod, offset + 8);
    } else if (signature === 0x02014b50) {
      const spec = entries[central++];
      if (spec?.encrypted) buffer.writeUInt16LE(buffer.readUInt16LE(offset + 8) | 1, offset + 8);
      if (spec?.compressionMethod !== undefined) buffer.writeUInt16LE(spec.compressionMethod, offset + 10);
      if (spec?.declaredSize !== undefined) buffer.writeUInt32LE(spec.declaredSize, offset + 24);
    }
  }
}
