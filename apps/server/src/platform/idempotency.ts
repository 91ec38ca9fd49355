import type { FastifyInstance } from 'fastify';
import { deleteCompanyRows, fromCompany } from '../db/company-rows';
import { type Db, isUniqueViolation } from '../db/database';
import { type Clock, isoNow } from './clock';
import { AppError } from './errors';

/** The header a device sends with a write it may send again (an offline queue's replay). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The header that marks an answer given again from the first one. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
/** A kept answer is given again for this long; older keys are forgotten. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A request whose processing row is older than this died with its instance: its key may be used again. */
const PROCESSING_TAKEOVER_MS = 60 * 1000;
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,100}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The row kept for this request's `Idempotency-Key`, while it is processed. */
    idempotencyRow: number | null;
  }
}

/**
 * Writes with an `Idempotency-Key` header run once per member and key: the first answer (2xx) is kept and a
 * repeat gets it again, with `Idempotent-Replayed: true`, without running the route; a failed first attempt
 * is forgotten so it can be sent again. A repeat arriving while the first is still running gets 409.
 */
export function registerIdempotency(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
  app.decorateRequest('idempotencyRow', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !WRITE_METHODS.has(request.method) || !request.auth) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
    const { idCompany, idUser } = request.auth;
    const path = request.url.slice(0, 1000);
    const now = clock.now();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const row = await db
          .insertInto('idempotency_keys')
          .values({
            idCompany,
            idUser,
            key,
            method: request.method,
            path,
            statusCode: null,
            response: null,
            createdAt: isoNow(clock),
          })
          .returning('idIdempotencyKey')
          .executeTakeFirstOrThrow();
        request.idempotencyRow = row.idIdempotencyKey;
        // The member's keys older than a replay may take are forgotten as new ones arrive.
        await deleteCompanyRows(db, 'idempotency_keys', idCompany, { idUser })
          .where('createdAt', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
          .execute();
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const kept = await fromCompany(db, 'idempotency_keys', idCompany, { idUser, key }).selectAll().executeTakeFirst();
      if (!kept) continue;
      if (kept.method !== request.method || kept.path !== path) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (kept.statusCode !== null) {
        return reply
          .code(kept.statusCode)
          .header(IDEMPOTENT_REPLAY_HEADER, 'true')
          .header('content-type', 'application/json; charset=utf-8')
          .send(kept.response ?? '');
      }
      const started = Date.parse(kept.createdAt);
      if (now.getTime() - started < PROCESSING_TAKEOVER_MS) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      // Its instance died mid-request: forget it and take the key over.
      await db.deleteFrom('idempotency_keys').where('idIdempotencyKey', '=', kept.idIdempotencyKey).execute();
    }
    throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyRow;
    if (id === null) return payload;
    request.idempotencyRow = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && (typeof payload === 'string' || payload === null)) {
      await db
        .updateTable('idempotency_keys')
        .set({ statusCode: reply.statusCode, response: payload ?? '' })
        .where('idIdempotencyKey', '=', id)
        .execute();
    } else {
      await db.deleteFrom('idempotency_keys').where('idIdempotencyKey', '=', id).execute();
    }
    return payload;
  });

  // A request that ended without an answer (the connection dropped) frees its key too.
  app.addHook('onResponse', async (request) => {
    const id = request.idempotencyRow;
    if (id === null) return;
    request.idempotencyRow = null;
    await db.deleteFrom('idempotency_keys').where('idIdempotencyKey', '=', id).execute();
  });
}
