import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/**
 * Evaluations and surveys (spec 3, 3 "Evaluation", "Answer" and 4.8): the evaluation's settings, its
 * questions with options, items to match and scale points, the attempts (questionnaires) with their
 * server deadline, and one answer row per question of an attempt.
 *
 * `learning_evaluations` and `learning_questionnaires` belong to the learning core (0700), which creates
 * them with their links to enrollments; this migration adds what evaluations need to them.
 */

/** A column added to a table of the learning core: name, SQL type and constraints. */
type ColumnSpec = [string, string, ((col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder) | undefined];

export async function up(db: Kysely<unknown>): Promise<void> {
  const date = 'varchar(32)';
  // One statement per column: SQLite adds a single column per ALTER TABLE.
  const evaluationColumns: ColumnSpec[] = [
    ['timeLimit', 'integer', undefined],
    ['questionAmount', 'integer', undefined],
    ['lockNavigation', 'integer', flagColumn(0)],
    ['maxTries', 'integer', undefined],
    ['showResponseSummary', 'integer', flagColumn(1)],
    ['lockAfterApproval', 'integer', flagColumn(0)],
    ['closingText', 'text', undefined],
  ];
  for (const [name, type, build] of evaluationColumns) {
    await db.schema
      .alterTable('learning_evaluations')
      .addColumn(name, sql.raw(type), build ?? ((col) => col))
      .execute();
  }

  await withId(db, db.schema.createTable('learning_questions'), 'idQuestion')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idEvaluation', 'integer', (col) => col.notNull().references('learning_evaluations.idEvaluation'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('questionType', 'varchar(30)', (col) => col.notNull())
    .addColumn('statement', 'text', (col) => col.notNull())
    .addColumn('mandatory', 'integer', flagColumn(1))
    .addColumn('sourceIdentifier', 'varchar(200)')
    .addColumn('createdAt', date, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learning_questions_evaluation')
    .on('learning_questions')
    .columns(['idEvaluation', 'position'])
    .execute();

  await withId(db, db.schema.createTable('learning_question_options'), 'idQuestionOption')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idQuestion', 'integer', (col) => col.notNull().references('learning_questions.idQuestion'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('isCorrect', 'integer', flagColumn(0))
    .execute();
  await db.schema
    .createIndex('learning_question_options_question')
    .on('learning_question_options')
    .columns(['idQuestion', 'position'])
    .execute();

  await withId(db, db.schema.createTable('learning_question_option_answers'), 'idQuestionOptionAnswer')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idQuestion', 'integer', (col) => col.notNull().references('learning_questions.idQuestion'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('idQuestionOption', 'integer', (col) => col.references('learning_question_options.idQuestionOption'))
    .execute();
  await db.schema
    .createIndex('learning_question_option_answers_question')
    .on('learning_question_option_answers')
    .columns(['idQuestion', 'position'])
    .execute();

  await withId(db, db.schema.createTable('learning_question_scales'), 'idQuestionScale')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idQuestion', 'integer', (col) => col.notNull().references('learning_questions.idQuestion'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learning_question_scales_question')
    .on('learning_question_scales')
    .columns(['idQuestion', 'position'])
    .execute();

  const questionnaireColumns: ColumnSpec[] = [
    ['attempt', 'integer', (col) => col.notNull().defaultTo(1)],
    ['deadline', date, undefined],
    ['finishReason', 'varchar(20)', undefined],
    ['timeLeft', 'integer', undefined],
    ['timeReportedAt', date, undefined],
  ];
  for (const [name, type, build] of questionnaireColumns) {
    await db.schema
      .alterTable('learning_questionnaires')
      .addColumn(name, sql.raw(type), build ?? ((col) => col))
      .execute();
  }
  // One open attempt per member, enrollment (or none: outside trainings) and evaluation: two tabs starting
  // at once share it.
  await db.schema
    .createIndex('learning_questionnaires_open')
    .on('learning_questionnaires')
    .expression(sql`${sql.ref('idEvaluation')}, coalesce(${sql.ref('idEnrollment')}, 0), ${sql.ref('idUser')}`)
    .unique()
    .where(sql.ref('finishDate'), 'is', null)
    .execute();
  await db.schema
    .createIndex('learning_questionnaires_member')
    .on('learning_questionnaires')
    .columns(['idCompany', 'idUser', 'idEvaluation'])
    .execute();

  await withId(db, db.schema.createTable('learning_answers'), 'idAnswer')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idQuestionnaire', 'integer', (col) =>
      col.notNull().references('learning_questionnaires.idQuestionnaire'),
    )
    .addColumn('idQuestion', 'integer', (col) => col.notNull().references('learning_questions.idQuestion'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('answerData', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('answerText', 'text')
    .addColumn('answerStatus', 'integer', flagColumn(0))
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('isCorrect', 'integer')
    .addColumn('answeredAt', date)
    .addColumn('updatedAt', date, (col) => col.notNull())
    .addUniqueConstraint('learning_answers_question', ['idQuestionnaire', 'idQuestion'])
    .execute();
  await db.schema
    .createIndex('learning_answers_questionnaire')
    .on('learning_answers')
    .columns(['idQuestionnaire', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'learning_answers',
    'learning_question_scales',
    'learning_question_option_answers',
    'learning_question_options',
    'learning_questions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('learning_questionnaires_member').execute();
  await db.schema.dropIndex('learning_questionnaires_open').execute();
  for (const column of ['attempt', 'deadline', 'finishReason', 'timeLeft', 'timeReportedAt']) {
    await db.schema.alterTable('learning_questionnaires').dropColumn(column).execute();
  }
  for (const column of [
    'timeLimit',
    'questionAmount',
    'lockNavigation',
    'maxTries',
    'showResponseSummary',
    'lockAfterApproval',
    'closingText',
  ]) {
    await db.schema.alterTable('learning_evaluations').dropColumn(column).execute();
  }
}
