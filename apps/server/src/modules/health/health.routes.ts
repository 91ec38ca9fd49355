import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * `GET /health` (the process is up) and `GET /ready` (it can reach its database and, when configured, Redis),
 * for load balancers. A stopping server answers 503 to both, so the balancer moves traffic away.
 */
export const healthRoutes =
  ({ db, redis }: { db: Db; redis?: Redis | undefined }): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', { config: { public: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
    app.get('/ready', { config: { public: true }, logLevel: 'warn' }, async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        if (redis) await redis.ping();
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    });
  };
