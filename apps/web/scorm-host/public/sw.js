// The service worker of a content host (the origin packaged courses run on, which holds no session). A request
// for `/scorm-content/<token>/<path>` is answered from the kept copy of the package the token names, byte
// ranges included, and goes to the network otherwise. The token's first two base36 parts are the company and
// the package; the signature and expiry are not checked here, since the copy is the member's own and the
// server checks every request that reaches it. The lesson frame's own page (`/scorm-content/host/`) is
// fetched from the network and kept, so a kept course also starts without one. Keys follow
// `packages/shared/src/rules/scorm-offline.ts` (`keptKeyOfContentPath`); its test checks that both agree.
/* global self, caches, Response, Request */
(() => {
  const CACHE = 'trilha-kept-files';
  const HOST = '/scorm-content/host/';
  const TOKEN = /^([0-9a-z]{1,7})\.([0-9a-z]{1,7})\.[0-9a-z]{1,8}\.[A-Za-z0-9_-]{22}$/;

  const normalize = (path) =>
    path
      .split('/')
      .map((segment) => {
        try {
          return encodeURIComponent(decodeURIComponent(segment));
        } catch {
          return encodeURIComponent(segment);
        }
      })
      .join('/');

  /** The kept key of a package file address, or null. */
  const keptKey = (pathname) => {
    const match = /^\/scorm-content\/([^/]+)\/(.+)$/.exec(pathname);
    if (!match) return null;
    const token = TOKEN.exec(match[1]);
    return token ? `/scorm-content/kept/${token[1]}.${token[2]}/${normalize(match[2])}` : null;
  };

  /** A 206 (or 416) answer to a `Range` header from a whole kept file. */
  const partial = async (response, header) => {
    const blob = await response.blob();
    const size = blob.size;
    const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
    let start = match?.[1] ? Number(match[1]) : null;
    let end = match?.[2] ? Number(match[2]) : null;
    if (start === null && end !== null) {
      start = Math.max(0, size - end);
      end = size - 1;
    }
    if (start === null) start = 0;
    if (end === null || end >= size) end = size - 1;
    if (!match || start > end || start >= size) {
      return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
    }
    const headers = new Headers(response.headers);
    headers.set('content-range', `bytes ${start}-${end}/${size}`);
    headers.set('content-length', String(end - start + 1));
    return new Response(blob.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers });
  };

  const answer = async (request, key) => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(new Request(new URL(key, self.location.origin).href));
    if (!kept) return fetch(request);
    const range = request.headers.get('range');
    return range ? partial(kept, range) : kept;
  };

  /** The frame page from the network (kept for later), or the kept copy without one. */
  const hostFile = async (request) => {
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(request.url.split('?')[0], response.clone());
      return response;
    } catch (error) {
      // Answers carry `Vary: Origin`; a module script's request has an Origin the kept copy's had not.
      const kept = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
      if (kept) return kept;
      throw error;
    }
  };

  /** Keeps every file of the frame page when the worker is installed. */
  const keepHost = async () => {
    const cache = await caches.open(CACHE);
    const list = await fetch(`${HOST}files.json`, { cache: 'no-cache' });
    if (!list.ok) return;
    const files = await list.json();
    await cache.addAll(files.map((file) => `${HOST}${file}`));
  };

  self.addEventListener('install', (event) => {
    event.waitUntil(keepHost().catch(() => undefined));
    self.skipWaiting?.();
  });

  self.addEventListener('activate', (event) => {
    if (self.clients?.claim) event.waitUntil(self.clients.claim());
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    if (url.pathname.startsWith(HOST)) {
      event.respondWith(hostFile(request));
      return;
    }
    const key = keptKey(url.pathname);
    if (key) event.respondWith(answer(request, key));
  });

  self.trilhaKeptPackageKey = keptKey;
})();
