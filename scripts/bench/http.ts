// HTTP throughput of authenticated endpoints (autocannon), on the database the server is given.
//   node --import tsx scripts/bench/http.ts [--seconds 10] [--connections 50]
// With DATABASE_URL_TEST set, the same endpoints are measured again on a fresh PostgreSQL database.
// Prints one table and writes the raw results to bench/results/http-<engine>-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo';
import { type ServerProcess, startServerProcess } from '../../apps/server/test/server-process';

const ROOT = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

type Endpoint = { name: string; method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown; token: string };

type Row = {
  engine: string;
  endpoint: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function call(server: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as any;
}

async function login(server: ServerProcess, username: string, bucket: string) {
  const {
    app: [app],
  } = (await call(server, 'POST', '/app/details', undefined, { bucket })) as {
    app: Array<{ idApp: number; idAppType: number; idCompany: number }>;
  };
  if (!app) throw new Error(`no app ${bucket}`);
  const answer = await call(server, 'POST', '/login', undefined, {
    username,
    password: DEMO_PASSWORD,
    idApp: app.idApp,
    idAppType: app.idAppType,
  });
  return { ...(answer.data as { token: string; loginInfo: { idUser: number } }), idCompany: app.idCompany };
}

/** The calls a member's screens make most: found from the demo data through the API itself. */
async function endpointsOf(server: ServerProcess): Promise<Endpoint[]> {
  const content = await login(server, 'maria@acme.example', 'acme');
  const learning = await login(server, 'maria@acme.example', 'acme-academy');
  const idUser = learning.loginInfo.idUser;
  const endpoints: Endpoint[] = [];

  // The content app's first section whose list has items (the menu's sections and their options).
  const renewed = await call(server, 'POST', '/login/renewlogin', content.token, { idUser, idAppType: 1 });
  const menu = (renewed.data?.menu ?? []) as Array<{ idSection: number; menuOption?: Array<{ idSection: number }> }>;
  for (const idSection of menu.flatMap((entry) => [
    entry.idSection,
    ...(entry.menuOption ?? []).map((o) => o.idSection),
  ])) {
    const list = await fetch(`${server.url}/content/list/${idSection}`, {
      headers: { authorization: `Bearer ${content.token}` },
    });
    const items = list.ok ? (((await list.json()) as { content?: unknown[] }).content ?? []) : [];
    if (items.length > 0) {
      endpoints.push({
        name: 'section content list',
        method: 'GET',
        path: `/content/list/${idSection}`,
        token: content.token,
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
  });
  endpoints.push({ name: 'catalog', method: 'GET', path: '/learning/catalogs/catalogo', token: learning.token });

  const teams = await call(server, 'GET', '/learning/teams?nodeCode=vendas-consultivas', learning.token);
  const { idEnrollment } = await call(server, 'POST', '/learning/enrollments', learning.token, {
    idTeam: teams.data[0].idTeam,
  });
  const student = `/learning/students/${idUser}/enrollments/${idEnrollment}`;
  const { enrollment } = await call(server, 'GET', student, learning.token);
  const idNodeEnrollment = enrollment.nodeEnrollment.idNodeEnrollment as number;
  endpoints.push({
    name: 'navigation map',
    method: 'GET',
    path: `${student}/navigation-map?idNodeEnrollment=${idNodeEnrollment}`,
    token: learning.token,
  });
  const map = await call(
    server,
    'GET',
    `${student}/navigation-map?idNodeEnrollment=${idNodeEnrollment}`,
    learning.token,
  );
  const idContentItem = findContent(map);
  if (idContentItem) {
    const created = await call(server, 'POST', '/learning/content-enrollments', learning.token, {
      idContentItem,
      idEnrollment,
      idNodeEnrollment,
    });
    endpoints.push({
      name: 'progress update',
      method: 'PUT',
      path: `/learning/content-enrollments/${created.contentEnrollment.idContentEnrollment}`,
      body: { status: 'IN_PROGRESS', progress: 10, lastPosition: 5, timeExecuted: 1 },
      token: learning.token,
    });
  }
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

async function measure(server: ServerProcess, endpoint: Endpoint) {
  // A short warm-up, then the measured run.
  const options = {
    url: `${server.url}${endpoint.path}`,
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${endpoint.token}`,
      ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
    },
    body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration: SECONDS });
}

async function runOn(engine: string, env: Record<string, string>): Promise<{ rows: Row[]; raw: unknown[] }> {
  const server = await startServerProcess({ env: { LOG_LEVEL: 'warn', ...env } });
  try {
    const endpoints = await endpointsOf(server);
    const rows: Row[] = [];
    const raw: unknown[] = [];
    for (const endpoint of endpoints) {
      const result = await measure(server, endpoint);
      raw.push({ endpoint: endpoint.name, result });
      rows.push({
        engine,
        endpoint: endpoint.name,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
    return { rows, raw };
  } finally {
    await server.stop();
    server.cleanup();
  }
}

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

const results: Row[] = [];
const raw: Record<string, unknown> = {};
const sqlite = await runOn('SQLite', {});
results.push(...sqlite.rows);
raw.sqlite = sqlite.raw;
if (process.env.DATABASE_URL_TEST) {
  const database = await freshPostgres(process.env.DATABASE_URL_TEST);
  try {
    const postgres = await runOn('PostgreSQL', { DATABASE_URL: database.url });
    results.push(...postgres.rows);
    raw.postgres = postgres.raw;
  } finally {
    await database.drop();
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL_TEST');
}

console.log(`\nHTTP, ${CONNECTIONS} connections, ${SECONDS} s per endpoint`);
console.log(
  [
    'engine'.padEnd(11),
    'endpoint'.padEnd(22),
    'req/s'.padStart(7),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'errors'.padStart(7),
    'non-2xx'.padStart(8),
  ].join(' '),
);
for (const row of results) {
  console.log(
    [
      row.engine.padEnd(11),
      row.endpoint.padEnd(22),
      String(row.requestsPerSecond).padStart(7),
      String(row.p50).padStart(7),
      String(row.p99).padStart(7),
      String(row.errors).padStart(7),
      String(row.non2xx).padStart(8),
    ].join(' '),
  );
}
const folder = join(ROOT, 'bench/results');
mkdirSync(folder, { recursive: true });
const file = join(folder, `http-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ seconds: SECONDS, connections: CONNECTIONS, results, raw }, null, 2));
console.log(`raw results: ${file}`);
