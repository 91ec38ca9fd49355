import { PASSWORD_MIN_LENGTH } from '../constants';

/** The password rules of document 3, section 5, each with the message shown when it fails. */
export const PASSWORD_RULES = [
  { message: 'Ao menos 8 caracteres', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { message: 'Ao menos um número', test: (value: string) => /\d/.test(value) },
  { message: 'Ao menos uma letra', test: (value: string) => /\p{L}/u.test(value) },
] as const;

/** The messages of the rules a password breaks, in the spec's order; empty when it is acceptable. */
export function findPasswordProblems(value: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.message);
}
