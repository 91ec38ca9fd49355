import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { deleteCompanyRows, fromCompany, updateCompanyRows } from './company-rows';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('company rows', () => {
  it('selects with the same SQL as the written-out query, company first and then each match in order', () => {
    const { db } = database;
    const written = db
      .selectFrom('learning_scos')
      .selectAll()
      .where('idCompany', '=', 7)
      .where('idScormPackage', '=', 3)
      .where('idSco', '=', 5)
      .compile();
    const shared = fromCompany(db, 'learning_scos', 7, { idScormPackage: 3, idSco: 5 }).selectAll().compile();
    expect(shared.sql).toBe(written.sql);
    expect(shared.parameters).toEqual(written.parameters);
  });

  it('updates and deletes only the company rows that match', () => {
    const { db } = database;
    const update = updateCompanyRows(db, 'users', 7, { idUser: 2 }).set({ name: 'Ana' }).compile();
    const writtenUpdate = db
      .updateTable('users')
      .set({ name: 'Ana' })
      .where('idCompany', '=', 7)
      .where('idUser', '=', 2)
      .compile();
    expect(update.sql).toBe(writtenUpdate.sql);
    expect(update.parameters).toEqual(writtenUpdate.parameters);
    const remove = deleteCompanyRows(db, 'learning_likes', 7).compile();
    expect(remove.sql).toBe(db.deleteFrom('learning_likes').where('idCompany', '=', 7).compile().sql);
    expect(remove.parameters).toEqual([7]);
  });

  it('refuses a match column given without a value instead of comparing it with NULL', () => {
    const { db } = database;
    expect(() => fromCompany(db, 'learning_scos', 7, { idSco: undefined })).toThrow(/idSco/);
    expect(() => updateCompanyRows(db, 'users', 7, { idUser: undefined })).toThrow(/idUser/);
  });
});
