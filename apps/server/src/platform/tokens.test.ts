import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { companyAudience, createTokenService, type TokenClaims } from './tokens';

/** A clock the test moves. */
function movableClock(start: string) {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const secret = new TextEncoder().encode('a-test-secret-of-enough-length-for-hs256');
const claims: TokenClaims = { idUser: 7, idCompany: 1, idApp: 2, tokenVersion: 3, idSession: 11 };

describe('session tokens', () => {
  it('gives the claims of a token, again on the next request, and nothing once it expired', async () => {
    const clock = movableClock('2026-11-24T10:00:00Z');
    const tokens = createTokenService({ secret, ttlDays: 1, clock });
    const token = await tokens.sign(claims);
    const expiresAt = new Date('2026-11-25T10:00:00Z');
    expect(await tokens.verify(token)).toEqual({ ...claims, expiresAt });
    expect(await tokens.verify(token)).toEqual({ ...claims, expiresAt });
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose payload or signature was changed, even after the real one was checked', async () => {
    const clock = movableClock('2026-11-24T10:00:00Z');
    const tokens = createTokenService({ secret, ttlDays: 1, clock });
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), cid: 2 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
  });

  it("refuses another secret's token", async () => {
    const clock = movableClock('2026-11-24T10:00:00Z');
    const other = createTokenService({
      secret: new TextEncoder().encode('another-secret-of-enough-length-xx'),
      ttlDays: 1,
      clock,
    });
    const tokens = createTokenService({ secret, ttlDays: 1, clock });
    expect(await tokens.verify(await other.sign(claims))).toBeNull();
  });
});

describe('claims a session token must have', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const seconds = now.getTime() / 1000;
  const sign = (payload: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) =>
    build(new SignJWT({ cid: 1, aid: 2, tv: 3, sid: 11, ...payload }).setProtectedHeader({ alg: 'HS256' }))
      .setSubject('7')
      .sign(secret);
  const tokens = createTokenService({ secret, ttlDays: 1, clock: { now: () => now } });
  const full = (jwt: SignJWT) =>
    jwt
      .setAudience(companyAudience(1))
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 3600);

  it('accepts a token with every claim', async () => {
    expect(await tokens.verify(await sign({}, full))).toMatchObject(claims);
  });

  it('refuses a token without an expiry', async () => {
    const token = await sign({}, (jwt) => jwt.setAudience(companyAudience(1)).setIssuedAt(seconds));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token issued in the future (beyond a few seconds of clock difference)', async () => {
    const token = await sign({}, (jwt) =>
      full(jwt)
        .setIssuedAt(seconds + 3600)
        .setExpirationTime(seconds + 7200),
    );
    expect(await tokens.verify(token)).toBeNull();
    const slightly = await sign({}, (jwt) => full(jwt).setIssuedAt(seconds + 5));
    expect(await tokens.verify(slightly)).not.toBeNull();
  });

  it('refuses a token without an issue time, a session or its company as audience', async () => {
    expect(
      await tokens.verify(
        await sign({}, (jwt) => jwt.setAudience(companyAudience(1)).setExpirationTime(seconds + 3600)),
      ),
    ).toBeNull();
    expect(await tokens.verify(await sign({ sid: undefined }, full))).toBeNull();
    expect(await tokens.verify(await sign({}, (jwt) => full(jwt).setAudience(companyAudience(2))))).toBeNull();
    expect(await tokens.verify(await sign({}, (jwt) => full(jwt).setAudience('trilha')))).toBeNull();
  });
});
