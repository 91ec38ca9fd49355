/**
 * The bucket a browser asks for: `acme.localhost` -> `acme`, plain `localhost` or an IP -> `localhost`,
 * any other host as it is (the server also knows apps by their full host names).
 */
export function bucketFromHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.endsWith('.localhost')) return host.slice(0, -'.localhost'.length).split('.').pop() ?? 'localhost';
  if (host === 'localhost' || /^[\d.]+$/.test(host) || host.startsWith('[')) return 'localhost';
  return host;
}
