#!/usr/bin/env node
// `npm run bench`: measurements and longer runs than `npm test` affords, one named step after another.
// Add a step to STEPS; `npm run bench -- fuzz` runs only the steps whose name contains "fuzz".
//   FUZZ_RUNS (default 2000) and FUZZ_SEED (default: a new one each run, printed) tune the fuzzing.
//   LIGHTHOUSE_RUNS (default 5), HTTP_SECONDS (default 10) and HTTP_CONNECTIONS (default 50) tune the
//   measurements (LIGHTHOUSE_REPORTS=1 also keeps each page's full Lighthouse report), FANOUT_CLIENTS (default 1000) the chat fan-out; each measuring step prints its table and writes its raw results under bench/results/.
// Run it on a quiet machine: the figures are only as steady as the cores they share.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const vitest = 'node_modules/.bin/vitest';
const tsx = (script, ...args) => [process.execPath, '--import', 'tsx', script, ...args];

/** Each step: a name, a command and its environment. */
const STEPS = [
  {
    name: 'build: the web app the pages are measured on and the server',
    command: ['npm', 'run', '-s', 'build'],
    env: {},
    only: ['lighthouse', 'http', 'realtime'],
  },
  {
    name: 'lighthouse: first screens, mobile',
    command: tsx('scripts/bench/lighthouse.ts', '--runs', process.env.LIGHTHOUSE_RUNS ?? '5'),
    env: {},
  },
  {
    name: 'http: authenticated endpoints, SQLite and PostgreSQL',
    command: tsx(
      'scripts/bench/http.ts',
      '--seconds',
      process.env.HTTP_SECONDS ?? '10',
      '--connections',
      process.env.HTTP_CONNECTIONS ?? '50',
      ...(process.env.HTTP_WORKERS ? ['--workers', process.env.HTTP_WORKERS] : []),
    ),
    env: {},
  },
  {
    name: 'realtime: chat fan-out to 1,000 clients at 10 and 50 messages/s',
    command: tsx('scripts/bench/fanout.ts', '--clients', process.env.FANOUT_CLIENTS ?? '1000', '--rates', '10,50'),
    env: {},
  },
  {
    name: 'fuzz: every route, SQLite',
    command: [vitest, 'run', '--project', 'server-sqlite', 'apps/server/test/fuzz.test.ts'],
    env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000', FUZZ_SEED: seed },
  },
  {
    name: 'fuzz: every route, PostgreSQL',
    command: [vitest, 'run', '--project', 'server-postgres', 'apps/server/test/fuzz.test.ts'],
    env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000', FUZZ_SEED: seed },
    needs: 'DATABASE_URL_TEST',
  },
];

const filter = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
const results = [];
const runStarted = Date.now();
for (const step of STEPS) {
  if (filter && !step.name.includes(filter) && !step.only?.some((name) => filter.includes(name))) continue;
  if (step.needs && !process.env[step.needs]) {
    console.log(`\n- ${step.name}: skipped (set ${step.needs})`);
    continue;
  }
  console.log(`\n▶ ${step.name}${step.env.FUZZ_SEED ? ` (seed ${step.env.FUZZ_SEED})` : ''}`);
  const started = Date.now();
  const [command, ...args] = step.command;
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = (Date.now() - started) / 1000;
  results.push({ step: step.name, ok: run.status === 0, seconds });
}

/** One line per figure of a raw results file, by the step that wrote it. */
const FIGURES = {
  lighthouse: (raw) => [
    ...raw.table.map(
      ({ name, median: m }) =>
        `lighthouse  ${name.padEnd(36)} perf ${m.performance}, a11y ${m.accessibility}, b.p. ${m.bestPractices}, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}, ${m.totalKiB} KiB`,
    ),
    ...(raw.goals ?? []).map((goal) => `goal        ${goal.met ? 'met' : 'MISSED'}: ${goal.goal}, ${goal.figure}`),
  ],
  http: (raw) => [
    ...raw.results.map(
      (row) =>
        `http        ${`${row.engine} ${row.workers ?? 1}w ${row.endpoint}`.padEnd(44)} ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`,
    ),
    ...(raw.starts ?? []).map((start) => `start       ${`${start.engine} ${start.how}`.padEnd(44)} ${start.ms} ms`),
    ...(raw.memory ?? []).map(
      (entry) =>
        `memory      ${`${entry.engine} ${entry.workers} worker(s)`.padEnd(44)} ${entry.residentMiB} MiB resident`,
    ),
    ...(raw.goals ?? []).map((goal) => `goal        ${goal.met ? 'met' : 'MISSED'}: ${goal.goal}, ${goal.figure}`),
  ],
  fanout: (raw) =>
    raw.rows.map(
      (row) =>
        `fan-out     ${`${row.clients} clients, ${row.rate} msg/s`.padEnd(36)} ${row.delivered} of ${row.expected} delivered, p50 ${row.p50} ms, p99 ${row.p99} ms`,
    ),
};

// The figures of this run's measuring steps together, from the raw results they wrote.
const folder = 'bench/results';
const written = (() => {
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.json') && statSync(join(folder, name)).mtimeMs >= runStarted)
      .sort();
  } catch {
    return [];
  }
})();
const lines = written.flatMap(
  (name) => FIGURES[name.split('-')[0]]?.(JSON.parse(readFileSync(join(folder, name), 'utf8'))) ?? [],
);
if (lines.length > 0) {
  console.log(`\nThis run's figures (${new Date(runStarted).toISOString()}; raw results in ${folder}/)`);
  for (const line of lines) console.log(line);
}

console.log('\nstep'.padEnd(40), 'result', 'seconds');
for (const result of results) {
  console.log(result.step.padEnd(40), result.ok ? 'ok    ' : 'FAILED', result.seconds.toFixed(1));
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
