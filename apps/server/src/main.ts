import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { DEMO_LOGINS, seedDemo } from './db/seed/demo';
import { createDiskStorage } from './platform/storage';

/** Starts one server: migrate, seed the demo on a new database, serve web and API. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const ran = await migrateToLatest(database.db);
  const isNew = ran.includes('0001-tenancy-and-auth');
  const storage = createDiskStorage(config.uploadsDir);
  if (config.seedDemo === 'auto' && isNew) await seedDemo(database.db, storage);

  const app = await buildApp({ config, database, storage });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const base = (bucket: string) => `http://${bucket}.localhost:${config.port}`;
  console.log(
    [
      '',
      `Trilha em http://localhost:${config.port}`,
      '',
      'Aplicativos de demonstração:',
      `  Acme (conteúdo)      ${base('acme')}  (também http://localhost:${config.port})`,
      `  Acme Academy         ${base('acme-academy')}`,
      `  Globex (conteúdo)    ${base('globex')}`,
      '',
      'Logins de demonstração:',
      ...DEMO_LOGINS.map((login) => `  ${login.app.padEnd(20)} ${login.username.padEnd(28)} senha: ${login.password}`),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
