import type { Kysely } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/** Community (document 2): chat rooms and messages, member uploads, library, notifications and section messages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('chat_rooms'), 'idChatRoom')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    // The chat room section (type 36) the room belongs to; null for a content item's room.
    .addColumn('idSection', 'integer')
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_rooms_section').on('chat_rooms').columns(['idCompany', 'idSection']).execute();

  await withId(db, db.schema.createTable('chat_messages'), 'idChatMessage')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idChatRoom', 'integer', (col) => col.notNull().references('chat_rooms.idChatRoom'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    // The author's name when they wrote, as the room saw it.
    .addColumn('userName', 'varchar(200)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('moment', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_room').on('chat_messages').columns(['idChatRoom', 'moment']).execute();

  await withId(db, db.schema.createTable('user_uploads'), 'idUserUpload')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idSection', 'integer', (col) => col.notNull().references('sections.idSection'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('mimetype', 'varchar(100)', (col) => col.notNull())
    .addColumn('extension', 'varchar(10)', (col) => col.notNull())
    .addColumn('storageKey', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('user_uploads_section')
    .on('user_uploads')
    .columns(['idCompany', 'idSection', 'createdAt'])
    .execute();

  await withId(db, db.schema.createTable('library_items'), 'idLibraryItem')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idSection', 'integer', (col) => col.notNull().references('sections.idSection'))
    // A path: 'Manuais/' is a folder, 'Manuais/epi.pdf' a file in it.
    .addColumn('key', 'varchar(1000)', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('isFolder', 'integer', flagColumn(0))
    .addColumn('date', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('library_items_section')
    .on('library_items')
    .columns(['idCompany', 'idSection'])
    .execute();

  await withId(db, db.schema.createTable('member_notifications'), 'idNotification')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    // Null: every member of the app.
    .addColumn('idUser', 'integer', (col) => col.references('users.idUser'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('member_notifications_app')
    .on('member_notifications')
    .columns(['idCompany', 'idApp', 'createdAt'])
    .execute();

  await withId(db, db.schema.createTable('section_messages'), 'idMessage')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idSection', 'integer', (col) => col.notNull().references('sections.idSection'))
    .addColumn('text', 'varchar(300)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    // Shown from this instant on.
    .addColumn('initDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('section_messages_section')
    .on('section_messages')
    .columns(['idCompany', 'idSection', 'initDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'section_messages',
    'member_notifications',
    'library_items',
    'user_uploads',
    'chat_messages',
    'chat_rooms',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
