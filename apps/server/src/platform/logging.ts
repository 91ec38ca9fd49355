import type { FastifyRequest } from 'fastify';

/** Log fields that may carry a secret; pino writes `[Redacted]` instead. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'body.password',
  'body.token',
  'body.newPassword',
  'body.pin',
  // The store's card form: never logged, even by a future body log.
  'body.creditCard',
  'body.CVV',
  '*.creditCard',
  '*.CVV',
  '*.password',
  '*.token',
];

/** Query parameters whose values never reach the log (reset links, SSO answers, tokens in URLs). */
const SECRET_PARAMS = /^(token|code|password|pin|secret|access_token|id_token|samlresponse|samlrequest|signature)$/i;

/** The URL with the values of secret query parameters replaced, for the log. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.test(name)) {
      params.set(name, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, question)}?${params.toString()}` : url;
}

/** Request lines as Fastify logs them (method, url, host, address), with secrets taken out of the URL. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
