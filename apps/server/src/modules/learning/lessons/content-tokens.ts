import { createHmac, timingSafeEqual } from 'node:crypto';
import { SCORM_CONTENT_TTL_MS } from '@trilha/shared/constants';
import type { Clock } from '../../../platform/clock';

/** What a package content address grants: reading the files of one package of one company. */
export type ContentGrant = { idCompany: number; idScormPackage: number };

const HOUR_MS = 60 * 60 * 1000;

/**
 * Signed path segments for `/scorm-content/<token>/<file>`. The frame of a lesson cannot send the
 * member's bearer token, so the play answer gives an address that carries its own short-lived grant.
 * Expiry is rounded up to the hour, so launches within the same hour share addresses (and the browser cache).
 */
export function createContentTokens({ secret, clock }: { secret: Uint8Array; clock: Clock }) {
  const key = createHmac('sha256', secret).update('scorm-content').digest();
  const signature = (body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);
  return {
    sign(grant: ContentGrant): string {
      const expires = Math.ceil((clock.now().getTime() + SCORM_CONTENT_TTL_MS) / HOUR_MS) * HOUR_MS;
      const body = [grant.idCompany, grant.idScormPackage, expires / 1000].map((n) => n.toString(36)).join('.');
      return `${body}.${signature(body)}`;
    },

    /** The grant of a valid, unexpired token, or null. */
    verify(token: string): ContentGrant | null {
      const match = /^([0-9a-z]{1,7})\.([0-9a-z]{1,7})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return null;
      const [, company = '', pkg = '', expires = '', given = ''] = match;
      const expected = Buffer.from(signature(`${company}.${pkg}.${expires}`));
      if (!timingSafeEqual(expected, Buffer.from(given))) return null;
      if (Number.parseInt(expires, 36) * 1000 <= clock.now().getTime()) return null;
      return { idCompany: Number.parseInt(company, 36), idScormPackage: Number.parseInt(pkg, 36) };
    },
  };
}

export type ContentTokens = ReturnType<typeof createContentTokens>;
