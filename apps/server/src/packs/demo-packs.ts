import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/database';
import type { Storage } from '../platform/storage';
import type { PackImportResult } from './import/import-pack';
import { formatPackError } from './pack-reader';
import { importPackFolder } from './packs';

/** The demo tenants' packs, in the order they are imported (Acme's rows come first). */
export const DEMO_PACKS = ['acme', 'globex'] as const;

/** The password of every demo member (the packs give it to the members they create). */
export const DEMO_PASSWORD = 'trilha123';

/** The demo logins printed at start and used by the journeys. */
export const DEMO_LOGINS = [
  { app: 'Acme (membro)', username: 'maria@acme.example', password: DEMO_PASSWORD },
  { app: 'Acme (admin)', username: 'ana@acme.example', password: DEMO_PASSWORD },
  { app: 'Acme (termos pendentes)', username: 'bruno@acme.example', password: DEMO_PASSWORD },
  { app: 'Acme (gestor: relatórios da equipe)', username: 'roberto@acme.example', password: DEMO_PASSWORD },
  { app: 'Globex (membro)', username: 'carlos@globex.example', password: DEMO_PASSWORD },
  { app: 'Globex (campanha nova)', username: 'paula@globex.example', password: DEMO_PASSWORD },
] as const;

/**
 * The repository's `packs/` folder, found upward from this module: it runs from `src/packs` in development
 * and tests, and from the bundle in `apps/server/dist` in production.
 */
export function demoPacksFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, 'packs');
    if (DEMO_PACKS.every((name) => existsSync(join(candidate, name, 'pack.yaml')))) return candidate;
    if (dirname(folder) === folder) throw new Error(`Pacotes de demonstração não encontrados acima de ${from}`);
  }
}

/**
 * The demo tenants of a new installation: imports `packs/acme` and `packs/globex`, each validated and
 * written in one transaction, with their relative dates counted from `now` (classes live today, campaigns
 * around it, messages minutes before). Importing them again changes nothing. Answers each pack's result.
 */
export async function importDemoPacks(db: Db, storage: Storage, now: Date = new Date()): Promise<PackImportResult[]> {
  const folder = demoPacksFolder();
  const results: PackImportResult[] = [];
  for (const name of DEMO_PACKS) {
    const outcome = await importPackFolder(db, storage, join(folder, name), { now });
    if (!outcome.ok) {
      throw new Error(
        `O pacote de demonstração ${name} tem problemas:\n${outcome.errors.map(formatPackError).join('\n')}`,
      );
    }
    results.push(outcome.result);
  }
  return results;
}
