import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';

/** Whose rows a report reads: the whole company, or the team (direct and indirect reports) of a manager. */
export type ReportScope = { idCompany: number; idTeamManager: number | null };

/** The member filters every report shares. */
export type MemberFilters = {
  department?: string | undefined;
  unit?: string | undefined;
  branch?: string | undefined;
  role?: string | undefined;
  idManager?: number | undefined;
};

/** The SQL that differs between SQLite and PostgreSQL, each written once. */
export type Dialect = {
  /** An ISO-8601 instant plus a number of days, as an ISO-8601 string with milliseconds and `Z`. */
  addDays: (iso: RawBuilder<unknown>, days: RawBuilder<unknown>) => RawBuilder<string>;
  /** Whether `needle` occurs in `text`. */
  contains: (text: RawBuilder<unknown>, needle: RawBuilder<unknown>) => RawBuilder<boolean>;
  /** A join on the `answerData` entries of answer `a` (as `item`), and the option and scale id of each. */
  answerItems: { join: RawBuilder<unknown>; option: RawBuilder<unknown>; scale: RawBuilder<unknown> };
  /**
   * Ends a derived table the planner must read once, as written: merged into the query around it, each
   * use of a per-row subquery (an enrollment's grade) would run it again.
   */
  fence: RawBuilder<unknown>;
};

export function dialectOf(db: Db): Dialect {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return {
      addDays: (iso, days) =>
        sql<string>`to_char(cast(${iso} as timestamp) + (${days}) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      contains: (text, needle) => sql<boolean>`strpos(${text}, ${needle}) > 0`,
      answerItems: {
        join: sql`cross join lateral jsonb_array_elements(cast(a."answerData" as jsonb)) as item`,
        option: sql`cast(item->>'idQuestionOption' as integer)`,
        scale: sql`cast(item->>'idQuestionScale' as integer)`,
      },
      fence: sql`offset 0`,
    };
  }
  return {
    addDays: (iso, days) => sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${iso}, '+' || (${days}) || ' days')`,
    contains: (text, needle) => sql<boolean>`instr(${text}, ${needle}) > 0`,
    answerItems: {
      join: sql`cross join json_each(a."answerData") as item`,
      option: sql`json_extract(item.value, '$.idQuestionOption')`,
      scale: sql`json_extract(item.value, '$.idQuestionScale')`,
    },
    fence: sql`limit -1 offset 0`,
  };
}

/** The members of a manager's team, direct and indirect (a cycle in the data ends the walk). */
export function teamMembers(idCompany: number, idManager: number): RawBuilder<unknown> {
  return sql`with recursive team("idUser") as (
      select "idUser" from users where "idCompany" = ${idCompany} and "idManager" = ${idManager}
      union
      select m."idUser" from users m inner join team on m."idManager" = team."idUser" where m."idCompany" = ${idCompany}
    ) select "idUser" from team`;
}

/** The conditions on the member alias `u` (a `users` row): company, team and member filters. */
export function memberConditions(scope: ReportScope, filters: MemberFilters, alias = 'u'): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const parts: RawBuilder<unknown>[] = [sql`${column('idCompany')} = ${scope.idCompany}`];
  if (filters.department !== undefined) parts.push(sql`${column('department')} = ${filters.department}`);
  if (filters.unit !== undefined) parts.push(sql`${column('unit')} = ${filters.unit}`);
  if (filters.branch !== undefined) parts.push(sql`${column('branch')} = ${filters.branch}`);
  if (filters.role !== undefined) parts.push(sql`${column('role')} = ${filters.role}`);
  if (filters.idManager !== undefined) parts.push(sql`${column('idManager')} = ${filters.idManager}`);
  if (scope.idTeamManager !== null) {
    parts.push(sql`${column('idUser')} in (${teamMembers(scope.idCompany, scope.idTeamManager)})`);
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Whether the member filters or the scope ask for the members' rows (else a report need not read them). */
export function filtersMembers(scope: ReportScope, filters: MemberFilters): boolean {
  return (
    scope.idTeamManager !== null ||
    filters.department !== undefined ||
    filters.unit !== undefined ||
    filters.branch !== undefined ||
    filters.role !== undefined ||
    filters.idManager !== undefined
  );
}

/** `column` within the period: from `from` 00:00 UTC to the end of `to` (ISO-8601 strings compare in order). */
export function periodConditions(
  column: RawBuilder<unknown>,
  period: { from?: string | undefined; to?: string | undefined },
): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (period.from) parts.push(sql`${column} >= ${`${period.from}T00:00:00.000Z`}`);
  if (period.to) parts.push(sql`${column} < ${dayAfter(period.to)}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
}

/**
 * The completion status of the enrollment alias `e` in the class alias `t` (the rule of
 * `completionStatusOf`, in SQL): a stored final status stays; a completion whose validity passed and an
 * unfinished enrollment whose class ended are EXPIRED; not begun apart from under way.
 */
export function completionStatusSql(now: string): RawBuilder<string> {
  return sql<string>`case
    when e."status" = 'FAILED' then 'FAILED'
    when e."status" in ('EXPIRED', 'ARCHIVED') then 'EXPIRED'
    when e."status" in ('COMPLETED', 'PASSED', 'EQUIVALENCY') or e."progress" >= 100 then
      case
        when e."validityDate" is not null and e."validityDate" < ${now} then 'EXPIRED'
        when e."status" = 'PASSED' then 'PASSED'
        else 'COMPLETED'
      end
    when t."finalDate" is not null and t."finalDate" < ${now} then 'EXPIRED'
    when e."status" in ('IN_PROGRESS', 'INCOMPLETE') or e."progress" > 0 then 'IN_PROGRESS'
    else 'NOT_STARTED'
  end`;
}

/**
 * The grade (0-100) of the enrollment alias `e`: the mean of its graded elements, the best finished attempt
 * at each knowledge evaluation and each packaged lesson that reported a score; null without any. Kept on the
 * enrollment by triggers on the rows it comes from (migration 2551).
 */
export function enrollmentGrade(): RawBuilder<number | null> {
  return sql<number | null>`e."reportGrade"`;
}

/** The seconds the enrollment alias `e` spent in contents and packaged lessons (kept as its grade is). */
export function enrollmentTime(): RawBuilder<number> {
  return sql<number>`e."reportTime"`;
}

/** `order by` a column of the derived table `r`, nulls last in both directions and on both engines. */
export function orderBy(column: string, order: 'asc' | 'desc', tiebreakers: string[]): RawBuilder<unknown> {
  const ref = sql.ref(`r.${column}`);
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  const rest = tiebreakers.map((name) => sql`${sql.ref(`r.${name}`)} asc`);
  return sql`order by case when ${ref} is null then 1 else 0 end, ${ref} ${direction}${
    rest.length > 0 ? sql`, ${sql.join(rest)}` : sql``
  }`;
}

/**
 * A page of a derived table `r` (a parenthesized select), the number of rows the filter selects and the
 * first row of the filter (carrying the window figures over every row even when the page is past the end).
 * With `count` (a query answering the number of rows in `"totalRecords"`), the rows are counted by it
 * instead of by a window over the sorted rows: a window keeps every row of a long table before the first
 * leaves, where a count of the rows' keys reads no figure at all.
 */
export async function pageOf<Row>(
  db: Db,
  inner: RawBuilder<unknown>,
  options: {
    sort: RawBuilder<unknown>;
    offset: number;
    limit: number;
    /** Extra window columns over every row of the filter (`sum(r."enrolled") over () as "allEnrolled"`). */
    windows?: RawBuilder<unknown>;
    /** The number of rows, counted apart (`select count(*) as "totalRecords" from ...`). */
    count?: RawBuilder<unknown> | undefined;
  },
): Promise<{ rows: Row[]; totalRecords: number; figures: Row | undefined }> {
  if (options.count && !options.windows) {
    const [page, counted] = await Promise.all([
      sql<Row>`select r.* from ${inner} r ${options.sort} limit ${options.limit} offset ${options.offset}`.execute(db),
      sql<{ totalRecords: number }>`${options.count}`.execute(db),
    ]);
    return { rows: page.rows, totalRecords: Number(counted.rows[0]?.totalRecords ?? 0), figures: page.rows[0] };
  }
  const windows = options.windows ? sql`, ${options.windows}` : sql``;
  const query = async (offset: number, limit: number) =>
    (
      await sql<Row & { totalRecords: number }>`select r.*, count(*) over () as "totalRecords"${windows}
        from ${inner} r ${options.sort} limit ${limit} offset ${offset}`.execute(db)
    ).rows;
  let rows = await query(options.offset, options.limit);
  let first = rows[0];
  if (!first && options.offset > 0) first = (await query(0, 1))[0];
  if (!first) rows = [];
  return {
    rows: rows.map(({ totalRecords: _total, ...row }) => row as Row),
    totalRecords: Number(first?.totalRecords ?? 0),
    figures: first,
  };
}

/** Where a long table's rows can be read for some of its keys (see `allRowsOf`). */
export type KeyedRows = { key: string; rows: (keys: number[]) => RawBuilder<unknown> };

/**
 * Rows of a derived table `r` in batches, for an export of every row the filters select. A long table with
 * `keyed` rows is sorted once, its keys only, and its rows are read a batch of keys at a time (each batch by
 * an offset would compute and sort the whole table again); others are read by offset.
 */
export async function* allRowsOf<Row>(
  db: Db,
  inner: RawBuilder<unknown>,
  sort: RawBuilder<unknown>,
  options: { batch?: number; keyed?: KeyedRows | undefined } = {},
): AsyncGenerator<Row[]> {
  const batch = options.batch ?? 5000;
  const keyed = options.keyed;
  if (keyed) {
    const { rows: sorted } = await sql<{ key: number }>`select r.${sql.ref(keyed.key)} as "key"
      from ${inner} r ${sort}`.execute(db);
    const keys = sorted.map((row) => Number(row.key));
    for (let start = 0; start < keys.length; start += batch) {
      const part = keys.slice(start, start + batch);
      const { rows } = await sql<Row>`select r.* from ${keyed.rows(part)} r`.execute(db);
      const byKey = new Map(rows.map((row) => [Number((row as Record<string, unknown>)[keyed.key]), row]));
      yield part.flatMap((key) => {
        const row = byKey.get(key);
        return row ? [row] : [];
      });
    }
    return;
  }
  for (let offset = 0; ; offset += batch) {
    const { rows } = await sql<Row>`select r.* from ${inner} r ${sort} limit ${batch} offset ${offset}`.execute(db);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}
