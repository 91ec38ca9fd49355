import { compareText } from '@trilha/shared/rules/text-order';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { migrateToLatest } from './database';
import { byText } from './text-order';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('byText (pt_order)', () => {
  it('orders texts in SQL as compareText does, on this engine', async () => {
    const words = [
      'Zelo',
      'Ética e conduta',
      'atendimento',
      'Segurança',
      'Árvore',
      'ação',
      'Ação rápida',
      'émile',
      'Çedilha',
    ];
    const values = words.map((word) => sql`select ${word} as word`);
    const rows = await sql<{
      word: string;
    }>`select word from (${sql.join(values, sql` union all `)}) as w order by ${byText('word')}, word`.execute(
      database.db,
    );
    expect(rows.rows.map((row) => row.word)).toEqual([...words].sort(compareText));
  });
});
