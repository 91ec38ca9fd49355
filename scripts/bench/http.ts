// HTTP throughput of authenticated endpoints (autocannon) against the built server as production starts it,
// beside the floor of the stack: a bare Fastify + jose + node:sqlite endpoint answering JSON of the same size.
//   node --import tsx scripts/bench/http.ts [--seconds 10] [--connections 50] [--workers N] [--endpoints regex]
// Needs the built server (npm run -w @trilha/server build). On SQLite the endpoints are measured with one
// worker and with every core (`--workers`, the machine's cores by default); with DATABASE_URL_TEST set,
// again on a fresh PostgreSQL database with every core. Also measured: the time from start to the first
// answered request (new database, existing database, and from source through tsx) and the resident memory
// after the measurements. Prints the tables and writes the raw results to bench/results/http-<time>.json.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../apps/server/src/packs/demo-packs';
import { TEST_JWT_SECRET } from '../../apps/server/test/harness';
import { type ServerProcess, startServerProcess } from '../../apps/server/test/server-process';
import { freePort } from '../../apps/server/test/services';

const ROOT = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    workers: { type: 'string', default: String(availableParallelism()) },
    members: { type: 'string', default: '' },
    /** Only the endpoints whose name matches (`--endpoints progress`): a quick look at one change. */
    endpoints: { type: 'string', default: '' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const ALL_WORKERS = Number(args.workers);
/** Members writing their own progress in the realistic write: one per connection. */
const MEMBERS = Number(args.members || CONNECTIONS);

type Endpoint = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  token: string;
  /** Each connection on its own member and content (a request per connection built from this list). */
  perConnection?: Array<{ path: string; token: string }>;
  /** Compared with the bare endpoint (reads). */
  isRead: boolean;
};

type Row = {
  engine: string;
  workers: number;
  endpoint: string;
  bytes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/**
 * The measured server is called as its proxy would call it (`TRUST_PROXY` set to the loopback), naming the
 * demo company's host: a token is accepted only on its company's hosts, and fetch cannot set `Host`.
 */
// As in production: behind a proxy, and answers written by the compiled serializer alone (no zod cross-check).
const PROXY_ENV = { TRUST_PROXY: 'loopback', ANSWER_CHECK: 'off' };
const APP_HOST = { 'x-forwarded-host': 'acme.localhost' };

async function call(url: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...APP_HOST,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  // biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few fields of many different answers; typing each would restate the API
  return (await response.json()) as any;
}

async function appOf(url: string, bucket: string) {
  const {
    app: [app],
  } = (await call(url, 'POST', '/app/details', undefined, { bucket })) as {
    app: Array<{ idApp: number; idAppType: number; idCompany: number }>;
  };
  if (!app) throw new Error(`no app ${bucket}`);
  return app;
}

async function login(url: string, username: string, bucket: string) {
  const app = await appOf(url, bucket);
  const answer = await call(url, 'POST', '/login', undefined, {
    username,
    password: DEMO_PASSWORD,
    idApp: app.idApp,
    idAppType: app.idAppType,
  });
  return { ...(answer.data as { token: string; loginInfo: { idUser: number } }), idCompany: app.idCompany };
}

/** Runs SQL on the server's database, whichever engine. */
type Sql = (text: string, values?: unknown[]) => Promise<void>;

/** Enrolls a member in the demo's consultative-selling training and opens its first content. */
async function openContent(url: string, token: string, idUser: number) {
  const teams = await call(url, 'GET', '/learning/teams?nodeCode=vendas-consultivas', token);
  const { idEnrollment } = await call(url, 'POST', '/learning/enrollments', token, { idTeam: teams.data[0].idTeam });
  const student = `/learning/students/${idUser}/enrollments/${idEnrollment}`;
  const { enrollment } = await call(url, 'GET', student, token);
  const idNodeEnrollment = enrollment.nodeEnrollment.idNodeEnrollment as number;
  const mapPath = `${student}/navigation-map?idNodeEnrollment=${idNodeEnrollment}`;
  const idContentItem = findContent(await call(url, 'GET', mapPath, token));
  if (!idContentItem) throw new Error('the training has no content');
  const created = await call(url, 'POST', '/learning/content-enrollments', token, {
    idContentItem,
    idEnrollment,
    idNodeEnrollment,
  });
  return { mapPath, progressPath: `/learning/content-enrollments/${created.contentEnrollment.idContentEnrollment}` };
}

/**
 * Prepares the measured calls once per database: the demo's member for the reads and the one-row write,
 * and `MEMBERS` members of their own (made by the administrator, given the demo password) for the write
 * where each connection updates its own member's content.
 */
async function prepareEndpoints(url: string, sql: Sql): Promise<Endpoint[]> {
  const content = await login(url, 'maria@acme.example', 'acme');
  const learning = await login(url, 'maria@acme.example', 'acme-academy');
  const idUser = learning.loginInfo.idUser;
  const endpoints: Endpoint[] = [];

  // The content app's first section whose list has items (the menu's sections and their options).
  const renewed = await call(url, 'POST', '/login/renewlogin', content.token, { idUser, idAppType: 1 });
  const menu = (renewed.data?.menu ?? []) as Array<{ idSection: number; menuOption?: Array<{ idSection: number }> }>;
  for (const idSection of menu.flatMap((entry) => [
    entry.idSection,
    ...(entry.menuOption ?? []).map((o) => o.idSection),
  ])) {
    const list = await fetch(`${url}/content/list/${idSection}`, {
      headers: { ...APP_HOST, authorization: `Bearer ${content.token}` },
    });
    const items = list.ok ? (((await list.json()) as { content?: unknown[] }).content ?? []) : [];
    if (items.length > 0) {
      endpoints.push({
        name: 'section content list',
        method: 'GET',
        path: `/content/list/${idSection}`,
        token: content.token,
        isRead: true,
      });
      break;
    }
  }
  // spec 3: the learning home is the company's root node.
  endpoints.push({
    name: 'learning home blocks',
    method: 'GET',
    path: `/learning/nodes/${learning.idCompany}`,
    token: learning.token,
    isRead: true,
  });
  endpoints.push({
    name: 'catalog',
    method: 'GET',
    path: '/learning/catalogs/catalogo',
    token: learning.token,
    isRead: true,
  });
  const own = await openContent(url, learning.token, idUser);
  endpoints.push({ name: 'navigation map', method: 'GET', path: own.mapPath, token: learning.token, isRead: true });

  // The administrator adds the members; each gets the demo password and opens a content of their own.
  const admin = await login(url, 'ana@acme.example', 'acme');
  const stamp = Date.now();
  const emails: string[] = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const email = `bench-${stamp}-${index}@acme.example`;
    await call(url, 'POST', '/admin/users', admin.token, { name: `Membro de teste ${index + 1}`, email });
    emails.push(email);
  }
  await sql(
    `update users set "passwordHash" = (select "passwordHash" from users where username = 'maria@acme.example')
     where username like $1`,
    [`bench-${stamp}-%`],
  );
  const perConnection: Array<{ path: string; token: string }> = [];
  for (const email of emails) {
    const member = await login(url, email, 'acme-academy');
    const opened = await openContent(url, member.token, member.loginInfo.idUser);
    perConnection.push({ path: opened.progressPath, token: member.token });
  }
  const body = { status: 'IN_PROGRESS', progress: 10, lastPosition: 5, timeExecuted: 1 };
  endpoints.push({
    name: 'progress, own row each',
    method: 'PUT',
    path: perConnection[0]?.path ?? own.progressPath,
    body,
    token: learning.token,
    perConnection,
    isRead: false,
  });
  endpoints.push({
    name: 'progress, one row',
    method: 'PUT',
    path: own.progressPath,
    body,
    token: learning.token,
    isRead: false,
  });
  return endpoints;
}

/** The first content item id anywhere in a navigation map answer. */
function findContent(value: unknown): number | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.idContentItem === 'number') return record.idContentItem;
  for (const child of Object.values(record)) {
    const found = findContent(child);
    if (found) return found;
  }
  return undefined;
}

async function load(url: string, endpoint: Endpoint) {
  const headers = {
    ...APP_HOST,
    authorization: `Bearer ${endpoint.token}`,
    ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
  };
  const list = endpoint.perConnection;
  let next = 0;
  const options = {
    url: `${url}${endpoint.path}`,
    method: endpoint.method,
    headers,
    body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
    connections: CONNECTIONS,
    ...(list
      ? {
          requests: [
            {
              // Each connection keeps one member and content for the whole run.
              setupRequest: (
                request: { headers?: Record<string, string> },
                context: { own?: { path: string; token: string } },
              ) => {
                const own = context.own ?? list[next++ % list.length]!;
                context.own = own;
                return {
                  ...request,
                  path: own.path,
                  headers: { ...request.headers, authorization: `Bearer ${own.token}` },
                };
              },
            },
          ],
        }
      : {}),
  };
  // A short warm-up, then the measured run.
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration: SECONDS });
}

/** The parts of autocannon's result a row keeps (the package ships no types). */
type LoadResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

function rowOf(engine: string, workers: number, endpoint: string, bytes: number, result: LoadResult): Row {
  return {
    engine,
    workers,
    endpoint,
    bytes,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function measureAll(server: ServerProcess, engine: string, workers: number, endpoints: Endpoint[]) {
  const rows: Row[] = [];
  const only = new RegExp(args.endpoints, 'i');
  for (const endpoint of endpoints.filter((candidate) => only.test(candidate.name))) {
    const bytes = endpoint.isRead
      ? JSON.stringify(await call(server.url, 'GET', endpoint.path, endpoint.token)).length
      : 0;
    rows.push(rowOf(engine, workers, endpoint.name, bytes, await load(server.url, endpoint)));
  }
  return rows;
}

/** Resident memory of the server: the process and its workers, in MiB. */
function residentMiB(pid: number): number {
  const output = execFileSync('ps', ['-o', 'rss=', '--pid', String(pid), '--ppid', String(pid)], { encoding: 'utf8' });
  const kib = output
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((value) => value > 0)
    .reduce((sum, value) => sum + value, 0);
  return Math.round(kib / 1024);
}

/** Starts the server and times it from the spawn to its first answered request. */
async function timedStart(options: Parameters<typeof startServerProcess>[0]) {
  const started = performance.now();
  // A new PostgreSQL database migrated and seeded by every worker can take more than a minute on a busy machine.
  const server = await startServerProcess({ ...options, pollMs: 10, startTimeoutMs: 300_000 });
  return { server, startMs: Math.round(performance.now() - started) };
}

/** The bare endpoint, answering the given JSON (the same bytes as a measured endpoint's answer). */
async function measureBare(answers: Array<{ endpoint: string; json: unknown }>): Promise<Row[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'trilha-bare-'));
  const child = spawn(process.execPath, [join(ROOT, 'scripts/bench/bare-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((ready) => child.stdout?.once('data', () => ready()));
    const url = `http://127.0.0.1:${port}`;
    const { token } = await call(url, 'GET', '/token');
    const rows: Row[] = [];
    for (const answer of answers) {
      await call(url, 'PUT', '/answer', undefined, answer.json);
      const bytes = JSON.stringify(await call(url, 'GET', '/read', token)).length;
      const result = await load(url, { name: answer.endpoint, method: 'GET', path: '/read', token, isRead: true });
      rows.push(rowOf('bare', 1, `bare, as ${answer.endpoint}`, bytes, result));
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Start = { engine: string; how: string; ms: number };
type Memory = { engine: string; workers: number; residentMiB: number };

const rows: Row[] = [];
const starts: Start[] = [];
const memory: Memory[] = [];

// SQLite: a new database (migrated and seeded at start), then restarted on it with one worker and with all.
const dataDir = mkdtempSync(join(tmpdir(), 'trilha-bench-http-'));
const sqliteEnv = { LOG_LEVEL: 'warn', ...PROXY_ENV };
const sqliteSql: Sql = async (text, values = []) => {
  const database = new DatabaseSync(join(dataDir, 'trilha.sqlite'));
  database.exec('PRAGMA busy_timeout = 5000');
  database.prepare(text.replace(/\$\d+/g, '?')).run(...(values as string[]));
  database.close();
};
let endpoints: Endpoint[];
{
  const first = await timedStart({ entry: 'built', dataDir, env: { ...sqliteEnv, WORKERS: '1' } });
  starts.push({ engine: 'SQLite', how: 'built, new database (migrate and seed)', ms: first.startMs });
  endpoints = await prepareEndpoints(first.server.url, sqliteSql);
  await first.server.stop();
}
const readAnswers: Array<{ endpoint: string; json: unknown }> = [];
for (const workers of [1, ALL_WORKERS]) {
  const { server, startMs } = await timedStart({
    entry: 'built',
    dataDir,
    env: { ...sqliteEnv, WORKERS: String(workers) },
  });
  starts.push({ engine: 'SQLite', how: `built, ${workers} worker(s)`, ms: startMs });
  // Every worker listens before the measurements.
  while (workers > 1 && !server.output().includes(`(${workers} processos)`))
    await new Promise((r) => setTimeout(r, 50));
  if (workers === 1) {
    for (const endpoint of endpoints.filter(
      (candidate) => candidate.isRead && new RegExp(args.endpoints, 'i').test(candidate.name),
    )) {
      readAnswers.push({ endpoint: endpoint.name, json: await call(server.url, 'GET', endpoint.path, endpoint.token) });
    }
  }
  rows.push(...(await measureAll(server, 'SQLite', workers, endpoints)));
  memory.push({ engine: 'SQLite', workers, residentMiB: residentMiB(server.child.pid as number) });
  await server.stop();
}
{
  const { server, startMs } = await timedStart({ entry: 'source', dataDir, env: { ...sqliteEnv, WORKERS: '1' } });
  starts.push({ engine: 'SQLite', how: 'source through tsx, 1 worker', ms: startMs });
  await server.stop();
}
rmSync(dataDir, { recursive: true, force: true });
rows.push(...(await measureBare(readAnswers)));

async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `trilha_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

if (process.env.DATABASE_URL_TEST) {
  const database = await freshPostgres(process.env.DATABASE_URL_TEST);
  const client = new pg.Client({ connectionString: database.url });
  try {
    const env = { LOG_LEVEL: 'warn', DATABASE_URL: database.url, WORKERS: String(ALL_WORKERS), ...PROXY_ENV };
    const { server, startMs } = await timedStart({ entry: 'built', env });
    starts.push({ engine: 'PostgreSQL', how: `built, new database, ${ALL_WORKERS} worker(s)`, ms: startMs });
    while (ALL_WORKERS > 1 && !server.output().includes(`(${ALL_WORKERS} processos)`)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await client.connect();
    const pgEndpoints = await prepareEndpoints(server.url, async (text, values) => {
      await client.query(text, values);
    });
    rows.push(...(await measureAll(server, 'PostgreSQL', ALL_WORKERS, pgEndpoints)));
    memory.push({ engine: 'PostgreSQL', workers: ALL_WORKERS, residentMiB: residentMiB(server.child.pid as number) });
    await server.stop();
    server.cleanup();
  } finally {
    await client.end().catch(() => undefined);
    await database.drop();
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL_TEST');
}

// The goals of docs/performance.md, each a ratio of this run's own figures.
type Goal = { goal: string; figure: string; met: boolean };
const goals: Goal[] = [];
const find = (engine: string, workers: number, endpoint: string) =>
  rows.find((row) => row.engine === engine && row.workers === workers && row.endpoint === endpoint);
for (const endpoint of endpoints.filter((candidate) => candidate.isRead)) {
  const one = find('SQLite', 1, endpoint.name);
  const all = find('SQLite', ALL_WORKERS, endpoint.name);
  const bare = find('bare', 1, `bare, as ${endpoint.name}`);
  const postgres = find('PostgreSQL', ALL_WORKERS, endpoint.name);
  if (one && bare) {
    const ratio = one.requestsPerSecond / bare.requestsPerSecond;
    goals.push({
      goal: `${endpoint.name}: 1 worker >= 50% of bare`,
      figure: `${one.requestsPerSecond} / ${bare.requestsPerSecond} = ${(ratio * 100).toFixed(0)}%`,
      met: ratio >= 0.5,
    });
  }
  if (all) {
    goals.push({
      goal: `${endpoint.name}: SQLite p99 <= 50 ms`,
      figure: `${all.p99} ms (${ALL_WORKERS} workers)`,
      met: all.p99 <= 50,
    });
  }
  if (all && postgres) {
    const ratio = postgres.requestsPerSecond / all.requestsPerSecond;
    goals.push({
      goal: `${endpoint.name}: PostgreSQL >= 60% of SQLite`,
      figure: `${postgres.requestsPerSecond} / ${all.requestsPerSecond} = ${(ratio * 100).toFixed(0)}%`,
      met: ratio >= 0.6,
    });
  }
}
for (const engine of ['SQLite', 'PostgreSQL']) {
  const write = find(engine, ALL_WORKERS, 'progress, own row each');
  if (write) {
    goals.push({
      goal: `progress, own row each: ${engine} p99 <= 50 ms`,
      figure: `${write.p99} ms`,
      met: write.p99 <= 50,
    });
  }
}

console.log(
  `\nHTTP, ${CONNECTIONS} connections, ${SECONDS} s per endpoint (built server; bare: Fastify + jose + node:sqlite)`,
);
console.log(
  [
    'engine'.padEnd(11),
    'workers'.padStart(7),
    'endpoint'.padEnd(36),
    'bytes'.padStart(7),
    'req/s'.padStart(7),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'errors'.padStart(7),
    'non-2xx'.padStart(8),
  ].join(' '),
);
for (const row of rows) {
  console.log(
    [
      row.engine.padEnd(11),
      String(row.workers).padStart(7),
      row.endpoint.padEnd(36),
      String(row.bytes || '').padStart(7),
      String(row.requestsPerSecond).padStart(7),
      String(row.p50).padStart(7),
      String(row.p99).padStart(7),
      String(row.errors).padStart(7),
      String(row.non2xx).padStart(8),
    ].join(' '),
  );
}
console.log('\nStart, to the first answered request');
for (const start of starts)
  console.log(`${start.engine.padEnd(11)} ${start.how.padEnd(44)} ${String(start.ms).padStart(6)} ms`);
console.log('\nResident memory after the measurements');
for (const entry of memory)
  console.log(
    `${entry.engine.padEnd(11)} ${String(entry.workers).padStart(2)} worker(s) ${String(entry.residentMiB).padStart(6)} MiB`,
  );
console.log('\nGoals');
for (const goal of goals) console.log(`${goal.met ? 'met   ' : 'MISSED'} ${goal.goal.padEnd(56)} ${goal.figure}`);

const folder = join(ROOT, 'bench/results');
mkdirSync(folder, { recursive: true });
const file = join(folder, `http-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify({ seconds: SECONDS, connections: CONNECTIONS, results: rows, starts, memory, goals }, null, 2),
);
console.log(`raw results: ${file}`);
