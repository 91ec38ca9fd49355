import { randomUUID } from 'node:crypto';
import type {
  AdminExternalCoursesResponse,
  CreateExternalCourseRequest,
  ExternalCourse,
  ExternalCourseForm,
  ExternalCourseResponse,
  ExternalCoursesResponse,
} from '@trilha/shared/api/learning-journey';
import { EXTERNAL_COURSE_FILE_MAX_BYTES } from '@trilha/shared/constants';
import { cleanFileName, isExternalCoursePeriodValid } from '@trilha/shared/rules/journey';
import { fileTypeFromBuffer } from 'file-type';
import type { ExternalCourseRow } from '../../../db/schema';
import { auditActor } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { Storage } from '../../../platform/storage';
import type { NotifyMembers } from '../../notifications/notifications.service';
import type { ExternalCoursesRepository } from './external-courses.repository';

/** The feature that switches external courses on for a company. */
export const EXTERNAL_COURSES_FEATURE = 'EXTERNAL_COURSES';

/** Evidence kinds by their bytes (document 3, 5: PDF, JPG or PNG). */
const EVIDENCE_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Where a member's evidence files are kept: the form may only point at these. */
export const evidencePrefix = (idCompany: number, idUser: number) => `external-courses/${idCompany}/${idUser}/`;

/** The day members see (Brasília time), as `YYYY-MM-DD`. */
export function todayInBrazil(now: Date): string {
  return new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}

function toExternalCourse(row: ExternalCourseRow): ExternalCourse {
  return {
    idUserExternalCourse: row.idUserExternalCourse,
    title: row.title,
    type: row.type,
    workload: row.workload,
    startDate: row.startDate,
    finishDate: row.finishDate,
    expirationDate: row.expirationDate,
    entityName: row.entityName,
    evidencePath: row.evidencePath,
    status: row.status as ExternalCourse['status'],
    statusReason: row.statusReason,
    hasResubmission: row.hasResubmission ? 1 : 0,
    idParentUserExternalCourse: row.idParentUserExternalCourse,
    creationDate: row.creationDate,
    lastModifiedDate: row.lastModifiedDate,
  };
}

/** External-course requests (spec 3, 4.12, 5 and 7.7) and their validation by administrators. */
export const externalCoursesService = ({
  externalCoursesRepository,
  storage,
  requireFeature,
  notifyMembers,
  clock,
}: {
  externalCoursesRepository: ExternalCoursesRepository;
  storage: Storage;
  /** Refuses the call when the company has not switched the feature on. */
  requireFeature: (auth: AuthContext, code: string) => Promise<void>;
  notifyMembers: NotifyMembers;
  clock: Clock;
}) => {
  /** The form's fields once checked against today and the member's own evidence files. */
  function checkedFields(auth: AuthContext, form: ExternalCourseForm) {
    if (!isExternalCoursePeriodValid(form.startDate, form.finishDate, todayInBrazil(clock.now()))) {
      throw new AppError('EXTERNAL_COURSE_PERIOD_INVALID', { field: 'finishDate' });
    }
    const evidencePath = form.evidencePath?.trim() || null;
    if (evidencePath && !evidencePath.startsWith(storage.url(evidencePrefix(auth.idCompany, auth.idUser)))) {
      throw new AppError('EVIDENCE_INVALID', { field: 'evidencePath' });
    }
    if (evidencePath && /(^|\/)\.\.(\/|$)/.test(evidencePath)) throw new AppError('EVIDENCE_INVALID');
    return {
      title: form.title,
      type: form.type,
      workload: form.workload,
      startDate: form.startDate,
      finishDate: form.finishDate,
      expirationDate: form.expirationDate ?? null,
      entityName: form.entityName,
      evidencePath,
    };
  }

  async function requireOwn(auth: AuthContext, id: number): Promise<ExternalCourseRow> {
    await requireFeature(auth, EXTERNAL_COURSES_FEATURE);
    const row = await externalCoursesRepository.findExternalCourse(auth.idCompany, auth.idUser, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function getExternalCourse(auth: AuthContext, id: number): Promise<ExternalCourseResponse> {
    return { success: true, result: toExternalCourse(await requireOwn(auth, id)) };
  }

  async function decide(
    auth: AuthContext,
    id: number,
    decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null },
    requestId: string,
  ) {
    const row = await externalCoursesRepository.findExternalCourse(auth.idCompany, null, id);
    if (!row) throw new AppError('NOT_FOUND');
    const now = clock.now();
    const values = {
      status: decision.status,
      statusReason: decision.reason,
      reviewedBy: auth.idUser,
      lastModifiedDate: now.toISOString(),
    };
    const done = await externalCoursesRepository.decide(
      auth.idCompany,
      id,
      values,
      {
        ...auditActor(auth, requestId),
        source: 'admin',
        action: decision.status === 'APPROVED' ? 'externalCourse.approve' : 'externalCourse.reject',
        entityType: 'externalCourse',
        entityId: id,
        summary: `${row.title}${decision.reason ? `: ${decision.reason}` : ''}`,
        before: { status: row.status, statusReason: row.statusReason },
        after: { status: values.status, statusReason: values.statusReason },
      },
      now,
    );
    if (!done) throw new AppError('EXTERNAL_COURSE_DECIDED');
    const isApproved = decision.status === 'APPROVED';
    await notifyMembers(
      auth.idCompany,
      isApproved ? 'EXTERNAL_COURSE_APPROVED' : 'EXTERNAL_COURSE_REJECTED',
      [row.idUser],
      {
        subject: isApproved ? `Curso externo validado: ${row.title}` : `Curso externo rejeitado: ${row.title}`,
        text: isApproved
          ? `O seu curso externo "${row.title}" foi validado e já conta no seu histórico.`
          : [
              `O seu curso externo "${row.title}" foi rejeitado.`,
              ...(decision.reason ? [`Motivo: ${decision.reason}`] : []),
              '',
              'Você pode corrigir o pedido em Cursos externos, pela opção Editar, e reenviá-lo para análise.',
            ].join('\n'),
      },
    );
    const updated = await externalCoursesRepository.findExternalCourse(auth.idCompany, null, id);
    return { success: true as const, result: toExternalCourse(updated as ExternalCourseRow) };
  }

  return {
    /** `GET /learning/externalcourses`: the member's requests, filtered by status, 10 a page. */
    async listExternalCourses(
      auth: AuthContext,
      query: { offset: number; limit: number; statuses: readonly string[] },
    ): Promise<ExternalCoursesResponse> {
      await requireFeature(auth, EXTERNAL_COURSES_FEATURE);
      const { rows, total } = await externalCoursesRepository.findExternalCourses(auth.idCompany, auth.idUser, query);
      return { success: true, totalRecords: total, result: rows.map(toExternalCourse) };
    },

    getExternalCourse,

    /** A new request (PENDING), or the resubmission of a rejected one linked to it by idParentUserExternalCourse. */
    async createExternalCourse(auth: AuthContext, body: CreateExternalCourseRequest): Promise<ExternalCourseResponse> {
      await requireFeature(auth, EXTERNAL_COURSES_FEATURE);
      const fields = checkedFields(auth, body);
      const idParent = body.idParentUserExternalCourse ?? null;
      if (idParent !== null) {
        const parent = await externalCoursesRepository.findExternalCourse(auth.idCompany, auth.idUser, idParent);
        if (!parent) throw new AppError('NOT_FOUND');
      }
      const at = clock.now().toISOString();
      const id = await externalCoursesRepository.insertExternalCourse({
        idCompany: auth.idCompany,
        idUser: auth.idUser,
        ...fields,
        status: 'PENDING',
        statusReason: null,
        hasResubmission: 0,
        idParentUserExternalCourse: idParent,
        reviewedBy: null,
        creationDate: at,
        lastModifiedDate: at,
      });
      if (id === null) throw new AppError('EXTERNAL_COURSE_NOT_RESUBMITTABLE');
      return getExternalCourse(auth, id);
    },

    /** Edits a request still in analysis. */
    async updateExternalCourse(
      auth: AuthContext,
      id: number,
      form: ExternalCourseForm,
    ): Promise<ExternalCourseResponse> {
      const row = await requireOwn(auth, id);
      if (row.status !== 'PENDING') throw new AppError('EXTERNAL_COURSE_NOT_EDITABLE');
      const fields = checkedFields(auth, form);
      const changed = await externalCoursesRepository.updatePending(auth.idCompany, auth.idUser, id, {
        ...fields,
        lastModifiedDate: clock.now().toISOString(),
      });
      if (!changed) throw new AppError('EXTERNAL_COURSE_NOT_EDITABLE');
      return getExternalCourse(auth, id);
    },

    /** Cancels a request in analysis (irreversible). */
    async cancelExternalCourse(auth: AuthContext, id: number): Promise<ExternalCourseResponse> {
      await requireOwn(auth, id);
      const changed = await externalCoursesRepository.updatePending(auth.idCompany, auth.idUser, id, {
        status: 'CANCELED',
        lastModifiedDate: clock.now().toISOString(),
      });
      if (!changed) throw new AppError('EXTERNAL_COURSE_NOT_EDITABLE');
      return getExternalCourse(auth, id);
    },

    /** `POST /uploads/externalcourse`: evidence checked by its bytes (PDF, JPG, PNG) and size (5 MB). */
    async storeEvidence(auth: AuthContext, bytes: Buffer, fileName: string | undefined): Promise<string> {
      await requireFeature(auth, EXTERNAL_COURSES_FEATURE);
      if (bytes.length === 0) throw new AppError('FILE_REQUIRED');
      if (bytes.length > EXTERNAL_COURSE_FILE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
      const type = await fileTypeFromBuffer(bytes);
      const extension = type ? EVIDENCE_TYPES[type.mime] : undefined;
      if (!type || !extension) throw new AppError('EVIDENCE_INVALID_TYPE');
      const base = cleanFileName(fileName ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'evidencia';
      // A random part: stored files are public by address, so the address must not be guessable.
      const key = `${evidencePrefix(auth.idCompany, auth.idUser)}${randomUUID()}/${base.slice(0, 80)}.${extension}`;
      await storage.put(key, bytes, type.mime);
      return storage.url(key);
    },

    /** The console's list of every member's requests. */
    async listForAdmin(
      auth: AuthContext,
      query: { offset: number; limit: number; status?: string | undefined },
    ): Promise<AdminExternalCoursesResponse> {
      const { rows, total } = await externalCoursesRepository.findExternalCourses(auth.idCompany, null, {
        statuses: query.status ? [query.status] : [],
        offset: query.offset,
        limit: query.limit,
      });
      return {
        success: true,
        totalRecords: total,
        result: rows.map((row) => ({ ...toExternalCourse(row), idUser: row.idUser, userName: row.userName })),
      };
    },

    approve: (auth: AuthContext, id: number, requestId: string) =>
      decide(auth, id, { status: 'APPROVED', reason: null }, requestId),
    reject: (auth: AuthContext, id: number, reason: string, requestId: string) =>
      decide(auth, id, { status: 'REJECTED', reason }, requestId),
  };
};

export type ExternalCoursesService = ReturnType<typeof externalCoursesService>;
