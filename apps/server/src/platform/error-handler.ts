import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERROR_CODES, type ErrorCode, type FieldProblem } from './errors';

/**
 * One error handler for the whole API: `{ success: false, code, message, field?, requestId }`.
 * Anything the caller sent gets a 4xx with a Portuguese message; only our own faults are 500s.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (
      code: ErrorCode,
      options: { message?: string; field?: string; status?: number; errors?: FieldProblem[] | undefined } = {},
    ) =>
      reply.status(options.status ?? ERROR_CODES[code].status).send({
        success: false,
        code,
        message: options.message ?? ERROR_CODES[code].message,
        ...(options.field ? { field: options.field } : {}),
        ...(options.errors?.length ? { errors: options.errors } : {}),
        requestId: request.id,
      });

    if (error instanceof AppError) {
      return send(error.code, {
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        errors: error.errors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldOf = (path: string | undefined) => path?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const issue = error.validation[0];
      const field = fieldOf(issue?.instancePath) || undefined;
      return send('VALIDATION_FAILED', {
        message: issue?.message ?? ERROR_CODES.VALIDATION_FAILED.message,
        ...(field ? { field } : {}),
        // Every problem, so a form can show each at its field; a body is checked whole before it is refused.
        errors: error.validation.slice(0, 100).map((entry) => ({
          field: fieldOf(entry.instancePath),
          message: entry.message ?? ERROR_CODES.VALIDATION_FAILED.message,
        })),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'answer does not match its schema');
      return send('INTERNAL');
    }
    if (isDataException(error)) {
      // The database refused a value (out of range, malformed): the input was wrong, and its schema should say so.
      request.log.warn({ err: error }, 'database refused a value the schema let through');
      return send('VALIDATION_FAILED');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send('RATE_LIMITED');
    if (status === 413) return send('PAYLOAD_TOO_LARGE');
    if (status === 401) return send('UNAUTHENTICATED');
    if (status === 403) return send('FORBIDDEN');
    if (status === 404) return send('NOT_FOUND');
    if (status >= 400 && status < 500) return send('BAD_REQUEST', { status });
    request.log.error({ err: error }, 'unhandled error');
    return send('INTERNAL');
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ success: false, code: 'NOT_FOUND', message: ERROR_CODES.NOT_FOUND.message, requestId: request.id }),
  );
}

/**
 * Errors the router raises before any route runs (a malformed address, a path parameter beyond the
 * length limit), in the same shape as every other failure.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return reply.status(error.statusCode ?? 400).send({
    success: false,
    code: 'BAD_REQUEST',
    message: ERROR_CODES.BAD_REQUEST.message,
    requestId: request.id,
  });
}

/** PostgreSQL's class 22 errors (data exception): a value from the request that the column cannot take. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && error instanceof Error && 'severity' in error;
}
