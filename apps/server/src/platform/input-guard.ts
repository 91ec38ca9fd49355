import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Refuses a request whose body, query or path holds a NUL character anywhere, in a value or a key: no field
 * of ours accepts one, PostgreSQL cannot store one, and such input is only ever an attack or a corrupted client.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNul(value, 0);
      if (field !== undefined) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'Há um caractere inválido nos dados enviados.',
          ...(field ? { field } : part === 'body' ? {} : { field: part }),
        });
      }
    }
  });
}

/** The path of the first string holding a NUL ('' at the top), or undefined when there is none. */
function findNul(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : undefined;
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, entry] of Object.entries(value)) {
    if (key.includes('\u0000')) return key.replaceAll('\u0000', '');
    const inner = findNul(entry, depth + 1);
    if (inner !== undefined) return inner ? `${key}.${inner}` : key;
  }
  return undefined;
}
