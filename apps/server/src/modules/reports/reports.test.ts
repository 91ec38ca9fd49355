import { Readable } from 'node:stream';
import {
  completionStatusOf,
  complianceStatusOf,
  daysOverdue,
  dueDateOf,
  gradeBucketOf,
  pointsGranularity,
} from '@trilha/shared/rules/reports';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type Json } from '../../../test/harness';
import { generateReportData } from '../../../test/report-data';
import { hasNodeAccess } from '../learning/learning-tree';
import { allRowsOf, orderBy } from './report-sql';
import { reportsRepository } from './reports.repository';

// Every figure a report answers is recomputed here from the rows, in plain TypeScript with the shared rules,
// for several filters and for a manager's team: the SQL aggregations must give the same numbers on both
// engines. The data set is generated (members across departments and a manager hierarchy, enrollments in
// every status, attempts, SCORM records, viewing records, votes, chat, uploads and points).

const t = await createTestApp();
afterAll(() => t.close());
const acme = t.appOf('acme');
const idCompany = acme.idCompany;
const now = t.clock.now();
const data = await generateReportData(t.db, {
  idCompany,
  members: 48,
  enrollmentsPerMember: 4,
  trainings: 5,
  now,
  seed: 11,
});
const ana = await t.login('ana@acme.example');
const maria = await t.login('maria@acme.example');
const paula = await t.login('paula@globex.example');

// A department manager who signs in (the generated members have no password).
const idManager = data.managers[1] as number;
const { passwordHash } = await t.db
  .selectFrom('users')
  .select('passwordHash')
  .where('username', '=', 'ana@acme.example')
  .executeTakeFirstOrThrow();
const managerLogin = (
  await t.db
    .updateTable('users')
    .set({ passwordHash })
    .where('idUser', '=', idManager)
    .returning('username')
    .executeTakeFirstOrThrow()
).username;
const manager = await t.login(managerLogin);

type Headers = Record<string, string>;
type Filters = Record<string, string | number | undefined>;

/** Every row of a paged table, page by page. */
async function allRows(path: string, query: Filters, headers: Headers = ana.headers) {
  const rows: Array<Json> = [];
  let answer: Json = {};
  for (let offset = 0; ; offset += 100) {
    const response = await t.app.inject({
      method: 'GET',
      url: path,
      headers,
      query: clean({ ...query, offset, limit: 100 }),
    });
    expect(response.statusCode, response.body).toBe(200);
    answer = body(response);
    rows.push(...answer.result);
    if (offset + 100 >= answer.totalRecords) break;
  }
  expect(rows).toHaveLength(answer.totalRecords);
  return { rows, answer };
}

function clean(query: Filters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

const close = (actual: number | null, expected: number | null) => {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 6);
};
const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

// ----- The rows, read plainly -----

const users = await t.db.selectFrom('users').selectAll().where('idCompany', '=', idCompany).execute();
const userById = new Map(users.map((user) => [user.idUser, user]));
const teams = new Map(
  (await t.db.selectFrom('learning_teams').selectAll().where('idCompany', '=', idCompany).execute()).map((team) => [
    team.idTeam,
    team,
  ]),
);
const nodes = await t.db.selectFrom('learning_nodes').selectAll().where('idCompany', '=', idCompany).execute();
const nodeById = new Map(nodes.map((node) => [node.idNode, node]));
const enrollments = await t.db
  .selectFrom('learning_enrollments')
  .selectAll()
  .where('idCompany', '=', idCompany)
  .execute();
const questionnaires = await t.db
  .selectFrom('learning_questionnaires')
  .selectAll()
  .where('idCompany', '=', idCompany)
  .execute();
const evaluations = new Map(
  (await t.db.selectFrom('learning_evaluations').selectAll().where('idCompany', '=', idCompany).execute()).map(
    (row) => [row.idEvaluation, row],
  ),
);
const scoRows = await t.db
  .selectFrom('learning_sco_enrollments')
  .selectAll()
  .where('idCompany', '=', idCompany)
  .execute();
const contentRows = await t.db
  .selectFrom('learning_content_enrollments')
  .selectAll()
  .where('idCompany', '=', idCompany)
  .execute();

const learningMembers = new Set(
  (
    await t.db
      .selectFrom('user_apps as ua')
      .innerJoin('apps as a', 'a.idApp', 'ua.idApp')
      .select('ua.idUser')
      .where('a.idAppType', '=', 2)
      .where('a.idCompany', '=', idCompany)
      .execute()
  ).map((row) => row.idUser),
);

const answers = await t.db.selectFrom('learning_answers').selectAll().where('idCompany', '=', idCompany).execute();

function teamOf(idUser: number): Set<number> {
  const team = new Set<number>();
  let frontier = [idUser];
  while (frontier.length > 0) {
    const next = users.filter(
      (user) => user.idManager !== null && frontier.includes(user.idManager) && !team.has(user.idUser),
    );
    for (const user of next) team.add(user.idUser);
    frontier = next.map((user) => user.idUser);
  }
  return team;
}

/** The member filters and scope, as the reports apply them. */
function memberMatches(idUser: number, filters: Filters, scopeManager?: number): boolean {
  const user = userById.get(idUser);
  if (!user) return false;
  if (filters.department !== undefined && user.department !== filters.department) return false;
  if (filters.unit !== undefined && user.unit !== filters.unit) return false;
  if (filters.branch !== undefined && user.branch !== filters.branch) return false;
  if (filters.role !== undefined && user.role !== filters.role) return false;
  if (filters.idManager !== undefined && user.idManager !== Number(filters.idManager)) return false;
  if (scopeManager !== undefined && !teamOf(scopeManager).has(idUser)) return false;
  return true;
}

function inPeriod(date: string | null, filters: Filters): boolean {
  if (date === null) return false;
  if (filters.from && date < `${filters.from}T00:00:00.000Z`) return false;
  if (filters.to && date >= new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + 86_400_000).toISOString())
    return false;
  return true;
}

function gradeOf(idEnrollment: number): number | null {
  const best = new Map<number, number>();
  for (const attempt of questionnaires) {
    const evaluation = evaluations.get(attempt.idEvaluation);
    if (attempt.idEnrollment !== idEnrollment || !attempt.finishDate || attempt.grade === null) continue;
    if (evaluation?.evaluationType !== 'KNOWLEDGE') continue;
    best.set(attempt.idEvaluation, Math.max(best.get(attempt.idEvaluation) ?? -1, attempt.grade));
  }
  const grades = [...best.values()];
  for (const sco of scoRows) if (sco.idEnrollment === idEnrollment && sco.grade !== null) grades.push(sco.grade);
  return mean(grades);
}

function timeOf(idEnrollment: number): number {
  return (
    contentRows.filter((row) => row.idEnrollment === idEnrollment).reduce((sum, row) => sum + row.timeExecuted, 0) +
    scoRows.filter((row) => row.idEnrollment === idEnrollment).reduce((sum, row) => sum + row.totalTime, 0)
  );
}

const statusOf = (enrollment: (typeof enrollments)[number]) =>
  completionStatusOf(enrollment, teams.get(enrollment.idTeam) ?? null, now);

function expectedEnrollments(filters: Filters, scopeManager?: number) {
  return enrollments
    .filter(
      (enrollment) =>
        enrollment.isCurrent === 1 &&
        memberMatches(enrollment.idUser, filters, scopeManager) &&
        inPeriod(enrollment.creationDate, filters) &&
        (filters.idNode === undefined || enrollment.idNode === Number(filters.idNode)) &&
        (filters.idTeam === undefined || enrollment.idTeam === Number(filters.idTeam)),
    )
    .map((enrollment) => ({
      ...enrollment,
      status: statusOf(enrollment),
      grade: gradeOf(enrollment.idEnrollment),
      timeSpent: timeOf(enrollment.idEnrollment),
    }))
    .filter((enrollment) => filters.status === undefined || enrollment.status === filters.status);
}

const training = data.trainings[2] as (typeof data.trainings)[number];
const FILTERS: Filters[] = [
  {},
  { department: 'Vendas' },
  { idNode: training.idNode },
  { idTeam: training.idTeams[1] },
  { status: 'COMPLETED' },
  { status: 'EXPIRED' },
  { from: '2026-03-01', to: '2026-09-30' },
  { unit: 'Industrial', branch: 'Recife' },
  { role: 'Analista' },
  { idManager: data.managers[0] },
];

describe('training completion', () => {
  it.each(FILTERS.map((filters) => [JSON.stringify(filters), filters]))(
    'per class, every count, rate, grade and time equals the enrollments recomputed (%s)',
    async (_name, filters) => {
      const { rows, answer } = await allRows('/reports/completion', filters);
      const expected = expectedEnrollments(filters);
      const byTeam = new Map<number, typeof expected>();
      for (const enrollment of expected)
        byTeam.set(enrollment.idTeam, [...(byTeam.get(enrollment.idTeam) ?? []), enrollment]);
      expect(rows.map((row) => row.idTeam).sort()).toEqual([...byTeam.keys()].sort());
      const countOf = (list: typeof expected, status: string) => list.filter((row) => row.status === status).length;
      for (const row of rows) {
        const list = byTeam.get(row.idTeam) ?? [];
        expect(row.training).toBe(nodeById.get(list[0]?.idNode ?? 0)?.title);
        expect(row.enrolled).toBe(list.length);
        expect(row.notStarted).toBe(countOf(list, 'NOT_STARTED'));
        expect(row.inProgress).toBe(countOf(list, 'IN_PROGRESS'));
        expect(row.completed).toBe(countOf(list, 'COMPLETED'));
        expect(row.passed).toBe(countOf(list, 'PASSED'));
        expect(row.failed).toBe(countOf(list, 'FAILED'));
        expect(row.expired).toBe(countOf(list, 'EXPIRED'));
        close(row.completionRate, (countOf(list, 'COMPLETED') + countOf(list, 'PASSED')) / list.length);
        close(row.averageGrade, mean(list.flatMap((entry) => (entry.grade === null ? [] : [entry.grade]))));
        expect(row.timeSpent).toBe(list.reduce((sum, entry) => sum + entry.timeSpent, 0));
      }
      expect(answer.totals.enrolled).toBe(expected.length);
      expect(answer.totals.expired).toBe(countOf(expected, 'EXPIRED'));
      close(
        answer.totals.completionRate,
        expected.length === 0 ? null : (countOf(expected, 'COMPLETED') + countOf(expected, 'PASSED')) / expected.length,
      );
      close(answer.totals.averageGrade, mean(expected.flatMap((entry) => (entry.grade === null ? [] : [entry.grade]))));
      expect(answer.totals.timeSpent).toBe(expected.reduce((sum, entry) => sum + entry.timeSpent, 0));
    },
  );

  it('drills down to the members, one row per enrollment with its status, grade and time', async () => {
    const filters = { idNode: training.idNode, department: 'Logística' };
    const { rows } = await allRows('/reports/completion/members', filters);
    const expected = expectedEnrollments(filters);
    expect(rows.map((row) => row.idEnrollment).sort()).toEqual(expected.map((row) => row.idEnrollment).sort());
    for (const row of rows) {
      const enrollment = expected.find((entry) => entry.idEnrollment === row.idEnrollment) as (typeof expected)[number];
      const user = userById.get(enrollment.idUser);
      expect(row).toMatchObject({
        idUser: enrollment.idUser,
        name: user?.name,
        department: 'Logística',
        manager: userById.get(user?.idManager ?? 0)?.name ?? null,
        status: enrollment.status,
        progress: enrollment.progress,
        timeSpent: enrollment.timeSpent,
      });
      close(row.grade, enrollment.grade);
    }
  });

  it('pages and sorts in the database: the pages put together are the whole list, in order, nulls last', async () => {
    const whole = await allRows('/reports/completion/members', { sort: 'grade', order: 'desc' });
    const grades = whole.rows.map((row) => row.grade as number | null);
    const firstNull = grades.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(grades.slice(firstNull).every((grade) => grade === null)).toBe(true);
    const known = grades.slice(0, firstNull) as number[];
    expect(known).toEqual([...known].sort((a, b) => b - a));
    const page = body(
      await t.app.inject({
        method: 'GET',
        url: '/reports/completion/members',
        headers: ana.headers,
        query: { sort: 'grade', order: 'desc', offset: '20', limit: '20' },
      }),
    );
    expect(page.result).toEqual(whole.rows.slice(20, 40));
    const past = body(
      await t.app.inject({
        method: 'GET',
        url: '/reports/completion',
        headers: ana.headers,
        query: { offset: '100000' },
      }),
    );
    expect(past.result).toEqual([]);
    expect(past.totals.enrolled).toBe(expectedEnrollments({}).length);
  });
});

describe("an enrollment's time and grade", () => {
  /** The member's row of the completion drill-down (filtered to the enrollment's class and status). */
  async function rowOf(enrollment: (typeof enrollments)[number]) {
    const { rows } = await allRows('/reports/completion/members', {
      idNode: enrollment.idNode,
      idTeam: enrollment.idTeam,
    });
    return rows.find((row) => row.idEnrollment === enrollment.idEnrollment) as Json;
  }

  it('follow every write of the contents, lessons, attempts and evaluations they come from', async () => {
    const enrollment = enrollments.find(
      (entry) =>
        entry.isCurrent === 1 &&
        contentRows.some((row) => row.idEnrollment === entry.idEnrollment) &&
        questionnaires.some((row) => row.idEnrollment === entry.idEnrollment && row.finishDate && row.grade !== null),
    ) as (typeof enrollments)[number];
    const before = await rowOf(enrollment);
    expect(before.timeSpent).toBe(timeOf(enrollment.idEnrollment));
    close(before.grade, gradeOf(enrollment.idEnrollment));
    const content = contentRows.find((row) => row.idEnrollment === enrollment.idEnrollment) as (typeof contentRows)[0];
    const attempt = questionnaires.find(
      (row) => row.idEnrollment === enrollment.idEnrollment && row.finishDate && row.grade !== null,
    ) as (typeof questionnaires)[0];
    const evaluation = evaluations.get(attempt.idEvaluation) as NonNullable<ReturnType<typeof evaluations.get>>;
    try {
      await t.db
        .updateTable('learning_content_enrollments')
        .set({ timeExecuted: content.timeExecuted + 1234 })
        .where('idContentEnrollment', '=', content.idContentEnrollment)
        .execute();
      expect((await rowOf(enrollment)).timeSpent).toBe(before.timeSpent + 1234);

      // A better finished attempt raises the best grade of its evaluation; an unfinished one counts for nothing.
      const { idQuestionnaire: _id, ...copy } = attempt;
      const inserted = await t.db
        .insertInto('learning_questionnaires')
        .values([
          { ...copy, grade: 100, finishDate: now.toISOString() },
          { ...copy, grade: 100, finishDate: null },
        ])
        .returning('idQuestionnaire')
        .execute();
      const better = await rowOf(enrollment);
      expect(better.grade).toBeGreaterThanOrEqual(before.grade);
      const recomputed = await t.db
        .selectFrom('learning_questionnaires')
        .selectAll()
        .where('idCompany', '=', idCompany)
        .execute();
      questionnaires.splice(0, questionnaires.length, ...recomputed);
      close(better.grade, gradeOf(enrollment.idEnrollment));

      // The evaluation no longer graded (a survey): its attempts leave the grade.
      await t.db
        .updateTable('learning_evaluations')
        .set({ evaluationType: 'REACTION' })
        .where('idEvaluation', '=', evaluation.idEvaluation)
        .execute();
      evaluations.set(evaluation.idEvaluation, { ...evaluation, evaluationType: 'REACTION' });
      close((await rowOf(enrollment)).grade, gradeOf(enrollment.idEnrollment));

      await t.db
        .deleteFrom('learning_questionnaires')
        .where(
          'idQuestionnaire',
          'in',
          inserted.map((row) => row.idQuestionnaire),
        )
        .execute();
    } finally {
      await t.db
        .updateTable('learning_evaluations')
        .set({ evaluationType: evaluation.evaluationType })
        .where('idEvaluation', '=', evaluation.idEvaluation)
        .execute();
      evaluations.set(evaluation.idEvaluation, evaluation);
      await t.db
        .updateTable('learning_content_enrollments')
        .set({ timeExecuted: content.timeExecuted })
        .where('idContentEnrollment', '=', content.idContentEnrollment)
        .execute();
      const restored = await t.db
        .selectFrom('learning_questionnaires')
        .selectAll()
        .where('idCompany', '=', idCompany)
        .execute();
      questionnaires.splice(0, questionnaires.length, ...restored);
    }
    const after = await rowOf(enrollment);
    expect(after.timeSpent).toBe(before.timeSpent);
    close(after.grade, before.grade);
  });

  it('follow a packaged lesson reporting a score and time, and its removal', async () => {
    const sco = scoRows.find((row) => row.idEnrollment !== null && row.grade !== null) as (typeof scoRows)[number];
    const enrollment = enrollments.find((entry) => entry.idEnrollment === sco.idEnrollment) as (typeof enrollments)[0];
    const before = await rowOf(enrollment);
    await t.db
      .updateTable('learning_sco_enrollments')
      .set({ grade: 3, totalTime: sco.totalTime + 600 })
      .where('idScoEnrollment', '=', sco.idScoEnrollment)
      .execute();
    const changed = await rowOf(enrollment);
    expect(changed.timeSpent).toBe(before.timeSpent + 600);
    expect(changed.grade).toBeLessThan(before.grade);
    await t.db
      .updateTable('learning_sco_enrollments')
      .set({ grade: sco.grade, totalTime: sco.totalTime })
      .where('idScoEnrollment', '=', sco.idScoEnrollment)
      .execute();
    const restored = await rowOf(enrollment);
    expect(restored.timeSpent).toBe(before.timeSpent);
    close(restored.grade, before.grade);
  });
});

describe('members and their transcript', () => {
  it('lists members with their enrollments, completions, certificates, validated courses and time', async () => {
    const filters = { department: 'Vendas' };
    const { rows } = await allRows('/reports/members', filters);
    const members = users.filter((user) => memberMatches(user.idUser, filters));
    expect(rows.map((row) => row.idUser).sort()).toEqual(members.map((user) => user.idUser).sort());
    const current = expectedEnrollments(filters);
    for (const row of rows) {
      const own = current.filter((entry) => entry.idUser === row.idUser);
      expect(row.enrollments).toBe(own.length);
      expect(row.completed).toBe(
        own.filter((entry) => entry.status === 'COMPLETED' || entry.status === 'PASSED').length,
      );
      expect(row.timeSpent).toBe(own.reduce((sum, entry) => sum + entry.timeSpent, 0));
    }
    const search = body(
      await t.app.inject({ method: 'GET', url: '/reports/members', headers: ana.headers, query: { search: 'maria' } }),
    );
    expect(search.result.map((row: { name: string }) => row.name)).toEqual(['Maria Souza']);
  });

  it("gives a member's trainings, certificates with their authenticity address and validated external courses", async () => {
    const idMaria = maria.loginInfo.idUser;
    const response = await t.app.inject({
      method: 'GET',
      url: `/reports/members/${idMaria}/transcript`,
      headers: { ...ana.headers, host: 'acme-academy.localhost:3000' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const transcript = body(response);
    const own = enrollments.filter((entry) => entry.idUser === idMaria);
    expect(transcript.trainings.map((entry: { idEnrollment: number }) => entry.idEnrollment).sort()).toEqual(
      own.map((entry) => entry.idEnrollment).sort(),
    );
    for (const entry of transcript.trainings) {
      const enrollment = own.find((row) => row.idEnrollment === entry.idEnrollment) as (typeof own)[number];
      expect(entry.status).toBe(statusOf(enrollment));
      expect(entry.timeSpent).toBe(timeOf(enrollment.idEnrollment));
      close(entry.grade, gradeOf(enrollment.idEnrollment));
    }
    const certificates = await t.db
      .selectFrom('learning_certificates')
      .select('authenticityId')
      .where('idUser', '=', idMaria)
      .execute();
    expect(certificates.length).toBeGreaterThan(0);
    expect(transcript.certificates.map((entry: { authenticityUrl: string }) => entry.authenticityUrl).sort()).toEqual(
      certificates
        .map((row) => `http://acme-academy.localhost:3000/certificate-authenticity/${row.authenticityId}`)
        .sort(),
    );
    const approved = await t.db
      .selectFrom('learning_external_courses')
      .select(['title', 'workload'])
      .where('idUser', '=', idMaria)
      .where('status', '=', 'APPROVED')
      .execute();
    expect(transcript.externalCourses.map((entry: { title: string }) => entry.title).sort()).toEqual(
      approved.map((row) => row.title).sort(),
    );
    expect(transcript.totals.externalHours).toBe(approved.reduce((sum, row) => sum + row.workload, 0));
    expect(transcript.totals.timeSpent).toBe(own.reduce((sum, entry) => sum + timeOf(entry.idEnrollment), 0));

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/reports/members/${idMaria}/transcript/pdf`,
      headers: ana.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('mandatory training compliance', () => {
  function expectedAssignments(filters: Filters, scopeManager?: number) {
    const result: Array<{
      idUser: number;
      idNode: number;
      dueDate: string | null;
      status: string;
      enrollmentStatus: string | null;
    }> = [];
    for (const node of nodes.filter((entry) => entry.mandatory === 1 && entry.nodeType === 'LEARNING')) {
      if (filters.idNode !== undefined && node.idNode !== Number(filters.idNode)) continue;
      for (const user of users) {
        if (
          user.active !== 1 ||
          !learningMembers.has(user.idUser) ||
          !memberMatches(user.idUser, filters, scopeManager)
        )
          continue;
        const enrollment = enrollments.find(
          (entry) => entry.idUser === user.idUser && entry.idNode === node.idNode && entry.isCurrent === 1,
        );
        if (!enrollment && !hasNodeAccess(node, user.department)) continue;
        if (filters.idTeam !== undefined && enrollment?.idTeam !== Number(filters.idTeam)) continue;
        const dueDate = dueDateOf(node, enrollment?.creationDate ?? user.createdAt);
        const enrollmentStatus = enrollment ? statusOf(enrollment) : null;
        const status = complianceStatusOf(enrollmentStatus, dueDate, now);
        if (filters.status !== undefined && status !== filters.status) continue;
        if ((filters.from || filters.to) && !inPeriod(dueDate, filters)) continue;
        result.push({ idUser: user.idUser, idNode: node.idNode, dueDate, status, enrollmentStatus });
      }
    }
    return result;
  }

  it.each([
    [{}],
    [{ status: 'OVERDUE' }],
    [{ idNode: data.mandatory.fixed }],
    [{ from: '2026-10-01', to: '2027-01-31' }],
    [{ role: 'Analista' }],
    [{ idManager: data.managers[0], unit: 'Industrial' }],
    [{ branch: 'Recife', status: 'COMPLIANT' }],
  ])(
    'lists each member and mandatory training with the deadline and standing recomputed (%j)',
    async (filters: Filters) => {
      const { rows } = await allRows('/reports/compliance/members', filters);
      const expected = expectedAssignments(filters);
      const key = (row: { idUser?: number; idNode?: number }) => `${row.idUser}-${row.idNode}`;
      expect(rows.map(key).sort()).toEqual(expected.map(key).sort());
      for (const row of rows) {
        const assignment = expected.find((entry) => key(entry) === key(row)) as (typeof expected)[number];
        expect(row.dueDate).toBe(assignment.dueDate);
        expect(row.status).toBe(assignment.status);
        expect(row.enrollmentStatus).toBe(assignment.enrollmentStatus);
        expect(row.daysOverdue).toBe(row.status === 'OVERDUE' ? daysOverdue(assignment.dueDate as string, now) : null);
      }
      // The restricted training is only for its audience's departments (and whoever is enrolled in it).
      const fixed = rows.filter((row) => row.idNode === data.mandatory.fixed);
      expect(fixed.length).toBeGreaterThan(0);
    },
  );

  it.each([['department'], ['manager']])(
    'groups by %s with counts and rate equal to the members recomputed',
    async (groupBy) => {
      const { rows, answer } = await allRows('/reports/compliance', { groupBy });
      const expected = expectedAssignments({});
      const groupOf = (entry: { idUser: number }) => {
        const user = userById.get(entry.idUser);
        return groupBy === 'department'
          ? (user?.department ?? null)
          : (userById.get(user?.idManager ?? 0)?.name ?? null);
      };
      const groups = new Map<string | null, typeof expected>();
      for (const entry of expected) groups.set(groupOf(entry), [...(groups.get(groupOf(entry)) ?? []), entry]);
      expect(rows.map((row) => row.group).sort()).toEqual([...groups.keys()].sort());
      for (const row of rows) {
        const list = groups.get(row.group) ?? [];
        expect(row.assigned).toBe(list.length);
        expect(row.overdue).toBe(list.filter((entry) => entry.status === 'OVERDUE').length);
        expect(row.pending).toBe(list.filter((entry) => entry.status === 'PENDING').length);
        close(row.complianceRate, list.filter((entry) => entry.status === 'COMPLIANT').length / list.length);
      }
      expect(answer.totals.assigned).toBe(expected.length);
      expect(answer.totals.overdue).toBe(expected.filter((entry) => entry.status === 'OVERDUE').length);
    },
  );

  it('e-mails each overdue member once, listing their late trainings, and records it in the audit log', async () => {
    const filters = { department: 'Operações' };
    const overdue = expectedAssignments({ ...filters, status: 'OVERDUE' });
    const members = [...new Set(overdue.map((entry) => entry.idUser))];
    expect(members.length).toBeGreaterThan(0);
    const before = t.mailer.sent.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/reports/compliance/reminders',
      headers: { ...ana.headers, host: 'acme-academy.localhost' },
      payload: filters,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response)).toEqual({ success: true, members: members.length, sent: members.length });
    const mails = t.mailer.sent.slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual(members.map((idUser) => userById.get(idUser)?.email).sort());
    const first = overdue[0] as (typeof overdue)[number];
    const mail = mails.find((entry) => entry.to === userById.get(first.idUser)?.email);
    expect(mail?.text).toContain(nodeById.get(first.idNode)?.title);
    expect(mail?.text).toContain('http://acme-academy.localhost');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('idCompany', '=', idCompany)
      .where('action', '=', 'compliance.remind')
      .executeTakeFirstOrThrow();
    expect(audit.summary).toContain(`${members.length} membros`);
  });

  it("honours the members' notification settings: one switched off is not e-mailed, none when the company turns it off", async () => {
    const filters = { department: 'Operações' };
    const overdue = expectedAssignments({ ...filters, status: 'OVERDUE' });
    const members = [...new Set(overdue.map((entry) => entry.idUser))];
    expect(members.length).toBeGreaterThan(1);
    const notification = await t.db
      .selectFrom('notifications')
      .select(['idNotification', 'status'])
      .where('idCompany', '=', idCompany)
      .where('type', '=', 'MANDATORY_TRAINING_OVERDUE')
      .executeTakeFirstOrThrow();
    const quiet = members[0] as number;
    const remind = async () => {
      const before = t.mailer.sent.length;
      const response = await t.app.inject({
        method: 'POST',
        url: '/reports/compliance/reminders',
        headers: ana.headers,
        payload: filters,
      });
      expect(response.statusCode, response.body).toBe(200);
      return { answer: body(response), to: t.mailer.sent.slice(before).map((mail) => mail.to) };
    };
    try {
      await t.db
        .updateTable('notifications')
        .set({ status: 'OPTIONAL' })
        .where('idNotification', '=', notification.idNotification)
        .execute();
      await t.db
        .insertInto('notification_users')
        .values({
          idCompany,
          idNotification: notification.idNotification,
          idUser: quiet,
          active: 0,
          updatedAt: now.toISOString(),
        })
        .execute();
      const optional = await remind();
      expect(optional.answer).toEqual({ success: true, members: members.length, sent: members.length - 1 });
      expect(optional.to).not.toContain(userById.get(quiet)?.email);
      expect(optional.to).toHaveLength(members.length - 1);

      await t.db
        .updateTable('notifications')
        .set({ status: 'DEACTIVATED' })
        .where('idNotification', '=', notification.idNotification)
        .execute();
      const deactivated = await remind();
      expect(deactivated.answer).toEqual({ success: true, members: members.length, sent: 0 });
      expect(deactivated.to).toEqual([]);
    } finally {
      await t.db.deleteFrom('notification_users').where('idNotification', '=', notification.idNotification).execute();
      await t.db
        .updateTable('notifications')
        .set({ status: notification.status })
        .where('idNotification', '=', notification.idNotification)
        .execute();
    }
  });
});

describe('evaluations', () => {
  function expectedAttempts(filters: Filters) {
    return questionnaires.filter((attempt) => {
      if (!memberMatches(attempt.idUser, filters) || !inPeriod(attempt.startDate, filters)) return false;
      const enrollment = enrollments.find((entry) => entry.idEnrollment === attempt.idEnrollment);
      if (filters.idNode !== undefined && enrollment?.idNode !== Number(filters.idNode)) return false;
      if (filters.idTeam !== undefined && enrollment?.idTeam !== Number(filters.idTeam)) return false;
      if (filters.status !== undefined && !hasAttemptStatus(attempt, String(filters.status))) return false;
      return filters.idEvaluation === undefined || attempt.idEvaluation === Number(filters.idEvaluation);
    });
  }
  const isPassed = (attempt: (typeof questionnaires)[number]) => {
    const evaluation = evaluations.get(attempt.idEvaluation);
    return (
      attempt.finishDate !== null &&
      evaluation?.evaluationType === 'KNOWLEDGE' &&
      attempt.grade !== null &&
      attempt.grade >= (evaluation.evaluationMasteryScore ?? 0)
    );
  };
  /** FINISHED is every finished attempt; PASSED and FAILED finished knowledge attempts; OPEN unfinished ones. */
  function hasAttemptStatus(attempt: (typeof questionnaires)[number], status: string): boolean {
    if (status === 'OPEN') return attempt.finishDate === null;
    if (status === 'FINISHED') return attempt.finishDate !== null;
    const knowledge = evaluations.get(attempt.idEvaluation)?.evaluationType === 'KNOWLEDGE';
    if (status === 'PASSED') return isPassed(attempt);
    return attempt.finishDate !== null && knowledge && !isPassed(attempt);
  }

  it.each([
    [{}],
    [{ department: 'Vendas' }],
    [{ idNode: training.idNode }],
    [{ idTeam: training.idTeams[0] }],
    [{ status: 'PASSED' }],
    [{ status: 'FAILED', role: 'Analista' }],
    [{ status: 'FINISHED' }],
    [{ status: 'OPEN' }],
    [{ from: '2026-06-01', to: '2026-10-31', unit: 'Industrial' }],
    [{ idManager: data.managers[0] }],
  ])(
    'per evaluation, attempts, members, pass rate, mean grade and the grade distribution equal the attempts (%j)',
    async (filters: Filters) => {
      const { rows, answer } = await allRows('/reports/evaluations', filters);
      const expected = expectedAttempts(filters);
      const ids = [...new Set(expected.map((attempt) => attempt.idEvaluation))];
      expect(rows.map((row) => row.idEvaluation).sort()).toEqual(ids.sort());
      for (const row of rows) {
        const list = expected.filter((attempt) => attempt.idEvaluation === row.idEvaluation);
        const finished = list.filter((attempt) => attempt.finishDate !== null);
        expect(row.attempts).toBe(list.length);
        expect(row.members).toBe(new Set(list.map((attempt) => attempt.idUser)).size);
        expect(row.finished).toBe(finished.length);
        expect(row.passed).toBe(list.filter(isPassed).length);
        close(
          row.passRate,
          row.type === 'KNOWLEDGE' && finished.length > 0 ? list.filter(isPassed).length / finished.length : null,
        );
        close(row.averageGrade, mean(finished.flatMap((attempt) => (attempt.grade === null ? [] : [attempt.grade]))));
      }
      const buckets = Array.from({ length: 10 }, () => 0);
      for (const attempt of expected)
        if (attempt.finishDate && attempt.grade !== null) (buckets[gradeBucketOf(attempt.grade)] as number)++;
      expect(answer.distribution.map((entry: { attempts: number }) => entry.attempts)).toEqual(buckets);
    },
  );

  it('per question, the share of right answers and of each option equal the answers of finished attempts', async () => {
    const idEvaluation = training.idEvaluation;
    const response = await t.app.inject({
      method: 'GET',
      url: `/reports/evaluations/${idEvaluation}`,
      headers: ana.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = body(response);
    const finished = new Set(
      expectedAttempts({ idEvaluation })
        .filter((attempt) => attempt.finishDate)
        .map((attempt) => attempt.idQuestionnaire),
    );
    expect(detail.questions.length).toBe(2);
    for (const question of detail.questions) {
      const given = answers.filter(
        (answer) => answer.idQuestion === question.idQuestion && finished.has(answer.idQuestionnaire),
      );
      expect(question.answered).toBe(given.length);
      expect(question.right).toBe(given.filter((answer) => answer.isCorrect === 1).length);
      close(question.rightShare, given.filter((answer) => answer.isCorrect === 1).length / given.length);
      for (const option of question.options) {
        const chose = given.filter((answer) =>
          (JSON.parse(answer.answerData) as Array<{ idQuestionOption?: number }>).some(
            (item) => item.idQuestionOption === option.id,
          ),
        ).length;
        expect(option.count).toBe(chose);
        close(option.share, chose / given.length);
      }
      expect(question.options.reduce((sum: number, option: { count: number }) => sum + option.count, 0)).toBe(
        given.length,
      );
    }
  });

  it("aggregates a survey's Likert answers as a distribution and lists its comments", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/reports/evaluations/${data.idSurvey}`,
      headers: ana.headers,
    });
    const detail = body(response);
    const likert = detail.questions.find(
      (question: { questionType: string }) => question.questionType === 'LIKERT_SCALE',
    );
    const surveyAnswers = answers.filter((answer) => answer.idQuestion === likert.idQuestion);
    for (const scale of likert.scales) {
      expect(scale.count).toBe(
        surveyAnswers.filter((answer) =>
          (JSON.parse(answer.answerData) as Array<{ idQuestionScale?: number }>).some(
            (item) => item.idQuestionScale === scale.id,
          ),
        ).length,
      );
    }
    expect(likert.right).toBeNull();
    const comments = await allRows(`/reports/evaluations/${data.idSurvey}/comments`, {});
    const texts = answers.filter(
      (answer) =>
        answer.answerText &&
        questionnaires.some((q) => q.idQuestionnaire === answer.idQuestionnaire && q.idEvaluation === data.idSurvey),
    );
    expect(comments.rows.map((row) => row.text).sort()).toEqual(texts.map((answer) => answer.answerText).sort());
  });
});

describe('SCORM attempts', () => {
  it.each([
    [{ department: 'Tecnologia' }],
    [{}],
    [{ status: 'PASSED' }],
    [{ idNode: training.idNode, branch: 'Recife' }],
    [{ from: '2026-06-01', to: '2026-11-30', idManager: data.managers[0] }],
  ])('per package and per member and lesson, the figures equal the lesson records (%j)', async (filters: Filters) => {
    const enrollmentOf = new Map(enrollments.map((entry) => [entry.idEnrollment, entry]));
    const expected = scoRows.filter((row) => {
      const enrollment = row.idEnrollment === null ? undefined : enrollmentOf.get(row.idEnrollment);
      return (
        memberMatches(row.idUser, filters) &&
        inPeriod(row.lastAccessDate ?? row.startDate, filters) &&
        (filters.status === undefined || row.status === filters.status) &&
        (filters.idNode === undefined || enrollment?.idNode === Number(filters.idNode)) &&
        (filters.idTeam === undefined || enrollment?.idTeam === Number(filters.idTeam))
      );
    });
    const { rows } = await allRows('/reports/scorm', filters);
    expect(rows.map((row) => row.idScormPackage).sort()).toEqual(
      [...new Set(expected.map((row) => row.idScormPackage))].sort(),
    );
    for (const packageRow of rows) {
      const list = expected.filter((row) => row.idScormPackage === packageRow.idScormPackage);
      expect(packageRow).toMatchObject({
        learners: new Set(list.map((row) => row.idUser)).size,
        attempts: list.reduce((sum, row) => sum + row.attempt, 0),
        completed: list.filter((row) => row.status === 'COMPLETED').length,
        passed: list.filter((row) => row.status === 'PASSED').length,
        failed: list.filter((row) => row.status === 'FAILED').length,
        inProgress: list.filter((row) => row.status === 'IN_PROGRESS' || row.status === 'INCOMPLETE').length,
        notAttempted: list.filter((row) => row.status === 'NOT_ATTEMPTED').length,
        timeSpent: Math.round(list.reduce((sum, row) => sum + row.totalTime, 0)),
      });
      close(packageRow.averageScore, mean(list.flatMap((row) => (row.grade === null ? [] : [row.grade]))));
    }
    const attempts = await allRows('/reports/scorm/attempts', { ...filters, idScormPackage: data.idScormPackage });
    const own = expected.filter((row) => row.idScormPackage === data.idScormPackage);
    expect(attempts.rows.map((row) => row.idScoEnrollment).sort()).toEqual(
      own.map((row) => row.idScoEnrollment).sort(),
    );
    for (const row of attempts.rows) {
      const record = own.find((entry) => entry.idScoEnrollment === row.idScoEnrollment) as (typeof own)[number];
      expect(row).toMatchObject({
        attempt: record.attempt,
        launches: record.numberOfAccess,
        status: record.status,
        timeSpent: Math.round(record.totalTime),
        lastAccess: record.lastAccessDate,
      });
      close(row.score, record.grade);
    }
  });
});

describe('engagement in the content app', () => {
  const dayOf = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const ENGAGEMENT_FILTERS: Filters[] = [
    { branch: 'Campinas' },
    { from: dayOf(-60), to: dayOf(-10) },
    { department: 'Vendas', from: dayOf(-90) },
    { idManager: data.managers[0] },
  ];

  it.each(ENGAGEMENT_FILTERS.map((filters) => [JSON.stringify(filters), filters]))(
    'views, viewers, viewing time and votes per item and per section equal the records (%s)',
    async (_name, filters: Filters) => {
      const visits = (
        await t.db.selectFrom('navigation_trackings').selectAll().where('idCompany', '=', idCompany).execute()
      ).filter((visit) => memberMatches(visit.idUser, filters) && inPeriod(visit.timeStart, filters));
      const votes = (
        await t.db.selectFrom('content_ratings').selectAll().where('idCompany', '=', idCompany).execute()
      ).filter((vote) => memberMatches(vote.idUser, filters) && inPeriod(vote.ratedAt, filters));
      const { rows, answer } = await allRows('/reports/engagement/contents', filters);
      const items = await t.db
        .selectFrom('content_items')
        .select(['idContentItem', 'idSection'])
        .where('idCompany', '=', idCompany)
        .execute();
      expect(rows).toHaveLength(items.length);
      expect(visits.length).toBeGreaterThan(0);
      for (const row of rows) {
        const own = visits.filter(
          (visit) => visit.idNavigationType === 1 && visit.idNavigationItem === row.idContentItem,
        );
        const itemVotes = votes.filter((vote) => vote.idContentItem === row.idContentItem);
        expect(row.views).toBe(own.length);
        expect(row.viewers).toBe(new Set(own.map((visit) => visit.idUser)).size);
        expect(row.viewingTime).toBe(own.reduce((sum, visit) => sum + visit.timeExecuted, 0));
        expect(row.votes).toBe(itemVotes.length);
        close(row.averageRating, mean(itemVotes.map((vote) => vote.vote)));
      }
      const sectionsWithItems = new Set(items.map((item) => item.idSection));
      const visitedSections = new Set(
        visits.filter((visit) => visit.idNavigationType === 2).map((visit) => visit.idNavigationItem),
      );
      expect(answer.sections.map((section: { idSection: number }) => section.idSection).sort()).toEqual(
        [...new Set([...sectionsWithItems, ...visitedSections])].sort(),
      );
      for (const section of answer.sections) {
        const inSection = new Set(
          items.filter((item) => item.idSection === section.idSection).map((item) => item.idContentItem),
        );
        const sectionVisits = visits.filter(
          (visit) =>
            (visit.idNavigationType === 1 && inSection.has(visit.idNavigationItem)) ||
            (visit.idNavigationType === 2 && visit.idNavigationItem === section.idSection),
        );
        const sectionVotes = votes.filter((vote) => inSection.has(vote.idContentItem));
        expect(section.views).toBe(sectionVisits.length);
        expect(section.viewingTime).toBe(sectionVisits.reduce((sum, visit) => sum + visit.timeExecuted, 0));
        expect(section.votes).toBe(sectionVotes.length);
        close(section.averageRating, mean(sectionVotes.map((vote) => vote.vote)));
      }
    },
  );

  it.each([{}, ...ENGAGEMENT_FILTERS.slice(1)].map((filters) => [JSON.stringify(filters), filters]))(
    'chat messages per room, uploads per section and campaign points per month and department equal the records (%s)',
    async (_name, filters: Filters) => {
      const messages = (
        await t.db.selectFrom('chat_messages').selectAll().where('idCompany', '=', idCompany).execute()
      ).filter((message) => memberMatches(message.idUser, filters) && inPeriod(message.moment, filters));
      const uploads = (
        await t.db.selectFrom('user_uploads').selectAll().where('idCompany', '=', idCompany).execute()
      ).filter((upload) => memberMatches(upload.idUser, filters) && inPeriod(upload.createdAt, filters));
      const community = await allRows('/reports/engagement/community', filters);
      const rooms = new Map(
        (await t.db.selectFrom('chat_rooms').select(['idChatRoom', 'name']).execute()).map((room) => [
          room.idChatRoom,
          room.name,
        ]),
      );
      const sections = new Map(
        (await t.db.selectFrom('sections').select(['idSection', 'text']).execute()).map((section) => [
          section.idSection,
          section.text,
        ]),
      );
      const expected = new Map<string, { items: number; members: Set<number>; lastAt: string }>();
      const add = (key: string, idUser: number, at: string) => {
        const entry = expected.get(key) ?? { items: 0, members: new Set<number>(), lastAt: '' };
        entry.items++;
        entry.members.add(idUser);
        if (at > entry.lastAt) entry.lastAt = at;
        expected.set(key, entry);
      };
      for (const message of messages) add(`chat|${rooms.get(message.idChatRoom)}`, message.idUser, message.moment);
      for (const upload of uploads) add(`upload|${sections.get(upload.idSection)}`, upload.idUser, upload.createdAt);
      expect(messages.length + uploads.length).toBeGreaterThan(0);
      expect(community.rows.map((row) => `${row.kind}|${row.place}`).sort()).toEqual([...expected.keys()].sort());
      for (const row of community.rows) {
        const entry = expected.get(`${row.kind}|${row.place}`);
        expect(row.items).toBe(entry?.items);
        expect(row.members).toBe(entry?.members.size);
        expect(row.lastAt).toBe(entry?.lastAt);
      }

      const points = (
        await t.db.selectFrom('campaign_points').selectAll().where('idCompany', '=', idCompany).execute()
      ).filter((point) => memberMatches(point.idUser, filters) && inPeriod(point.eventDate, filters));
      const { rows, answer } = await allRows('/reports/engagement/points', filters);
      const length =
        pointsGranularity(filters.from as string | undefined, filters.to as string | undefined) === 'day' ? 10 : 7;
      const sums = new Map<string, { points: number; members: Set<number> }>();
      for (const point of points) {
        const key = `${point.eventDate.slice(0, length)}|${userById.get(point.idUser)?.department ?? null}`;
        const entry = sums.get(key) ?? { points: 0, members: new Set<number>() };
        entry.points += point.points;
        entry.members.add(point.idUser);
        sums.set(key, entry);
      }
      expect(points.length).toBeGreaterThan(0);
      expect(new Map(rows.map((row) => [`${row.period}|${row.department}`, row.points]))).toEqual(
        new Map([...sums].map(([key, entry]) => [key, entry.points])),
      );
      for (const row of rows) expect(row.members).toBe(sums.get(`${row.period}|${row.department}`)?.members.size);
      expect(answer.series).toHaveLength(sums.size);
      expect(answer.series.map((row: { period: string }) => row.period)).toEqual(
        [...answer.series.map((row: { period: string }) => row.period)].sort(),
      );
    },
  );
});

describe('who may read and export', () => {
  it('refuses a member who neither administers nor manages anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/reports/completion', headers: maria.headers });
    expect(response.statusCode).toBe(403);
  });

  it("shows a manager their team only (direct and indirect reports) and not others' transcripts", async () => {
    const options = body(await t.app.inject({ method: 'GET', url: '/reports/options', headers: manager.headers }));
    expect(options.scope).toBe('team');
    const filters = {};
    const { rows } = await allRows('/reports/completion/members', filters, manager.headers);
    const team = teamOf(idManager);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => team.has(row.idUser))).toBe(true);
    expect(rows).toHaveLength(expectedEnrollments(filters, idManager).length);
    const stranger = users.find(
      (user) => !team.has(user.idUser) && user.idUser !== idManager,
    ) as (typeof users)[number];
    const refused = await t.app.inject({
      method: 'GET',
      url: `/reports/members/${stranger.idUser}/transcript`,
      headers: manager.headers,
    });
    expect(refused.statusCode).toBe(404);
  });

  it("answers another company's ids as not found", async () => {
    for (const url of [
      `/reports/completion?idNode=${training.idNode}`,
      `/reports/evaluations/${training.idEvaluation}`,
      `/reports/members/${maria.loginInfo.idUser}/transcript`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: paula.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Maria');
    }
  });

  it('lets a support session read the reports but not export them', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/login/support-access',
      headers: ana.headers,
      payload: { idUser: idManager },
    });
    expect(started.statusCode, started.body).toBe(200);
    const headers = { authorization: `Bearer ${body(started).result}` };
    expect((await t.app.inject({ method: 'GET', url: '/reports/completion', headers })).statusCode).toBe(200);
    const options = body(await t.app.inject({ method: 'GET', url: '/reports/options', headers }));
    expect(options.canExport).toBe(false);
    for (const url of [
      ...[
        'completion',
        'completion/members',
        'members',
        'compliance',
        'compliance/members',
        'evaluations',
        'scorm',
        'scorm/attempts',
        'engagement/contents',
        'engagement/community',
        'engagement/points',
        `evaluations/${training.idEvaluation}`,
        `evaluations/${data.idSurvey}/comments`,
      ].flatMap((table) => [`/reports/${table}/export?format=csv`, `/reports/${table}/export?format=xlsx`]),
      `/reports/members/${data.idUsers[10]}/transcript/pdf`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(403);
      expect(body(response).code).toBe('REPORT_EXPORT_IN_SUPPORT');
    }
  });

  it('answers a wrong filter with a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/reports/completion',
      headers: ana.headers,
      query: { from: '2026-13-40' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe('from');
  });
});

describe('exports', () => {
  it('writes every filtered row to CSV and XLSX, in the order of the table', async () => {
    const filters = { department: 'Financeiro', sort: 'name', order: 'asc' };
    const { rows } = await allRows('/reports/completion/members', filters);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/reports/completion/members/export',
      headers: ana.headers,
      query: clean({ ...filters, format: 'csv' }),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/conclusao-por-membro-2026-11-21\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.split(';').slice(0, 3)).toEqual(['Membro', 'E-mail', 'Departamento']);
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual(rows.map((row) => row.email));

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/reports/completion/members/export',
      headers: ana.headers,
      query: clean({ ...filters, format: 'xlsx' }),
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(xlsx.rawPayload));
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe(rows[0]?.email);
    const progressColumn = 11;
    expect(sheet.getRow(1).getCell(progressColumn).value).toBe('Progresso (%)');
    expect(sheet.getRow(2).getCell(progressColumn).value).toBe(rows[0]?.progress);
  });
});

describe('exports of long tables', () => {
  const scope = { idCompany, idTeamManager: null };
  const repository = reportsRepository({ db: t.db });

  it.each([
    ['completionMembers', 'grade', 'desc'],
    ['completionMembers', 'name', 'asc'],
    ['members', 'timeSpent', 'desc'],
  ] as const)(
    'reads %s sorted by %s once and its rows in batches of keys, in the sorted order',
    async (table, column, order) => {
      const source =
        table === 'members'
          ? repository.members(scope, {}, now.toISOString())
          : repository.completionMembers(scope, {}, now.toISOString());
      const key = table === 'members' ? 'idUser' : 'idEnrollment';
      const sort = orderBy(column, order, source.tiebreakers);
      const whole = (await sql<Record<string, unknown>>`select r.* from ${source.inner} r ${sort}`.execute(t.db)).rows;
      const batches: Array<Array<Record<string, unknown>>> = [];
      for await (const batch of allRowsOf<Record<string, unknown>>(t.db, source.inner, sort, {
        batch: 7,
        keyed: source.keyed,
      })) {
        batches.push(batch);
      }
      expect(whole.length).toBeGreaterThan(14);
      expect(batches.slice(0, -1).every((batch) => batch.length === 7)).toBe(true);
      expect(batches.flat().map((row) => row[key])).toEqual(whole.map((row) => row[key]));
      expect(batches.flat().map((row) => row.name)).toEqual(whole.map((row) => row.name));
    },
  );

  it('exports the members sorted by grade with the grade of each, in the order of the table', async () => {
    const filters = { sort: 'grade', order: 'desc' };
    const { rows } = await allRows('/reports/completion/members', filters);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/reports/completion/members/export',
      headers: ana.headers,
      query: clean({ ...filters, format: 'xlsx' }),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(csv.rawPayload));
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(rows.length + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const gradeColumn = header.indexOf('Nota') + 1;
    const emailColumn = header.indexOf('E-mail') + 1;
    rows.forEach((row, index) => {
      const line = sheet.getRow(index + 2);
      expect(line.getCell(emailColumn).value).toBe(row.email);
      const grade = line.getCell(gradeColumn).value;
      if (row.grade === null) expect(grade ?? null).toBeNull();
      else expect(Number(grade)).toBeCloseTo(row.grade, 1);
    });
    expect(rows.filter((row) => row.grade !== null).length).toBeGreaterThan(0);
  });
});
