import type { Db } from '../../../db/database';
import type {
  NewRow,
  RowPatch,
  ScoEnrollmentRow,
  ScoRow,
  ScormAttemptRow,
  ScormPackageRow,
  ScoSessionRow,
} from '../../../db/schema';

/** SCOs as members play them: SCO enrollments and their sessions. */
export const lessonsRepository = ({ db }: { db: Db }) => ({
  /** A SCO with its package, in the company. */
  async findSco(idCompany: number, idSco: number): Promise<{ sco: ScoRow; pkg: ScormPackageRow } | undefined> {
    const sco = await db
      .selectFrom('learning_scos')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idSco', '=', idSco)
      .executeTakeFirst();
    if (!sco) return undefined;
    const pkg = await db
      .selectFrom('learning_scorm_packages')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idScormPackage', '=', sco.idScormPackage)
      .executeTakeFirstOrThrow();
    return { sco, pkg };
  },

  /** The newest package of a content item: the one members play. */
  async findPackageOfContent(idCompany: number, idContentItem: number): Promise<ScormPackageRow | undefined> {
    return db
      .selectFrom('learning_scorm_packages')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idContentItem', '=', idContentItem)
      .orderBy('idScormPackage', 'desc')
      .executeTakeFirst();
  },

  /** The member's name as the run-time data gives it to SCOs. */
  async findLearnerName(idCompany: number, idUser: number): Promise<string> {
    const row = await db
      .selectFrom('users')
      .select('name')
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .executeTakeFirst();
    return row?.name ?? '';
  },

  async findScos(idCompany: number, idScormPackage: number): Promise<ScoRow[]> {
    return db
      .selectFrom('learning_scos')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idScormPackage', '=', idScormPackage)
      .orderBy('position')
      .execute();
  },

  /** A member's SCO enrollments in one package and enrollment. */
  async findScoEnrollments(
    idCompany: number,
    idUser: number,
    idEnrollment: number,
    idScormPackage: number,
  ): Promise<ScoEnrollmentRow[]> {
    return db
      .selectFrom('learning_sco_enrollments')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .where('idEnrollment', '=', idEnrollment)
      .where('idScormPackage', '=', idScormPackage)
      .execute();
  },

  /** A SCO enrollment of the member, by id. */
  async findScoEnrollment(idCompany: number, idUser: number, idScoEnrollment: number) {
    return db
      .selectFrom('learning_sco_enrollments')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .where('idScoEnrollment', '=', idScoEnrollment)
      .executeTakeFirst();
  },

  /** The member's SCO enrollment, created NOT_ATTEMPTED on the first launch (once, even when two race). */
  async findOrCreateScoEnrollment(values: NewRow<'learning_sco_enrollments'>): Promise<ScoEnrollmentRow> {
    const find = () =>
      db
        .selectFrom('learning_sco_enrollments')
        .selectAll()
        .where('idCompany', '=', values.idCompany)
        .where('idUser', '=', values.idUser)
        .where('idEnrollment', '=', values.idEnrollment)
        .where('idSco', '=', values.idSco)
        .executeTakeFirst();
    const existing = await find();
    if (existing) return existing;
    await db
      .insertInto('learning_sco_enrollments')
      .values(values)
      .onConflict((conflict) => conflict.columns(['idUser', 'idEnrollment', 'idSco']).doNothing())
      .execute();
    return (await find()) as ScoEnrollmentRow;
  },

  async updateScoEnrollment(
    idCompany: number,
    idScoEnrollment: number,
    values: RowPatch<'learning_sco_enrollments'>,
  ): Promise<void> {
    await db
      .updateTable('learning_sco_enrollments')
      .set(values)
      .where('idCompany', '=', idCompany)
      .where('idScoEnrollment', '=', idScoEnrollment)
      .execute();
  },

  async createSession(values: NewRow<'learning_sco_sessions'>): Promise<void> {
    await db.insertInto('learning_sco_sessions').values(values).execute();
  },

  /** Creates a session unless one with its key exists (two replays of an offline session's first commit). */
  async createSessionIfAbsent(values: NewRow<'learning_sco_sessions'>): Promise<void> {
    await db
      .insertInto('learning_sco_sessions')
      .values(values)
      .onConflict((conflict) => conflict.column('sessionKey').doNothing())
      .execute();
  },

  async findSession(idCompany: number, idScoEnrollment: number, sessionKey: string) {
    return db
      .selectFrom('learning_sco_sessions')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idScoEnrollment', '=', idScoEnrollment)
      .where('sessionKey', '=', sessionKey)
      .executeTakeFirst();
  },

  /** The latest session of a SCO enrollment. */
  async findLastSession(idCompany: number, idScoEnrollment: number): Promise<ScoSessionRow | undefined> {
    return db
      .selectFrom('learning_sco_sessions')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idScoEnrollment', '=', idScoEnrollment)
      .orderBy('idScoSession', 'desc')
      .executeTakeFirst();
  },

  /**
   * Applies a commit's session values only if its sequence is newer than the last applied one; false when
   * a newer commit got there first (one conditional UPDATE, so two racing commits cannot both apply).
   */
  async advanceSession(
    idScoSession: number,
    sequence: number,
    values: RowPatch<'learning_sco_sessions'>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('learning_sco_sessions')
      .set({ ...values, lastSequence: sequence })
      .where('idScoSession', '=', idScoSession)
      .where('lastSequence', '<', sequence)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Marks a session ended (the LMS ended it for a SCO that did not); later commits cannot reopen it. */
  async endSession(idScoSession: number): Promise<void> {
    await db
      .updateTable('learning_sco_sessions')
      .set({ terminated: 1 })
      .where('idScoSession', '=', idScoSession)
      .execute();
  },

  /** The member's latest attempt on a sequenced course in an enrollment. */
  async findLatestAttempt(
    idCompany: number,
    idUser: number,
    idEnrollment: number,
    idScormPackage: number,
  ): Promise<ScormAttemptRow | undefined> {
    return db
      .selectFrom('learning_scorm_attempts')
      .selectAll()
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .where('idEnrollment', '=', idEnrollment)
      .where('idScormPackage', '=', idScormPackage)
      .orderBy('attempt', 'desc')
      .executeTakeFirst();
  },

  /** Opens an attempt unless it exists (two tabs opening the course at once open it once). */
  async createAttempt(values: NewRow<'learning_scorm_attempts'>): Promise<void> {
    await db
      .insertInto('learning_scorm_attempts')
      .values(values)
      .onConflict((conflict) => conflict.columns(['idUser', 'idEnrollment', 'idScormPackage', 'attempt']).doNothing())
      .execute();
  },

  async updateAttempt(
    idCompany: number,
    idScormAttempt: number,
    values: RowPatch<'learning_scorm_attempts'>,
  ): Promise<void> {
    await db
      .updateTable('learning_scorm_attempts')
      .set(values)
      .where('idCompany', '=', idCompany)
      .where('idScormAttempt', '=', idScormAttempt)
      .execute();
  },

  /** A member's shared sequencing data (global objectives or `adl.data`) of a scope, as JSON, or null. */
  async findSharedState(idCompany: number, idUser: number, kind: string, scope: string): Promise<string | null> {
    const row = await db
      .selectFrom('learning_scorm_shared_states')
      .select('snapshot')
      .where('idCompany', '=', idCompany)
      .where('idUser', '=', idUser)
      .where('kind', '=', kind)
      .where('scope', '=', scope)
      .executeTakeFirst();
    return row?.snapshot ?? null;
  },

  async saveSharedState(values: {
    idCompany: number;
    idUser: number;
    kind: string;
    scope: string;
    snapshot: string;
    updatedAt: string;
  }): Promise<void> {
    await db
      .insertInto('learning_scorm_shared_states')
      .values(values)
      .onConflict((conflict) =>
        conflict
          .columns(['idUser', 'kind', 'scope'])
          .doUpdateSet({ snapshot: values.snapshot, updatedAt: values.updatedAt }),
      )
      .execute();
  },

  /** Seconds of all sessions, and of the sessions of one attempt. */
  async sumSessionSeconds(idScoEnrollment: number, attempt?: number): Promise<number> {
    const row = await db
      .selectFrom('learning_sco_sessions')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seconds'), eb.val(0)).as('total'))
      .where('idScoEnrollment', '=', idScoEnrollment)
      .$if(attempt !== undefined, (query) => query.where('attempt', '=', attempt as number))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },
});

export type LessonsRepository = ReturnType<typeof lessonsRepository>;
