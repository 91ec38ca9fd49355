import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildZip, type ZipEntrySpec } from '../../test/zip-builder';
import { normaliseEntryName, openZip, ZipError, type ZipLimits, type ZipOptions, type ZipProblem } from './zip';

const LIMITS: ZipLimits = { maxEntries: 10, maxFileBytes: 2 * 1024 * 1024, maxTotalBytes: 3 * 1024 * 1024 };
const BOMB_LIMITS: ZipLimits = {
  ...LIMITS,
  maxFileBytes: 64 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
};

const dir = mkdtempSync(join(tmpdir(), 'trilha-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Why the archive was refused (an accepted one fails the test). */
async function problemOf(
  source: Buffer | Promise<Buffer>,
  options: ZipOptions = { limits: LIMITS },
): Promise<ZipProblem> {
  const error = await openZip(await source, options).then(
    (zip) => zip.close(),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ZipError);
  return (error as ZipError).problem;
}

describe('openZip', () => {
  it('opens from memory and from a path, with names normalised and folders left out', async () => {
    const bytes = await buildZip([
      { name: 'a.xml', data: '<a/>' },
      { name: 'pasta/', data: '' },
      { name: './pasta//b.txt', data: 'bê', compress: false },
      { name: 'scripts\\player.js', data: 'x' },
    ]);
    const path = join(dir, 'ok.zip');
    writeFileSync(path, bytes);
    for (const source of [bytes, path]) {
      const zip = await openZip(source, { limits: LIMITS });
      try {
        expect(zip.files.map((file) => [file.path, file.size])).toEqual([
          ['a.xml', 4],
          ['pasta/b.txt', 3],
          ['scripts/player.js', 1],
        ]);
        expect((await zip.read(zip.files[1]!)).toString()).toBe('bê');
        const chunks: Buffer[] = [];
        for await (const chunk of await zip.stream(zip.files[0]!)) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).toString()).toBe('<a/>');
      } finally {
        zip.close();
      }
    }
  });

  it('neither checks nor lists files the caller does not keep', async () => {
    const zip = await openZip(
      await buildZip([
        { name: 'item.xml', data: '<i/>' },
        { name: 'video.mp4', data: Buffer.alloc(5 * 1024 * 1024), compressionMethod: 14 },
      ]),
      { limits: LIMITS, keep: (path) => path.endsWith('.xml') },
    );
    zip.close();
    expect(zip.files.map((file) => file.path)).toEqual(['item.xml']);
  });

  const big = Buffer.alloc(2 * 1024 * 1024 + 1, 'a');
  const mega = Buffer.alloc(1024 * 1024, 'b');
  it.each<[string, ZipEntrySpec[], ZipLimits, ZipProblem]>([
    [
      'a path escape',
      [{ name: '../../etc/cron.d/evil', data: 'x' }],
      LIMITS,
      { reason: 'PATH_ESCAPE', name: '../../etc/cron.d/evil' },
    ],
    [
      'a path escape inside a folder',
      [{ name: 'a/../../evil.html' }],
      LIMITS,
      { reason: 'PATH_ESCAPE', name: 'a/../../evil.html' },
    ],
    [
      'a path escape with backslashes',
      [{ name: 'a\\..\\..\\evil' }],
      LIMITS,
      { reason: 'PATH_ESCAPE', name: 'a/../../evil' },
    ],
    ['an absolute path', [{ name: '/etc/passwd' }], LIMITS, { reason: 'ABSOLUTE_PATH', name: '/etc/passwd' }],
    [
      'a drive letter',
      [{ name: 'C:\\Windows\\evil.dll' }],
      LIMITS,
      { reason: 'ABSOLUTE_PATH', name: 'C:/Windows/evil.dll' },
    ],
    ['a control character', [{ name: 'a\u0001.xml' }], LIMITS, { reason: 'INVALID_CHARACTERS' }],
    [
      'a path over the length limit',
      [{ name: 'pasta/arquivo.xml' }],
      { ...LIMITS, maxPathLength: 10 },
      { reason: 'PATH_TOO_LONG', maxPathLength: 10 },
    ],
    [
      'a symbolic link',
      [{ name: 'link', data: '/etc/passwd', mode: 0o120777 }],
      LIMITS,
      { reason: 'SYMLINK', name: 'link' },
    ],
    [
      'an encrypted file',
      [{ name: 's.xml', data: 'x', encrypted: true }],
      LIMITS,
      { reason: 'ENCRYPTED_FILE', path: 's.xml' },
    ],
    [
      'an unknown compression method',
      [{ name: 'a.xml', data: 'x', compressionMethod: 14 }],
      LIMITS,
      { reason: 'UNSUPPORTED_COMPRESSION', path: 'a.xml' },
    ],
    [
      'too many entries',
      Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt` })),
      LIMITS,
      { reason: 'TOO_MANY_ENTRIES', count: 11 },
    ],
    [
      'a file over the limit',
      [{ name: 'big.bin', data: big, compress: false }],
      LIMITS,
      { reason: 'FILE_TOO_LARGE', path: 'big.bin', size: big.length },
    ],
    [
      'files over the total',
      ['a', 'b', 'c', 'd'].map((name) => ({ name, data: mega, compress: false })),
      LIMITS,
      { reason: 'TOTAL_TOO_LARGE' },
    ],
    [
      'the same path twice',
      [
        { name: 'a.xml', data: '1' },
        { name: './a.xml', data: '2' },
      ],
      LIMITS,
      { reason: 'DUPLICATE', path: 'a.xml' },
    ],
    [
      'a zip bomb (one file)',
      [{ name: 'bomb.txt', data: Buffer.alloc(20 * 1024 * 1024) }],
      BOMB_LIMITS,
      { reason: 'FILE_RATIO', path: 'bomb.txt' },
    ],
    [
      'a zip bomb (small files together)',
      Array.from({ length: 8 }, (_, i) => ({ name: `p${i}`, data: Buffer.alloc(900 * 1024) })),
      BOMB_LIMITS,
      { reason: 'ARCHIVE_RATIO' },
    ],
  ])('refuses %s', async (_case, entries, limits, problem) => {
    expect(await problemOf(buildZip(entries), { limits })).toEqual(problem);
  });

  it('checks no ratio when the caller gives none', async () => {
    const zip = await openZip(await buildZip([{ name: 'zeros.txt', data: Buffer.alloc(2 * 1024 * 1024) }]), {
      limits: LIMITS,
    });
    zip.close();
    expect(zip.files).toHaveLength(1);
  });

  it('refuses what is not a zip, and a truncated one', async () => {
    expect(await problemOf(Buffer.from('<html>não é zip</html>'))).toEqual({ reason: 'NOT_A_ZIP' });
    const whole = await buildZip([
      { name: 'a.html', data: 'x'.repeat(5000) },
      { name: 'b.html', data: 'y' },
    ]);
    expect(['NOT_A_ZIP', 'CORRUPT']).toContain((await problemOf(whole.subarray(0, whole.length - 30))).reason);
  });

  it('stops a file that inflates past its declared size while it is read', async () => {
    const zip = await openZip(
      await buildZip([{ name: 'liar.txt', data: Buffer.alloc(200_000, 'z'), declaredSize: 100 }]),
      { limits: LIMITS },
    );
    try {
      expect(zip.files[0]?.size).toBe(100);
      await expect(zip.read(zip.files[0]!)).rejects.toEqual(new ZipError({ reason: 'CORRUPT_FILE', path: 'liar.txt' }));
    } finally {
      zip.close();
    }
  });

  it('reports corrupt compressed data as a corrupt file', async () => {
    const bytes = await buildZip([{ name: 'page.html', data: 'conteúdo '.repeat(2000) }]);
    const start = bytes.indexOf(Buffer.from('page.html')) + 'page.html'.length + 20;
    for (let i = start; i < start + 40; i++) bytes[i] = 0xff;
    const zip = await openZip(bytes, { limits: LIMITS });
    try {
      const error = await zip.read(zip.files[0]!).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ZipError);
      expect((error as ZipError).problem).toEqual({ reason: 'CORRUPT_FILE', path: 'page.html' });
    } finally {
      zip.close();
    }
  });
});

describe('normaliseEntryName', () => {
  it.each([
    ['a/b.html', 'a/b.html'],
    ['./a/./b.html', 'a/b.html'],
    ['a//b.html', 'a/b.html'],
    ['a\\b.html', 'a/b.html'],
    ['pasta/', 'pasta/'],
    ['./', null],
    ['Aula 1 (revisão)/índice.html', 'Aula 1 (revisão)/índice.html'],
  ])('%s -> %s', (name, path) => {
    expect(normaliseEntryName(name, {})).toBe(path);
  });

  it('refuses a path longer than the limit', () => {
    expect(() => normaliseEntryName(`${'a/'.repeat(250)}x`, { maxPathLength: 400 })).toThrow(ZipError);
  });
});
