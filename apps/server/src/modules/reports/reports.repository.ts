import type { ReportFilters } from '@trilha/shared/api/reports';
import { type RawBuilder, sql } from 'kysely';
import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import {
  completionStatusSql,
  dialectOf,
  enrollmentGrade,
  enrollmentTime,
  filtersMembers,
  type KeyedRows,
  memberConditions,
  periodConditions,
  type ReportScope,
} from './report-sql';

/** A table's derived rows, what it sorts by and how it breaks ties, as the service pages or exports them. */
export type TableSource = {
  inner: RawBuilder<unknown>;
  tiebreakers: string[];
  /** A long table's number of rows, counted without the figures the rows carry (`"totalRecords"`). */
  count?: RawBuilder<unknown>;
  /** A long table's rows for some of its keys, for its export. */
  keyed?: KeyedRows;
};

type Filters = ReportFilters & {
  status?: string | undefined;
  /** Only these enrollments (an export's batch). */
  idEnrollments?: number[] | undefined;
  /** Only these members (an export's batch). */
  idUsers?: number[] | undefined;
};

/** The member columns of report rows (alias `u`, with the manager `mgr`). */
const MEMBER_COLUMNS = sql`u."idUser", u."name", u."email", u."department", u."unit", u."branch", u."role",
  mgr."name" as "manager"`;

/** The table and id column of each id a filter may name, checked in this order. */
const FILTER_TABLES: Record<string, [table: string, idColumn: string]> = {
  idNode: ['learning_nodes', 'idNode'],
  idTeam: ['learning_teams', 'idTeam'],
  idManager: ['users', 'idUser'],
  idEvaluation: ['learning_evaluations', 'idEvaluation'],
  idScormPackage: ['learning_scorm_packages', 'idScormPackage'],
  idSection: ['sections', 'idSection'],
  idCampaign: ['campaigns', 'idCampaign'],
  idQuestion: ['learning_questions', 'idQuestion'],
};

/** Like-pattern text with the wildcard characters escaped. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The reports' SQL: every figure is counted, summed and averaged by the database, on SQLite and PostgreSQL,
 * from the rows the member, period, training and status filters select. Every function takes the scope
 * (company, and the manager's team) first.
 */
export const reportsRepository = ({ db }: { db: Db }) => {
  const dialect = dialectOf(db);

  /** Current enrollments with their completion status, grade and time, one row each (derived, no alias). */
  function enrollmentRows(scope: ReportScope, filters: Filters, now: string): RawBuilder<unknown> {
    // Read from the members: their current enrollments sit together, so the per-enrollment reads that
    // follow (contents, lessons, attempts) stay near each other; driven by class they would not. The
    // members' rows are read only when a filter or the scope asks for them, and the trainings' and classes'
    // names are joined by the callers once the rows are grouped or paged.
    const members = filtersMembers(scope, filters);
    const conditions: RawBuilder<unknown>[] = [
      sql`e."idCompany" = ${scope.idCompany}`,
      sql`e."isCurrent" = 1`,
      ...(members ? [memberConditions(scope, filters)] : []),
      periodConditions(sql`e."creationDate"`, filters),
    ];
    if (filters.idNode !== undefined) conditions.push(sql`e."idNode" = ${filters.idNode}`);
    if (filters.idTeam !== undefined) conditions.push(sql`e."idTeam" = ${filters.idTeam}`);
    if (filters.idEnrollments) conditions.push(sql`e."idEnrollment" in (${sql.join([0, ...filters.idEnrollments])})`);
    if (filters.idUsers) conditions.push(sql`e."idUser" in (${sql.join([0, ...filters.idUsers])})`);
    const rows = sql`(select e."idEnrollment", e."idUser", e."idNode", e."idTeam",
        ${completionStatusSql(now)} as "status", e."progress",
        ${enrollmentGrade()} as "grade", ${enrollmentTime()} as "timeSpent",
        e."creationDate", e."finishDate", e."lastAccessDate"
      from learning_enrollments e
      ${members ? sql`inner join users u on u."idUser" = e."idUser"` : sql``}
      inner join learning_teams t on t."idTeam" = e."idTeam"
      where ${sql.join(conditions, sql` and `)} ${dialect.fence})`;
    return filters.status === undefined ? rows : sql`(select * from ${rows} s where s."status" = ${filters.status})`;
  }

  /** Members of the learning app who must complete each mandatory training, with where they stand. */
  function assignmentRows(scope: ReportScope, filters: Filters, now: string): RawBuilder<unknown> {
    const reference = sql`coalesce(e."creationDate", u."createdAt")`;
    const relative = dialect.addDays(reference, sql`n."dueDays"`);
    const due = sql`case
        when n."dueDays" is null then n."dueDate"
        when n."dueDate" is null or ${relative} > n."dueDate" then ${relative}
        else n."dueDate"
      end`;
    const enrollmentStatus = sql`case when e."idEnrollment" is null then null else ${completionStatusSql(now)} end`;
    const conditions: RawBuilder<unknown>[] = [
      sql`n."idCompany" = ${scope.idCompany}`,
      sql`n."mandatory" = 1`,
      sql`n."nodeType" = 'LEARNING'`,
      sql`u."active" = 1`,
      memberConditions(scope, filters),
      // Members of a learning app of the company; a restricted training is for its audience's departments
      // (and anyone enrolled in it all the same).
      sql`exists (select 1 from user_apps ua inner join apps a on a."idApp" = ua."idApp"
                   where ua."idUser" = u."idUser" and a."idAppType" = 2)`,
      sql`(e."idEnrollment" is not null or n."visibility" <> 'RESTRICTED'
           or (u."department" is not null and n."audience" is not null
               and ${dialect.contains(sql`n."audience"`, sql`'"' || u."department" || '"'`)}))`,
    ];
    if (filters.idNode !== undefined) conditions.push(sql`n."idNode" = ${filters.idNode}`);
    if (filters.idTeam !== undefined) conditions.push(sql`e."idTeam" = ${filters.idTeam}`);
    const rows = sql`(select a.*, case
          when a."enrollmentStatus" in ('COMPLETED', 'PASSED') then 'COMPLIANT'
          when a."dueDate" is not null and a."dueDate" < ${now} then 'OVERDUE'
          else 'PENDING'
        end as "status"
      from (select ${MEMBER_COLUMNS}, u."idManager", n."idNode", n."title" as "training", ${due} as "dueDate",
          ${enrollmentStatus} as "enrollmentStatus", e."finishDate"
        from users u
        cross join learning_nodes n
        left join learning_enrollments e
          on e."idUser" = u."idUser" and e."idNode" = n."idNode" and e."isCurrent" = 1
        left join learning_teams t on t."idTeam" = e."idTeam"
        left join users mgr on mgr."idUser" = u."idManager"
        where ${sql.join(conditions, sql` and `)} ${dialect.fence}) a)`;
    const period = periodConditions(sql`c."dueDate"`, filters);
    const status = filters.status === undefined ? sql`1 = 1` : sql`c."status" = ${filters.status}`;
    return sql`(select * from ${rows} c where ${period} and ${status})`;
  }

  /** Attempts the filters select, with whether each is finished and passed, and its status. */
  function attemptRows(
    scope: ReportScope,
    filters: Filters & { idEvaluation?: number | undefined },
  ): RawBuilder<unknown> {
    const members = filtersMembers(scope, filters);
    const places = filters.idNode !== undefined || filters.idTeam !== undefined;
    const conditions: RawBuilder<unknown>[] = [
      sql`q."idCompany" = ${scope.idCompany}`,
      ...(members ? [memberConditions(scope, filters)] : []),
      periodConditions(sql`q."startDate"`, filters),
    ];
    if (filters.idEvaluation !== undefined) conditions.push(sql`q."idEvaluation" = ${filters.idEvaluation}`);
    if (filters.idNode !== undefined) conditions.push(sql`e."idNode" = ${filters.idNode}`);
    if (filters.idTeam !== undefined) conditions.push(sql`e."idTeam" = ${filters.idTeam}`);
    const passed = sql`case when q."finishDate" is not null and ev."evaluationType" = 'KNOWLEDGE' and q."grade" is not null
        and q."grade" >= coalesce(ev."evaluationMasteryScore", 0) then 1 else 0 end`;
    const rows = sql`(select q."idQuestionnaire", q."idEvaluation", q."idUser", q."grade", q."startDate",
        case when q."finishDate" is null then 0 else 1 end as "finished", ${passed} as "passed",
        case
          when q."finishDate" is null then 'OPEN'
          when ev."evaluationType" <> 'KNOWLEDGE' then 'FINISHED'
          when ${passed} = 1 then 'PASSED'
          else 'FAILED'
        end as "status"
      from learning_questionnaires q
      inner join learning_evaluations ev on ev."idEvaluation" = q."idEvaluation"
      ${members ? sql`inner join users u on u."idUser" = q."idUser"` : sql``}
      ${places ? sql`inner join learning_enrollments e on e."idEnrollment" = q."idEnrollment"` : sql``}
      where ${sql.join(conditions, sql` and `)})`;
    if (filters.status === undefined) return rows;
    // FINISHED covers every finished attempt (passed and failed ones too).
    return filters.status === 'FINISHED'
      ? sql`(select * from ${rows} s where s."finished" = 1)`
      : sql`(select * from ${rows} s where s."status" = ${filters.status})`;
  }

  /** SCO records the filters select (alias-free derived rows, one per member and lesson). */
  function scoRows(
    scope: ReportScope,
    filters: Filters & { idScormPackage?: number | undefined },
  ): RawBuilder<unknown> {
    const conditions: RawBuilder<unknown>[] = [
      sql`s."idCompany" = ${scope.idCompany}`,
      memberConditions(scope, filters),
      periodConditions(sql`coalesce(s."lastAccessDate", s."startDate")`, filters),
    ];
    if (filters.idScormPackage !== undefined) conditions.push(sql`s."idScormPackage" = ${filters.idScormPackage}`);
    if (filters.idNode !== undefined) conditions.push(sql`e."idNode" = ${filters.idNode}`);
    if (filters.idTeam !== undefined) conditions.push(sql`e."idTeam" = ${filters.idTeam}`);
    if (filters.status !== undefined) conditions.push(sql`s."status" = ${filters.status}`);
    return sql`(select ${MEMBER_COLUMNS}, s."idScoEnrollment", s."idScormPackage", p."title" as "package",
        sco."title" as "lesson", s."attempt", s."numberOfAccess" as "launches", s."status", s."grade" as "score",
        s."scoreRaw", s."totalTime" as "timeSpent", s."startDate", s."lastAccessDate" as "lastAccess"
      from learning_sco_enrollments s
      inner join learning_scos sco on sco."idSco" = s."idSco"
      inner join learning_scorm_packages p on p."idScormPackage" = s."idScormPackage"
      inner join users u on u."idUser" = s."idUser"
      left join users mgr on mgr."idUser" = u."idManager"
      left join learning_enrollments e on e."idEnrollment" = s."idEnrollment"
      where ${sql.join(conditions, sql` and `)})`;
  }

  /** Views, viewing time and votes of each content item of the content apps. */
  function engagementContents(scope: ReportScope, filters: Filters & { idSection?: number | undefined }): TableSource {
    const section = filters.idSection === undefined ? sql`1 = 1` : sql`c."idSection" = ${filters.idSection}`;
    return {
      inner: sql`(select c."idContentItem", c."idSection", sct."text" as "section", c."text" as "content",
          coalesce(v."views", 0) as "views", coalesce(v."viewers", 0) as "viewers",
          coalesce(v."viewingTime", 0) as "viewingTime", rt."averageRating", coalesce(rt."votes", 0) as "votes"
        from content_items c
        inner join sections sct on sct."idSection" = c."idSection"
        left join (select n."idNavigationItem", count(*) as "views", count(distinct n."idUser") as "viewers",
            sum(n."timeExecuted") as "viewingTime"
          from navigation_trackings n inner join users u on u."idUser" = n."idUser"
          where n."idCompany" = ${scope.idCompany} and n."idNavigationType" = 1 and ${memberConditions(scope, filters)}
            and ${periodConditions(sql`n."timeStart"`, filters)}
          group by n."idNavigationItem") v on v."idNavigationItem" = c."idContentItem"
        left join (select r."idContentItem", avg(r."vote") as "averageRating", count(*) as "votes"
          from content_ratings r inner join users u on u."idUser" = r."idUser"
          where r."idCompany" = ${scope.idCompany} and ${memberConditions(scope, filters)}
            and ${periodConditions(sql`r."ratedAt"`, filters)}
          group by r."idContentItem") rt on rt."idContentItem" = c."idContentItem"
        where c."idCompany" = ${scope.idCompany} and ${section})`,
      tiebreakers: ['section', 'content', 'idContentItem'],
    };
  }

  return {
    attemptRows,
    scoRows,
    engagementContents,

    /** Whether a member is in the scope (a member of the company, or of the manager's team). */
    async isMemberInScope(scope: ReportScope, idUser: number): Promise<boolean> {
      const { rows } = await sql`select u."idUser" from users u
        where u."idUser" = ${idUser} and ${memberConditions(scope, {})}`.execute(db);
      return rows.length > 0;
    },

    /** Which of the ids the filters name belong to the company (a foreign id is answered as not found). */
    async findForeignFilter(idCompany: number, filters: Record<string, number | undefined>): Promise<string | null> {
      for (const [name, [table, idColumn]] of Object.entries(FILTER_TABLES)) {
        const value = filters[name];
        if (value === undefined) continue;
        const { rows } = await sql`select 1 from ${sql.table(table)}
          where ${sql.ref(idColumn)} = ${value} and "idCompany" = ${idCompany}`.execute(db);
        if (rows.length === 0) return name;
      }
      return null;
    },

    /** Training completion per class (`r`: one row per class). */
    completion(scope: ReportScope, filters: Filters, now: string): TableSource {
      const count = (status: string) => sql`sum(case when b."status" = ${status} then 1 else 0 end)`;
      return {
        // Grouped by class alone (a class belongs to one training), the names joined to the groups.
        inner: sql`(select g.*, n."title" as "training", t."name" as "class",
            g."completedOrPassed" * 1.0 / g."enrolled" as "completionRate",
            case when g."gradeCount" > 0 then g."gradeSum" * 1.0 / g."gradeCount" else null end as "averageGrade"
          from (select b."idTeam", b."idNode", count(*) as "enrolled",
              ${count('NOT_STARTED')} as "notStarted", ${count('IN_PROGRESS')} as "inProgress",
              ${count('COMPLETED')} as "completed", ${count('PASSED')} as "passed",
              ${count('FAILED')} as "failed", ${count('EXPIRED')} as "expired",
              sum(case when b."status" in ('COMPLETED', 'PASSED') then 1 else 0 end) as "completedOrPassed",
              coalesce(sum(b."grade"), 0) as "gradeSum", count(b."grade") as "gradeCount",
              sum(b."timeSpent") as "timeSpent"
            from ${enrollmentRows(scope, filters, now)} b
            group by b."idTeam", b."idNode") g
          inner join learning_teams t on t."idTeam" = g."idTeam"
          inner join learning_nodes n on n."idNode" = g."idNode")`,
        tiebreakers: ['training', 'idTeam'],
      };
    },

    /** The enrollments behind the completion report, one row per member and training. */
    completionMembers(scope: ReportScope, filters: Filters, now: string): TableSource {
      const rows = (restrict: Filters) =>
        sql`(select ${MEMBER_COLUMNS}, b."idEnrollment", n."title" as "training", t."name" as "class",
            b."status", b."progress", b."grade", b."timeSpent", b."creationDate", b."finishDate", b."lastAccessDate"
          from ${enrollmentRows(scope, restrict, now)} b
          inner join users u on u."idUser" = b."idUser"
          left join users mgr on mgr."idUser" = u."idManager"
          inner join learning_teams t on t."idTeam" = b."idTeam"
          inner join learning_nodes n on n."idNode" = b."idNode")`;
      return {
        inner: rows(filters),
        tiebreakers: ['name', 'idEnrollment'],
        count: sql`select count(*) as "totalRecords" from ${enrollmentRows(scope, filters, now)} b`,
        keyed: { key: 'idEnrollment', rows: (keys) => rows({ ...filters, idEnrollments: keys }) },
      };
    },

    /** Members with their learning figures (the transcripts' list). */
    members(scope: ReportScope, filters: Filters & { search?: string | undefined }, now: string): TableSource {
      const conditions: RawBuilder<unknown>[] = [memberConditions(scope, filters)];
      if (filters.search) {
        const pattern = likePattern(filters.search);
        conditions.push(sql`(lower(u."name") like ${pattern} escape '\\' or lower(u."email") like ${pattern} escape '\\'
          or lower(u."username") like ${pattern} escape '\\')`);
      }
      const rows = (idUsers: number[] | undefined) => {
        const enrollments = enrollmentRows(scope, { ...filters, status: undefined, idUsers }, now);
        const only = idUsers ? [sql`u."idUser" in (${sql.join([0, ...idUsers])})`] : [];
        return sql`(select ${MEMBER_COLUMNS},
            coalesce(en."enrollments", 0) as "enrollments", coalesce(en."completed", 0) as "completed",
            coalesce(ce."certificates", 0) as "certificates", coalesce(ex."externalCourses", 0) as "externalCourses",
            coalesce(en."timeSpent", 0) as "timeSpent", u."lastAccess"
          from users u
          left join users mgr on mgr."idUser" = u."idManager"
          left join (select b."idUser", count(*) as "enrollments",
              sum(case when b."status" in ('COMPLETED', 'PASSED') then 1 else 0 end) as "completed",
              sum(b."timeSpent") as "timeSpent"
            from ${enrollments} b group by b."idUser") en on en."idUser" = u."idUser"
          left join (select "idUser", count(*) as "certificates" from learning_certificates
            where "idCompany" = ${scope.idCompany} group by "idUser") ce on ce."idUser" = u."idUser"
          left join (select "idUser", count(*) as "externalCourses" from learning_external_courses
            where "idCompany" = ${scope.idCompany} and "status" = 'APPROVED' group by "idUser") ex on ex."idUser" = u."idUser"
          where ${sql.join([...conditions, ...only], sql` and `)})`;
      };
      return {
        inner: rows(undefined),
        tiebreakers: ['name', 'idUser'],
        count: sql`select count(*) as "totalRecords" from users u where ${sql.join(conditions, sql` and `)}`,
        keyed: { key: 'idUser', rows },
      };
    },

    /** One member's profile row (within the scope). */
    async findMember(scope: ReportScope, idUser: number) {
      const { rows } = await sql<{
        idUser: number;
        name: string;
        email: string;
        department: string | null;
        unit: string | null;
        branch: string | null;
        role: string | null;
        manager: string | null;
        employeeCode: string | null;
        lastAccess: string | null;
      }>`select ${MEMBER_COLUMNS}, u."employeeCode", u."lastAccess" from users u
        left join users mgr on mgr."idUser" = u."idManager"
        where u."idUser" = ${idUser} and ${memberConditions(scope, {})}`.execute(db);
      return rows[0];
    },

    /** Every enrollment of a member (current and replaced), in the period, with status, grade and time. */
    async findTranscriptTrainings(scope: ReportScope, idUser: number, period: Filters, now: string) {
      const { rows } = await sql<{
        idEnrollment: number;
        training: string;
        class: string;
        status: string;
        progress: number;
        grade: number | null;
        workload: number | null;
        timeSpent: number;
        creationDate: string;
        finishDate: string | null;
        mandatory: number;
      }>`select * from (${sql.join(
        [1, 0].map(
          (
            current,
          ) => sql`select e."idEnrollment", n."title" as "training", t."name" as "class", ${completionStatusSql(now)} as "status",
          e."progress", ${enrollmentGrade()} as "grade", n."workload",
          ${enrollmentTime()} as "timeSpent", e."creationDate", e."finishDate", n."mandatory"
        from learning_enrollments e
        inner join learning_teams t on t."idTeam" = e."idTeam"
        inner join learning_nodes n on n."idNode" = e."idNode"
        where e."idCompany" = ${scope.idCompany} and e."idUser" = ${idUser} and e."isCurrent" = ${sql.lit(current)}
          and ${periodConditions(sql`e."creationDate"`, period)}`,
        ),
        sql` union all `,
      )}) x order by x."creationDate" desc, x."idEnrollment" desc`.execute(db);
      return rows;
    },

    findCertificates(idCompany: number, idUser: number, period: Filters) {
      return fromCompany(db, 'learning_certificates', idCompany, { idUser })
        .select(['title', 'finishDate', 'workload', 'authenticityId', 'createdAt'])
        .where(periodConditions(sql`"createdAt"`, period))
        .orderBy('createdAt', 'desc')
        .orderBy('idUserCertificate', 'desc')
        .execute();
    },

    findValidatedExternalCourses(idCompany: number, idUser: number, period: Filters) {
      return fromCompany(db, 'learning_external_courses', idCompany, { idUser })
        .select(['title', 'entityName', 'type', 'workload', 'startDate', 'finishDate'])
        .where('status', '=', 'APPROVED')
        .where(periodConditions(sql`"finishDate"`, { ...period, to: period.to }))
        .orderBy('finishDate', 'desc')
        .orderBy('idUserExternalCourse', 'desc')
        .execute();
    },

    /** Mandatory-training standing grouped by department or by manager. */
    compliance(scope: ReportScope, filters: Filters, groupBy: 'department' | 'manager', now: string): TableSource {
      const count = (status: string) => sql`sum(case when c."status" = ${status} then 1 else 0 end)`;
      const group = groupBy === 'department' ? sql`c."department"` : sql`c."manager"`;
      const manager = groupBy === 'department' ? sql`null` : sql`c."idManager"`;
      const keys = groupBy === 'department' ? sql`c."department"` : sql`c."idManager", c."manager"`;
      return {
        inner: sql`(select ${group} as "group", ${manager} as "idManager", count(*) as "assigned",
            ${count('COMPLIANT')} as "compliant", ${count('OVERDUE')} as "overdue", ${count('PENDING')} as "pending",
            ${count('COMPLIANT')} * 1.0 / count(*) as "complianceRate"
          from ${assignmentRows(scope, filters, now)} c group by ${keys})`,
        tiebreakers: ['group', 'idManager'],
      };
    },

    /** Each member and mandatory training, with the deadline and where the member stands. */
    complianceMembers(scope: ReportScope, filters: Filters, now: string): TableSource {
      return { inner: assignmentRows(scope, filters, now), tiebreakers: ['name', 'idUser', 'idNode'] };
    },

    /** Attempts per evaluation (`r`: one row per evaluation). */
    evaluations(scope: ReportScope, filters: Filters & { idEvaluation?: number | undefined }): TableSource {
      return {
        // Grouped by evaluation alone (the attempts' index is in that order), the evaluation joined to the groups.
        inner: sql`(select g.*, ev."title", ev."evaluationType" as "type", ev."evaluationMasteryScore" as "masteryScore",
            case when ev."evaluationType" = 'KNOWLEDGE' and g."finished" > 0
              then g."passed" * 1.0 / g."finished" else null end as "passRate"
          from (select q."idEvaluation", count(*) as "attempts", count(distinct q."idUser") as "members",
              sum(q."finished") as "finished", sum(q."passed") as "passed",
              avg(case when q."finished" = 1 then q."grade" end) as "averageGrade"
            from ${attemptRows(scope, filters)} q
            group by q."idEvaluation") g
          inner join learning_evaluations ev on ev."idEvaluation" = g."idEvaluation")`,
        tiebreakers: ['title', 'idEvaluation'],
      };
    },

    /** Finished attempts by grade bucket: 0 for 0-9 ... 9 for 90-100. */
    async gradeDistribution(scope: ReportScope, filters: Filters & { idEvaluation?: number | undefined }) {
      const bucket = sql`case ${sql.join(
        [9, 8, 7, 6, 5, 4, 3, 2, 1].map((value) => sql`when a."grade" >= ${value * 10} then ${value}`),
        sql` `,
      )} else 0 end`;
      const { rows } = await sql<{
        bucket: number;
        attempts: number;
      }>`select b."bucket", count(*) as "attempts"
        from (select ${bucket} as "bucket" from ${attemptRows(scope, filters)} a
              where a."finished" = 1 and a."grade" is not null) b
        group by b."bucket"`.execute(db);
      return rows.map((row) => ({ bucket: Number(row.bucket), attempts: Number(row.attempts) }));
    },

    findQuestions(idCompany: number, idEvaluation: number) {
      return fromCompany(db, 'learning_questions', idCompany, { idEvaluation })
        .select(['idQuestion', 'position', 'statement', 'questionType'])
        .orderBy('position')
        .orderBy('idQuestion')
        .execute();
    },

    async findQuestionChoices(idCompany: number, idEvaluation: number) {
      const [options, scales] = await Promise.all([
        db
          .selectFrom('learning_question_options as o')
          .innerJoin('learning_questions as qq', 'qq.idQuestion', 'o.idQuestion')
          .select(['o.idQuestionOption as id', 'o.idQuestion', 'o.description', 'o.isCorrect'])
          .where('o.idCompany', '=', idCompany)
          .where('qq.idEvaluation', '=', idEvaluation)
          .orderBy('o.position')
          .orderBy('o.idQuestionOption')
          .execute(),
        db
          .selectFrom('learning_question_scales as s')
          .innerJoin('learning_questions as qq', 'qq.idQuestion', 's.idQuestion')
          .select(['s.idQuestionScale as id', 's.idQuestion', 's.description', 's.value'])
          .where('s.idCompany', '=', idCompany)
          .where('qq.idEvaluation', '=', idEvaluation)
          .orderBy('s.position')
          .orderBy('s.idQuestionScale')
          .execute(),
      ]);
      return { options, scales };
    },

    /** Per question: answers in finished attempts, right ones, scored ones and text answers. */
    async questionFigures(scope: ReportScope, filters: Filters & { idEvaluation: number }) {
      const { rows } = await sql<{
        idQuestion: number;
        answered: number;
        right: number;
        scored: number;
        comments: number;
      }>`select a."idQuestion", count(*) as "answered",
          sum(case when a."isCorrect" = 1 then 1 else 0 end) as "right",
          sum(case when a."isCorrect" is null then 0 else 1 end) as "scored",
          sum(case when a."answerText" is not null and a."answerText" <> '' then 1 else 0 end) as "comments"
        from learning_answers a
        inner join ${attemptRows(scope, filters)} q on q."idQuestionnaire" = a."idQuestionnaire"
        where q."finished" = 1 and a."idCompany" = ${scope.idCompany}
          and (a."answerData" <> '[]' or (a."answerText" is not null and a."answerText" <> ''))
        group by a."idQuestion"`.execute(db);
      return rows;
    },

    /** How many answers in finished attempts chose each option and each scale point. */
    async choiceFigures(scope: ReportScope, filters: Filters & { idEvaluation: number }) {
      const { rows } = await sql<{
        idQuestion: number;
        idQuestionOption: number | null;
        idQuestionScale: number | null;
        answers: number;
      }>`select a."idQuestion", ${dialect.answerItems.option} as "idQuestionOption",
          ${dialect.answerItems.scale} as "idQuestionScale", count(distinct a."idAnswer") as "answers"
        from learning_answers a
        inner join ${attemptRows(scope, filters)} q on q."idQuestionnaire" = a."idQuestionnaire"
        ${dialect.answerItems.join}
        where q."finished" = 1 and a."idCompany" = ${scope.idCompany}
        group by a."idQuestion", ${dialect.answerItems.option}, ${dialect.answerItems.scale}`.execute(db);
      return rows;
    },

    /** Text answers of finished attempts (survey comments). */
    evaluationComments(
      scope: ReportScope,
      filters: Filters & { idEvaluation: number; idQuestion?: number | undefined },
    ): TableSource {
      const question = filters.idQuestion === undefined ? sql`1 = 1` : sql`a."idQuestion" = ${filters.idQuestion}`;
      return {
        inner: sql`(select a."idAnswer", qq."statement" as "question", qq."position", u."name", u."department",
            a."answerText" as "text", a."answeredAt"
          from learning_answers a
          inner join ${attemptRows(scope, filters)} q on q."idQuestionnaire" = a."idQuestionnaire"
          inner join learning_questions qq on qq."idQuestion" = a."idQuestion"
          inner join users u on u."idUser" = q."idUser"
          where q."finished" = 1 and a."idCompany" = ${scope.idCompany} and a."answerText" is not null
            and a."answerText" <> '' and ${question})`,
        tiebreakers: ['idAnswer'],
      };
    },

    /** SCORM figures per package. */
    scormPackages(scope: ReportScope, filters: Filters): TableSource {
      const count = (status: string) => sql`sum(case when s."status" = ${status} then 1 else 0 end)`;
      return {
        inner: sql`(select s."idScormPackage", p."title", p."version", count(distinct s."idUser") as "learners",
            sum(s."attempt") as "attempts", ${count('COMPLETED')} as "completed", ${count('PASSED')} as "passed",
            ${count('FAILED')} as "failed",
            sum(case when s."status" in ('IN_PROGRESS', 'INCOMPLETE') then 1 else 0 end) as "inProgress",
            ${count('NOT_ATTEMPTED')} as "notAttempted",
            avg(s."score") as "averageScore", sum(s."timeSpent") as "timeSpent", max(s."lastAccess") as "lastAccess"
          from ${scoRows(scope, filters)} s
          inner join learning_scorm_packages p on p."idScormPackage" = s."idScormPackage"
          group by s."idScormPackage", p."title", p."version")`,
        tiebreakers: ['title', 'idScormPackage'],
      };
    },

    scormAttempts(scope: ReportScope, filters: Filters & { idScormPackage?: number | undefined }): TableSource {
      return { inner: scoRows(scope, filters), tiebreakers: ['name', 'idScoEnrollment'] };
    },

    /**
     * Visits, viewing time and votes per section: its items' and the visits to the section page itself, each
     * record counted once from its own table (not from the items' figures, which the table computes apart).
     */
    async engagementSections(scope: ReportScope, filters: Filters & { idSection?: number | undefined }) {
      const section = filters.idSection === undefined ? sql`1 = 1` : sql`r."idSection" = ${filters.idSection}`;
      const members = memberConditions(scope, filters);
      const { rows } = await sql<{
        idSection: number;
        section: string;
        views: number;
        viewingTime: number;
        votes: number;
        ratingSum: number;
      }>`select r."idSection", sct."text" as "section", sum(r."views") as "views",
          sum(r."viewingTime") as "viewingTime", sum(r."votes") as "votes", sum(r."ratingSum") as "ratingSum"
        from (
          select c."idSection", 0 as "views", 0 as "viewingTime", 0 as "votes", 0 as "ratingSum"
          from content_items c where c."idCompany" = ${scope.idCompany}
          union all
          select c."idSection", count(*), sum(n."timeExecuted"), 0, 0
          from navigation_trackings n
          inner join content_items c on c."idContentItem" = n."idNavigationItem"
          inner join users u on u."idUser" = n."idUser"
          where n."idCompany" = ${scope.idCompany} and n."idNavigationType" = 1 and c."idCompany" = ${scope.idCompany}
            and ${members} and ${periodConditions(sql`n."timeStart"`, filters)}
          group by c."idSection"
          union all
          select c."idSection", 0, 0, count(*), sum(v."vote")
          from content_ratings v
          inner join content_items c on c."idContentItem" = v."idContentItem"
          inner join users u on u."idUser" = v."idUser"
          where v."idCompany" = ${scope.idCompany} and c."idCompany" = ${scope.idCompany}
            and ${members} and ${periodConditions(sql`v."ratedAt"`, filters)}
          group by c."idSection"
          union all
          select n."idNavigationItem", count(*), sum(n."timeExecuted"), 0, 0
          from navigation_trackings n
          inner join users u on u."idUser" = n."idUser"
          where n."idCompany" = ${scope.idCompany} and n."idNavigationType" = 2
            and ${members} and ${periodConditions(sql`n."timeStart"`, filters)}
          group by n."idNavigationItem"
        ) r
        inner join sections sct on sct."idSection" = r."idSection"
        where ${section} and sct."idCompany" = ${scope.idCompany}
        group by r."idSection", sct."text"
        order by sum(r."views") desc, r."idSection"`.execute(db);
      return rows;
    },

    /** Chat messages per room and uploads per section. */
    engagementCommunity(scope: ReportScope, filters: Filters): TableSource {
      return {
        inner: sql`(select 'chat' as "kind", room."name" as "place", count(*) as "items",
              count(distinct m."idUser") as "members", max(m."moment") as "lastAt"
            from chat_messages m
            inner join chat_rooms room on room."idChatRoom" = m."idChatRoom"
            inner join users u on u."idUser" = m."idUser"
            where m."idCompany" = ${scope.idCompany} and ${memberConditions(scope, filters)}
              and ${periodConditions(sql`m."moment"`, filters)}
            group by room."idChatRoom", room."name"
          union all
          select 'upload', sct."text", count(*), count(distinct up."idUser"), max(up."createdAt")
            from user_uploads up
            inner join sections sct on sct."idSection" = up."idSection"
            inner join users u on u."idUser" = up."idUser"
            where up."idCompany" = ${scope.idCompany} and ${memberConditions(scope, filters)}
              and ${periodConditions(sql`up."createdAt"`, filters)}
            group by sct."idSection", sct."text")`,
        tiebreakers: ['kind', 'place'],
      };
    },

    /** Campaign points per period and department. */
    engagementPoints(
      scope: ReportScope,
      filters: Filters & { idCampaign?: number | undefined },
      granularity: 'day' | 'month',
    ): TableSource {
      const period = sql`substr(p."eventDate", 1, ${sql.lit(granularity === 'day' ? 10 : 7)})`;
      const campaign = filters.idCampaign === undefined ? sql`1 = 1` : sql`p."idCampaign" = ${filters.idCampaign}`;
      return {
        inner: sql`(select ${period} as "period", u."department", sum(p."points") as "points",
            count(distinct p."idUser") as "members"
          from campaign_points p
          inner join users u on u."idUser" = p."idUser"
          where p."idCompany" = ${scope.idCompany} and ${memberConditions(scope, filters)} and ${campaign}
            and ${periodConditions(sql`p."eventDate"`, filters)}
          group by ${period}, u."department")`,
        tiebreakers: ['period', 'department'],
      };
    },

    /** What the filters can choose from, within the scope. */
    async findOptions(scope: ReportScope) {
      const distinct = async (column: 'department' | 'unit' | 'branch' | 'role') => {
        const { rows } = await sql<{ value: string }>`select distinct u.${sql.ref(column)} as "value" from users u
          where ${memberConditions(scope, {})} and u.${sql.ref(column)} is not null order by 1`.execute(db);
        return rows.map((row) => row.value);
      };
      const [
        trainings,
        classes,
        departments,
        units,
        branches,
        roles,
        managers,
        evaluations,
        packages,
        sections,
        campaigns,
      ] = await Promise.all([
        fromCompany(db, 'learning_nodes', scope.idCompany)
          .select(['idNode', 'title', 'mandatory'])
          .where('nodeType', '=', 'LEARNING')
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('learning_teams as t')
                .select('t.idTeam')
                .whereRef('t.idNode', '=', 'learning_nodes.idNode'),
            ),
          )
          .orderBy('title')
          .orderBy('idNode')
          .execute(),
        fromCompany(db, 'learning_teams', scope.idCompany)
          .select(['idTeam', 'idNode', 'name'])
          .orderBy('name')
          .orderBy('idTeam')
          .execute(),
        distinct('department'),
        distinct('unit'),
        distinct('branch'),
        distinct('role'),
        sql<{ idUser: number; name: string }>`select m."idUser", m."name" from users m
            where m."idCompany" = ${scope.idCompany}
              and exists (select 1 from users u where u."idManager" = m."idUser" and ${memberConditions(scope, {})})
            order by m."name", m."idUser"`.execute(db),
        fromCompany(db, 'learning_evaluations', scope.idCompany)
          .select(['idEvaluation', 'title', 'evaluationType'])
          .orderBy('title')
          .orderBy('idEvaluation')
          .execute(),
        fromCompany(db, 'learning_scorm_packages', scope.idCompany)
          .select(['idScormPackage', 'title'])
          .where('status', '=', 'SUCCESS')
          .orderBy('title')
          .orderBy('idScormPackage')
          .execute(),
        db
          .selectFrom('sections as s')
          .innerJoin('apps as a', 'a.idApp', 's.idApp')
          .select(['s.idSection', 's.text'])
          .where('s.idCompany', '=', scope.idCompany)
          .where('a.idAppType', '=', 1)
          .where((eb) =>
            eb.exists(
              eb.selectFrom('content_items as c').select('c.idContentItem').whereRef('c.idSection', '=', 's.idSection'),
            ),
          )
          .orderBy('s.text')
          .orderBy('s.idSection')
          .execute(),
        fromCompany(db, 'campaigns', scope.idCompany)
          .select(['idCampaign', 'name'])
          .orderBy('startDate', 'desc')
          .orderBy('idCampaign')
          .execute(),
      ]);
      return {
        trainings,
        classes,
        departments,
        units,
        branches,
        roles,
        managers: managers.rows,
        evaluations,
        packages,
        sections,
        campaigns,
      };
    },
  };
};

export type ReportsRepository = ReturnType<typeof reportsRepository>;
