import { bucketFromHost } from '@trilha/shared/rules/tenant';
import type { Clock } from './clock';

const CACHE_MS = 30_000;
const CACHE_LIMIT = 10_000;

/** The host name of a `Host` header: lower case, without the port (`[::1]:3000` -> `[::1]`). */
export function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end > 0 ? value.slice(0, end + 1) : undefined;
  }
  return value.replace(/:\d*$/, '').replace(/\.$/, '') || undefined;
}

/** The port of a `Host` header, or the scheme's default port. */
export function portOf(host: string | undefined, protocol: string): string {
  const match = /:(\d+)$/.exec(host?.trim() ?? '');
  if (match?.[1]) return String(Number(match[1]));
  return protocol.replace(/:$/, '') === 'https' ? '443' : '80';
}

/** Which company a host belongs to, kept for 30 seconds per host so a request does not always cost a query. */
export type HostCompanies = {
  /**
   * The company whose app the browser opens on `host` (a `Host` header): by host name, or by bucket as the web
   * app resolves it (`acme.localhost` -> `acme`). Undefined for a host of no company.
   */
  companyOfHost: (host: string | undefined) => Promise<number | undefined>;
  /** The company of a registered host name (`app_hosts`), for browser origins; no bucket guessing. */
  companyOfRegisteredHost: (hostname: string) => Promise<number | undefined>;
};

export function createHostCompanies({
  findCompanyOfBucketOrHost,
  findCompanyOfRegisteredHost,
  clock,
}: {
  findCompanyOfBucketOrHost: (bucketOrHost: string) => Promise<number | undefined>;
  findCompanyOfRegisteredHost: (host: string) => Promise<number | undefined>;
  clock: Clock;
}): HostCompanies {
  const cached = (find: (key: string) => Promise<number | undefined>) => {
    const cache = new Map<string, { idCompany: number | undefined; until: number }>();
    return async (key: string): Promise<number | undefined> => {
      const now = clock.now().getTime();
      const hit = cache.get(key);
      if (hit && hit.until > now) return hit.idCompany;
      const idCompany = await find(key);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, { idCompany, until: now + CACHE_MS });
      return idCompany;
    };
  };
  const byBucket = cached(findCompanyOfBucketOrHost);
  const byRegistered = cached(findCompanyOfRegisteredHost);
  return {
    async companyOfHost(host) {
      const hostname = hostnameOf(host);
      if (!hostname) return undefined;
      const registered = await byRegistered(hostname);
      return registered ?? byBucket(bucketFromHost(hostname));
    },
    async companyOfRegisteredHost(hostname) {
      return byRegistered(hostname.toLowerCase());
    },
  };
}
