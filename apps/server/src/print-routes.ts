import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';

/** Prints every API route as `METHOD /path/:param`, one a line (`npm run -s routes`). */
async function printRoutes(): Promise<void> {
  // Only the route table is wanted: no database, Redis or bucket of the environment is touched.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: process.env.DATA_DIR ?? 'data',
    JWT_SECRET: 'route-table-only-'.padEnd(32, 'x'),
  });
  const database = openDatabase({ sqlitePath: ':memory:' });
  const routes = new Set<string>();
  const app = await buildApp({
    config,
    database,
    serveWeb: false,
    onRoute: (method, url) => {
      if (method !== 'HEAD' && url.startsWith('/')) routes.add(`${method} ${url}`);
    },
  });
  await app.ready();
  for (const route of [...routes].sort()) console.log(route);
  await app.close();
  await database.close();
}

await printRoutes();
