import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

/** scrypt's parameters: CPU/memory cost `N`, block size `r`, parallelism `p`. */
export type ScryptCost = { N: number; r: number; p: number };

const KEY_LENGTH = 32;

/**
 * OWASP's Password Storage Cheat Sheet lists scrypt at N=2^17, r=8, p=1 or, for the same strength with
 * less memory, N=2^16/p=2, N=2^15/p=3, N=2^14/p=5. We take N=2^15, r=8, p=3: 32 MiB a hash, so the four
 * hashes Node's thread pool runs at once need 128 MiB instead of 512 (see docs/decisions.md).
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };

/** The cost of hashes made before the cost was raised (still accepted, upgraded at the next login). */
export const LEGACY_PASSWORD_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

/** Enough for any accepted stored cost (128 * N * r bytes, plus room). */
const maxmemOf = (cost: ScryptCost) => 128 * cost.N * cost.r * 2 + 1024 * 1024;

/** Stored costs outside these bounds are not trusted (a damaged or hostile row must not cost gigabytes). */
const isAcceptedCost = (cost: ScryptCost) =>
  Number.isInteger(cost.N) &&
  cost.N >= 2 ** 10 &&
  cost.N <= 2 ** 20 &&
  (cost.N & (cost.N - 1)) === 0 &&
  Number.isInteger(cost.r) &&
  cost.r >= 1 &&
  cost.r <= 32 &&
  Number.isInteger(cost.p) &&
  cost.p >= 1 &&
  cost.p <= 16;

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: maxmemOf(cost) });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function parseHash(stored: string | null) {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  return isAcceptedCost(cost) ? { cost, salt, hash } : null;
}

export async function verifyPassword(
  password: string,
  stored: string | null,
  cost: ScryptCost = PASSWORD_COST,
): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) {
    // Spend the same time on an unknown user as on a known one.
    await scrypt(password, randomBytes(16), KEY_LENGTH, { ...cost, maxmem: maxmemOf(cost) });
    return false;
  }
  const expected = Buffer.from(parsed.hash, 'base64url');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(parsed.salt, 'base64url'), expected.length, {
    ...parsed.cost,
    maxmem: maxmemOf(parsed.cost),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash was made at another cost than `cost`: the next right login stores a new one. */
export function needsRehash(stored: string | null, cost: ScryptCost = PASSWORD_COST): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}
