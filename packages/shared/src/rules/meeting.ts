/** Online meeting addresses get an http prefix when they have none (spec 3, 2.8). */
export function withHttpPrefix(address: string): string {
  const trimmed = address.trim();
  if (!trimmed) return trimmed;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed.replace(/^\/+/, '')}`;
}
