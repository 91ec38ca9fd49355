import { fromCompany, updateCompanyRows } from '../../../db/company-rows';
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
import { scormPackagesRepository } from './scorm-packages.repository';

/** SCOs as members play them: SCO enrollments and their sessions. */
export const lessonsRepository = ({ db }: { db: Db }) => {
  const packages = scormPackagesRepository({ db });
  return {
    /** The newest package of a content item: the one members play. */
    findPackageOfContent: packages.findPackageOfContent,
    findScos: packages.findScos,

    /** A SCO with its package, in the company. */
    async findSco(idCompany: number, idSco: number): Promise<{ sco: ScoRow; pkg: ScormPackageRow } | undefined> {
      const sco = await fromCompany(db, 'learning_scos', idCompany, { idSco }).selectAll().executeTakeFirst();
      if (!sco) return undefined;
      const pkg = await fromCompany(db, 'learning_scorm_packages', idCompany, { idScormPackage: sco.idScormPackage })
        .selectAll()
        .executeTakeFirstOrThrow();
      return { sco, pkg };
    },

    /** The member's name as the run-time data gives it to SCOs. */
    async findLearnerName(idCompany: number, idUser: number): Promise<string> {
      const row = await fromCompany(db, 'users', idCompany, { idUser }).select('name').executeTakeFirst();
      return row?.name ?? '';
    },

    /** A member's SCO enrollments in one package and enrollment. */
    async findScoEnrollments(
      idCompany: number,
      idUser: number,
      idEnrollment: number,
      idScormPackage: number,
    ): Promise<ScoEnrollmentRow[]> {
      return fromCompany(db, 'learning_sco_enrollments', idCompany, { idUser, idEnrollment, idScormPackage })
        .selectAll()
        .execute();
    },

    /** A SCO enrollment of the member, by id. */
    async findScoEnrollment(idCompany: number, idUser: number, idScoEnrollment: number) {
      return fromCompany(db, 'learning_sco_enrollments', idCompany, { idUser, idScoEnrollment })
        .selectAll()
        .executeTakeFirst();
    },

    /** The member's SCO enrollment, created NOT_ATTEMPTED on the first launch (once, even when two race). */
    async findOrCreateScoEnrollment(values: NewRow<'learning_sco_enrollments'>): Promise<ScoEnrollmentRow> {
      const find = () =>
        fromCompany(db, 'learning_sco_enrollments', values.idCompany, {
          idUser: values.idUser,
          idEnrollment: values.idEnrollment,
          idSco: values.idSco,
        })
          .selectAll()
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
      await updateCompanyRows(db, 'learning_sco_enrollments', idCompany, { idScoEnrollment }).set(values).execute();
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
      return fromCompany(db, 'learning_sco_sessions', idCompany, { idScoEnrollment, sessionKey })
        .selectAll()
        .executeTakeFirst();
    },

    /** The latest session of a SCO enrollment. */
    async findLastSession(idCompany: number, idScoEnrollment: number): Promise<ScoSessionRow | undefined> {
      return fromCompany(db, 'learning_sco_sessions', idCompany, { idScoEnrollment })
        .selectAll()
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
      return fromCompany(db, 'learning_scorm_attempts', idCompany, { idUser, idEnrollment, idScormPackage })
        .selectAll()
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
      await updateCompanyRows(db, 'learning_scorm_attempts', idCompany, { idScormAttempt }).set(values).execute();
    },

    /** A member's shared sequencing data (global objectives or `adl.data`) of a scope, as JSON, or null. */
    async findSharedState(idCompany: number, idUser: number, kind: string, scope: string): Promise<string | null> {
      const row = await fromCompany(db, 'learning_scorm_shared_states', idCompany, { idUser, kind, scope })
        .select('snapshot')
        .executeTakeFirst();
      return row?.snapshot ?? null;
    },

    async saveSharedState(values: NewRow<'learning_scorm_shared_states'>): Promise<void> {
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
  };
};

export type LessonsRepository = ReturnType<typeof lessonsRepository>;
