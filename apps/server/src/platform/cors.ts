import { type HostCompanies, hostnameOf, portOf } from './host-company';

/** The host a browser called and the scheme it used (behind a trusted proxy, the proxy's forwarded ones). */
export type OriginTarget = { host: string | undefined; protocol: string };

/**
 * Whether a browser page of `origin` may call this host (CORS) or open a socket on it: the page's own
 * origin, or another registered host of the same company with exactly the same scheme and port. A host of
 * another company, another scheme (`http:` calling `https:`) or another port (another service on the same
 * name) is refused.
 */
export function createOriginCheck({ hosts }: { hosts: HostCompanies }) {
  return async function isAllowedOrigin(origin: string, target: OriginTarget): Promise<boolean> {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return false;
    const protocol = target.protocol.replace(/:$/, '');
    const hostname = hostnameOf(target.host);
    if (!hostname || url.protocol !== `${protocol}:`) return false;
    if (portOf(url.host, url.protocol) !== portOf(target.host, protocol)) return false;
    if (url.hostname === hostname) return true;
    const [originCompany, targetCompany] = await Promise.all([
      hosts.companyOfRegisteredHost(url.hostname),
      hosts.companyOfHost(target.host),
    ]);
    return originCompany !== undefined && originCompany === targetCompany;
  };
}
