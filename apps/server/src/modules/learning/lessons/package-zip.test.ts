import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildZip, type ZipEntrySpec } from '../../../../test/zip-builder';
import type { ZipLimits } from '../../../platform/zip';
import { DEFAULT_ZIP_LIMITS, openPackageZip, PackageError } from './package-zip';

const dir = mkdtempSync(join(tmpdir(), 'trilha-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;
const manifest = { name: 'imsmanifest.xml', data: '<manifest/>' };

async function write(content: Buffer): Promise<string> {
  const path = join(dir, `test-${count++}.zip`);
  writeFileSync(path, content);
  return path;
}

async function open(entries: ZipEntrySpec[], limits?: Partial<ZipLimits>) {
  return openPackageZip(await write(await buildZip(entries)), { ...DEFAULT_ZIP_LIMITS, ...limits });
}

async function refusal(entries: ZipEntrySpec[], limits?: Partial<ZipLimits>): Promise<string> {
  try {
    (await open(entries, limits)).close();
  } catch (error) {
    expect(error).toBeInstanceOf(PackageError);
    return (error as Error).message;
  }
  throw new Error('the archive was accepted');
}

describe('a well-formed package', () => {
  it('lists its files relative to the package root and reads them', async () => {
    const zip = await open([
      manifest,
      { name: 'index.html', data: '<h1>Olá</h1>' },
      { name: 'assets/', data: '' },
      { name: 'assets/app.js', data: 'console.log(1)', compress: false },
      { name: './css//site.css', data: 'body{}' },
      { name: '__MACOSX/._index.html', data: 'x' },
      { name: 'assets/.DS_Store', data: 'x' },
    ]);
    try {
      expect([...zip.files.keys()]).toEqual(['imsmanifest.xml', 'index.html', 'assets/app.js', 'css/site.css']);
      expect(zip.root).toBe('');
      expect((await zip.read(zip.files.get('index.html')!)).toString()).toBe('<h1>Olá</h1>');
      expect((await zip.read(zip.files.get('assets/app.js')!)).toString()).toBe('console.log(1)');
      expect(zip.totalBytes).toBe(11 + 13 + 14 + 6);
    } finally {
      zip.close();
    }
  });

  it('accepts a course zipped inside one folder and makes paths relative to it', async () => {
    const zip = await open([
      { name: 'Curso Final/imsmanifest.xml', data: '<manifest/>' },
      { name: 'Curso Final/index.html', data: 'x' },
    ]);
    try {
      expect(zip.root).toBe('Curso Final/');
      expect([...zip.files.keys()]).toEqual(['imsmanifest.xml', 'index.html']);
    } finally {
      zip.close();
    }
  });

  it('reads Windows backslash names as folders', async () => {
    const zip = await open([manifest, { name: 'scripts\\player.js', data: 'x' }]);
    try {
      expect(zip.files.has('scripts/player.js')).toBe(true);
    } finally {
      zip.close();
    }
  });
});

describe('archives that are refused', () => {
  it('refuses a file that is not a zip', async () => {
    const path = await write(Buffer.from('<html>not a zip</html>'));
    await expect(openPackageZip(path)).rejects.toThrow('O arquivo enviado não é um pacote zip válido.');
  });

  it('refuses a truncated zip', async () => {
    const whole = await buildZip([manifest, { name: 'a.html', data: 'x'.repeat(5000) }]);
    const path = await write(whole.subarray(0, whole.length - 30));
    await expect(openPackageZip(path)).rejects.toBeInstanceOf(PackageError);
  });

  it('refuses a package without imsmanifest.xml at its root', async () => {
    expect(await refusal([{ name: 'index.html', data: 'x' }])).toBe(
      'O pacote não tem o arquivo imsmanifest.xml na raiz; não é um pacote SCORM.',
    );
    expect(
      await refusal([
        { name: 'a/imsmanifest.xml', data: 'x' },
        { name: 'b/imsmanifest.xml', data: 'x' },
      ]),
    ).toMatch(/imsmanifest\.xml na raiz/);
  });

  it('refuses zip-slip paths', async () => {
    expect(await refusal([manifest, { name: '../../etc/cron.d/evil', data: 'x' }])).toBe(
      'O pacote contém um caminho que sai da pasta do pacote ("../../etc/cron.d/evil"), que não é aceito.',
    );
    expect(await refusal([manifest, { name: 'a/../../evil.html', data: 'x' }])).toMatch(/sai da pasta do pacote/);
    expect(await refusal([manifest, { name: 'a\\..\\..\\evil.html', data: 'x' }])).toMatch(/sai da pasta do pacote/);
  });

  it('refuses absolute paths', async () => {
    expect(await refusal([manifest, { name: '/etc/passwd', data: 'x' }])).toBe(
      'O pacote contém um caminho absoluto ("/etc/passwd"), que não é aceito.',
    );
    expect(await refusal([manifest, { name: 'C:/Windows/evil.dll', data: 'x' }])).toMatch(/caminho absoluto/);
  });

  it('refuses symbolic links', async () => {
    expect(await refusal([manifest, { name: 'link', data: '/etc/passwd', mode: 0o120777 }])).toBe(
      'O pacote contém um link simbólico ("link"), que não é aceito.',
    );
  });

  it('refuses encrypted entries', async () => {
    expect(await refusal([manifest, { name: 'secret.html', data: 'x', encrypted: true }])).toMatch(
      /protegido por senha/,
    );
  });

  it('refuses unknown compression methods', async () => {
    expect(await refusal([manifest, { name: 'a.html', data: 'x', compressionMethod: 14 }])).toMatch(
      /método de compressão não suportado/,
    );
  });

  it('refuses a path longer than the limit', async () => {
    expect(await refusal([manifest, { name: `${'a/'.repeat(8)}x.html`, data: 'x' }], { maxPathLength: 20 })).toBe(
      'O pacote contém um caminho longo demais (mais de 20 caracteres).',
    );
  });

  it('refuses names with control characters', async () => {
    expect(await refusal([manifest, { name: 'a\u0001.html', data: 'x' }])).toMatch(/caracteres inválidos/);
  });

  it('refuses too many entries', async () => {
    const entries = [manifest, ...Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }))];
    expect(await refusal(entries, { maxEntries: 5 })).toMatch(/arquivos demais \(7\); o máximo é 5/);
  });

  it('refuses an oversized file and an oversized total', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    expect(
      await refusal([manifest, { name: 'video.mp4', data: big, compress: false }], { maxFileBytes: 2 * 1024 * 1024 }),
    ).toBe('O arquivo "video.mp4" é grande demais (3 MB); o máximo é 2 MB.');
    const two = Buffer.alloc(1024 * 1024, 'b');
    expect(
      await refusal(
        [manifest, { name: 'a.bin', data: two, compress: false }, { name: 'b.bin', data: two, compress: false }],
        { maxTotalBytes: 1.5 * 1024 * 1024 },
      ),
    ).toMatch(/descompactado do pacote passa de 1,5 MB/);
  });

  it('refuses a zip bomb by its compression ratio', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    expect(await refusal([manifest, { name: 'bomb.txt', data: zeros }])).toBe(
      'O arquivo "bomb.txt" tem uma taxa de compressão suspeita (possível bomba de zip) e o pacote foi recusado.',
    );
  });

  it('refuses many small files that together make a bomb', async () => {
    const files = Array.from({ length: 8 }, (_, i) => ({ name: `part${i}.txt`, data: Buffer.alloc(900 * 1024) }));
    expect(await refusal([manifest, ...files])).toMatch(/taxa de compressão suspeita/);
  });

  it('refuses the same path twice', async () => {
    expect(await refusal([manifest, { name: 'a.html', data: '1' }, { name: './a.html', data: '2' }])).toBe(
      'O arquivo "a.html" aparece duas vezes no pacote.',
    );
  });

  it('stops a file that inflates past its declared size while it is read', async () => {
    const zip = await open([manifest, { name: 'liar.txt', data: Buffer.alloc(200_000, 'z'), declaredSize: 100 }]);
    try {
      await expect(zip.read(zip.files.get('liar.txt')!)).rejects.toThrow(
        'O arquivo "liar.txt" está corrompido no zip e não pôde ser lido.',
      );
    } finally {
      zip.close();
    }
  });

  it('reports corrupt compressed data as a corrupt file', async () => {
    const good = await buildZip([manifest, { name: 'page.html', data: 'conteúdo '.repeat(2000) }]);
    const start = good.indexOf(Buffer.from('page.html')) + 'page.html'.length + 20;
    for (let i = start; i < start + 40; i++) good[i] = 0xff;
    const zip = await openPackageZip(await write(good));
    try {
      await expect(zip.read(zip.files.get('page.html')!)).rejects.toThrow(/corrompido/);
    } finally {
      zip.close();
    }
  });
});
