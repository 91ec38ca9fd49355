import type { Kysely } from 'kysely';

/**
 * A comment question's own limit of characters (spec 3: a survey comment has at most 4000), set in the
 * console's question editor; absent, the spec's 4000 apply.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learning_questions').addColumn('commentLimit', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learning_questions').dropColumn('commentLimit').execute();
}
