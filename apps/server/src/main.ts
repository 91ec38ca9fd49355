import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { DEMO_LOGINS, seedDemo } from './db/seed/demo';
import { createStorage } from './platform/storage';

/** Starts one server: migrate, seed the demo on a new database, serve web and API. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const storage = createStorage(config);
  await storage.check().catch((error: Error) => {
    throw new ConfigError(`Configuração inválida:\n  ${error.message}`);
  });
  // Instances starting together are safe: the migrator takes a lock, and only the one that creates the schema seeds it.
  const ran = await migrateToLatest(database.db);
  const isNew = ran.includes('0001-tenancy-and-auth');
  if (config.seedDemo === 'auto' && isNew) await seedDemo(database.db, storage);

  const app = await buildApp({ config, database, storage });

  /**
   * Graceful shutdown: stop accepting connections (the health checks answer 503), let requests in flight
   * finish, stop taking jobs and wait for the one in hand, close sockets, Redis and the database pool.
   * A second signal or the timeout ends the process at once.
   */
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timeout = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timeout.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.runJobs) app.platform.jobs.start();
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
  if (error instanceof ConfigError || (error instanceof Error && /^REDIS_URL:/.test(error.message))) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
