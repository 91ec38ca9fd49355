import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness';
import { type DatabaseHandle, migrateToLatest } from '../database';

/** The evaluations migration adds its columns to the learning core's tables and keeps one open attempt per member. */

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function migrate() {
  handle = await createTestDatabase();
  await migrateToLatest(handle.db);
  return handle.db as unknown as Kysely<unknown>;
}

async function columnsOf(db: Kysely<unknown>, table: string): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return (tables.find((entry) => entry.name === table)?.columns ?? []).map((column) => column.name).sort();
}

describe('0900-evaluations', () => {
  it('adds the attempt and settings columns to the learning core tables, and its own tables', async () => {
    const db = await migrate();
    expect(await columnsOf(db, 'learning_questionnaires')).toEqual(
      expect.arrayContaining(['attempt', 'deadline', 'finishReason', 'timeLeft', 'timeReportedAt', 'idEnrollment']),
    );
    expect(await columnsOf(db, 'learning_evaluations')).toEqual(
      expect.arrayContaining(['timeLimit', 'questionAmount', 'lockNavigation', 'maxTries', 'showResponseSummary']),
    );
    for (const table of [
      'learning_questions',
      'learning_question_options',
      'learning_question_option_answers',
      'learning_question_scales',
      'learning_answers',
    ]) {
      expect(await columnsOf(db, table)).not.toEqual([]);
    }
  });

  it('allows one open attempt per member, enrollment (or none) and evaluation, and any number of finished ones', async () => {
    const db = await migrate();
    const { rows: companies } = await sql<{ idCompany: number }>`insert into companies ("name", "design", "createdAt")
      values ('A', '{}', 'x') returning "idCompany"`.execute(db);
    const idCompany = companies[0]!.idCompany;
    const { rows: users } = await sql<{
      idUser: number;
    }>`insert into users ("idCompany", "email", "name", "username", "createdAt")
      values (${idCompany}, 'a@a', 'A', 'a', 'x') returning "idUser"`.execute(db);
    const { rows: evaluations } = await sql<{ idEvaluation: number }>`insert into learning_evaluations
      ("idCompany", "title", "evaluationType", "createdAt") values (${idCompany}, 'E', 'KNOWLEDGE', 'x') returning "idEvaluation"`.execute(
      db,
    );
    const idUser = users[0]!.idUser;
    const idEvaluation = evaluations[0]!.idEvaluation;
    const attempt = (finishDate: string | null) =>
      sql`insert into learning_questionnaires ("idCompany", "idEvaluation", "idUser", "idEnrollment", "startDate", "finishDate")
          values (${idCompany}, ${idEvaluation}, ${idUser}, ${null}, 'x', ${finishDate})`.execute(db);
    await attempt('2026-01-01');
    await attempt('2026-01-02');
    await attempt(null);
    await expect(attempt(null)).rejects.toThrow();
  });
});
