import type { Kysely } from 'kysely';

/**
 * Questions an administrator replaced stay for the attempts that already show them: a changed question is a
 * new row and the old one is retired (`retiredAt`), so an open questionnaire keeps the version it started
 * with while new attempts get the current questions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learning_questions').addColumn('retiredAt', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learning_questions').dropColumn('retiredAt').execute();
}
