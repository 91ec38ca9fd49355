import { bucketFromHost } from '@trilha/shared/rules/tenant';
import type { Clock } from './clock';

const CACHE_MS = 30_000;
const CACHE_LIMIT = 10_000;
/** How long the hosts' version read is trusted before it is read again (a change shows on every worker by then). */
const VERSION_TRUST_MS = 1_000;

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

/**
 * Which company a host belongs to, kept for 30 seconds per host so a request does not always cost a query.
 * The answers go as soon as the hosts change: the save's process forgets them at once (`forget`), and every
 * process reads the hosts' version (`host_versions`, raised by triggers) at most once a second and forgets
 * them when it moved.
 */
export type HostCompanies = {
  /**
   * The company whose app the browser opens on `host` (a `Host` header): by host name, or by bucket as the web
   * app resolves it (`acme.localhost` -> `acme`). Undefined for a host of no company.
   */
  companyOfHost: (host: string | undefined) => Promise<number | undefined>;
  /** The company of a registered host name (`app_hosts`), for browser origins; no bucket guessing. */
  companyOfRegisteredHost: (hostname: string) => Promise<number | undefined>;
  /** Forgets every answer kept (this process; other processes see the version move). */
  forget: () => void;
};

export function createHostCompanies({
  findCompanyOfBucketOrHost,
  findCompanyOfRegisteredHost,
  readHostsVersion,
  clock,
}: {
  findCompanyOfBucketOrHost: (bucketOrHost: string) => Promise<number | undefined>;
  findCompanyOfRegisteredHost: (host: string) => Promise<number | undefined>;
  /** The hosts' version (`host_versions`); without it, answers are kept their 30 seconds. */
  readHostsVersion?: () => Promise<number>;
  clock: Clock;
}): HostCompanies {
  const caches: Array<Map<string, unknown>> = [];
  const forget = () => {
    for (const cache of caches) cache.clear();
  };
  let known: { version: number; checkedAt: number } | undefined;
  let checking: Promise<void> | undefined;
  /** Forgets the answers when the hosts' version moved since it was last read (read at most once a second). */
  async function checkVersion(now: number): Promise<void> {
    if (!readHostsVersion || (known && now - known.checkedAt < VERSION_TRUST_MS)) return;
    checking ??= (async () => {
      try {
        const version = await readHostsVersion();
        if (known && version !== known.version) forget();
        known = { version, checkedAt: now };
      } finally {
        checking = undefined;
      }
    })();
    await checking;
  }
  const cached = (find: (key: string) => Promise<number | undefined>) => {
    const cache = new Map<string, { idCompany: number | undefined; until: number }>();
    caches.push(cache);
    return async (key: string): Promise<number | undefined> => {
      const now = clock.now().getTime();
      await checkVersion(now);
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
    forget,
  };
}
