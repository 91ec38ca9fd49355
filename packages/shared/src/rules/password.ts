import { PASSWORD_MIN_LENGTH } from '../constants';

/** Said when a password is one that guessing or a list of leaked passwords finds first. */
export const PASSWORD_TOO_COMMON = 'Não use uma senha comum ou fácil de adivinhar';

/**
 * Words that leaked-password lists and guessing tools try first, with digits and symbols around them
 * ('Senha@2024', 'trilha123', 'P@ssw0rd1'): the product's name, the usual Portuguese and English choices,
 * keyboard rows and the most common names of teams and feelings. Compared after removing accents, digits
 * and symbols at the ends, and undoing the usual letter swaps (`@` for `a`, `0` for `o`...).
 */
const COMMON_WORDS = new Set([
  'trilha',
  'senha',
  'minhasenha',
  'novasenha',
  'mudar',
  'mudarsenha',
  'mudeasenha',
  'trocar',
  'password',
  'passw',
  'pass',
  'passwd',
  'brasil',
  'admin',
  'administrador',
  'teste',
  'test',
  'usuario',
  'user',
  'login',
  'acesso',
  'bemvindo',
  'welcome',
  'qwerty',
  'qwert',
  'qwertyuiop',
  'asdf',
  'asdfg',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'qazwsx',
  'abc',
  'abcd',
  'abcde',
  'abcdef',
  'abcdefg',
  'abcdefgh',
  'iloveyou',
  'teamo',
  'amor',
  'deus',
  'jesus',
  'flamengo',
  'corinthians',
  'palmeiras',
  'saopaulo',
  'vasco',
  'gremio',
  'cruzeiro',
  'santos',
  'futebol',
  'empresa',
  'trabalho',
  'master',
  'dragon',
  'monkey',
  'letmein',
  'football',
  'princess',
  'sunshine',
  'default',
  'changeme',
  'secret',
  'hello',
]);

/** Whole passwords of the same lists that are not a word with digits around it. */
const COMMON_PASSWORDS = new Set([
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'a1b2c3d4',
  'a1s2d3f4',
  '1a2b3c4d',
  'qwe123qwe',
  '1qaz2wsx',
  'zaq12wsx',
  'abc123abc',
]);

const LETTER_SWAPS: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  '5': 's',
  $: 's',
  '7': 't',
};

/** Lower case without accents. */
function plain(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const unswap = (value: string) => [...value].map((char) => LETTER_SWAPS[char] ?? char).join('');
const trimNonLetters = (value: string) => value.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/**
 * The words a password may be built on: without the digits and symbols at its ends, letter swaps undone
 * (`Tr1lh@2024` -> `trilha`, `P@ssw0rd1` -> `password`).
 */
function baseWords(value: string): string[] {
  const lower = plain(value);
  const withoutDigits = lower.replace(/^\d+|\d+$/g, '');
  return [...new Set([unswap(trimNonLetters(lower)), trimNonLetters(unswap(withoutDigits))])];
}

/** What else a guesser of this member's password would try: their names, login and the app's names. */
export type PasswordContext = { words?: Array<string | null | undefined> };

/**
 * True when the password is one a guesser tries first: a common password, a common word (or a word of the
 * context) with digits and symbols around it, or built on fewer than three different letters.
 */
export function isCommonPassword(value: string, context: PasswordContext = {}): boolean {
  const whole = plain(value);
  if (COMMON_PASSWORDS.has(whole)) return true;
  const bases = baseWords(value).flatMap((base) => [base, base.replace(/[^\p{L}]/gu, '')]);
  if (new Set(plain(value).replace(/[^\p{L}]/gu, '')).size < 3) return true;
  if (bases.some((base) => COMMON_WORDS.has(base))) return true;
  const personal = (context.words ?? [])
    .flatMap((word) => (word ? plain(word).split(/[^\p{L}\p{N}]+/u) : []))
    .filter((word) => word.length >= 3);
  const joined = (context.words ?? []).map((word) => plain(word ?? '').replace(/[^\p{L}\p{N}]+/gu, ''));
  return [...personal, ...joined].some((word) => word.length >= 3 && bases.includes(word));
}

/** The password rules of document 3, section 5, each with the message shown when it fails, and ours. */
export const PASSWORD_RULES = [
  { message: 'Ao menos 8 caracteres', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { message: 'Ao menos um número', test: (value: string) => /\d/.test(value) },
  { message: 'Ao menos uma letra', test: (value: string) => /\p{L}/u.test(value) },
  // Ours, after the specification's: see docs/decisions.md, "Passwords".
  { message: PASSWORD_TOO_COMMON, test: (value: string) => value.length === 0 || !isCommonPassword(value) },
] as const;

/** The messages of the rules a password breaks, in the spec's order; empty when it is acceptable. */
export function findPasswordProblems(value: string, context: PasswordContext = {}): string[] {
  const problems: string[] = PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.message);
  if (!problems.includes(PASSWORD_TOO_COMMON) && value.length > 0 && isCommonPassword(value, context)) {
    problems.push(PASSWORD_TOO_COMMON);
  }
  return problems;
}
