import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** `GET /health` (the process is up) and `GET /ready` (it can reach its database), for load balancers. */
export const healthRoutes =
  ({ db }: { db: Db }): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', { config: { public: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
    app.get('/ready', { config: { public: true }, logLevel: 'warn' }, async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    });
  };
