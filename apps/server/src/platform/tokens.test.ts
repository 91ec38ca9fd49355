import { describe, expect, it } from 'vitest';
import { createTokenService, type TokenClaims } from './tokens';

/** A clock the test moves. */
function movableClock(start: string) {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const secret = new TextEncoder().encode('a-test-secret-of-enough-length-for-hs256');
const claims: TokenClaims = { idUser: 7, idCompany: 1, idApp: 2, tokenVersion: 3 };

describe('session tokens', () => {
  it('gives the claims of a token, again on the next request, and nothing once it expired', async () => {
    const clock = movableClock('2026-11-24T10:00:00Z');
    const tokens = createTokenService({ secret, ttlDays: 1, clock });
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose payload or signature was changed, even after the real one was checked', async () => {
    const clock = movableClock('2026-11-24T10:00:00Z');
    const tokens = createTokenService({ secret, ttlDays: 1, clock });
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
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
