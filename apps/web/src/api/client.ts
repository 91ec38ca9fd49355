import { REQUEST_TIMEOUT_MS } from '@trilha/shared/constants';
import { clearSession, getSession, isRenewalDue, rememberOrigin, replaceToken, setSession } from './session';

/** A failed call: the server's code and Portuguese message, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** Every problem of a refused form, each at its field (`node.blocks.0.title`). */
  readonly errors: Array<{ field: string; message: string }>;

  constructor(
    status: number,
    code: string,
    message: string,
    field?: string,
    errors: Array<{ field: string; message: string }> = [],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.errors = errors;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Send the session token (default true). */
  auth?: boolean;
  /** Milliseconds before the call gives up (default 30 s, spec document 1, section 7). */
  timeoutMs?: number;
  /** Let the call finish after the page is left (progress saved on leaving). */
  keepalive?: boolean;
  /** Extra headers (`Idempotency-Key` of a write that may be sent again). */
  headers?: Record<string, string>;
};

const RENEW_PATH = '/login/renewlogin';
let renewal: Promise<void> | null = null;

/** Calls the API: bearer token, 30 s timeout, session renewal, token replacement and 401 handling. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const session = options.auth === false ? null : getSession();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (session) headers.authorization = `Bearer ${session.token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', 'Parece que você está sem conexão com a internet.');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && session) {
      // spec 1, 4: a 401 clears the session and returns to the root; the login brings the member back here.
      rememberOrigin(location.pathname + location.search);
      clearSession();
    }
    const error = (payload ?? {}) as {
      code?: string;
      message?: string;
      field?: string;
      errors?: Array<{ field: string; message: string }>;
    };
    throw new ApiError(
      response.status,
      error.code ?? 'HTTP_ERROR',
      error.message ?? 'Um problema inesperado ocorreu.',
      error.field,
      Array.isArray(error.errors) ? error.errors : [],
    );
  }

  const newToken = (payload as { newToken?: unknown } | null)?.newToken;
  if (typeof newToken === 'string' && newToken) replaceToken(newToken);
  if (session && path !== RENEW_PATH && isRenewalDue(session)) void renewSession();
  return payload as T;
}

/** Renews the stored session once even when several answers ask for it together. */
export function renewSession(): Promise<void> {
  const session = getSession();
  if (!session) return Promise.resolve();
  renewal ??= request<{ data: Parameters<typeof setSession>[0] }>('POST', RENEW_PATH, {
    body: { idUser: session.loginInfo.idUser, idAppType: session.loginInfo.idAppType },
  })
    .then((answer) => {
      const latest = getSession();
      if (latest) setSession({ ...answer.data, lastTracking: latest.lastTracking ?? [] });
    })
    .catch(() => undefined)
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}
