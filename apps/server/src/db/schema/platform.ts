import type { Generated } from 'kysely';

// What every area shares: the outbox, background jobs, the audit log, pack keys, idempotency keys and client logs.

export interface OutboxTable {
  idOutbox: Generated<number>;
  idCompany: number | null;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

export interface JobsTable {
  idJob: Generated<number>;
  /** The company the job works for, so its status can be shown to that company only; null for system jobs. */
  idCompany: number | null;
  type: string;
  /** The job's input as JSON. */
  payload: string;
  /** `queued`, `running`, `done` or `failed`. */
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  maxAttempts: number;
  /** When the job may run next (later after a failed attempt). */
  runAt: string;
  /** The instance running the job. */
  lockedBy: string | null;
  /** A running job whose lock has passed this time is taken over (its instance died). */
  lockedUntil: string | null;
  lastError: string | null;
  /** The handler's answer as JSON once done. */
  result: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One administrative change: who (and the administrator behind a support session), when, what, before and after. */
export interface AuditLogTable {
  idAuditLog: Generated<number>;
  idCompany: number;
  /** The signed-in member who made the change; null for a pack imported from the command line. */
  idUser: number | null;
  /** The administrator acting as `idUser` during a support session. */
  supportIdUser: number | null;
  /** `admin` (the console and the admin API), `pack` (a pack import) or `support` (support access). */
  source: string;
  /** What happened, `<entity>.<verb>` (`user.create`, `enrollmentRequest.approve`). */
  action: string;
  entityType: string;
  /** The row's id or pack key. */
  entityId: string | null;
  summary: string | null;
  /** The entity as JSON before and after the change (null when created or removed). */
  before: string | null;
  after: string | null;
  requestId: string | null;
  createdAt: string;
}

/** The stable key a tenant pack gives an entity, so importing the pack again updates the same row. */
export interface PackKeysTable {
  idCompany: number;
  /** `company`, `section`, `contentItem`, `evaluation`, `team`, `meeting`, `campaign`, ... */
  entityType: string;
  packKey: string;
  entityId: number;
}

/** A write sent with an `Idempotency-Key`, and the answer it got (null while it is being processed). */
export interface IdempotencyKeysTable {
  idIdempotencyKey: Generated<number>;
  idCompany: number;
  idUser: number;
  key: string;
  method: string;
  path: string;
  statusCode: number | null;
  response: string | null;
  createdAt: string;
}

/** Analytics events the app sends through `POST /logs` (share copy and click...). */
export interface ClientLogsTable {
  idClientLog: Generated<number>;
  idCompany: number;
  idUser: number;
  event: string;
  idContent: number | null;
  data: string | null;
  createdAt: string;
}
