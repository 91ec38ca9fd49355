import type { TrilhaServer } from './fixtures';

/**
 * A real Portuguese word longer than any phone is wide, twice over: what a member may type without spaces
 * (a title pasted from elsewhere, an address, a name in a foreign alphabet...).
 */
export const LONG_WORD = 'Pneumoultramicroscopicossilicovulcanoconióticoinconstitucionalissimamente';

/**
 * The texts of the demo members and administrators write and read, by table: each gets the long word after
 * what it says, so every screen shows a real title with a very long unbroken tail. Add a column here when a
 * new screen shows a new kind of text.
 */
const TEXT_COLUMNS: Record<string, string[]> = {
  apps: ['name'],
  sections: ['text', 'description'],
  content_items: ['text', 'description', 'author'],
  chat_messages: ['message', 'userName'],
  user_uploads: ['title', 'description'],
  section_messages: ['text', 'description'],
  member_notifications: ['title', 'text'],
  store_products: ['title', 'description'],
  campaigns: ['name', 'description'],
  users: ['name', 'department', 'role'],
  learning_nodes: ['title', 'description'],
  learning_blocks: ['title'],
  learning_content_items: ['text', 'description'],
  learning_evaluations: ['title', 'description'],
  learning_teams: ['name'],
  learning_meetings: ['title', 'address', 'speaker'],
  learning_attachments: ['title'],
  learning_schedules: ['title', 'description'],
  learning_schedule_types: ['description'],
  learning_comments: ['text'],
  learning_external_courses: ['title', 'entityName', 'statusReason'],
};

/**
 * Gives the walk's own database (never the demo a person opens) very long unbroken titles, names and
 * descriptions everywhere. A column that no longer exists fails here, so the list stays true.
 */
export function lengthenDemoTexts(server: TrilhaServer): void {
  for (const [table, columns] of Object.entries(TEXT_COLUMNS)) {
    const known = new Set(
      server.query<{ name: string }>(`select name from pragma_table_info('${table}')`).map((row) => row.name),
    );
    for (const column of columns) {
      if (!known.has(column)) throw new Error(`long texts: ${table}.${column} does not exist any more`);
      server.query(
        `update ${table} set ${column} = ${column} || ' ' || ? where ${column} is not null and ${column} <> ''`,
        LONG_WORD,
      );
    }
  }
}
