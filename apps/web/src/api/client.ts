import { REQUEST_TIMEOUT_MS } from '@trilha/shared/constants';
import { type AnswerOf, type CallSchemas, type Contract, pathOf, type Sent } from '@trilha/shared/contract';
import * as authCalls from '@trilha/shared/contracts/auth';
import { type ErrorCode, isErrorCode } from '@trilha/shared/error-codes';
import type { z } from '@trilha/shared/zod';
import { clearSession, getSession, isRenewalDue, rememberOrigin, replaceToken, setSession } from './session';

/**
 * The code of a failed call: one of the server's catalogue (`@trilha/shared/errors`), `NETWORK` when no answer
 * came (offline, cut, timed out) or `HTTP_ERROR` when the answer named no known code (a proxy's page).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'HTTP_ERROR';

/** A failed call: the server's code and Portuguese message, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;
  /** Every problem of a refused form, each at its field (`node.blocks.0.title`). */
  readonly errors: Array<{ field: string; message: string }>;

  constructor(
    status: number,
    code: ApiErrorCode,
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

const RENEW_PATH = authCalls.renewLogin.path;
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
    throw networkError();
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && session) {
      // spec 1, 4: a 401 clears the session and returns to the root; the login brings the member back here.
      rememberOrigin(location.pathname + location.search);
      clearSession();
    }
    throw apiErrorFrom(response.status, payload);
  }

  const newToken = (payload as { newToken?: unknown } | null)?.newToken;
  if (typeof newToken === 'string' && newToken) replaceToken(newToken);
  if (session && path !== RENEW_PATH && isRenewalDue(session)) void renewSession();
  return payload as T;
}

type Slot<T extends z.ZodType | undefined, K extends string, Optional extends boolean> = T extends z.ZodType
  ? Optional extends true
    ? { [P in K]?: Sent<T> }
    : object extends Sent<T>
      ? { [P in K]?: Sent<T> }
      : { [P in K]: Sent<T> }
  : { [P in K]?: never };

/** What a call of a contract takes: its path parameters, query and body, and the request's options. */
export type CallInput<S extends CallSchemas> = Slot<S['params'], 'params', false> &
  Slot<S['query'], 'query', false> &
  Slot<S['body'], 'body', false> &
  Omit<RequestOptions, 'body' | 'query'>;

/** Calls the API through a contract of `@trilha/shared/contracts`: its method, its path and its answer's type. */
export function call<S extends CallSchemas>(
  contract: Contract<S>,
  ...[input]: object extends CallInput<S> ? [input?: CallInput<S>] : [input: CallInput<S>]
): Promise<z.output<S['response']>> {
  const { params, ...options } = (input ?? {}) as RequestOptions & { params?: Record<string, unknown> };
  return request(contract.method, pathOf(contract, params), options);
}

/** A call's input as strings the caller cannot type: filters kept in the address, which the member may have edited. */
export type FilterInput = Omit<RequestOptions, 'body' | 'query'> & {
  params?: Record<string, string | number>;
  query?: Record<string, string | undefined>;
  body?: Record<string, string | number>;
};

/**
 * `call()` for a query or body of filters (the reports' tables): the server reads them with the contract's schemas
 * and refuses a wrong one with its message.
 */
export const callWithFilters = call as <C extends Contract>(contract: C, input?: FilterInput) => Promise<AnswerOf<C>>;

/**
 * Sends a multipart form to a contract's method and path. The contract describes no form body: the form goes as it
 * is, and the answer is typed from the contract.
 */
export function sendForm<S extends CallSchemas>(
  contract: Contract<S>,
  form: FormData,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<z.output<S['response']>> {
  return request(contract.method, pathOf(contract), { ...options, body: form });
}

/** The failure of a call that got no answer: offline, cut or timed out. */
export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', 'Parece que você está sem conexão com a internet.');
}

/** The failure of a refused call, read from its `{ code, message, field, errors }` answer when it has one. */
export function apiErrorFrom(
  status: number,
  payload: unknown,
  fallbackMessage = 'Um problema inesperado ocorreu.',
): ApiError {
  const error = (payload ?? {}) as {
    code?: unknown;
    message?: unknown;
    field?: unknown;
    errors?: unknown;
  };
  return new ApiError(
    status,
    isErrorCode(error.code) ? error.code : 'HTTP_ERROR',
    typeof error.message === 'string' && error.message ? error.message : fallbackMessage,
    typeof error.field === 'string' ? error.field : undefined,
    Array.isArray(error.errors) ? (error.errors as Array<{ field: string; message: string }>) : [],
  );
}

/** Renews the stored session once even when several answers ask for it together. */
export function renewSession(): Promise<void> {
  const session = getSession();
  if (!session) return Promise.resolve();
  renewal ??= call(authCalls.renewLogin, {
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
