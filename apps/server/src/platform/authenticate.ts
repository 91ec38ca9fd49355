import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth-context';
import { AppError } from './errors';

/**
 * Every route needs a valid bearer token unless its config says `public: true`, so a new route is
 * protected by default. The token's `tokenVersion` is checked against the member's row on each request.
 */
export function registerAuthentication(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<AuthContext | null>,
): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const auth = token ? await authenticate(token) : null;
    if (!auth) throw new AppError('UNAUTHENTICATED');
    request.auth = auth;
  });
}
