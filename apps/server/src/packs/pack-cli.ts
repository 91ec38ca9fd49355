import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { slugify } from '@trilha/shared/rules/slug';
import { ConfigError, loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { seedDemo } from '../db/seed/demo';
import { createDiskStorage, createStorage } from '../platform/storage';
import { DEMO_PASSWORD } from './demo-packs';
import { exportPack } from './pack-export';
import { formatPackError } from './pack-reader';
import { importPackFolder } from './packs';

/**
 * `npm run pack:import -- <folder>` and `npm run pack:export -- <company> <folder>`, on the database and
 * storage the environment configures (as `npm start` does).
 */
async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  // npm runs the script inside apps/server; paths are the caller's.
  const where = (path: string) => (isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path));
  if (command === 'demo' && args.length === 1) return exportDemo(where(args[0] as string));
  if (command !== 'import' && command !== 'export') return usage();
  if ((command === 'import' && args.length !== 1) || (command === 'export' && args.length !== 2)) return usage();

  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const storage = createStorage(config);
  try {
    await migrateToLatest(database.db);
    if (command === 'import') {
      const folder = where(args[0] as string);
      const outcome = await importPackFolder(database.db, storage, folder);
      if (!outcome.ok) {
        console.error(`O pacote ${folder} tem ${outcome.errors.length} problema(s); nada foi importado:`);
        for (const error of outcome.errors) console.error(`  ${formatPackError(error)}`);
        return 1;
      }
      const { result } = outcome;
      console.log(
        `Pacote importado (empresa ${result.idCompany}): ${result.created} criados, ${result.updated} alterados, ${result.unchanged} sem mudança.`,
      );
      if (result.notImported.length) {
        console.log(`Descritos no pacote, ainda não guardados por esta instalação: ${result.notImported.join(', ')}.`);
      }
      return 0;
    }
    const [company, target] = args as [string, string];
    const found = /^\d+$/.test(company)
      ? await database.db
          .selectFrom('companies')
          .select('idCompany')
          .where('idCompany', '=', Number(company))
          .executeTakeFirst()
      : await database.db
          .selectFrom('pack_keys')
          .select('idCompany')
          .where('entityType', '=', 'company')
          .where('packKey', '=', company)
          .executeTakeFirst();
    if (!found) {
      console.error(`Empresa não encontrada: ${company} (use a chave do pacote ou o id)`);
      return 1;
    }
    const folder = where(target);
    const { files } = await exportPack(database.db, storage, found.idCompany, folder);
    console.log(`Empresa ${company} exportada para ${folder} (${files} arquivo(s)).`);
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * `npm run pack:demo`: the demo tenants as packs (`packs/acme`, `packs/globex`), written from the demo seed
 * with dates relative to the import and the demo password.
 */
async function exportDemo(folder: string): Promise<number> {
  const database = openDatabase({ sqlitePath: ':memory:' });
  const scratch = await mkdtemp(join(tmpdir(), 'trilha-demo-'));
  try {
    await migrateToLatest(database.db);
    const storage = createDiskStorage(scratch);
    // Half a minute past noon UTC today: a date the seed sets by day and hour falls on a whole minute and is
    // written as such (`now-3d 14:00`); one it counts from the moment itself keeps the half minute and is
    // written as that offset (`now-90m`), so both come back as the seed wrote them whenever the pack is imported.
    const now = new Date();
    now.setUTCHours(12, 0, 30, 0);
    await seedDemo(database.db, storage, now);
    const companies = await database.db
      .selectFrom('companies')
      .select(['idCompany', 'name'])
      .orderBy('idCompany')
      .execute();
    for (const company of companies) {
      const key = slugify(company.name);
      const target = join(folder, key);
      await database.db
        .insertInto('pack_keys')
        .values({ idCompany: company.idCompany, entityType: 'company', packKey: key, entityId: company.idCompany })
        .execute();
      await rm(target, { recursive: true, force: true });
      const { files } = await exportPack(database.db, storage, company.idCompany, target, {
        relativeTo: now,
        password: DEMO_PASSWORD,
      });
      console.log(`${company.name}: ${target} (${files} arquivo(s)).`);
    }
    return 0;
  } finally {
    await database.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

function usage(): number {
  console.error(
    'Uso: npm run pack:import -- <pasta>\n     npm run pack:export -- <empresa> <pasta>\n     npm run pack:demo',
  );
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
