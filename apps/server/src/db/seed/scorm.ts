import { createWriteStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { storeScormPackage } from '../../packs/pack-scorm';
import type { Storage } from '../../platform/storage';
import type { Db } from '../database';
import { SEED_FILES } from './seed-files';

const SOURCES = join(SEED_FILES, 'scorm');

/** The demo courses, written for Trilha: their sources are in `seed/scorm/<folder>`. */
export const DEMO_SCORM_PACKAGES = {
  security12: { folder: 'seguranca-da-informacao-12', title: 'Segurança da informação no dia a dia' },
  service2004: { folder: 'atendimento-ao-cliente-2004', title: 'Atendimento ao cliente' },
} as const;

export type DemoScormPackage = keyof typeof DEMO_SCORM_PACKAGES;

/** The zip of a demo course, built from its source folder (what an administrator would upload). */
export async function buildDemoScormZip(name: DemoScormPackage, target: string): Promise<void> {
  const root = join(SOURCES, DEMO_SCORM_PACKAGES[name].folder);
  const zip = new ZipFile();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else zip.addBuffer(readFileSync(path), relative(root, path).split('\\').join('/'), { mtime: new Date(0) });
    }
  };
  walk(root);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target));
}

/**
 * Imports a demo course for a company as a pack import does (`storeScormPackage`: the upload's checks and
 * extraction, the zip kept by its hash), so the seed and `packs/` give the same package. Runs inside the
 * demo seed's transaction (`db` is that transaction).
 */
export async function seedScormPackage(
  db: Db,
  storage: Storage,
  options: { name: DemoScormPackage; idCompany: number; createdBy: number; idContentItem?: number | null },
): Promise<number> {
  const demo = DEMO_SCORM_PACKAGES[options.name];
  const dir = await mkdtemp(join(tmpdir(), 'trilha-seed-scorm-'));
  try {
    const zipPath = join(dir, `${demo.folder}.zip`);
    await buildDemoScormZip(options.name, zipPath);
    const stored = await storeScormPackage(db, storage, {
      idCompany: options.idCompany,
      idContentItem: options.idContentItem ?? null,
      title: demo.title,
      fileName: `${demo.folder}.zip`,
      zipPath,
      createdBy: options.createdBy,
      now: new Date().toISOString(),
    });
    return stored.idScormPackage;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
