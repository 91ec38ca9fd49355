#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and API tests (SQLite, and PostgreSQL when one is reachable or in CI),
// then the web build, its size budgets and the Playwright journeys in Chromium.
//   npm test -- --only unit     typecheck, lint and Vitest
//   npm test -- --only e2e      build and journeys
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const passthrough = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];

/** Each stage's title and seconds, printed as a table when the suite ends (or stops at a failure). */
const stages = [];
const suiteStarted = Date.now();

function printDurations() {
  if (stages.length === 0) return;
  const width = Math.max(...stages.map((stage) => stage.title.length));
  console.log('\nDuration by stage');
  for (const stage of stages) console.log(`  ${stage.title.padEnd(width)}  ${stage.seconds.toFixed(1).padStart(7)} s`);
  console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - suiteStarted) / 1000).toFixed(1).padStart(7)} s`);
}

function run(title, command, commandArgs, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  stages.push({ title: result.status === 0 ? title : `${title} (failed)`, seconds });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    printDurations();
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds.toFixed(1)} s)`);
}

/** The PostgreSQL the API tests also run on: DATABASE_URL_TEST, or a local server answering on 5432. */
async function findPostgres() {
  if (process.env.DATABASE_URL_TEST) return process.env.DATABASE_URL_TEST;
  const candidate = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return candidate;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const bin = (name) => `node_modules/.bin/${name}`;

if (!only || only === 'unit') {
  run('typecheck: shared', bin('tsc'), ['-p', 'packages/shared']);
  run('typecheck: server', bin('tsc'), ['-p', 'apps/server']);
  run('typecheck: web', bin('tsc'), ['-p', 'apps/web']);
  run('lint', bin('biome'), ['check', '.']);
  const postgres = await findPostgres();
  if (!postgres && process.env.CI) {
    console.error('CI needs PostgreSQL: set DATABASE_URL_TEST');
    process.exit(1);
  }
  console.log(
    postgres
      ? `\nAPI tests on SQLite and PostgreSQL (${new URL(postgres).host})`
      : '\nAPI tests on SQLite only (no PostgreSQL found)',
  );
  run('unit and API tests', bin('vitest'), ['run', ...passthrough], postgres ? { DATABASE_URL_TEST: postgres } : {});
}

if (!only || only === 'e2e') {
  run('web build', 'npm', ['run', '-s', 'build']);
  run('size budgets', process.execPath, ['scripts/budgets.mjs']);
  run('journeys (Playwright, Chromium)', bin('playwright'), ['test', ...passthrough]);
}

printDurations();
