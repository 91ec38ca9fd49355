import type { QueryClient } from '@tanstack/react-query';
import { IDLE_WORK_FALLBACK_MS, IDLE_WORK_TIMEOUT_MS } from '@trilha/shared/constants';
import { request } from '../api/client';
import { learningKeys } from '../api/learning-keys';
import { getSession } from '../api/session';

/**
 * `fetchNode` of `api/learning` (the same call, contract `getNode`), without bringing that module or the
 * catalog's contracts into the entry.
 */
const fetchNode = (id: string | number) => request('GET', `/learning/nodes/${encodeURIComponent(String(id))}`);

/**
 * Starts the first screen's data request as soon as the entry runs, while the route's code is still on
 * its way: the learning home's blocks and a catalog's or training's page. The screens ask the same query
 * (same key and call), so they find it already in flight or answered.
 */
export function preloadFirstScreen(client: QueryClient, path = location.pathname): void {
  const session = getSession();
  if (!session) return;
  if (session.loginInfo.idAppType !== 2 || !navigator.onLine) return;
  if (path === '/' || path === '/home' || path === '/home/') {
    const idCompany = session.loginInfo.idCompany;
    void client.prefetchQuery({ queryKey: learningKeys.node(idCompany), queryFn: () => fetchNode(idCompany) });
    return;
  }
  const catalog = /^\/catalog\/([^/]+)\/?$/.exec(path);
  if (catalog?.[1]) {
    const nodeCode = decodeURIComponent(catalog[1]);
    void client.prefetchQuery({ queryKey: learningKeys.node(nodeCode), queryFn: () => fetchNode(nodeCode) });
  }
}

/** Runs work that no first screen needs once the page has loaded (and, with `whenIdle`, the browser is idle). */
export function afterFirstScreen(work: () => void, { whenIdle = true } = {}): void {
  const start = () =>
    !whenIdle
      ? work()
      : 'requestIdleCallback' in window
        ? window.requestIdleCallback(work, { timeout: IDLE_WORK_TIMEOUT_MS })
        : setTimeout(work, IDLE_WORK_FALLBACK_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
