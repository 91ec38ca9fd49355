import type { Db } from '../db/database';
import type { AuthContext } from './auth-context';

/** Where a change came from: the console and admin API, a pack import, or a support session. */
export type AuditSource = 'admin' | 'pack' | 'support';

/** One administrative change as the audit log keeps it. */
export type AuditEntry = {
  idCompany: number;
  /** The signed-in member; null for a pack imported from the command line. */
  idUser: number | null;
  /** The administrator behind a support session. */
  supportIdUser?: number | null;
  source: AuditSource;
  /** `<entity>.<verb>`: `user.create`, `enrollmentRequest.approve`. */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  summary?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
};

/** Who an entry names for a request: the caller, and the administrator behind a support session. */
export function auditActor(auth: AuthContext, requestId?: string) {
  return {
    idCompany: auth.idCompany,
    idUser: auth.idUser,
    supportIdUser: auth.supportIdUser ?? null,
    requestId: requestId ?? null,
  };
}

/**
 * Writes an audit entry with the database handle it is given, so the entry commits or rolls back with the
 * change it describes (pass the transaction).
 */
export async function recordAudit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      idCompany: entry.idCompany,
      idUser: entry.idUser,
      supportIdUser: entry.supportIdUser ?? null,
      source: entry.source,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      summary: entry.summary ? entry.summary.slice(0, 300) : null,
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      requestId: entry.requestId ?? null,
      createdAt: now.toISOString(),
    })
    .execute();
}
