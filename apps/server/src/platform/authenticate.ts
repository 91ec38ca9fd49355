import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth-context';
import { AppError } from './errors';

/**
 * Every route needs a valid bearer token unless its config says `public: true`, so a new route is
 * protected by default. The token's session and `tokenVersion` are checked against the database on each
 * request, and its company against the host's.
 */
export function registerAuthentication(
  app: FastifyInstance,
  authenticate: (token: string, host: string | undefined) => Promise<AuthContext | null>,
): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    // The host is part of the check: a token is accepted only on its company's hosts.
    const auth = token ? await authenticate(token, request.host) : null;
    if (!auth) throw new AppError('UNAUTHENTICATED');
    request.auth = auth;
  });
}
