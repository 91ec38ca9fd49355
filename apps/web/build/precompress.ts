import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing, and the size below which compression does not pay. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/** Every file under a folder, recursively, but for hidden ones (the build's own reports). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)]));
}

/** Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to each compressible file of a folder. */
export function precompressFolder(folder: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    totals.files += 1;
    totals.bytes += source.length;
    totals.brotliBytes += brotli.length;
  }
  return totals;
}

/**
 * Compresses the build once, when it is written, so the server sends Brotli or gzip copies (chosen by the
 * request's `Accept-Encoding`) without compressing on every request. Runs after the service worker is written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'trilha-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const totals = precompressFolder(outDir);
        this.info?.(
          `precompressed ${totals.files} files: ${Math.round(totals.bytes / 1024)} KiB to ${Math.round(totals.brotliBytes / 1024)} KiB (Brotli)`,
        );
      },
    },
  };
}
