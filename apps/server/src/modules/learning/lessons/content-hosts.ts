import { isIP } from 'node:net';
import type { Clock } from '../../../platform/clock';

/** Where a request came from, as far as building an address on the same scheme, host and port goes. */
export type RequestOrigin = { protocol: string; host: string };

const CACHE_MS = 30_000;

/**
 * The host names packaged courses run on: beside each app host, from the `SCORM_CONTENT_HOST` template
 * (`scorm.{host}` by default: `scorm.academia.acme.com.br` beside `academia.acme.com.br`). Package files are
 * served only there, on an origin that is no app host, so a package's scripts never share an origin (and
 * its storage) with the app and its session; being of the same site as the app host, the frame keeps the
 * storage and service worker a course needs offline where browsers refuse them to other sites' frames.
 */
export function createContentHosts({
  template,
  companyOfAppHost,
  clock,
}: {
  template: string;
  /** The company whose app answers on a host, or null. */
  companyOfAppHost: (host: string) => Promise<number | null>;
  clock: Clock;
}) {
  const [prefix = '', suffix = ''] = template.toLowerCase().split('{host}');
  const cache = new Map<string, { idCompany: number | null; until: number }>();

  /** The app host a content host sits beside, or null when the name is no content host. */
  function appHostOf(hostname: string): string | null {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    if (!host.startsWith(prefix) || !host.endsWith(suffix)) return null;
    const app = host.slice(prefix.length, host.length - suffix.length);
    return /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/.test(app) && !app.includes('..') ? app : null;
  }

  /** The content host beside an app host (an address by number has none: `localhost`'s is used). */
  function contentHostOf(appHost: string): string {
    const host = appHost.toLowerCase().replace(/^\[|\]$/g, '');
    return `${prefix}${isIP(host) ? 'localhost' : host}${suffix}`;
  }

  return {
    appHostOf,
    contentHostOf,

    /** The company a content host belongs to (its app host's), or null; answers are kept for 30 s. */
    async companyOf(hostname: string): Promise<number | null> {
      const app = appHostOf(hostname);
      if (!app) return null;
      const now = clock.now().getTime();
      const cached = cache.get(app);
      if (cached && cached.until > now) return cached.idCompany;
      const idCompany = await companyOfAppHost(app);
      if (cache.size > 10_000) cache.clear();
      cache.set(app, { idCompany, until: now + CACHE_MS });
      return idCompany;
    },

    /** The content origin beside the app host a request came to, on its scheme and port. */
    originOf(request: RequestOrigin): string {
      const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(request.host);
      const host = match?.[1] ?? request.host;
      const port = match?.[2];
      return `${request.protocol}://${contentHostOf(host)}${port ? `:${port}` : ''}`;
    },
  };
}

export type ContentHosts = ReturnType<typeof createContentHosts>;
