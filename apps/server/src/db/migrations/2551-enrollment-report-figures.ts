import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../migration-helpers';

/**
 * Each enrollment's time and grade as the reports show them (issue 27), kept on the enrollment by triggers
 * on the rows they come from, so a report over 200,000 enrollments reads two columns instead of four reads
 * per enrollment (docs/performance.md). Whatever code writes those rows, the figures follow:
 * - `reportTime`: the seconds spent in the enrollment's contents and packaged lessons;
 * - `reportGrade`: the mean of its graded elements, the best finished attempt at each knowledge evaluation and
 *   each packaged lesson that reported a score; null without any.
 * A migration that rebuilds one of these tables (a copy renamed in its place) must create its triggers again.
 */

/** The figures of the enrollment row `learning_enrollments` being updated, from the rows they come from. */
const TIME = `(coalesce((select sum(ce."timeExecuted") from learning_content_enrollments ce
    where ce."idCompany" = learning_enrollments."idCompany" and ce."idEnrollment" = learning_enrollments."idEnrollment"), 0)
  + coalesce((select sum(s."totalTime") from learning_sco_enrollments s
    where s."idCompany" = learning_enrollments."idCompany" and s."idEnrollment" = learning_enrollments."idEnrollment"), 0))`;
const GRADE = `(select avg(x."grade") from (
    select max(q."grade") as "grade"
      from learning_questionnaires q
      inner join learning_evaluations ev on ev."idEvaluation" = q."idEvaluation"
     where q."idCompany" = learning_enrollments."idCompany" and q."idEnrollment" = learning_enrollments."idEnrollment"
       and q."finishDate" is not null and q."grade" is not null and ev."evaluationType" = 'KNOWLEDGE'
     group by q."idEvaluation"
    union all
    select s."grade" from learning_sco_enrollments s
     where s."idCompany" = learning_enrollments."idCompany" and s."idEnrollment" = learning_enrollments."idEnrollment"
       and s."grade" is not null
  ) x)`;

const refresh = (ids: string) =>
  `update learning_enrollments set "reportTime" = ${TIME}, "reportGrade" = ${GRADE} where "idEnrollment" in (${ids});`;

/** The rows the figures come from, and the columns whose change moves them. */
const SOURCES = [
  { table: 'learning_content_enrollments', columns: ['timeExecuted', 'idEnrollment'] },
  { table: 'learning_sco_enrollments', columns: ['totalTime', 'grade', 'idEnrollment'] },
  { table: 'learning_questionnaires', columns: ['grade', 'finishDate', 'idEnrollment', 'idEvaluation'] },
] as const;

const byEvaluation = `"idEnrollment" in (select q."idEnrollment" from learning_questionnaires q
  where q."idEvaluation" = NEW."idEvaluation")`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const real = postgres ? 'double precision' : 'real';
  await db.schema
    .alterTable('learning_enrollments')
    .addColumn('reportTime', real, (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('learning_enrollments').addColumn('reportGrade', real).execute();
  await sql.raw(`update learning_enrollments set "reportTime" = ${TIME}, "reportGrade" = ${GRADE}`).execute(db);

  if (postgres) {
    await sql
      .raw(`create or replace function trilha_report_enrollment_figures() returns trigger as $$
        begin
          if tg_op = 'INSERT' then ${refresh('NEW."idEnrollment"')}
          elsif tg_op = 'DELETE' then ${refresh('OLD."idEnrollment"')}
          else ${refresh('OLD."idEnrollment", NEW."idEnrollment"')}
          end if;
          return null;
        end $$ language plpgsql`)
      .execute(db);
    for (const { table, columns } of SOURCES) {
      await sql
        .raw(`create trigger ${table}_report_figures
          after insert or delete or update of ${columns.map((column) => `"${column}"`).join(', ')} on ${table}
          for each row execute function trilha_report_enrollment_figures()`)
        .execute(db);
    }
    await sql
      .raw(`create or replace function trilha_report_evaluation_type() returns trigger as $$
        begin
          update learning_enrollments set "reportGrade" = ${GRADE} where ${byEvaluation};
          return null;
        end $$ language plpgsql`)
      .execute(db);
    await sql
      .raw(`create trigger learning_evaluations_report_figures after update of "evaluationType" on learning_evaluations
        for each row execute function trilha_report_evaluation_type()`)
      .execute(db);
    return;
  }
  for (const { table, columns } of SOURCES) {
    await sql
      .raw(`create trigger ${table}_report_insert after insert on ${table} begin ${refresh('NEW."idEnrollment"')} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_report_update after update of ${columns.map((column) => `"${column}"`).join(', ')}
        on ${table} begin ${refresh('OLD."idEnrollment", NEW."idEnrollment"')} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_report_delete after delete on ${table} begin ${refresh('OLD."idEnrollment"')} end`)
      .execute(db);
  }
  await sql
    .raw(`create trigger learning_evaluations_report_update after update of "evaluationType" on learning_evaluations
      begin update learning_enrollments set "reportGrade" = ${GRADE} where ${byEvaluation}; end`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const { table } of SOURCES) {
      await sql.raw(`drop trigger if exists ${table}_report_figures on ${table}`).execute(db);
    }
    await sql.raw('drop trigger if exists learning_evaluations_report_figures on learning_evaluations').execute(db);
    await sql.raw('drop function if exists trilha_report_enrollment_figures()').execute(db);
    await sql.raw('drop function if exists trilha_report_evaluation_type()').execute(db);
  } else {
    for (const { table } of SOURCES) {
      for (const kind of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists ${table}_report_${kind}`).execute(db);
      }
    }
    await sql.raw('drop trigger if exists learning_evaluations_report_update').execute(db);
  }
  await db.schema.alterTable('learning_enrollments').dropColumn('reportGrade').execute();
  await db.schema.alterTable('learning_enrollments').dropColumn('reportTime').execute();
}
