import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front of the instance are believed (`TRUST_PROXY`): none, the nearest `n` hops, or the
 * listed addresses and ranges. Never "every hop": the leftmost `X-Forwarded-For` entry is whatever the
 * client wrote, and rate limits keyed on it could be dodged by changing it on each request.
 */
export type TrustProxy = false | number | string[];

/** Reads `TRUST_PROXY`; throws with the reason when the value cannot be used. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'use o número de proxies à frente da instância (por exemplo 1) ou os endereços deles; "true" confiaria no endereço escrito pelo cliente',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('no máximo 10 proxies');
    return hops;
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(`endereço inválido (${(error as Error).message})`);
  }
  return addresses;
}

/** The `trustProxy` option of Fastify for a setting: a hop count becomes "the nearest n hops". */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}

/** The client's address, host and scheme of a raw request as the trusted proxies report them (sockets). */
export function createProxyView(trust: TrustProxy) {
  const trusts =
    trust === false
      ? () => false
      : typeof trust === 'number'
        ? (_: string, i: number) => i < trust
        : proxyAddr.compile(trust);
  const last = (header: string | string[] | undefined) => {
    const value = Array.isArray(header) ? header.join(',') : header;
    return value?.split(',').pop()?.trim() || undefined;
  };
  const fromProxy = (request: IncomingMessage) =>
    request.socket?.remoteAddress !== undefined && trusts(request.socket.remoteAddress, 0);
  return {
    ip(request: IncomingMessage): string {
      const addresses = proxyAddr.all(request, trusts);
      return addresses[addresses.length - 1] ?? '';
    },
    host(request: IncomingMessage): string | undefined {
      const forwarded = fromProxy(request) ? last(request.headers['x-forwarded-host']) : undefined;
      return forwarded ?? request.headers.host;
    },
    protocol(request: IncomingMessage): string {
      const forwarded = fromProxy(request) ? last(request.headers['x-forwarded-proto']) : undefined;
      if (forwarded) return forwarded;
      return (request.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http';
    },
  };
}

export type ProxyView = ReturnType<typeof createProxyView>;
