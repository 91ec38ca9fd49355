// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../build/precompress';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the build compressed ahead of time', () => {
  it('writes Brotli and gzip copies of text files worth compressing, and of nothing else', () => {
    folder = mkdtempSync(join(tmpdir(), 'trilha-dist-'));
    mkdirSync(join(folder, 'assets'));
    mkdirSync(join(folder, '.vite'));
    const script = `export const texts = ${JSON.stringify('Olá, Trilha! '.repeat(500))};`;
    writeFileSync(join(folder, 'assets/app-1a2b.js'), script);
    writeFileSync(join(folder, 'assets/tiny.css'), 'a{color:red}');
    writeFileSync(join(folder, 'assets/photo.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(folder, '.vite/chunks.json'), JSON.stringify({ report: 'x'.repeat(4096) }));

    const totals = precompressFolder(folder);

    expect(totals.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(folder, 'assets/app-1a2b.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(folder, 'assets/app-1a2b.js.gz'))).toString()).toBe(script);
    for (const left of ['assets/tiny.css.br', 'assets/photo.png.br', '.vite/chunks.json.br']) {
      expect(existsSync(join(folder, left))).toBe(false);
    }
  });
});
