import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness';
import type { DatabaseHandle } from '../database';
import { withId } from '../migration-helpers';
import * as tenancyAndAuth from './0001-tenancy-and-auth';
import * as evaluations from './0900-evaluations';

/**
 * The evaluations migration runs whether or not the learning core already created the evaluations and
 * questionnaires tables (with its links to enrollments), and adds its columns to them either way.
 */

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** The learning core's two tables as it creates them, with a link to its enrollments. */
const learningCore = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('learning_enrollments'), 'idEnrollment')
      .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
      .execute();
    await withId(db, db.schema.createTable('learning_evaluations'), 'idEvaluation')
      .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('evaluationType', 'varchar(20)', (col) => col.notNull())
      .addColumn('evaluationMasteryScore', 'integer')
      .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
      .execute();
    await withId(db, db.schema.createTable('learning_questionnaires'), 'idQuestionnaire')
      .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
      .addColumn('idEvaluation', 'integer', (col) => col.notNull().references('learning_evaluations.idEvaluation'))
      .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
      .addColumn('idEnrollment', 'integer', (col) => col.references('learning_enrollments.idEnrollment'))
      .addColumn('idNodeEnrollment', 'integer')
      .addColumn('questionnaireType', 'varchar(20)')
      .addColumn('startDate', 'varchar(32)', (col) => col.notNull())
      .addColumn('finishDate', 'varchar(32)')
      .addColumn('grade', 'integer')
      .execute();
  },
};

async function migrate(withCore: boolean) {
  handle = await createTestDatabase();
  const db = handle.db as unknown as Kysely<unknown>;
  const migrations = {
    '0001-tenancy-and-auth': tenancyAndAuth,
    ...(withCore ? { '0700-learning-core': learningCore } : {}),
    '0900-evaluations': evaluations,
  };
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return db;
}

async function columnsOf(db: Kysely<unknown>, table: string): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return (tables.find((entry) => entry.name === table)?.columns ?? []).map((column) => column.name).sort();
}

describe('0900-evaluations', () => {
  it.each([
    ['on its own', false],
    ['after the learning core created its tables', true],
  ])('migrates %s, with the attempt and settings columns in place', async (_when, withCore) => {
    const db = await migrate(withCore);
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

  it('allows one open attempt per member, enrollment and evaluation, and any number of finished ones', async () => {
    const db = await migrate(true);
    await sql`insert into companies ("name", "design", "createdAt") values ('A', '{}', 'x')`.execute(db);
    await sql`insert into users ("idCompany", "email", "name", "username", "createdAt") values (1, 'a@a', 'A', 'a', 'x')`.execute(
      db,
    );
    await sql`insert into learning_enrollments ("idCompany") values (1)`.execute(db);
    await sql`insert into learning_evaluations ("idCompany", "title", "evaluationType", "createdAt") values (1, 'E', 'KNOWLEDGE', 'x')`.execute(
      db,
    );
    const attempt = (finishDate: string | null) =>
      sql`insert into learning_questionnaires ("idCompany", "idEvaluation", "idUser", "idEnrollment", "startDate", "finishDate")
          values (1, 1, 1, 1, 'x', ${finishDate})`.execute(db);
    await attempt('2026-01-01');
    await attempt('2026-01-02');
    await attempt(null);
    await expect(attempt(null)).rejects.toThrow();
  });
});
