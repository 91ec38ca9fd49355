import { createWriteStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { ZipFile } from 'yazl';
import { packagePrefix } from '../../modules/learning/lessons/package-files';
import { extractPackage } from '../../modules/learning/lessons/package-import';
import { scormPackagesRepository } from '../../modules/learning/lessons/scorm-packages.repository';
import { scoRows } from '../../modules/learning/lessons/scorm-packages.service';
import type { Storage } from '../../platform/storage';
import type { Db } from '../database';

const SOURCES = join(dirname(fileURLToPath(import.meta.url)), 'scorm');

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
 * Imports a demo course for a company through the same checks and extraction as an upload, and records it
 * as processed. Runs inside the demo seed's transaction (`db` is that transaction).
 */
export async function seedScormPackage(
  db: Db,
  storage: Storage,
  options: { name: DemoScormPackage; idCompany: number; createdBy: number; idContentItem?: number | null },
): Promise<number> {
  const repository = scormPackagesRepository({ db });
  const demo = DEMO_SCORM_PACKAGES[options.name];
  const dir = await mkdtemp(join(tmpdir(), 'trilha-seed-scorm-'));
  try {
    const zipPath = join(dir, `${demo.folder}.zip`);
    await buildDemoScormZip(options.name, zipPath);
    const zip = readFileSync(zipPath);
    const now = new Date().toISOString();
    const uploadKey = `scorm/${options.idCompany}/uploads/${demo.folder}.zip`;
    await storage.put(uploadKey, zip, 'application/zip');
    const idScormPackage = await repository.createPackage({
      idCompany: options.idCompany,
      idContentItem: options.idContentItem ?? null,
      title: demo.title,
      fileName: `${demo.folder}.zip`,
      uploadKey,
      uploadSize: zip.length,
      status: 'PENDING',
      errorMessage: null,
      version: null,
      edition: null,
      storagePrefix: null,
      organization: null,
      warnings: null,
      files: null,
      fileCount: 0,
      totalBytes: 0,
      idJob: null,
      createdBy: options.createdBy,
      createdAt: now,
      processedAt: null,
    });
    const prefix = packagePrefix(options.idCompany, idScormPackage);
    const extracted = await extractPackage({ storage, zipPath, prefix });
    await repository.insertScos(
      scoRows(
        { idCompany: options.idCompany, idScormPackage },
        extracted.manifest.organization.items,
        extracted.manifest.version,
      ),
    );
    await repository.updatePackage(options.idCompany, idScormPackage, {
      status: 'SUCCESS',
      version: extracted.manifest.version,
      edition: extracted.manifest.edition,
      storagePrefix: prefix,
      organization: JSON.stringify(extracted.manifest.organization),
      warnings: JSON.stringify(extracted.manifest.warnings),
      files: JSON.stringify(extracted.files),
      fileCount: extracted.files.length,
      totalBytes: extracted.totalBytes,
      processedAt: now,
    });
    return idScormPackage;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
