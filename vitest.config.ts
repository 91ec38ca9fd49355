import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.DATABASE_URL_TEST);

/**
 * The API test files of a worker share its loaded modules instead of importing the whole server again for each
 * file (a third of a file's time): each file still builds its own app on its own copy of the demo database.
 */
const apiFiles = { isolate: false } as const;

export default defineConfig({
  test: {
    // Vitest's default leaves a core free; the API tests wait on PostgreSQL and sockets as much as they compute,
    // so one file per core keeps both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'server-sqlite',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
          ...apiFiles,
          globalSetup: ['apps/server/test/demo-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
                // The SQLite driver's own tests: the same run on either engine.
                exclude: ['apps/server/src/db/node-sqlite-dialect.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                ...apiFiles,
                globalSetup: ['apps/server/test/demo-template.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // Typing into a form with user-event takes a few seconds of a busy machine's time: a margin, not a goal.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
