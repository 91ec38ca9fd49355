import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';

/** What a session token says about its holder. */
export type TokenClaims = {
  idUser: number;
  idCompany: number;
  idApp: number;
  tokenVersion: number;
  /** The session row (`user_sessions`) the token belongs to; ending the row ends the token. */
  idSession: number;
  /** Set while an administrator browses as this member: the administrator's own id. */
  supportIdUser?: number;
};

/** A checked token's claims and the moment it expires. */
export type VerifiedToken = TokenClaims & { expiresAt: Date };

export type TokenService = ReturnType<typeof createTokenService>;

/** How many checked tokens each instance keeps (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Instances' clocks may differ by this much: a token issued "in the future" by less is accepted. */
const CLOCK_SKEW_SECONDS = 30;

/** The audience of a company's tokens: a token is accepted only on that company's hosts. */
export function companyAudience(idCompany: number): string {
  return `trilha:company:${idCompany}`;
}

/**
 * Signs and checks HS256 JWTs. A token must carry `exp`, an `iat` that is not in the future, its company as
 * audience and its session (`sid`); revocation is by the session row and the per-user `tokenVersion`,
 * both checked on each request.
 */
export function createTokenService({ secret, ttlDays, clock }: { secret: Uint8Array; ttlDays: number; clock: Clock }) {
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  const ttlSeconds = ttlDays * 24 * 60 * 60;
  // Tokens already checked, with their expiry: a member's next requests skip the signature check. Only a
  // token whose signature and claims passed is kept, and only until it expires; the oldest go first past the limit.
  const verified = new Map<string, VerifiedToken>();
  const remember = (token: string, claims: VerifiedToken) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };
  return {
    /** How long a token signed now stays valid. */
    ttlMs: ttlSeconds * 1000,

    async sign(claims: TokenClaims): Promise<string> {
      const payload: Record<string, number> = {
        cid: claims.idCompany,
        aid: claims.idApp,
        tv: claims.tokenVersion,
        sid: claims.idSession,
      };
      if (claims.supportIdUser) payload.sup = claims.supportIdUser;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.idUser))
        .setAudience(companyAudience(claims.idCompany))
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ttlSeconds)
        .sign(secret);
    },

    /** The claims of a valid token, or null when it is malformed, forged, expired or lacks a required claim. */
    async verify(token: string): Promise<VerifiedToken | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > clock.now().getTime()) return known;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
          requiredClaims: ['exp', 'iat', 'sub', 'aud'],
        });
        const idUser = Number(payload.sub);
        const { cid, aid, tv, sid, sup, iat, exp } = payload as Record<string, unknown>;
        if (
          !Number.isInteger(idUser) ||
          typeof cid !== 'number' ||
          typeof aid !== 'number' ||
          typeof tv !== 'number' ||
          typeof sid !== 'number' ||
          typeof iat !== 'number' ||
          typeof exp !== 'number' ||
          iat > seconds() + CLOCK_SKEW_SECONDS ||
          payload.aud !== companyAudience(cid)
        ) {
          return null;
        }
        const claims: VerifiedToken = {
          idUser,
          idCompany: cid,
          idApp: aid,
          tokenVersion: tv,
          idSession: sid,
          ...(typeof sup === 'number' ? { supportIdUser: sup } : {}),
          expiresAt: new Date(exp * 1000),
        };
        remember(token, claims);
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
