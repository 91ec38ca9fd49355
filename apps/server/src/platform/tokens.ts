import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';

/** What a session token says about its holder. */
export type TokenClaims = {
  idUser: number;
  idCompany: number;
  idApp: number;
  tokenVersion: number;
  /** Set while an administrator browses as this member: the administrator's own id. */
  supportIdUser?: number;
};

export type TokenService = ReturnType<typeof createTokenService>;

/** How many checked tokens each instance keeps (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Signs and checks HS256 JWTs; revocation is by the per-user `tokenVersion` checked on each request. */
export function createTokenService({ secret, ttlDays, clock }: { secret: Uint8Array; ttlDays: number; clock: Clock }) {
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  // Tokens already checked, with their expiry: a member's next requests skip the signature check. Only a
  // token whose signature passed is kept, and only until it expires; the oldest go first past the limit.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const remember = (token: string, claims: TokenClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAt });
  };
  return {
    async sign(claims: TokenClaims): Promise<string> {
      const payload: Record<string, number> = {
        cid: claims.idCompany,
        aid: claims.idApp,
        tv: claims.tokenVersion,
      };
      if (claims.supportIdUser) payload.sup = claims.supportIdUser;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.idUser))
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ttlDays * 24 * 60 * 60)
        .sign(secret);
    },

    /** The claims of a valid token, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > clock.now().getTime()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: clock.now() });
        const idUser = Number(payload.sub);
        const { cid, aid, tv, sup } = payload as Record<string, unknown>;
        if (!Number.isInteger(idUser) || typeof cid !== 'number' || typeof aid !== 'number' || typeof tv !== 'number') {
          return null;
        }
        const claims: TokenClaims = {
          idUser,
          idCompany: cid,
          idApp: aid,
          tokenVersion: tv,
          ...(typeof sup === 'number' ? { supportIdUser: sup } : {}),
        };
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp * 1000);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** A random single-use code for links sent by e-mail, and the hash that is stored instead of it. */
export function createOneTimeCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashOneTimeCode(code) };
}

export function hashOneTimeCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
