import { z } from 'zod';
import { brazilianPortuguese } from './zod-pt-br';

// Validation messages are Brazilian Portuguese on both sides (zod-pt-br.ts); schemas override them where
// the spec gives a text.
z.config({ localeError: brazilianPortuguese });

export { z };

/**
 * The most characters a text schema accepts (through optional, nullable and default wrappers), for the
 * field's `maxLength`: a limited field says its limit instead of refusing the text after it was typed.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current; depth += 1) {
    const candidate = current as {
      maxLength?: number | null;
      unwrap?: () => unknown;
      def?: { innerType?: unknown; in?: unknown };
    };
    if (typeof candidate.maxLength === 'number') return candidate.maxLength;
    current = candidate.def?.innerType ?? candidate.def?.in ?? (candidate.unwrap ? candidate.unwrap() : undefined);
  }
  return undefined;
}
