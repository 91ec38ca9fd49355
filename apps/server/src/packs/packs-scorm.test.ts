import { createHash } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Pack } from '@trilha/shared/api/pack-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { buildDemoScormZip } from '../../test/scorm-zips';
import { type Db, migrateToLatest } from '../db/database';
import { createDiskStorage, type Storage } from '../platform/storage';
import { PackImportError } from './import/context';
import { importPack } from './import/import-pack';
import { buildPack, exportPack } from './pack-export';
import { formatPackError, validatePackJson } from './pack-reader';
import { importPackFolder, PACK_EXTENSIONS } from './packs';

const NOW = new Date('2026-11-21T12:00:00Z');

let database: TestDatabase;
let storage: Storage;
let dataDir: string;
/** The demo courses as zips: a SCORM 1.2 course of one lesson and a SCORM 2004 course of two. */
let security12: string;
let service2004: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  dataDir = mkdtempSync(join(tmpdir(), 'trilha-pack-scorm-'));
  storage = createDiskStorage(join(dataDir, 'uploads'));
  security12 = join(dataDir, 'security12.zip');
  service2004 = join(dataDir, 'service2004.zip');
  await buildDemoScormZip('security12', security12);
  await buildDemoScormZip('service2004', service2004);
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PACK_YAML = `format: trilha-pack/1
company:
  key: orion
  name: Órion Logística
  design: { firstColor: '#0b5394', secondColor: '#ffffff', thirdColor: '#f1c232', fourthColor: '#333333' }
include:
  - learning.yaml
users:
  - username: ana@orion.example
    name: Ana Lima
    admin: 1
    password: segredo-da-ana
`;

const CONTENTS = `contentItems:
  - key: curso-seguranca
    type: 26
    text: Segurança da informação
  - key: curso-atendimento
    type: 26
    text: Atendimento ao cliente
  - key: leitura
    type: 5
    text: Leitura
    content: <p>Olá</p>
`;

/** A pack folder with the given `scormPackages` entries and zips (name in ./scorm/ -> bytes or a path to copy). */
function writePack(entries: string, zips: Record<string, string | Buffer>): string {
  const folder = mkdtempSync(join(dataDir, 'pack-'));
  writeFileSync(join(folder, 'pack.yaml'), PACK_YAML);
  writeFileSync(join(folder, 'learning.yaml'), `${CONTENTS}scormPackages:\n${entries}`);
  mkdirSync(join(folder, 'scorm'));
  for (const [name, source] of Object.entries(zips)) {
    if (typeof source === 'string') cpSync(source, join(folder, 'scorm', name));
    else writeFileSync(join(folder, 'scorm', name), source);
  }
  return folder;
}

const VALID_ENTRIES = `  - key: seguranca
    content: curso-seguranca
    file: ./scorm/seguranca.zip
  - key: atendimento
    content: curso-atendimento
    file: ./scorm/atendimento.zip
`;

async function zipOf(files: Record<string, string>, target: string): Promise<string> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name, { mtime: new Date(0) });
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target));
  return target;
}

/** The demo 1.2 course with one more file: another version of the same course. */
async function changedSecurity12(): Promise<string> {
  const target = join(dataDir, `security12-v2-${Math.random().toString(36).slice(2)}.zip`);
  const zip = new ZipFile();
  const original = await yauzl.openPromise(security12, { lazyEntries: true });
  for await (const entry of original.eachEntry()) {
    const stream = await original.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    zip.addBuffer(Buffer.concat(chunks), entry.fileName, { mtime: new Date(0) });
  }
  original.close();
  zip.addBuffer(Buffer.from('versão 2'), 'novidades.txt', { mtime: new Date(0) });
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target));
  return target;
}

/** The demo 1.2 course with the compressed bytes of one lesson file destroyed: its manifest still reads. */
async function corruptedSecurity12(): Promise<Buffer> {
  const bytes = readFileSync(security12);
  const zip = await yauzl.openPromise(security12, { lazyEntries: true });
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName !== 'curso.js') continue;
    const start = entry.relativeOffsetOfLocalHeader;
    const dataStart = start + 30 + bytes.readUInt16LE(start + 26) + bytes.readUInt16LE(start + 28);
    bytes.fill(0xff, dataStart, dataStart + entry.compressedSize);
  }
  zip.close();
  return bytes;
}

async function companyId(db: Db, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('pack_keys')
    .select('idCompany')
    .where('entityType', '=', 'company')
    .where('packKey', '=', key)
    .executeTakeFirst();
  return row?.idCompany;
}

/** The company's packages by the text of their content, newest last, with their SCOs (ids left out). */
async function packagesOf(db: Db, idCompany: number) {
  const rows = await db
    .selectFrom('learning_scorm_packages as p')
    .leftJoin('learning_content_items as c', 'c.idContentItem', 'p.idContentItem')
    .selectAll('p')
    .select('c.text as content')
    .where('p.idCompany', '=', idCompany)
    .orderBy('p.idScormPackage')
    .execute();
  const result = [];
  for (const row of rows) {
    const scos = await db
      .selectFrom('learning_scos')
      .selectAll()
      .where('idScormPackage', '=', row.idScormPackage)
      .orderBy('position')
      .execute();
    result.push({
      content: row.content,
      title: row.title,
      fileName: row.fileName,
      uploadKey: row.uploadKey,
      uploadSize: row.uploadSize,
      status: row.status,
      errorMessage: row.errorMessage,
      version: row.version,
      edition: row.edition,
      organization: row.organization,
      warnings: row.warnings,
      files: row.files,
      fileCount: row.fileCount,
      totalBytes: row.totalBytes,
      scos: scos.map(({ idSco: _idSco, idScormPackage: _idPackage, idCompany: _idCompany, ...sco }) => sco),
    });
  }
  return result;
}

async function countPackages(db: Db) {
  const count = async (table: 'learning_scorm_packages' | 'learning_scos' | 'companies' | 'learning_content_items') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    companies: await count('companies'),
    contents: await count('learning_content_items'),
    packages: await count('learning_scorm_packages'),
    scos: await count('learning_scos'),
  };
}

/** Every file stored under `scorm/` of a storage folder. */
function storedScormFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      try {
        readdirSync(path);
        walk(path);
      } catch {
        found.push(path);
      }
    }
  };
  walk(join(root, 'scorm'));
  return found.sort();
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('tenant packs: SCORM packages', () => {
  it('reports a broken zip, a zip without imsmanifest.xml and a package of a content that is not a packaged course with their file and line, and writes nothing', async () => {
    const withoutManifest = await zipOf({ 'index.html': '<p>sem manifesto</p>' }, join(dataDir, 'sem-manifesto.zip'));
    const folder = writePack(
      `  - key: quebrado
    content: curso-seguranca
    file: ./scorm/quebrado.zip
  - key: sem-manifesto
    content: curso-atendimento
    file: ./scorm/sem-manifesto.zip
  - key: na-leitura
    content: leitura
    file: ./scorm/seguranca.zip
  - key: fora-do-pacote
    file: https://exemplo.com/curso.zip
`,
      {
        'quebrado.zip': Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
        'sem-manifesto.zip': withoutManifest,
        'seguranca.zip': security12,
      },
    );
    const before = await countPackages(database.db);
    const filesBefore = storedScormFiles(join(dataDir, 'uploads'));
    const outcome = await importPackFolder(database.db, storage, folder, { now: NOW });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const lines = outcome.errors.map(formatPackError);
    // The contents (lines 1-11) come first; the entries start at line 13.
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^learning\.yaml:15: scormPackages\[0\]\.file: \.\/scorm\/quebrado\.zip: .*zip/),
        expect.stringMatching(
          /^learning\.yaml:18: scormPackages\[1\]\.file: \.\/scorm\/sem-manifesto\.zip: .*imsmanifest\.xml/,
        ),
        expect.stringMatching(/^learning\.yaml:20: scormPackages\[2\]\.content: .*'leitura' não é um curso em pacote/),
        expect.stringMatching(/^learning\.yaml:23: scormPackages\[3\]\.file: .*arquivo \.zip do pacote/),
      ]),
    );
    expect(outcome.errors).toHaveLength(4);
    expect(await countPackages(database.db)).toEqual(before);
    expect(await companyId(database.db, 'orion')).toBeUndefined();
    expect(storedScormFiles(join(dataDir, 'uploads'))).toEqual(filesBefore);
  });

  it('imports a valid pack twice: one processed package per content with its SCOs, and the second import changes nothing', async () => {
    const folder = writePack(VALID_ENTRIES, { 'seguranca.zip': security12, 'atendimento.zip': service2004 });
    const first = await importPackFolder(database.db, storage, folder, { now: NOW });
    if (!first.ok) throw new Error(first.errors.map(formatPackError).join('\n'));
    expect(first.result.notImported).toEqual([]);
    const idCompany = first.result.idCompany;
    const packages = await packagesOf(database.db, idCompany);
    expect(packages.map((entry) => [entry.content, entry.status, entry.version, entry.scos.length])).toEqual([
      ['Segurança da informação', 'SUCCESS', '1.2', 1],
      ['Atendimento ao cliente', 'SUCCESS', '2004', 2],
    ]);
    // Titles from the manifests (the entries give none); the zip kept by its hash, the files extracted.
    expect(packages[0]?.title).toBe('Segurança da informação no dia a dia');
    expect(packages[0]?.uploadKey).toBe(`scorm/${idCompany}/uploads/${sha256(security12)}.zip`);
    expect(packages[0]?.fileName).toBe('seguranca.zip');
    expect(packages[1]?.scos.map((sco) => sco.identifier)).toEqual(['MODULO_1', 'MODULO_2']);
    expect(await storage.stat(`scorm/${idCompany}/uploads/${sha256(service2004)}.zip`)).not.toBeNull();
    expect(first.result.changes.filter((change) => change.entityType === 'scormPackage')).toHaveLength(2);
    // The zips are not stored a second time as pack files.
    expect(await storage.stat('packs/orion/scorm/seguranca.zip')).toBeNull();

    const counted = await countPackages(database.db);
    const second = await importPackFolder(database.db, storage, folder, { now: NOW });
    if (!second.ok) throw new Error(second.errors.map(formatPackError).join('\n'));
    expect(second.result.created).toBe(0);
    expect(second.result.updated).toBe(0);
    expect(await countPackages(database.db)).toEqual(counted);
    expect(await packagesOf(database.db, idCompany)).toEqual(packages);
  });

  it('makes a new package version of a changed zip, as an upload would, and keeps it on the next import', async () => {
    const idCompany = (await companyId(database.db, 'orion')) as number;
    const changed = await changedSecurity12();
    const folder = writePack(VALID_ENTRIES, { 'seguranca.zip': changed, 'atendimento.zip': service2004 });
    const outcome = await importPackFolder(database.db, storage, folder, { now: NOW });
    if (!outcome.ok) throw new Error(outcome.errors.map(formatPackError).join('\n'));
    expect(outcome.result.changes.map((change) => `${change.entityType} ${change.key} ${change.action}`)).toEqual([
      'scormPackage seguranca create',
    ]);
    const packages = await packagesOf(database.db, idCompany);
    const security = packages.filter((entry) => entry.content === 'Segurança da informação');
    expect(security).toHaveLength(2);
    expect(security[1]?.status).toBe('SUCCESS');
    expect(security[1]?.fileCount).toBe((security[0]?.fileCount ?? 0) + 1);
    expect(security[1]?.scos).toEqual(security[0]?.scos);
    expect(packages.filter((entry) => entry.content === 'Atendimento ao cliente')).toHaveLength(1);
    // The content plays the newest package.
    const content = await database.db
      .selectFrom('learning_content_items')
      .select('idContentItem')
      .where('idCompany', '=', idCompany)
      .where('text', '=', 'Segurança da informação')
      .executeTakeFirstOrThrow();
    const newest = await database.db
      .selectFrom('learning_scorm_packages')
      .select('uploadKey')
      .where('idContentItem', '=', content.idContentItem)
      .orderBy('idScormPackage', 'desc')
      .executeTakeFirstOrThrow();
    expect(newest.uploadKey).toBe(`scorm/${idCompany}/uploads/${sha256(changed)}.zip`);

    const again = await importPackFolder(database.db, storage, folder, { now: NOW });
    if (!again.ok) throw new Error(again.errors.map(formatPackError).join('\n'));
    expect(again.result.created + again.result.updated).toBe(0);
    expect(await packagesOf(database.db, idCompany)).toEqual(packages);
  });

  it('exports each content’s current zip, and importing the export into an empty installation gives the same packages', async () => {
    const idCompany = (await companyId(database.db, 'orion')) as number;
    const folder = mkdtempSync(join(dataDir, 'export-'));
    const { pack } = await exportPack(database.db, storage, idCompany, folder);
    expect(pack.scormPackages?.map((entry) => [entry.key, entry.content, entry.file])).toEqual([
      ['atendimento', 'curso-atendimento', './scorm/atendimento.zip'],
      ['seguranca', 'curso-seguranca', './scorm/seguranca.zip'],
    ]);
    const current = (await packagesOf(database.db, idCompany)).filter(
      (entry, index, all) => !all.slice(index + 1).some((later) => later.content === entry.content),
    );
    expect(sha256(join(folder, 'scorm/seguranca.zip'))).toBe(
      current
        .find((entry) => entry.content === 'Segurança da informação')
        ?.uploadKey.match(/([0-9a-f]{64})\.zip$/)?.[1],
    );

    const fresh = await createTestDatabase();
    const freshStorage = createDiskStorage(mkdtempSync(join(dataDir, 'fresh-')));
    try {
      await migrateToLatest(fresh.db);
      const imported = await importPackFolder(fresh.db, freshStorage, folder, { now: NOW });
      if (!imported.ok) throw new Error(imported.errors.map(formatPackError).join('\n'));
      const strip = ({ uploadKey: _key, ...entry }: (typeof current)[number]) => entry;
      const byContent = (a: { content: string | null }, b: { content: string | null }) =>
        String(a.content).localeCompare(String(b.content));
      const round = await packagesOf(fresh.db, imported.result.idCompany);
      expect(round.map(strip).sort(byContent)).toEqual(current.map(strip).sort(byContent));
      const again = await importPackFolder(fresh.db, freshStorage, folder, { now: NOW });
      if (!again.ok) throw new Error(again.errors.map(formatPackError).join('\n'));
      expect(again.result.created + again.result.updated).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('removes the files it stored when the import is rolled back (a lesson file corrupt inside a zip whose manifest reads)', async () => {
    const root = mkdtempSync(join(dataDir, 'rollback-'));
    const own = createDiskStorage(root);
    const folder = writePack(
      `  - key: atendimento
    content: curso-atendimento
    file: ./scorm/atendimento.zip
  - key: seguranca
    content: curso-seguranca
    file: ./scorm/seguranca.zip
`,
      { 'atendimento.zip': service2004, 'seguranca.zip': await corruptedSecurity12() },
    );
    const fresh = await createTestDatabase();
    try {
      await migrateToLatest(fresh.db);
      const outcome = await importPackFolder(fresh.db, own, folder, { now: NOW });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.errors.map(formatPackError)).toEqual([
        expect.stringMatching(/^scorm\/seguranca\.zip: scormPackages\[1\]\.file: .*curso\.js.*corrompido/),
      ]);
      expect(await countPackages(fresh.db)).toEqual({ companies: 0, contents: 0, packages: 0, scos: 0 });
      // The first package's files and zip were written inside the transaction and removed with it.
      expect(storedScormFiles(root)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('lets a company administrator send the exported packages back unchanged through the API, and refuses another zip', async () => {
    const idCompany = (await companyId(database.db, 'orion')) as number;
    const { format: _format, company, ...part } = await buildPack(database.db, idCompany);
    const importAsAdmin = async (value: unknown) => {
      const validated = validatePackJson(value, company as Pack['company']);
      if (!validated.ok) throw new Error(validated.errors.map(formatPackError).join('\n'));
      return database.db
        .transaction()
        .execute((trx) => importPack(trx, validated.pack, { now: NOW, idCompany, extensions: PACK_EXTENSIONS }));
    };
    const same = await importAsAdmin(part);
    expect(same.created + same.updated).toBe(0);
    expect(same.notImported).toEqual([]);

    const before = await countPackages(database.db);
    const other = part.scormPackages?.map((entry, index) =>
      index === 0 ? { ...entry, file: `/files/scorm/${idCompany}/uploads/${'0'.repeat(64)}.zip` } : entry,
    );
    const refused = await importAsAdmin({ ...part, scormPackages: other }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PackImportError);
    expect((refused as PackImportError).errors.map((error) => error.path)).toEqual(['scormPackages[0].file']);
    expect(await countPackages(database.db)).toEqual(before);
  });
});
