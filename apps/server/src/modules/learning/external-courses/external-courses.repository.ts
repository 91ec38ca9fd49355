import { fromCompany, updateCompanyRows } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import type { ExternalCourseRow } from '../../../db/schema';
import { type AuditEntry, recordAudit } from '../../../platform/audit';

type ExternalCourseValues = Omit<ExternalCourseRow, 'idUserExternalCourse'>;

/** Members' external-course requests (Kysely only). */
export const externalCoursesRepository = ({ db }: { db: Db }) => ({
  /** A page of one member's requests (or of the whole company when `idUser` is null), newest first. */
  async findExternalCourses(
    idCompany: number,
    idUser: number | null,
    filter: { statuses: readonly string[]; offset: number; limit: number },
  ) {
    let base = db.selectFrom('learning_external_courses as x').where('x.idCompany', '=', idCompany);
    if (idUser !== null) base = base.where('x.idUser', '=', idUser);
    if (filter.statuses.length > 0) base = base.where('x.status', 'in', filter.statuses);
    const [rows, total] = await Promise.all([
      base
        .innerJoin('users as u', 'u.idUser', 'x.idUser')
        .selectAll('x')
        .select('u.name as userName')
        .orderBy('x.idUserExternalCourse', 'desc')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.total ?? 0) };
  },

  async findExternalCourse(idCompany: number, idUser: number | null, id: number) {
    let query = fromCompany(db, 'learning_external_courses', idCompany, { idUserExternalCourse: id }).selectAll();
    if (idUser !== null) query = query.where('idUser', '=', idUser);
    return query.executeTakeFirst();
  },

  /** A new request; a resubmission marks its rejected parent in the same transaction (only once). */
  async insertExternalCourse(values: ExternalCourseValues): Promise<number | null> {
    return db.transaction().execute(async (trx) => {
      if (values.idParentUserExternalCourse !== null) {
        const marked = await updateCompanyRows(trx, 'learning_external_courses', values.idCompany, {
          idUser: values.idUser,
          idUserExternalCourse: values.idParentUserExternalCourse,
        })
          .set({ hasResubmission: 1 })
          .where('status', '=', 'REJECTED')
          .where('hasResubmission', '=', 0)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return null;
      }
      const row = await trx
        .insertInto('learning_external_courses')
        .values(values)
        .returning('idUserExternalCourse')
        .executeTakeFirstOrThrow();
      return row.idUserExternalCourse;
    });
  },

  /** Changes a request still in analysis; false when it is no longer PENDING. */
  async updatePending(
    idCompany: number,
    idUser: number,
    id: number,
    values: Partial<ExternalCourseValues>,
  ): Promise<boolean> {
    const result = await updateCompanyRows(db, 'learning_external_courses', idCompany, {
      idUser,
      idUserExternalCourse: id,
    })
      .set(values)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** An administrator's decision on a PENDING request with its audit entry; false when already decided. */
  async decide(
    idCompany: number,
    id: number,
    values: { status: string; statusReason: string | null; reviewedBy: number; lastModifiedDate: string },
    audit: AuditEntry,
    now: Date,
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const result = await updateCompanyRows(trx, 'learning_external_courses', idCompany, { idUserExternalCourse: id })
        .set(values)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await recordAudit(trx, audit, now);
      return true;
    });
  },
});

export type ExternalCoursesRepository = ReturnType<typeof externalCoursesRepository>;
