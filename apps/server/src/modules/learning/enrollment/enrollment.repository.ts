export { isUniqueViolation } from '../../../db/database';

import type { Kysely } from 'kysely';
import { fromCompany, updateCompanyRows } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import { isPostgres } from '../../../db/migration-helpers';
import type {
  ContentEnrollmentRow,
  EnrollmentRequestRow,
  EnrollmentRow,
  NodeEnrollmentRow,
  QuestionnaireRow,
} from '../../../db/schema';

/** The member's rows in one enrollment (`findEnrollmentState`). */
export type EnrollmentState = {
  nodeEnrollments: NodeEnrollmentRow[];
  contentEnrollments: ContentEnrollmentRow[];
  questionnaires: QuestionnaireRow[];
};

/**
 * Enrollments, enrollment requests, node and content enrollments and questionnaires of members.
 * Every function takes the company first and, where it reads a member's rows, the member.
 */
export const enrollmentRepository = ({ db }: { db: Db }) => ({
  async findEnrollment(idCompany: number, idUser: number, idEnrollment: number): Promise<EnrollmentRow | undefined> {
    return fromCompany(db, 'learning_enrollments', idCompany, { idUser, idEnrollment }).selectAll().executeTakeFirst();
  },

  /** The member's current enrollment in each of the given trainings. */
  async findCurrentEnrollments(
    idCompany: number,
    idUser: number,
    nodeIds: readonly number[],
  ): Promise<EnrollmentRow[]> {
    if (nodeIds.length === 0) return [];
    return fromCompany(db, 'learning_enrollments', idCompany, { idUser, isCurrent: 1 })
      .selectAll()
      .where('idNode', 'in', [...new Set(nodeIds)])
      .execute();
  },

  async findCurrentEnrollmentsOfUser(idCompany: number, idUser: number): Promise<EnrollmentRow[]> {
    return fromCompany(db, 'learning_enrollments', idCompany, { idUser, isCurrent: 1 })
      .selectAll()
      .orderBy('lastAccessDate', 'desc')
      .orderBy('idEnrollment', 'desc')
      .execute();
  },

  /**
   * Takes a seat in a class with one conditional update: it succeeds only while seats remain, so two
   * members racing for the last seat cannot both get it (on SQLite and on PostgreSQL alike).
   */
  async takeSeat(idCompany: number, idTeam: number): Promise<boolean> {
    const result = await updateCompanyRows(db, 'learning_teams', idCompany, { idTeam })
      .set((eb) => ({ enrolledCount: eb('enrolledCount', '+', 1) }))
      .where((eb) => eb.or([eb('capacity', 'is', null), eb('enrolledCount', '<', eb.ref('capacity'))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async retireEnrollment(idCompany: number, idEnrollment: number): Promise<void> {
    await updateCompanyRows(db, 'learning_enrollments', idCompany, { idEnrollment }).set({ isCurrent: 0 }).execute();
  },

  async insertEnrollment(values: {
    idCompany: number;
    idUser: number;
    idNode: number;
    idTeam: number;
    creationDate: string;
  }): Promise<number> {
    const row = await db
      .insertInto('learning_enrollments')
      .values({
        ...values,
        status: 'NOT_ATTEMPTED',
        progress: 0,
        isCurrent: 1,
        processing: 0,
        startDate: null,
        finishDate: null,
        validityDate: null,
        lastAccessDate: null,
      })
      .returning('idEnrollment')
      .executeTakeFirstOrThrow();
    return row.idEnrollment;
  },

  async updateEnrollmentProgress(
    idCompany: number,
    idEnrollment: number,
    values: {
      status: string;
      progress: number;
      startDate?: string;
      finishDate?: string | null;
      lastAccessDate?: string;
    },
  ): Promise<void> {
    await updateCompanyRows(db, 'learning_enrollments', idCompany, { idEnrollment }).set(values).execute();
  },

  async touchEnrollment(idCompany: number, idEnrollment: number, at: string): Promise<void> {
    await updateCompanyRows(db, 'learning_enrollments', idCompany, { idEnrollment })
      .set({ lastAccessDate: at })
      .execute();
  },

  async findPendingRequests(
    idCompany: number,
    idUser: number,
    nodeIds: readonly number[],
  ): Promise<EnrollmentRequestRow[]> {
    if (nodeIds.length === 0) return [];
    return fromCompany(db, 'learning_enrollment_requests', idCompany, { idUser })
      .selectAll()
      .where('status', '=', 'PENDING')
      .where('idNode', 'in', [...new Set(nodeIds)])
      .execute();
  },

  async insertEnrollmentRequest(values: {
    idCompany: number;
    idUser: number;
    idNode: number;
    idTeam: number;
    creationDate: string;
  }): Promise<number> {
    const row = await db
      .insertInto('learning_enrollment_requests')
      .values({ ...values, status: 'PENDING', reason: null, idEnrollment: null, statusDate: values.creationDate })
      .returning('idEnrollmentRequest')
      .executeTakeFirstOrThrow();
    return row.idEnrollmentRequest;
  },

  /** A member's requests with the training title and class name, newest first. */
  async findEnrollmentRequests(
    idCompany: number,
    idUser: number,
    filter: { statuses?: string[]; offset: number; limit: number; idEnrollmentRequest?: number },
  ) {
    let query = db
      .selectFrom('learning_enrollment_requests as r')
      .innerJoin('learning_nodes as n', 'n.idNode', 'r.idNode')
      .innerJoin('learning_teams as t', 't.idTeam', 'r.idTeam')
      .where('r.idCompany', '=', idCompany)
      .where('r.idUser', '=', idUser);
    if (filter.statuses?.length) query = query.where('r.status', 'in', filter.statuses);
    if (filter.idEnrollmentRequest) query = query.where('r.idEnrollmentRequest', '=', filter.idEnrollmentRequest);
    const [{ total }, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .select([
          'r.idEnrollmentRequest',
          'n.title',
          'n.nodeCode',
          'r.idTeam',
          't.name as teamName',
          'r.creationDate',
          'r.statusDate',
          'r.status',
          'r.reason',
          'r.idEnrollment',
        ])
        .orderBy('r.creationDate', 'desc')
        .orderBy('r.idEnrollmentRequest', 'desc')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
    ]);
    return { total: Number(total), rows };
  },

  async hasEnrollmentRequests(idCompany: number, idUser: number): Promise<boolean> {
    const row = await fromCompany(db, 'learning_enrollment_requests', idCompany, { idUser })
      .select('idEnrollmentRequest')
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  },

  /** Cancels a PENDING request of the member; false when it is not pending (or not theirs). */
  async cancelEnrollmentRequest(idCompany: number, idUser: number, idEnrollmentRequest: number, at: string) {
    const result = await updateCompanyRows(db, 'learning_enrollment_requests', idCompany, {
      idUser,
      idEnrollmentRequest,
    })
      .set({ status: 'CANCELED', statusDate: at })
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async findNodeEnrollment(idCompany: number, idEnrollment: number, idNode: number) {
    return fromCompany(db, 'learning_node_enrollments', idCompany, { idEnrollment, idNode })
      .selectAll()
      .executeTakeFirst();
  },

  async findNodeEnrollmentById(idCompany: number, idUser: number, idNodeEnrollment: number) {
    return fromCompany(db, 'learning_node_enrollments', idCompany, { idUser, idNodeEnrollment })
      .selectAll()
      .executeTakeFirst();
  },

  async findNodeEnrollments(idCompany: number, idEnrollment: number, nodeIds: readonly number[]) {
    if (nodeIds.length === 0) return [];
    return fromCompany(db, 'learning_node_enrollments', idCompany, { idEnrollment })
      .selectAll()
      .where('idNode', 'in', [...new Set(nodeIds)])
      .execute();
  },

  /** Creates the node enrollment unless it exists (a concurrent visit may have created it). */
  async ensureNodeEnrollment(values: {
    idCompany: number;
    idUser: number;
    idEnrollment: number;
    idNode: number;
    idParentNodeEnrollment: number | null;
    startDate: string;
  }): Promise<{ row: NodeEnrollmentRow; created: boolean }> {
    const inserted = await db
      .insertInto('learning_node_enrollments')
      .values({ ...values, status: 'IN_PROGRESS', progress: 0, finishDate: null })
      .onConflict((oc) => oc.columns(['idEnrollment', 'idNode']).doNothing())
      .returning('idNodeEnrollment')
      .executeTakeFirst();
    const row = await fromCompany(db, 'learning_node_enrollments', values.idCompany, {
      idEnrollment: values.idEnrollment,
      idNode: values.idNode,
    })
      .selectAll()
      .executeTakeFirstOrThrow();
    return { row, created: Boolean(inserted) };
  },

  async updateNodeEnrollment(
    idCompany: number,
    idNodeEnrollment: number,
    values: { status: string; progress: number; finishDate: string | null },
  ): Promise<void> {
    await updateCompanyRows(db, 'learning_node_enrollments', idCompany, { idNodeEnrollment }).set(values).execute();
  },

  async findContentEnrollmentsOfNode(idCompany: number, idNodeEnrollment: number): Promise<ContentEnrollmentRow[]> {
    return fromCompany(db, 'learning_content_enrollments', idCompany, { idNodeEnrollment }).selectAll().execute();
  },

  /**
   * The member's content enrollment; `forUpdate` locks it until the transaction ends on PostgreSQL (SQLite's
   * writes take turns).
   */
  async findContentEnrollmentById(
    idCompany: number,
    idUser: number,
    idContentEnrollment: number,
    { forUpdate = false }: { forUpdate?: boolean } = {},
  ) {
    return fromCompany(db, 'learning_content_enrollments', idCompany, { idUser, idContentEnrollment })
      .selectAll()
      .$if(forUpdate && isPostgres(db as unknown as Kysely<unknown>), (query) => query.forUpdate())
      .executeTakeFirst();
  },

  async findContentEnrollment(idCompany: number, idNodeEnrollment: number, idContentItem: number) {
    return fromCompany(db, 'learning_content_enrollments', idCompany, { idNodeEnrollment, idContentItem })
      .selectAll()
      .executeTakeFirst();
  },

  /** Creates the content enrollment IN_PROGRESS 0 unless it exists. */
  async ensureContentEnrollment(values: {
    idCompany: number;
    idUser: number;
    idEnrollment: number;
    idNodeEnrollment: number;
    idContentItem: number;
    startDate: string;
  }): Promise<{ row: ContentEnrollmentRow; created: boolean }> {
    const inserted = await db
      .insertInto('learning_content_enrollments')
      .values({
        ...values,
        status: 'IN_PROGRESS',
        progress: 0,
        grade: null,
        lastPosition: 0,
        furthestPosition: 0,
        furthestAt: values.startDate,
        timeExecuted: 0,
        finishDate: null,
      })
      .onConflict((oc) => oc.columns(['idNodeEnrollment', 'idContentItem']).doNothing())
      .returning('idContentEnrollment')
      .executeTakeFirst();
    const row = await fromCompany(db, 'learning_content_enrollments', values.idCompany, {
      idNodeEnrollment: values.idNodeEnrollment,
      idContentItem: values.idContentItem,
    })
      .selectAll()
      .executeTakeFirstOrThrow();
    return { row, created: Boolean(inserted) };
  },

  async updateContentEnrollment(
    idCompany: number,
    idContentEnrollment: number,
    values: Partial<
      Pick<
        ContentEnrollmentRow,
        | 'status'
        | 'progress'
        | 'grade'
        | 'lastPosition'
        | 'furthestPosition'
        | 'furthestAt'
        | 'timeExecuted'
        | 'finishDate'
      >
    >,
  ): Promise<void> {
    await updateCompanyRows(db, 'learning_content_enrollments', idCompany, { idContentEnrollment })
      .set(values)
      .execute();
  },

  /** Questionnaires of the enrollment for the given evaluations, finished ones first. */
  /**
   * Every row of the member's progress in one enrollment (node and content enrollments, evaluation attempts),
   * read at once, for a write's checks to walk the whole path without a query per node.
   */
  async findEnrollmentState(idCompany: number, idEnrollment: number): Promise<EnrollmentState> {
    const [nodeEnrollments, contentEnrollments, questionnaires] = await Promise.all([
      fromCompany(db, 'learning_node_enrollments', idCompany, { idEnrollment }).selectAll().execute(),
      fromCompany(db, 'learning_content_enrollments', idCompany, { idEnrollment }).selectAll().execute(),
      fromCompany(db, 'learning_questionnaires', idCompany, { idEnrollment })
        .selectAll()
        .orderBy('idQuestionnaire', 'desc')
        .execute(),
    ]);
    return { nodeEnrollments, contentEnrollments, questionnaires };
  },

  async findQuestionnaires(idCompany: number, idEnrollment: number, evaluationIds: readonly number[]) {
    if (evaluationIds.length === 0) return [];
    return fromCompany(db, 'learning_questionnaires', idCompany, { idEnrollment })
      .selectAll()
      .where('idEvaluation', 'in', [...new Set(evaluationIds)])
      .orderBy('idQuestionnaire', 'desc')
      .execute();
  },
});

export type EnrollmentRepository = ReturnType<typeof enrollmentRepository>;
