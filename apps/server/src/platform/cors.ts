import type { Clock } from './clock';

const CACHE_MS = 30_000;

/**
 * Whether a browser origin is one of the tenant hosts (the `app_hosts` table), for CORS and for socket
 * handshakes. Answers are kept for 30 seconds so a preflight does not always cost a query; a host added to
 * an app is allowed on every instance within that time.
 */
export function createOriginCheck({ hasHost, clock }: { hasHost: (host: string) => Promise<boolean>; clock: Clock }) {
  const cache = new Map<string, { allowed: boolean; until: number }>();
  return async function isAllowedOrigin(origin: string): Promise<boolean> {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    const host = url.hostname.toLowerCase();
    const now = clock.now().getTime();
    const cached = cache.get(host);
    if (cached && cached.until > now) return cached.allowed;
    const allowed = await hasHost(host);
    if (cache.size > 10_000) cache.clear();
    cache.set(host, { allowed, until: now + CACHE_MS });
    return allowed;
  };
}
