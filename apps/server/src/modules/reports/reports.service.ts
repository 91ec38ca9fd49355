import type {
  CompletionResponse,
  ComplianceMemberRow,
  ComplianceRemindersResponse,
  EvaluationDetailResponse,
  EvaluationRow,
  ExportFormat,
  ReportFilters,
  ReportOptionsResponse,
  TranscriptResponse,
} from '@trilha/shared/api/reports';
import { daysOverdue, pointsGranularity } from '@trilha/shared/rules/reports';
import { type RawBuilder, sql } from 'kysely';
import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { authRepository } from '../auth/auth.repository';
import type { NotifyMembers } from '../notifications/notifications.service';
import { EXPORT_TYPES, exportFileName, exportTable } from './report-export';
import { allRowsOf, orderBy, pageOf, type ReportScope } from './report-sql';
import { TABLE_COLUMNS, type TableName } from './report-tables';
import { reportsRepository as createRepository, type ReportsRepository, type TableSource } from './reports.repository';
import { renderTranscriptPdf } from './transcript-pdf';

type ReportsServiceDeps = { db: Db; clock: Clock; notifyMembers: NotifyMembers };

type Row = Record<string, unknown>;
type Query = ReportFilters & {
  status?: string | undefined;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  [extra: string]: unknown;
};

/** Where a site's links point: the request's own origin when it is a host of the learning app. */
export type Site = { host: string | undefined; protocol: string };

const num = (value: unknown): number => Number(value ?? 0);
const maybeNum = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** How each table is read: its rows, the default sort and the row as the API answers it. */
type TableDefinition = {
  source: (repository: ReportsRepository, scope: ReportScope, query: Query, now: Date) => TableSource;
  defaultSort: { column: string; order: 'asc' | 'desc' };
  /** A sort key of the query as a column of the rows (and whether it reverses the order). */
  sortColumn?: (sort: string) => { column: string; reverse?: boolean };
  mapRow: (row: Row, now: Date) => Row;
  /** Window figures over every row of the filter (totals of the whole table). */
  windows?: RawBuilder<unknown>;
};

const memberRow = (row: Row) => ({
  idUser: num(row.idUser),
  name: String(row.name),
  email: String(row.email),
  department: (row.department as string | null) ?? null,
  unit: (row.unit as string | null) ?? null,
  branch: (row.branch as string | null) ?? null,
  role: (row.role as string | null) ?? null,
  manager: (row.manager as string | null) ?? null,
});

const sumsOver = (columns: string[]) =>
  sql.join(columns.map((column) => sql`sum(${sql.ref(`r.${column}`)}) over () as ${sql.ref(`all_${column}`)}`));

const COMPLETION_COUNTS = ['enrolled', 'notStarted', 'inProgress', 'completed', 'passed', 'failed', 'expired'];
const COMPLIANCE_COUNTS = ['assigned', 'compliant', 'overdue', 'pending'];

const TABLES: Record<TableName, TableDefinition> = {
  completion: {
    source: (repository, scope, query, now) => repository.completion(scope, query, now.toISOString()),
    defaultSort: { column: 'training', order: 'asc' },
    mapRow: (row) => ({
      idNode: num(row.idNode),
      training: String(row.training),
      idTeam: num(row.idTeam),
      class: String(row.class),
      ...Object.fromEntries(COMPLETION_COUNTS.map((key) => [key, num(row[key])])),
      completionRate: maybeNum(row.completionRate),
      averageGrade: maybeNum(row.averageGrade),
      timeSpent: Math.round(num(row.timeSpent)),
    }),
    windows: sumsOver([...COMPLETION_COUNTS, 'gradeSum', 'gradeCount', 'timeSpent']),
  },
  completionMembers: {
    source: (repository, scope, query, now) => repository.completionMembers(scope, query, now.toISOString()),
    defaultSort: { column: 'name', order: 'asc' },
    mapRow: (row) => ({
      ...memberRow(row),
      idEnrollment: num(row.idEnrollment),
      training: String(row.training),
      class: String(row.class),
      status: row.status,
      progress: num(row.progress),
      grade: maybeNum(row.grade),
      timeSpent: Math.round(num(row.timeSpent)),
      creationDate: String(row.creationDate),
      finishDate: (row.finishDate as string | null) ?? null,
      lastAccessDate: (row.lastAccessDate as string | null) ?? null,
    }),
  },
  members: {
    source: (repository, scope, query, now) => repository.members(scope, query as never, now.toISOString()),
    defaultSort: { column: 'name', order: 'asc' },
    mapRow: (row) => ({
      ...memberRow(row),
      enrollments: num(row.enrollments),
      completed: num(row.completed),
      certificates: num(row.certificates),
      externalCourses: num(row.externalCourses),
      timeSpent: Math.round(num(row.timeSpent)),
      lastAccess: (row.lastAccess as string | null) ?? null,
    }),
  },
  compliance: {
    source: (repository, scope, query, now) =>
      repository.compliance(scope, query, query.groupBy === 'manager' ? 'manager' : 'department', now.toISOString()),
    defaultSort: { column: 'group', order: 'asc' },
    mapRow: (row) => ({
      group: (row.group as string | null) ?? null,
      idManager: maybeNum(row.idManager),
      ...Object.fromEntries(COMPLIANCE_COUNTS.map((key) => [key, num(row[key])])),
      complianceRate: maybeNum(row.complianceRate),
    }),
    windows: sumsOver(COMPLIANCE_COUNTS),
  },
  complianceMembers: {
    source: (repository, scope, query, now) => repository.complianceMembers(scope, query, now.toISOString()),
    defaultSort: { column: 'dueDate', order: 'asc' },
    sortColumn: (sort) => (sort === 'daysOverdue' ? { column: 'dueDate', reverse: true } : { column: sort }),
    mapRow: (row, now): ComplianceMemberRow => ({
      ...memberRow(row),
      idNode: num(row.idNode),
      training: String(row.training),
      dueDate: (row.dueDate as string | null) ?? null,
      status: row.status as ComplianceMemberRow['status'],
      enrollmentStatus: (row.enrollmentStatus as ComplianceMemberRow['enrollmentStatus']) ?? null,
      finishDate: (row.finishDate as string | null) ?? null,
      daysOverdue: row.status === 'OVERDUE' && row.dueDate ? daysOverdue(String(row.dueDate), now) : null,
    }),
  },
  evaluations: {
    source: (repository, scope, query) => repository.evaluations(scope, query),
    defaultSort: { column: 'title', order: 'asc' },
    mapRow: (row): EvaluationRow => ({
      idEvaluation: num(row.idEvaluation),
      title: String(row.title),
      type: row.type as EvaluationRow['type'],
      masteryScore: maybeNum(row.masteryScore),
      attempts: num(row.attempts),
      members: num(row.members),
      finished: num(row.finished),
      passed: num(row.passed),
      passRate: maybeNum(row.passRate),
      averageGrade: maybeNum(row.averageGrade),
    }),
  },
  evaluationQuestions: {
    // Written from the evaluation's analysis, not paged from SQL (see `exportEvaluationQuestions`).
    source: () => {
      throw new AppError('NOT_FOUND');
    },
    defaultSort: { column: 'position', order: 'asc' },
    mapRow: (row) => row,
  },
  evaluationComments: {
    source: (repository, scope, query) => repository.evaluationComments(scope, query as never),
    defaultSort: { column: 'answeredAt', order: 'desc' },
    sortColumn: (sort) => ({ column: sort === 'question' ? 'position' : sort }),
    mapRow: (row) => ({
      idAnswer: num(row.idAnswer),
      question: String(row.question),
      name: String(row.name),
      department: (row.department as string | null) ?? null,
      text: String(row.text),
      answeredAt: (row.answeredAt as string | null) ?? null,
    }),
  },
  scormPackages: {
    source: (repository, scope, query) => repository.scormPackages(scope, query),
    defaultSort: { column: 'title', order: 'asc' },
    mapRow: (row) => ({
      idScormPackage: num(row.idScormPackage),
      title: String(row.title),
      version: (row.version as string | null) ?? null,
      learners: num(row.learners),
      attempts: num(row.attempts),
      completed: num(row.completed),
      passed: num(row.passed),
      failed: num(row.failed),
      inProgress: num(row.inProgress),
      notAttempted: num(row.notAttempted),
      averageScore: maybeNum(row.averageScore),
      timeSpent: Math.round(num(row.timeSpent)),
      lastAccess: (row.lastAccess as string | null) ?? null,
    }),
  },
  scormAttempts: {
    source: (repository, scope, query) => repository.scormAttempts(scope, query as never),
    defaultSort: { column: 'lastAccess', order: 'desc' },
    mapRow: (row) => ({
      ...memberRow(row),
      idScoEnrollment: num(row.idScoEnrollment),
      package: String(row.package),
      lesson: String(row.lesson),
      attempt: num(row.attempt),
      launches: num(row.launches),
      status: String(row.status),
      score: maybeNum(row.score),
      scoreRaw: maybeNum(row.scoreRaw),
      timeSpent: Math.round(num(row.timeSpent)),
      startDate: String(row.startDate),
      lastAccess: (row.lastAccess as string | null) ?? null,
    }),
  },
  engagementContents: {
    source: (repository, scope, query) => repository.engagementContents(scope, query as never),
    defaultSort: { column: 'views', order: 'desc' },
    mapRow: (row) => ({
      idContentItem: num(row.idContentItem),
      idSection: num(row.idSection),
      section: String(row.section),
      content: String(row.content),
      views: num(row.views),
      viewers: num(row.viewers),
      viewingTime: Math.round(num(row.viewingTime)),
      averageRating: maybeNum(row.averageRating),
      votes: num(row.votes),
    }),
  },
  engagementCommunity: {
    source: (repository, scope, query) => repository.engagementCommunity(scope, query),
    defaultSort: { column: 'items', order: 'desc' },
    mapRow: (row) => ({
      kind: row.kind === 'upload' ? 'upload' : 'chat',
      place: String(row.place),
      items: num(row.items),
      members: num(row.members),
      lastAt: (row.lastAt as string | null) ?? null,
    }),
  },
  engagementPoints: {
    source: (repository, scope, query) =>
      repository.engagementPoints(scope, query as never, pointsGranularity(query.from, query.to)),
    defaultSort: { column: 'period', order: 'asc' },
    mapRow: (row) => ({
      period: String(row.period),
      department: (row.department as string | null) ?? null,
      points: num(row.points),
      members: num(row.members),
    }),
  },
};

/** The ids a query may name, checked against the caller's company. */
const FILTER_IDS = [
  'idNode',
  'idTeam',
  'idManager',
  'idEvaluation',
  'idScormPackage',
  'idSection',
  'idCampaign',
  'idQuestion',
] as const;

/**
 * The reports: who may read them (administrators: the company; managers: their team), every table paged
 * and sorted by the database, its export with every row the filters select, a member's transcript (also as
 * a PDF with the company's brand) and reminders to members late on a mandatory training.
 */
export const reportsService = ({ db, clock, notifyMembers }: ReportsServiceDeps) => {
  const repository = createRepository({ db });
  const members = authRepository({ db });

  /** Administrators read the company; a member who manages others, their team; anyone else is refused. */
  async function scopeOf(auth: AuthContext): Promise<ReportScope> {
    if (auth.admin === 1 || auth.admin === 2) return { idCompany: auth.idCompany, idTeamManager: null };
    if (await members.managesAnyone(auth.idCompany, auth.idUser)) {
      return { idCompany: auth.idCompany, idTeamManager: auth.idUser };
    }
    throw new AppError('FORBIDDEN');
  }

  /** The scope, once every id the query names is found in the caller's company. */
  async function readScope(auth: AuthContext, query: Record<string, unknown>): Promise<ReportScope> {
    const scope = await scopeOf(auth);
    const ids = Object.fromEntries(FILTER_IDS.map((name) => [name, query[name] as number | undefined]));
    if (await repository.findForeignFilter(auth.idCompany, ids)) throw new AppError('NOT_FOUND');
    return scope;
  }

  /** Exports leave the platform with members' data: not from a support session. */
  function requireExport(auth: AuthContext): void {
    if (auth.supportIdUser) throw new AppError('REPORT_EXPORT_IN_SUPPORT');
  }

  function sortOf(name: TableName, query: Query) {
    const table = TABLES[name];
    if (!query.sort) return table.defaultSort;
    const mapped = table.sortColumn?.(query.sort) ?? { column: query.sort };
    const order = mapped.reverse ? (query.order === 'asc' ? 'desc' : 'asc') : query.order;
    return { column: mapped.column, order };
  }

  async function page(name: TableName, scope: ReportScope, query: Query, now: Date) {
    const table = TABLES[name];
    const source = table.source(repository, scope, query, now);
    const sort = sortOf(name, query);
    const result = await pageOf<Row>(db, source.inner, {
      sort: orderBy(sort.column, sort.order, source.tiebreakers),
      offset: query.offset,
      limit: query.limit,
      ...(table.windows ? { windows: table.windows } : {}),
      count: source.count,
    });
    return {
      totalRecords: result.totalRecords,
      result: result.rows.map((row) => table.mapRow(row, now)),
      figures: result.figures,
    };
  }

  async function list(name: TableName, auth: AuthContext, query: Query) {
    const scope = await readScope(auth, query);
    const { totalRecords, result } = await page(name, scope, query, clock.now());
    // Each table's rows match its response schema (the routes validate them on the way out).
    return { success: true as const, totalRecords, result: result as never[] };
  }

  /** A file of every row of a table the filters select, in the table's order. */
  async function exportRows(
    name: TableName,
    auth: AuthContext,
    query: Query & { format: ExportFormat },
    rows?: (scope: ReportScope, now: Date) => AsyncIterable<Row[]>,
  ) {
    requireExport(auth);
    const scope = await readScope(auth, query);
    const now = clock.now();
    const table = TABLES[name];
    let batches: AsyncIterable<Row[]>;
    if (rows) batches = rows(scope, now);
    else {
      const source = table.source(repository, scope, query, now);
      const sort = sortOf(name, query);
      const raw = allRowsOf<Row>(db, source.inner, orderBy(sort.column, sort.order, source.tiebreakers), {
        keyed: source.keyed,
      });
      batches = (async function* () {
        for await (const batch of raw) yield batch.map((row) => table.mapRow(row, now));
      })();
    }
    const { title, columns } = TABLE_COLUMNS[name];
    return {
      stream: await exportTable(query.format, title, columns, batches),
      fileName: exportFileName(title, query.format, now),
      contentType: EXPORT_TYPES[query.format],
    };
  }

  async function evaluationDetail(auth: AuthContext, idEvaluation: number, query: ReportFilters & { status?: string }) {
    const scope = await readScope(auth, { ...query, idEvaluation });
    const filters = { ...query, idEvaluation };
    const [summary, distribution, questions, choices, figures, chosen] = await Promise.all([
      pageOf<Row>(db, repository.evaluations(scope, filters).inner, {
        sort: orderBy('idEvaluation', 'asc', []),
        offset: 0,
        limit: 1,
      }),
      repository.gradeDistribution(scope, filters),
      repository.findQuestions(scope.idCompany, idEvaluation),
      repository.findQuestionChoices(scope.idCompany, idEvaluation),
      repository.questionFigures(scope, filters),
      repository.choiceFigures(scope, filters),
    ]);
    const evaluation = await fromCompany(db, 'learning_evaluations', scope.idCompany, { idEvaluation })
      .select(['idEvaluation', 'title', 'evaluationType', 'evaluationMasteryScore'])
      .executeTakeFirstOrThrow();
    const row = summary.rows[0];
    const figuresOf = new Map(figures.map((entry) => [num(entry.idQuestion), entry]));
    const optionCount = new Map<number, number>();
    const scaleCount = new Map<number, number>();
    for (const entry of chosen) {
      if (entry.idQuestionOption !== null) {
        const id = num(entry.idQuestionOption);
        optionCount.set(id, (optionCount.get(id) ?? 0) + num(entry.answers));
      }
      if (entry.idQuestionScale !== null) {
        const id = num(entry.idQuestionScale);
        scaleCount.set(id, (scaleCount.get(id) ?? 0) + num(entry.answers));
      }
    }
    const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
    const response: EvaluationDetailResponse = {
      success: true,
      evaluation: row
        ? (TABLES.evaluations.mapRow(row, clock.now()) as EvaluationRow)
        : {
            idEvaluation,
            title: evaluation.title,
            type: evaluation.evaluationType,
            masteryScore: evaluation.evaluationMasteryScore,
            attempts: 0,
            members: 0,
            finished: 0,
            passed: 0,
            passRate: null,
            averageGrade: null,
          },
      distribution: distributionOf(distribution),
      questions: questions.map((question) => {
        const figure = figuresOf.get(question.idQuestion);
        const answered = num(figure?.answered);
        const scored = num(figure?.scored);
        const right = scored > 0 ? num(figure?.right) : null;
        return {
          idQuestion: question.idQuestion,
          position: question.position,
          statement: question.statement,
          questionType: question.questionType,
          answered,
          right,
          rightShare: right === null ? null : share(right, scored),
          options: choices.options
            .filter((option) => option.idQuestion === question.idQuestion)
            .map((option) => {
              const count = optionCount.get(option.id) ?? 0;
              return {
                id: option.id,
                description: option.description,
                isCorrect: option.isCorrect === 1,
                count,
                share: share(count, answered),
              };
            }),
          scales: choices.scales
            .filter((scale) => scale.idQuestion === question.idQuestion)
            .map((scale) => {
              const count = scaleCount.get(scale.id) ?? 0;
              return {
                id: scale.id,
                description: scale.description,
                value: scale.value,
                count,
                share: share(count, answered),
              };
            }),
          comments: num(figure?.comments),
        };
      }),
    };
    return response;
  }

  /** `GET /reports/members/:idUser/transcript`: everything one member did in the learning platform. */
  async function transcript(
    auth: AuthContext,
    idUser: number,
    period: ReportFilters,
    site: Site,
  ): Promise<TranscriptResponse> {
    const scope = await scopeOf(auth);
    const member = await repository.findMember(scope, idUser);
    if (!member) throw new AppError('NOT_FOUND');
    const now = clock.now();
    const [trainings, certificates, externalCourses, company, address] = await Promise.all([
      repository.findTranscriptTrainings(scope, idUser, period, now.toISOString()),
      repository.findCertificates(scope.idCompany, idUser, period),
      repository.findValidatedExternalCourses(scope.idCompany, idUser, period),
      fromCompany(db, 'companies', scope.idCompany).select('name').executeTakeFirstOrThrow(),
      learningAddress(db, scope.idCompany, site),
    ]);
    const timeSpent = Math.round(trainings.reduce((sum, training) => sum + num(training.timeSpent), 0));
    return {
      success: true,
      company: company.name,
      generatedAt: now.toISOString(),
      member: {
        idUser: num(member.idUser),
        name: member.name,
        email: member.email,
        department: member.department,
        unit: member.unit,
        branch: member.branch,
        role: member.role,
        manager: member.manager,
        employeeCode: member.employeeCode,
        timeSpent,
        lastAccess: member.lastAccess,
      },
      trainings: trainings.map((training) => ({
        idEnrollment: num(training.idEnrollment),
        training: training.training,
        class: training.class,
        status: training.status as TranscriptResponse['trainings'][number]['status'],
        progress: num(training.progress),
        grade: maybeNum(training.grade),
        workload: maybeNum(training.workload),
        timeSpent: Math.round(num(training.timeSpent)),
        creationDate: training.creationDate,
        finishDate: training.finishDate,
        mandatory: num(training.mandatory) === 1,
      })),
      certificates: certificates.map((certificate) => ({
        title: certificate.title,
        finishDate: certificate.finishDate,
        workload: certificate.workload,
        authenticityId: certificate.authenticityId,
        authenticityUrl: `${address}/certificate-authenticity/${certificate.authenticityId}`,
      })),
      externalCourses: externalCourses.map((course) => ({ ...course, workload: num(course.workload) })),
      totals: {
        trainings: trainings.length,
        completed: trainings.filter((training) => training.status === 'COMPLETED' || training.status === 'PASSED')
          .length,
        certificates: certificates.length,
        externalCourses: externalCourses.length,
        timeSpent,
        externalHours: externalCourses.reduce((sum, course) => sum + num(course.workload), 0),
      },
    };
  }

  return {
    /** `GET /reports/options`: the scope, whether exports are allowed, and what the filters offer. */
    async options(auth: AuthContext): Promise<ReportOptionsResponse> {
      const scope = await scopeOf(auth);
      const found = await repository.findOptions(scope);
      return {
        success: true,
        scope: scope.idTeamManager === null ? 'company' : 'team',
        canExport: !auth.supportIdUser,
        trainings: found.trainings.map((training) => ({
          idNode: training.idNode,
          title: training.title,
          mandatory: training.mandatory === 1,
          classes: found.classes
            .filter((team) => team.idNode === training.idNode)
            .map((team) => ({ idTeam: team.idTeam, name: team.name })),
        })),
        departments: found.departments,
        units: found.units,
        branches: found.branches,
        roles: found.roles,
        managers: found.managers.map((manager) => ({ idUser: num(manager.idUser), name: manager.name })),
        evaluations: found.evaluations.map((evaluation) => ({
          idEvaluation: evaluation.idEvaluation,
          title: evaluation.title,
          type: evaluation.evaluationType,
        })),
        scormPackages: found.packages,
        sections: found.sections.map((section) => ({ idSection: section.idSection, text: section.text })),
        campaigns: found.campaigns,
      };
    },

    /** `GET /reports/completion`: per class, with the totals of every class the filters select. */
    async completion(auth: AuthContext, query: Query): Promise<CompletionResponse> {
      const scope = await readScope(auth, query);
      const { totalRecords, result, figures } = await page('completion', scope, query, clock.now());
      const all = (key: string) => num(figures?.[`all_${key}`]);
      const enrolled = all('enrolled');
      const gradeCount = all('gradeCount');
      return {
        success: true,
        totalRecords,
        result: result as CompletionResponse['result'],
        totals: {
          enrolled,
          notStarted: all('notStarted'),
          inProgress: all('inProgress'),
          completed: all('completed'),
          passed: all('passed'),
          failed: all('failed'),
          expired: all('expired'),
          completionRate: enrolled > 0 ? (all('completed') + all('passed')) / enrolled : null,
          averageGrade: gradeCount > 0 ? all('gradeSum') / gradeCount : null,
          timeSpent: Math.round(all('timeSpent')),
        },
      };
    },

    completionMembers: (auth: AuthContext, query: Query) => list('completionMembers', auth, query),
    members: (auth: AuthContext, query: Query) => list('members', auth, query),

    /** `GET /reports/compliance`: by department or manager, with the totals. */
    async compliance(auth: AuthContext, query: Query) {
      const scope = await readScope(auth, query);
      const { totalRecords, result, figures } = await page('compliance', scope, query, clock.now());
      const all = (key: string) => num(figures?.[`all_${key}`]);
      return {
        success: true as const,
        totalRecords,
        result: result as never,
        totals: {
          assigned: all('assigned'),
          compliant: all('compliant'),
          overdue: all('overdue'),
          pending: all('pending'),
          complianceRate: all('assigned') > 0 ? all('compliant') / all('assigned') : null,
        },
      };
    },

    complianceMembers: (auth: AuthContext, query: Query) => list('complianceMembers', auth, query),

    /**
     * `POST /reports/compliance/reminders`: one e-mail to each overdue member the filters select, listing
     * their late trainings, through the member notification MANDATORY_TRAINING_OVERDUE (their settings
     * decide), recorded in the audit log.
     */
    async sendReminders(
      auth: AuthContext,
      filters: ReportFilters,
      site: Site,
      requestId: string,
    ): Promise<ComplianceRemindersResponse> {
      const scope = await readScope(auth, filters);
      const now = clock.now();
      const source = repository.complianceMembers(scope, { ...filters, status: 'OVERDUE' }, now.toISOString());
      const late = new Map<number, { name: string; trainings: Array<{ title: string; dueDate: string }> }>();
      for await (const batch of allRowsOf<Row>(db, source.inner, orderBy('dueDate', 'asc', source.tiebreakers))) {
        for (const row of batch) {
          const idUser = num(row.idUser);
          const entry = late.get(idUser) ?? { name: String(row.name), trainings: [] };
          entry.trainings.push({ title: String(row.training), dueDate: String(row.dueDate) });
          late.set(idUser, entry);
        }
      }
      const address = await learningAddress(db, scope.idCompany, site);
      let sent = 0;
      for (const [idUser, entry] of late) {
        const lines = entry.trainings.map(
          (training) =>
            `- ${training.title} (prazo: ${new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(training.dueDate))})`,
        );
        const delivered = await notifyMembers(scope.idCompany, 'MANDATORY_TRAINING_OVERDUE', [idUser], {
          subject:
            entry.trainings.length === 1
              ? `Treinamento obrigatório em atraso: ${entry.trainings[0]?.title}`
              : `Você tem ${entry.trainings.length} treinamentos obrigatórios em atraso`,
          text: [
            `Olá, ${entry.name}.`,
            '',
            'O prazo destes treinamentos obrigatórios já passou e eles ainda não foram concluídos:',
            ...lines,
            '',
            `Conclua-os o quanto antes em ${address}.`,
          ].join('\n'),
        });
        sent += delivered.length;
      }
      await recordAudit(
        db,
        {
          ...auditActor(auth, requestId),
          source: auth.supportIdUser ? 'support' : 'admin',
          action: 'compliance.remind',
          entityType: 'report',
          entityId: 'compliance',
          summary: `Lembrete de treinamentos obrigatórios em atraso: ${late.size} membros, ${sent} e-mails`,
          after: { filters, members: late.size, sent },
        },
        now,
      );
      return { success: true, members: late.size, sent };
    },

    /** `GET /reports/evaluations`: per evaluation, with the grade distribution of every filtered attempt. */
    async evaluations(auth: AuthContext, query: Query) {
      const scope = await readScope(auth, query);
      const [table, distribution] = await Promise.all([
        page('evaluations', scope, query, clock.now()),
        repository.gradeDistribution(scope, query),
      ]);
      return {
        success: true as const,
        totalRecords: table.totalRecords,
        result: table.result as EvaluationRow[],
        distribution: distributionOf(distribution),
      };
    },

    evaluationDetail,

    evaluationComments: (auth: AuthContext, idEvaluation: number, query: Query) =>
      list('evaluationComments', auth, { ...query, idEvaluation }),

    scormPackages: (auth: AuthContext, query: Query) => list('scormPackages', auth, query),
    scormAttempts: (auth: AuthContext, query: Query) => list('scormAttempts', auth, query),

    /** `GET /reports/engagement/contents`: per content item, with each section's figures. */
    async engagementContents(auth: AuthContext, query: Query) {
      const scope = await readScope(auth, query);
      const [table, sections] = await Promise.all([
        page('engagementContents', scope, query, clock.now()),
        repository.engagementSections(scope, query),
      ]);
      return {
        success: true as const,
        totalRecords: table.totalRecords,
        result: table.result as never,
        sections: sections.map((section) => ({
          idSection: num(section.idSection),
          section: String(section.section),
          views: num(section.views),
          viewingTime: Math.round(num(section.viewingTime)),
          votes: num(section.votes),
          averageRating: num(section.votes) > 0 ? num(section.ratingSum) / num(section.votes) : null,
        })),
      };
    },

    engagementCommunity: (auth: AuthContext, query: Query) => list('engagementCommunity', auth, query),

    /** `GET /reports/engagement/points`: per period and department, with the whole series for the chart. */
    async engagementPoints(auth: AuthContext, query: Query) {
      const scope = await readScope(auth, query);
      const now = clock.now();
      const [table, series] = await Promise.all([
        page('engagementPoints', scope, query, now),
        page('engagementPoints', scope, { ...query, sort: 'period', order: 'asc', offset: 0, limit: 5000 }, now),
      ]);
      return {
        success: true as const,
        totalRecords: table.totalRecords,
        result: table.result as never,
        series: series.result as never,
      };
    },

    /** The file of a table (`GET /reports/<table>/export`). */
    exportTable: (name: TableName, auth: AuthContext, query: Query & { format: ExportFormat }) =>
      exportRows(name, auth, query),

    /** The question analysis of an evaluation as a file: one row per option or scale point (or per question). */
    async exportEvaluationQuestions(auth: AuthContext, idEvaluation: number, query: Query & { format: ExportFormat }) {
      requireExport(auth);
      const detail = await evaluationDetail(auth, idEvaluation, query);
      return exportRows('evaluationQuestions', auth, query, async function* () {
        const rows: Row[] = [];
        for (const question of detail.questions) {
          const base = {
            position: question.position,
            statement: question.statement,
            questionType: question.questionType,
            answered: question.answered,
            rightShare: question.rightShare,
          };
          const choices = [
            ...question.options.map((option) => ({
              choice: option.description,
              isCorrect: option.isCorrect ? 'Sim' : 'Não',
              count: option.count,
              share: option.share,
            })),
            ...question.scales.map((scale) => ({
              choice: scale.description,
              isCorrect: null,
              count: scale.count,
              share: scale.share,
            })),
          ];
          if (choices.length === 0) rows.push(base);
          for (const choice of choices) rows.push({ ...base, ...choice });
        }
        yield rows;
      });
    },

    transcript,

    /** The transcript as a PDF in the colours of the app the console runs in. */
    async transcriptPdf(auth: AuthContext, idUser: number, period: ReportFilters, site: Site) {
      requireExport(auth);
      const found = await transcript(auth, idUser, period, site);
      const app = await db
        .selectFrom('apps')
        .select(['name', 'primaryColor'])
        .where('idApp', '=', auth.idApp)
        .where('idCompany', '=', auth.idCompany)
        .executeTakeFirst();
      const pdf = await renderTranscriptPdf(found, {
        appName: app?.name ?? found.company,
        color: app?.primaryColor ?? '#1d4e89',
      });
      return { pdf, fileName: exportFileName(`historico-${found.member.name}`, 'pdf', clock.now()) };
    },
  };
};

/** Ten grade buckets, every one present. */
function distributionOf(rows: Array<{ bucket: number; attempts: number }>) {
  return Array.from({ length: 10 }, (_, bucket) => ({
    from: bucket * 10,
    to: bucket === 9 ? 100 : bucket * 10 + 9,
    attempts: rows.find((row) => row.bucket === bucket)?.attempts ?? 0,
  }));
}

/**
 * The address of the company's learning app for links (certificate authenticity, reminders): the request's
 * own origin when it is one of its hosts, else its first host with the request's protocol and port.
 */
async function learningAddress(db: Db, idCompany: number, site: Site): Promise<string> {
  const hosts = await db
    .selectFrom('app_hosts as h')
    .innerJoin('apps as a', 'a.idApp', 'h.idApp')
    .select('h.host')
    .where('a.idCompany', '=', idCompany)
    .where('a.idAppType', '=', 2)
    .orderBy('a.idApp')
    .orderBy('h.position')
    .execute();
  const requested = site.host?.toLowerCase() ?? '';
  const [name, port] = requested.split(':');
  if (name && hosts.some((row) => row.host === name)) return `${site.protocol}://${requested}`;
  const first = hosts[0]?.host ?? name ?? 'localhost';
  return `${site.protocol}://${first}${port ? `:${port}` : ''}`;
}

export type ReportsService = ReturnType<typeof reportsService>;
