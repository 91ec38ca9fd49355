import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';

/**
 * What the workers of one machine share through the primary process when there is no Redis: the
 * rate-limit counters (a login limit holds for the machine, not per worker). Socket.IO's fan-out between
 * workers goes through the primary too (`@socket.io/cluster-adapter`, set up in `main.ts`).
 */

const RATE_LIMIT = 'trilha:rate-limit';

/** A counter as @fastify/rate-limit's stores report it. */
type Counter = { current: number; ttl: number };
type StoredCounter = { current: number; ttl: number; iterationStartMs: number };

type RateLimitRequest = {
  kind: typeof RATE_LIMIT;
  id: string;
  op: 'incr' | 'read';
  key: string;
  timeWindow: number;
  max: number;
  continueExceeding: boolean;
  exponentialBackoff: boolean;
};
type RateLimitAnswer = { kind: typeof RATE_LIMIT; id: string; counter: Counter };

/** How many keys the primary keeps (the oldest go first), as the in-process store does. */
const KEYS_KEPT = 50_000;

/** The counters, counted as @fastify/rate-limit's own in-process store counts them. */
export function createRateLimitCounters(now: () => number = Date.now) {
  const counters = new Map<string, StoredCounter>();
  return {
    incr(request: Omit<RateLimitRequest, 'kind' | 'id' | 'op'>): Counter {
      const at = now();
      let current = counters.get(request.key);
      if (!current || current.iterationStartMs + request.timeWindow <= at) {
        current = { current: 1, ttl: request.timeWindow, iterationStartMs: at };
      } else {
        current.current += 1;
        if (request.continueExceeding && current.current > request.max) {
          current.ttl = request.timeWindow;
          current.iterationStartMs = at;
        } else if (request.exponentialBackoff && current.current > request.max) {
          const ttl = request.timeWindow * 2 ** (current.current - request.max - 1);
          current.ttl = Number.isSafeInteger(ttl) ? ttl : Number.MAX_SAFE_INTEGER;
          current.iterationStartMs = at;
        } else {
          current.ttl = request.timeWindow - (at - current.iterationStartMs);
        }
      }
      counters.delete(request.key);
      if (counters.size >= KEYS_KEPT) counters.delete(counters.keys().next().value as string);
      counters.set(request.key, current);
      return { current: current.current, ttl: current.ttl };
    },
    read(request: Omit<RateLimitRequest, 'kind' | 'id' | 'op'>): Counter {
      const current = counters.get(request.key);
      if (!current || current.iterationStartMs + request.timeWindow <= now()) return { current: 0, ttl: 0 };
      return { current: current.current, ttl: request.timeWindow - (now() - current.iterationStartMs) };
    },
  };
}

/** In the primary: answers the workers' rate-limit questions from one set of counters. */
export function serveRateLimits(): void {
  const counters = createRateLimitCounters();
  cluster.on('message', (worker: Worker, message: RateLimitRequest) => {
    if (message?.kind !== RATE_LIMIT) return;
    const counter = message.op === 'read' ? counters.read(message) : counters.incr(message);
    const answer: RateLimitAnswer = { kind: RATE_LIMIT, id: message.id, counter };
    if (worker.isConnected()) worker.send(answer);
  });
}

type RouteParams = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

const waiting = new Map<string, (counter: Counter) => void>();
let listening = false;

function ask(request: Omit<RateLimitRequest, 'kind' | 'id'>): Promise<Counter> {
  if (!listening) {
    listening = true;
    process.on('message', (message: RateLimitAnswer) => {
      if (message?.kind !== RATE_LIMIT) return;
      waiting.get(message.id)?.(message.counter);
      waiting.delete(message.id);
    });
  }
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    waiting.set(id, resolve);
    const sent = process.send?.({ kind: RATE_LIMIT, id, ...request } satisfies RateLimitRequest);
    if (!sent) {
      waiting.delete(id);
      reject(new Error('the primary process is gone'));
    }
  });
}

/**
 * A store for @fastify/rate-limit (its `store` option) that keeps the counters in the primary process,
 * so every worker of the machine counts against the same limit. Used in a cluster without Redis.
 */
export class ClusterRateLimitStore {
  readonly #prefix: string;
  readonly #continueExceeding: boolean;
  readonly #exponentialBackoff: boolean;

  constructor(options: object, prefix = '') {
    const params = options as RouteParams;
    this.#prefix = prefix;
    this.#continueExceeding = Boolean(params.continueExceeding);
    this.#exponentialBackoff = Boolean(params.exponentialBackoff);
  }

  incr(key: string, callback: (error: Error | null, counter?: Counter) => void, timeWindow: number, max: number) {
    this.#call('incr', key, timeWindow, max).then((counter) => callback(null, counter), callback);
  }

  read(key: string, callback: (error: Error | null, counter?: Counter) => void, timeWindow: number, max: number) {
    this.#call('read', key, timeWindow, max).then((counter) => callback(null, counter), callback);
  }

  child(options: object): ClusterRateLimitStore {
    const params = options as RouteParams;
    const route = params.routeInfo ? `${[params.routeInfo.method].flat().join(',')}${params.routeInfo.url ?? ''}-` : '';
    return new ClusterRateLimitStore(options, `${this.#prefix}${route}`);
  }

  #call(op: 'incr' | 'read', key: string, timeWindow: number, max: number): Promise<Counter> {
    return ask({
      op,
      key: `${this.#prefix}${key}`,
      timeWindow,
      max,
      continueExceeding: this.#continueExceeding,
      exponentialBackoff: this.#exponentialBackoff,
    });
  }
}

/** True in a worker of a cluster started by `main.ts` (and not in a single process). */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}
