import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const dir = mkdtempSync(join(tmpdir(), 'trilha-db-mode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the SQLite database file', () => {
  it("is created readable by the server's user only, its journal too", async () => {
    const path = join(dir, 'new.sqlite');
    const handle = openDatabase({ sqlitePath: path });
    await handle.db.schema.createTable('probe').addColumn('id', 'integer').execute();
    expect(modeOf(path)).toBe(0o600);
    expect(modeOf(`${path}-wal`)).toBe(0o600);
    await handle.close();
  });

  it('is narrowed to 0600 when an older one was readable by all', async () => {
    const path = join(dir, 'old.sqlite');
    writeFileSync(path, '');
    chmodSync(path, 0o644);
    const handle = openDatabase({ sqlitePath: path });
    expect(modeOf(path)).toBe(0o600);
    await handle.close();
  });
});
