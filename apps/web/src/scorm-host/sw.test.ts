// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { KEPT_FILES_CACHE } from '@trilha/shared/constants';
import { keptKeyOfContentPath } from '@trilha/shared/rules/scorm-offline';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://acme.example';
const TOKEN = '1.2s.1abcdef.AAAAAAAAAAAAAAAAAAAAAA';
const script = readFileSync(new URL('../../scorm-host/public/sw.js', import.meta.url), 'utf8');

type FetchEvent = { request: Request; respondWith: (answer: Promise<Response>) => void };

/** Runs the worker script against a fake worker scope with one cache and a network that answers 'rede'. */
function loadWorker(kept: Record<string, Response>) {
  const listeners: ((event: FetchEvent) => void)[] = [];
  const opened: string[] = [];
  let online = true;
  const network = vi.fn(async () => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response('rede');
  });
  const scope: Record<string, unknown> = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: FetchEvent) => void) => {
      if (type === 'fetch') listeners.push(listener);
    },
  };
  runInNewContext(script, {
    self: scope,
    caches: {
      open: async (name: string) => {
        opened.push(name);
        return {
          match: async (request: Request | string) =>
            kept[new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname]?.clone(),
          put: async (url: string, response: Response) => {
            kept[new URL(url, ORIGIN).pathname] = response;
          },
        };
      },
    },
    fetch: network,
    Response,
    Request,
    Headers,
    URL,
    encodeURIComponent,
    decodeURIComponent,
  });
  /** What the worker answers for a request, or null when it leaves it to the browser. */
  async function dispatch(path: string, init?: RequestInit): Promise<Response | null> {
    let answer: Promise<Response> | null = null;
    const event = {
      request: new Request(`${ORIGIN}${path}`, init),
      respondWith: (value: Promise<Response>) => {
        answer = value;
      },
    };
    for (const listener of listeners) listener(event);
    return answer;
  }
  return {
    dispatch,
    network,
    opened,
    setOnline: (value: boolean) => {
      online = value;
    },
    keyOf: scope.trilhaKeptPackageKey as (path: string) => string | null,
  };
}

const keptFile = (text: string, type = 'text/html') =>
  new Response(text, { headers: { 'content-type': type, 'content-security-policy': "default-src 'self'" } });

describe('the service worker of a content host', () => {
  let worker: ReturnType<typeof loadWorker>;
  beforeEach(() => {
    worker = loadWorker({
      '/scorm-content/kept/1.2s/modulo1/index.html': keptFile('<p>lição</p>'),
      '/scorm-content/kept/1.2s/m%C3%ADdia/v%C3%ADdeo%201.mp4': keptFile('0123456789', 'video/mp4'),
    });
  });

  it('answers a package file from the kept copy, with its own headers, whatever the token expiry', async () => {
    const answer = await worker.dispatch(`/scorm-content/${TOKEN}/modulo1/index.html?x=1`);
    expect(answer?.status).toBe(200);
    expect(await answer?.text()).toBe('<p>lição</p>');
    expect(answer?.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(worker.opened).toEqual([KEPT_FILES_CACHE]);
    const later = await worker.dispatch('/scorm-content/1.2s.zzzzzz.BBBBBBBBBBBBBBBBBBBBBB/modulo1/index.html');
    expect(await later?.text()).toBe('<p>lição</p>');
    expect(worker.network).not.toHaveBeenCalled();
  });

  it('answers byte ranges of media inside a package', async () => {
    const path = `/scorm-content/${TOKEN}/m%C3%ADdia/v%C3%ADdeo%201.mp4`;
    const answer = await worker.dispatch(path, { headers: { range: 'bytes=2-5' } });
    expect(answer?.status).toBe(206);
    expect(answer?.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(answer?.headers.get('content-type')).toBe('video/mp4');
    expect(await answer?.text()).toBe('2345');
    const open = await worker.dispatch(path, { headers: { range: 'bytes=7-' } });
    expect(await open?.text()).toBe('789');
    const suffix = await worker.dispatch(path, { headers: { range: 'bytes=-3' } });
    expect(await suffix?.text()).toBe('789');
    const outside = await worker.dispatch(path, { headers: { range: 'bytes=20-' } });
    expect(outside?.status).toBe(416);
    expect(outside?.headers.get('content-range')).toBe('bytes */10');
  });

  it('goes to the network for a package or file that is not kept', async () => {
    const other = await worker.dispatch('/scorm-content/1.9.1abcdef.AAAAAAAAAAAAAAAAAAAAAA/modulo1/index.html');
    expect(await other?.text()).toBe('rede');
    const missing = await worker.dispatch(`/scorm-content/${TOKEN}/modulo2/index.html`);
    expect(await missing?.text()).toBe('rede');
    expect(worker.network).toHaveBeenCalledTimes(2);
  });

  it("answers the lesson frame's own page from the network, and keeps it for a launch without one", async () => {
    const online = await worker.dispatch('/scorm-content/host/index.html');
    expect(await online?.text()).toBe('rede');
    worker.setOnline(false);
    const offline = await worker.dispatch('/scorm-content/host/index.html');
    expect(await offline?.text()).toBe('rede');
    await expect(worker.dispatch('/scorm-content/host/assets/nunca-visto.js')).rejects.toThrow('Failed to fetch');
  });

  it('leaves every other request to the browser', async () => {
    expect(await worker.dispatch('/files/1/aula.mp4')).toBeNull();
    expect(await worker.dispatch('/learning/scorm/play', { method: 'POST', body: '{}' })).toBeNull();
    expect(await worker.dispatch('/scorm-content/not-a-token/index.html')).toBeNull();
  });

  it('finds the same keys as the app that keeps the files', () => {
    for (const path of [
      `/scorm-content/${TOKEN}/index.html`,
      `/scorm-content/${TOKEN}/pasta com espaço/a(1).js`,
      `/scorm-content/${TOKEN}/m%C3%ADdia/v%C3%ADdeo%201.mp4`,
      `/scorm-content/${TOKEN}/a%5Bb%5D/c.css`,
      '/scorm-content/kept/1.2s/index.html',
      '/files/1/a.pdf',
    ]) {
      expect(worker.keyOf(path), path).toBe(keptKeyOfContentPath(path));
    }
  });
});
