import type { Kysely } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/**
 * Content items of the content app (spec document 2, 3 "Content item"): each belongs to a section of an
 * app, may have a parent (journeys, playlists, impact menus), carries media files and tags; members' votes
 * and progress are kept per member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('content_items'), 'idContentItem')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('idSection', 'integer', (col) => col.notNull().references('sections.idSection'))
    .addColumn('idContentType', 'integer', (col) => col.notNull())
    .addColumn('idContentGroup', 'integer')
    .addColumn('parent', 'integer')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('text', 'varchar(300)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'varchar(1000)')
    .addColumn('imageSecondary', 'varchar(1000)')
    .addColumn('author', 'varchar(200)')
    .addColumn('content', 'text')
    .addColumn('contentLocation', 'varchar(1000)')
    .addColumn('referenceLink', 'varchar(1000)')
    .addColumn('backgroundColor', 'varchar(20)')
    .addColumn('rating', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('numberVotes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('duration', 'integer')
    .addColumn('idChatRoom', 'integer')
    .addColumn('initDate', 'varchar(32)')
    .addColumn('idClassification', 'integer')
    .addColumn('classificationAbbreviation', 'varchar(20)')
    .addColumn('classificationTitle', 'varchar(200)')
    .addColumn('mimetype', 'varchar(100)')
    // Comma-separated lower-case tags, wrapped in commas (',seguranca,epi,') so a tag is found with LIKE.
    .addColumn('tags', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
    // Media center files as JSON: [{ hashedId, name, url, thumbnail, mimetype, duration }].
    .addColumn('files', 'text')
    .addColumn('active', 'integer', flagColumn(1))
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('content_items_section')
    .on('content_items')
    .columns(['idCompany', 'idSection', 'position'])
    .execute();
  await db.schema.createIndex('content_items_parent').on('content_items').columns(['idCompany', 'parent']).execute();

  await db.schema
    .createTable('content_ratings')
    .addColumn('idContentItem', 'integer', (col) => col.notNull().references('content_items.idContentItem'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('vote', 'integer', (col) => col.notNull())
    .addColumn('ratedAt', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_ratings_pk', ['idContentItem', 'idUser'])
    .execute();

  await db.schema
    .createTable('content_progress')
    .addColumn('idContentItem', 'integer', (col) => col.notNull().references('content_items.idContentItem'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('progress', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('completed', 'integer', flagColumn(0))
    .addColumn('lastPosition', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('timeExecuted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updatedAt', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_progress_pk', ['idContentItem', 'idUser'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['content_progress', 'content_ratings', 'content_items']) {
    await db.schema.dropTable(table).execute();
  }
}
