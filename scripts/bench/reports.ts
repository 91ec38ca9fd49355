// The reports on a large company (SQLite): 10,000 members and 200,000 enrollments generated into a fresh
// demo database, then every report's first page (and filtered and sorted ones) timed against the built
// server as production starts it (one worker: a report is one request, answered by one process).
//   node --import tsx scripts/bench/reports.ts [--members 10000] [--enrollments 20] [--runs 3]
// Needs the built server (npm run -w @trilha/server build). Prints one table and each goal met or missed
// (a report page's slowest answer within 2 s; the exports are measured and shown, not held to it), and
// writes the raw results to bench/results/reports-<time>.json. Beside the time each answer took, the
// server's own CPU time for it (from /proc) and the machine's load are shown: on a machine shared with
// other work the wall time grows with the load, the CPU time does not.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database';
import { DEMO_PASSWORD, importDemoPacks } from '../../apps/server/src/packs/demo-packs';
import { createDiskStorage } from '../../apps/server/src/platform/storage';
import { generateReportData } from '../../apps/server/test/report-data';
import { startServerProcess } from '../../apps/server/test/server-process';

const ROOT = resolve(import.meta.dirname, '../..');
const GOAL_MS = 2000;
const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    enrollments: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
  },
});
const MEMBERS = Number(args.members);
const PER_MEMBER = Number(args.enrollments);
const RUNS = Number(args.runs);

const dataDir = mkdtempSync(join(tmpdir(), 'trilha-bench-reports-'));
const started = Date.now();
const database = openDatabase({ sqlitePath: join(dataDir, 'trilha.sqlite') });
await migrateToLatest(database.db);
await importDemoPacks(database.db, createDiskStorage(join(dataDir, 'uploads')));
const acme = await database.db
  .selectFrom('companies')
  .select('idCompany')
  .where('name', '=', 'Acme')
  .executeTakeFirstOrThrow();
const data = await generateReportData(database.db, {
  idCompany: acme.idCompany,
  members: MEMBERS,
  enrollmentsPerMember: PER_MEMBER,
  trainings: Math.max(PER_MEMBER + 4, 24),
  now: new Date(),
});
const count = async (
  table:
    | 'users'
    | 'learning_enrollments'
    | 'learning_content_enrollments'
    | 'learning_questionnaires'
    | 'learning_answers',
) =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const sizes = {
  users: await count('users'),
  enrollments: await count('learning_enrollments'),
  contentEnrollments: await count('learning_content_enrollments'),
  attempts: await count('learning_questionnaires'),
  answers: await count('learning_answers'),
};
await database.close();
console.log(`data set: ${JSON.stringify(sizes)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const server = await startServerProcess({ entry: 'built', dataDir, env: { LOG_LEVEL: 'warn', WORKERS: '1' } });
type Row = {
  report: string;
  path: string;
  rows: number;
  medianMs: number;
  maxMs: number;
  cpuMs: number;
  goal: boolean;
};
/** The server process's CPU time so far, in ms (Linux), or null elsewhere. */
function cpuOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
const loadBefore = loadavg()[0];
const rows: Row[] = [];
try {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few fields of many different answers; typing each would restate the API
    return (await response.json()) as any;
  };
  const app = (await post('/app/details', { bucket: 'acme-academy' })).app[0];
  const login = await post('/login', {
    username: 'ana@acme.example',
    password: DEMO_PASSWORD,
    idApp: app.idApp,
    idAppType: app.idAppType,
  });
  const token = login.data.token as string;
  const training = data.trainings[3];
  const measured: Array<[string, string, boolean]> = [
    ['completion', '/reports/completion', true],
    ['completion, a department', '/reports/completion?department=Vendas&status=COMPLETED', true],
    ['completion, members by grade', '/reports/completion/members?sort=grade&order=desc', true],
    [
      'completion, members of a class',
      `/reports/completion/members?idNode=${training?.idNode}&idTeam=${training?.idTeams[0]}`,
      true,
    ],
    ['members (transcripts)', '/reports/members?sort=timeSpent&order=desc', true],
    ['transcript', `/reports/members/${data.idUsers[100]}/transcript`, true],
    ['compliance by department', '/reports/compliance', true],
    ['compliance by manager', '/reports/compliance?groupBy=manager', true],
    ['compliance, overdue members', '/reports/compliance/members?status=OVERDUE&sort=daysOverdue&order=desc', true],
    ['evaluations', '/reports/evaluations', true],
    ['evaluation questions', `/reports/evaluations/${training?.idEvaluation}`, true],
    ['survey comments', `/reports/evaluations/${data.idSurvey}/comments`, true],
    ['SCORM packages', '/reports/scorm', true],
    ['SCORM attempts', '/reports/scorm/attempts', true],
    ['engagement contents', '/reports/engagement/contents', true],
    ['engagement community', '/reports/engagement/community', true],
    ['campaign points', '/reports/engagement/points', true],
    ['export: completion by class (XLSX)', '/reports/completion/export?format=xlsx', false],
    ['export: every enrollment (CSV)', '/reports/completion/members/export?format=csv', false],
  ];
  for (const [report, path, goal] of measured) {
    const times: number[] = [];
    const cpu: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const cpuBegin = cpuOf(server.child.pid);
      const begin = performance.now();
      const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const text = await response.text();
      times.push(performance.now() - begin);
      const cpuEnd = cpuOf(server.child.pid);
      if (cpuBegin !== null && cpuEnd !== null) cpu.push(cpuEnd - cpuBegin);
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
      total = path.includes('/export')
        ? text.split('\n').length - 2
        : ((JSON.parse(text) as { totalRecords?: number; trainings?: unknown[] }).totalRecords ??
          (JSON.parse(text) as { trainings?: unknown[] }).trainings?.length ??
          0);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const row = {
      report,
      path,
      rows: total,
      medianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
      maxMs: Math.round(times.at(-1) ?? 0),
      cpuMs: Math.round(cpu[Math.floor(cpu.length / 2)] ?? 0),
      goal,
    };
    rows.push(row);
    console.log(`${report}: median ${row.medianMs} ms, max ${row.maxMs} ms, server CPU ${row.cpuMs} ms`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const loadAfter = loadavg()[0];
// The goal of docs/performance.md: every report page's slowest answer within 2 s.
type Goal = { goal: string; figure: string; met: boolean };
const goals: Goal[] = rows
  .filter((row) => row.goal)
  .map((row) => ({
    goal: `${row.report}: slowest of ${RUNS} <= 2 s`,
    figure: `${row.maxMs} ms (median ${row.medianMs} ms, server CPU ${row.cpuMs} ms)`,
    met: row.maxMs <= GOAL_MS,
  }));
console.log(
  `\nReports, ${sizes.users} members and ${sizes.enrollments} enrollments (built server, SQLite, ${RUNS} runs each)`,
);
console.log(
  `load average (1 min) ${loadBefore?.toFixed(1)} before, ${loadAfter?.toFixed(1)} after, on the machine's cores`,
);
console.log(
  `${'report'.padEnd(40)} ${'rows'.padStart(8)} ${'median'.padStart(9)} ${'max'.padStart(9)} ${'CPU'.padStart(9)}`,
);
for (const row of rows) {
  console.log(
    `${row.report.padEnd(40)} ${String(row.rows).padStart(8)} ${`${row.medianMs} ms`.padStart(9)} ${`${row.maxMs} ms`.padStart(9)} ${`${row.cpuMs} ms`.padStart(9)}`,
  );
}
console.log('\nGoals');
for (const goal of goals) console.log(`${goal.met ? 'met   ' : 'MISSED'} ${goal.goal.padEnd(56)} ${goal.figure}`);

const folder = join(ROOT, 'bench/results');
mkdirSync(folder, { recursive: true });
const file = join(folder, `reports-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    { engine: 'sqlite', sizes, runs: RUNS, goalMs: GOAL_MS, load: [loadBefore, loadAfter], rows, goals },
    null,
    2,
  ),
);
console.log(`raw results: ${file}`);
