import { isAbsolute, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { createStorage } from '../platform/storage';
import { exportPack } from './pack-export';
import { formatPackError } from './pack-reader';
import { importPackFolder } from './packs';

/**
 * `npm run pack:import -- <folder>` and `npm run pack:export -- <company> <folder>`, on the database and
 * storage the environment configures (as `npm start` does). The export's `--relative` writes dates relative
 * to the company's first pack import, and `--password=<p>` gives the members a password: how the demo packs
 * are written back after changing the demo in an installation that imported them.
 */
async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const args = rest.filter((arg) => !arg.startsWith('--'));
  const flags = rest.filter((arg) => arg.startsWith('--'));
  const password = flags.find((flag) => flag.startsWith('--password='))?.slice('--password='.length);
  const relative = flags.includes('--relative');
  if (flags.length !== Number(relative) + Number(password !== undefined) || (command === 'import' && flags.length))
    return usage();
  // npm runs the script inside apps/server; paths are the caller's.
  const where = (path: string) => (isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path));
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
    let relativeTo: Date | undefined;
    if (relative) {
      const imported = await database.db
        .selectFrom('audit_log')
        .select('createdAt')
        .where('idCompany', '=', found.idCompany)
        .where('action', '=', 'pack.import')
        .orderBy('createdAt')
        .executeTakeFirst();
      if (!imported) {
        console.error(`--relative: a empresa ${company} não foi importada de um pacote`);
        return 1;
      }
      relativeTo = new Date(imported.createdAt);
    }
    const folder = where(target);
    const { files } = await exportPack(database.db, storage, found.idCompany, folder, { relativeTo, password });
    console.log(`Empresa ${company} exportada para ${folder} (${files} arquivo(s)).`);
    return 0;
  } finally {
    await database.close();
  }
}

function usage(): number {
  console.error(
    'Uso: npm run pack:import -- <pasta>\n     npm run pack:export -- <empresa> <pasta> [--relative] [--password=<senha>]',
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
