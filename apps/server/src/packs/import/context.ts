import type { Pack } from '@trilha/shared/api/pack-format';
import { resolvePackDate } from '@trilha/shared/api/pack-format';
import { type Kysely, sql } from 'kysely';
import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { Tables } from '../../db/schema';
import type { PackError } from '../pack-reader';

export type Row = Record<string, unknown>;

/** One entity the import created or changed, with the fields the pack manages before and after. */
export type PackChange = {
  entityType: string;
  key: string;
  action: 'create' | 'update';
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
};

/** The import met something only the database can tell (a bucket of another company, a missing reference). */
export class PackImportError extends Error {
  readonly errors: PackError[];
  constructor(errors: PackError[]) {
    super(errors.map((error) => `${error.path}: ${error.message}`).join('\n'));
    this.errors = errors;
  }
}

/** One row written by the import: its table, its id column, and the pack's values for it. */
export type UpsertSpec = {
  table: keyof Tables;
  idColumn: string;
  entityType: string;
  key: string;
  id: number | undefined;
  values: Row;
  insertOnly?: Row;
};

/** One row of member activity: the columns that find it again, and the rest written when it is missing. */
export type ActivitySpec = {
  table: keyof Tables;
  entityType: string;
  key: string;
  match: Row;
  /** The other columns, or a function that makes them (storing a file) only when the row is missing. */
  values: Row | (() => Promise<Row>);
  /** The id column, when the caller needs the row's id. */
  idColumn?: string;
};

/** Member files of a folder import (an external course's evidence), stored under the member's own prefix. */
export type MemberFiles = {
  /** Stores the pack's file at `path` (`./evidence/...`) as `key` and answers its address, if the pack has it. */
  store: (path: string, key: string) => Promise<string | undefined>;
};

/** What every entity's import shares: the transaction, the company, the ids found so far, and the helpers. */
export type ImportContext = {
  db: Db;
  idCompany: number;
  pack: Pack;
  /** A company administrator's import through the API (apps, hosts, commercial settings and activity refused). */
  isApi: boolean;
  /** Set with `isApi`: the console's brand page may change the hosts of the company's apps. */
  allowHostChanges: boolean;
  now: Date;
  stamp: string;
  /** Set for a folder import: where member files are stored from. */
  memberFiles?: MemberFiles;
  date: (value: string) => string;
  maybeDate: (value: string | null | undefined) => string | null;
  upsert: (spec: UpsertSpec) => Promise<number>;
  upsertKeyed: (spec: Omit<UpsertSpec, 'id'>) => Promise<number>;
  /**
   * Member activity: finds the row its `match` names (null matching null) or inserts it, recording the
   * creation; a found row is left alone. Answers whether it was created and, with `idColumn`, the row's id.
   */
  insertMissing: (spec: ActivitySpec) => Promise<{ created: boolean; id: number | undefined }>;
  findKey: (entityType: string, key: string) => Promise<number | undefined>;
  required: (entityType: string, key: string, path: string, what: string) => Promise<number | undefined>;
  fail: (path: string, message: string) => void;
  /** The company's apps by bucket, filled by the apps' import. */
  appIds: Map<string, number>;
  findUser: (username: string) => Promise<number | undefined>;
  /** Remembers a member's row id by username. */
  rememberUser: (username: string, idUser: number) => void;
  findNode: (code: string) => Promise<number | undefined>;
  /** Remembers a page's row id by code. */
  rememberNode: (code: string, idNode: number) => void;
  record: (change: PackChange) => void;
  markUnchanged: () => void;
  /** How many changes the import has recorded so far. */
  changeCount: () => number;
};

/** What the import gathered: its changes, the entities it left alone, and the problems it met. */
export type ImportOutcome = {
  changes: PackChange[];
  problems: PackError[];
  unchanged: () => number;
};

/**
 * Opens the import of a pack inside the caller's transaction: finds or creates the company (by its key
 * across the installation, or the administrator's own company) and gives the helpers every entity uses.
 */
export async function createImportContext(
  db: Db,
  pack: Pack,
  options: { now: Date; idCompany?: number; allowHostChanges?: boolean; memberFiles?: MemberFiles },
): Promise<{ context: ImportContext; outcome: ImportOutcome }> {
  // Each upsert names its table and columns at run time, so the rows are read and written untyped.
  const t = db as unknown as Kysely<Record<string, Row>>;
  const now = options.now;
  const stamp = now.toISOString();
  const date = (value: string) => resolvePackDate(value, now);
  const maybeDate = (value: string | null | undefined) => (value ? date(value) : null);
  const changes: PackChange[] = [];
  const problems: PackError[] = [];
  let unchanged = 0;
  const fail = (path: string, message: string) => {
    problems.push({ file: 'pack', line: null, path, message });
  };

  /** Inserts or updates one row, recording the change; an identical row is left alone. */
  async function upsert(spec: UpsertSpec): Promise<number> {
    if (spec.id !== undefined) {
      const row = (await t.selectFrom(spec.table).selectAll().where(spec.idColumn, '=', spec.id).executeTakeFirst()) as
        | Row
        | undefined;
      if (row) {
        const before = pick(row, Object.keys(spec.values));
        if (isSame(before, spec.values)) {
          unchanged++;
          return spec.id;
        }
        await t.updateTable(spec.table).set(spec.values).where(spec.idColumn, '=', spec.id).execute();
        changes.push({ entityType: spec.entityType, key: spec.key, action: 'update', before, after: spec.values });
        return spec.id;
      }
    }
    const inserted = (await t
      .insertInto(spec.table)
      .values({ ...spec.insertOnly, ...spec.values })
      .returning(spec.idColumn)
      .executeTakeFirstOrThrow()) as Row;
    changes.push({ entityType: spec.entityType, key: spec.key, action: 'create', before: null, after: spec.values });
    return Number(inserted[spec.idColumn]);
  }

  let idCompany = options.idCompany ?? 0;
  async function findKey(entityType: string, key: string): Promise<number | undefined> {
    const row = await fromCompany(db, 'pack_keys', idCompany, { entityType, packKey: key })
      .select('entityId')
      .executeTakeFirst();
    return row?.entityId;
  }
  async function setKey(entityType: string, key: string, entityId: number): Promise<void> {
    await db
      .insertInto('pack_keys')
      .values({ idCompany, entityType, packKey: key, entityId })
      .onConflict((conflict) => conflict.columns(['idCompany', 'entityType', 'packKey']).doUpdateSet({ entityId }))
      .execute();
  }

  // The company, by its key across the installation.
  if (options.idCompany === undefined) {
    const known = await db
      .selectFrom('pack_keys')
      .select('idCompany')
      .where('entityType', '=', 'company')
      .where('packKey', '=', pack.company.key)
      .executeTakeFirst();
    idCompany = await upsert({
      table: 'companies',
      idColumn: 'idCompany',
      entityType: 'company',
      key: pack.company.key,
      id: known?.idCompany,
      values: { name: pack.company.name, design: JSON.stringify(pack.company.design) },
      insertOnly: { createdAt: stamp },
    });
    if (!known) await setKey('company', pack.company.key, idCompany);
  }

  /** Upserts an entity known by a pack key, keeping the key's row id. */
  async function upsertKeyed(spec: Omit<UpsertSpec, 'id'>): Promise<number> {
    const existing = await findKey(spec.entityType, spec.key);
    const id = await upsert({ ...spec, id: existing });
    if (id !== existing) await setKey(spec.entityType, spec.key, id);
    return id;
  }
  const required = async (entityType: string, key: string, path: string, what: string) => {
    const id = await findKey(entityType, key);
    if (id === undefined) fail(path, `${what} '${key}' não existe`);
    return id;
  };

  async function insertMissing(spec: ActivitySpec): Promise<{ created: boolean; id: number | undefined }> {
    let query = t.selectFrom(spec.table).select(spec.idColumn ?? sql<number>`1`.as('found'));
    for (const [column, value] of Object.entries(spec.match)) {
      query = value === null ? query.where(column, 'is', null) : query.where(column, '=', value);
    }
    const found = (await query.executeTakeFirst()) as Row | undefined;
    if (found) {
      unchanged++;
      return { created: false, id: spec.idColumn ? Number(found[spec.idColumn]) : undefined };
    }
    const after = { ...spec.match, ...(typeof spec.values === 'function' ? await spec.values() : spec.values) };
    let id: number | undefined;
    if (spec.idColumn) {
      const inserted = (await t
        .insertInto(spec.table)
        .values(after)
        .returning(spec.idColumn)
        .executeTakeFirstOrThrow()) as Row;
      id = Number(inserted[spec.idColumn]);
    } else await t.insertInto(spec.table).values(after).execute();
    changes.push({ entityType: spec.entityType, key: spec.key, action: 'create', before: null, after });
    return { created: true, id };
  }

  const userIds = new Map<string, number>();
  const findUser = async (username: string) => {
    if (userIds.has(username)) return userIds.get(username);
    const row = await fromCompany(db, 'users', idCompany, { username }).select('idUser').executeTakeFirst();
    if (row) userIds.set(username, row.idUser);
    return row?.idUser;
  };
  const nodeIds = new Map<string, number>();
  const findNode = async (code: string) => {
    if (nodeIds.has(code)) return nodeIds.get(code);
    const row = await fromCompany(db, 'learning_nodes', idCompany, { nodeCode: code })
      .select('idNode')
      .executeTakeFirst();
    if (row) nodeIds.set(code, row.idNode);
    return row?.idNode;
  };

  const context: ImportContext = {
    db,
    idCompany,
    pack,
    isApi: options.idCompany !== undefined,
    allowHostChanges: options.allowHostChanges ?? false,
    now,
    stamp,
    memberFiles: options.memberFiles,
    date,
    maybeDate,
    upsert,
    upsertKeyed,
    insertMissing,
    findKey,
    required,
    fail,
    appIds: new Map(),
    findUser,
    rememberUser: (username, idUser) => {
      userIds.set(username, idUser);
    },
    findNode,
    rememberNode: (code, idNode) => {
      nodeIds.set(code, idNode);
    },
    record: (change) => {
      changes.push(change);
    },
    markUnchanged: () => {
      unchanged++;
    },
    changeCount: () => changes.length,
  };
  return { context, outcome: { changes, problems, unchanged: () => unchanged } };
}

function pick(row: Row, keys: string[]): Row {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
}

/** Deep equality of plain values, where undefined and null are the same. */
export function isSame(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => isSame(item, b[index]));
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!isSame((a as Row)[key], (b as Row)[key])) return false;
  return true;
}
