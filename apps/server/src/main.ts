import cluster from 'node:cluster';
import { setupPrimary } from '@socket.io/cluster-adapter';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database';
import { DEMO_LOGINS, importDemoPacks } from './packs/demo-packs';
import { serveRateLimits } from './platform/cluster';
import { createStorage, type Storage } from './platform/storage';

/** What a worker tells the primary once it answers on the port. */
const LISTENING = 'trilha:listening';
/** What the primary tells a worker to stop gracefully. */
const STOP = 'trilha:stop';

/**
 * Starts the server: migrate, import the demo packs on a new database, then serve web and API from `WORKERS`
 * processes (one per core by default) sharing the port; with `WORKERS=1`, from this process alone.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) {
    await serve(config, openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath }));
    process.send?.({ kind: LISTENING });
    return;
  }
  const database = await prepare(config);
  if (config.workers <= 1) {
    await serve(config, database);
    printWelcome(config);
    return;
  }
  // The workers open their own connections; the primary only forks, shares counters and relays sockets.
  await database.close();
  startCluster(config);
}

/** Opens the database, checks the file storage, migrates and imports the demo packs on a new database. */
async function prepare(config: Config): Promise<DatabaseHandle> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const storage = createStorage(config);
  await checkStorage(storage);
  // Instances starting together are safe: the migrator takes a lock, and only the one that creates the schema imports the demo.
  const ran = await migrateToLatest(database.db);
  const isNew = ran.includes('0001-tenancy-and-auth');
  if (config.seedDemo === 'auto' && isNew) await importDemoPacks(database.db, storage);
  return database;
}

async function checkStorage(storage: Storage): Promise<void> {
  await storage.check().catch((error: Error) => {
    throw new ConfigError(`Configuração inválida:\n  ${error.message}`);
  });
}

/** Builds the app on this process's database connection and answers on the port until told to stop. */
async function serve(config: Config, database: DatabaseHandle): Promise<void> {
  const storage = createStorage(config);
  const app = await buildApp({ config, database, storage });

  /**
   * Graceful shutdown: stop accepting connections (the health checks answer 503), let requests in flight
   * finish, stop taking jobs and wait for the one in hand, close sockets, Redis and the database pool.
   * A second signal or the timeout ends the process at once.
   */
  let stopping = false;
  const shutdown = async (reason: string, isSignal: boolean) => {
    if (stopping) {
      if (!isSignal) return;
      app.log.warn({ signal: reason }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal: reason }, 'shutting down');
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
  process.on('SIGINT', () => void shutdown('SIGINT', true));
  process.on('SIGTERM', () => void shutdown('SIGTERM', true));
  if (cluster.isWorker) {
    process.on('message', (message: { kind?: string }) => {
      if (message?.kind === STOP) void shutdown('primary', false);
    });
    // A worker whose primary is gone (killed at once) stops too instead of serving alone.
    process.on('disconnect', () => void shutdown('primary gone', false));
  }

  await app.listen({ port: config.port, host: config.host });
  if (config.runJobs) app.platform.jobs.start();
}

/**
 * The primary of a cluster: forks the workers, relays Socket.IO between them and keeps the rate-limit
 * counters; a worker that dies is replaced, and a signal stops every worker gracefully before exiting.
 */
function startCluster(config: Config): void {
  setupPrimary();
  serveRateLimits();
  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork({ WORKERS: String(config.workers) });
  cluster.on('message', (_worker, message: { kind?: string }) => {
    if (message?.kind !== LISTENING) return;
    listening += 1;
    if (listening === config.workers) printWelcome(config);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    // A worker that could not start (a wrong setting, an unreachable service) would fail again: stop.
    if (listening < config.workers) {
      console.error(`worker ${worker.process.pid} could not start (${signal ?? code})`);
      stop('start failed');
      process.exitCode = typeof code === 'number' && code > 0 ? code : 1;
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  const stop = (signal: string) => {
    if (stopping) {
      console.error(`${signal} again: exiting now`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit();
    for (const worker of workers) worker?.send({ kind: STOP });
    setTimeout(() => {
      console.error('shutdown timed out: exiting');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + 1000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let index = 0; index < config.workers; index += 1) fork();
}

function printWelcome(config: Config): void {
  const base = (bucket: string) => `http://${bucket}.localhost:${config.port}`;
  console.log(
    [
      '',
      `Trilha em http://localhost:${config.port}${config.workers > 1 ? ` (${config.workers} processos)` : ''}`,
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
