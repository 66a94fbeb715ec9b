import { authCalls } from '@kinetic/contracts/auth';
import {
  API_PREFIX,
  pathOf,
  type AnswerOf,
  type CallInput,
  type QueryValue,
  type RouteContract,
} from '@kinetic/contracts/route';
import { takeEarlyRead } from './early-reads.ts';
import { useAuthStore } from './auth-store.ts';

export const API_BASE = API_PREFIX;

export interface FieldError {
  path: string;
  msg: string;
}

/** What a person is told when the server answered 5xx without saying more. */
export const SERVER_PROBLEM = 'The server had a problem. Please try again.';
/** What a person is told when no answer came at all (offline, server down, connection cut). */
export const UNREACHABLE = 'Could not reach the server. Check your connection.';

/** An answer that was not 2xx, with what the server said about it. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `error` text, when it sent one. */
  readonly error: string | undefined;
  /** Field errors of a 400 answer, in field order. */
  readonly errors: FieldError[];

  constructor(status: number, error: string | undefined, errors: FieldError[] = []) {
    // The message may reach a screen: words, never a status code.
    super(error ?? (status >= 500 ? SERVER_PROBLEM : 'The request could not be completed.'));
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.errors = errors;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The server answered 404: what was asked for is not there (or not the caller's to see). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The retry rule of a query for one item: once more after a failure, never after a 404 (it stays so). */
export const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

/** No answer came: the request never reached the server, or its answer never came back. */
export class NetworkError extends Error {
  constructor(options?: ErrorOptions) {
    super(UNREACHABLE, options);
    this.name = 'NetworkError';
  }
}

/**
 * What to tell a person about a failed call: the server's own words; else what happened (no answer,
 * or a server failure without words); else the screen's fixed text for that call.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.error || (error.status >= 500 ? SERVER_PROBLEM : fallback);
  if (error instanceof NetworkError) return UNREACHABLE;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Headers of this call (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
  /** A successful answer read as bytes (an image), not JSON. */
  answer?: 'json' | 'blob';
}

function parseErrorBody(body: unknown): { error?: string; errors: FieldError[] } {
  if (typeof body !== 'object' || body === null) return { errors: [] };
  const record = body as Record<string, unknown>;
  const error = typeof record.error === 'string' ? record.error : undefined;
  const errors = Array.isArray(record.errors)
    ? record.errors.flatMap((e: unknown) => {
        if (typeof e !== 'object' || e === null) return [];
        const { path, msg } = e as Record<string, unknown>;
        return typeof msg === 'string' ? [{ path: typeof path === 'string' ? path : '', msg }] : [];
      })
    : [];
  return { error, errors };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the API under /api with JSON. Adds the bearer token when there is one (read before any await,
 * so a call started just before logout still carries it). No timeout: a slow gym
 * connection still gets its answer.
 * A 401 from any call but sign-in ends the session it was sent with (if still current); the protected
 * routes then send the browser to /login, which says so. A call that gets no answer throws a NetworkError.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { token } = useAuthStore.getState();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A file (a photo) is sent as it is, under its own type; anything else as JSON.
  const file = options.body instanceof Blob ? options.body : undefined;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  let body: unknown;
  try {
    // A first read the page itself asked for while this code was on its way (early-reads.ts).
    const early = method === 'GET' ? takeEarlyRead(path, token) : undefined;
    const ask = () =>
      fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      });
    response = early ? await early.catch(ask) : await ask();
    body = options.answer === 'blob' && response.ok ? await response.blob() : await readBody(response);
  } catch (error) {
    // A cancelled call (the screen no longer needs it) is not a network failure.
    if (options.signal?.aborted) throw error;
    throw new NetworkError({ cause: error });
  }

  if (!response.ok) {
    const isLogin = method === authCalls.login.method && `${API_BASE}${path}` === authCalls.login.path;
    if (response.status === 401 && !isLogin) handleUnauthorized(token);
    const { error, errors } = parseErrorBody(body);
    throw new ApiError(response.status, error, errors);
  }
  return body as T;
}

/**
 * Ends the session that `sentWith` belongs to, if it is still the current one. A late 401 of an
 * earlier session (a call it started just before signing out, its own sign-out call, a call sent
 * with no token) must never end the session of whoever signed in since.
 */
function handleUnauthorized(sentWith: string | null): void {
  const { isAuthenticated, token, endSession } = useAuthStore.getState();
  if (!isAuthenticated || !sentWith || token !== sentWith) return;
  // The sign-in page then says that the session ended.
  endSession();
  // Protected routes watch the session and redirect to /login; outside the router (or if the
  // current page is public), fall back to a real navigation.
  unauthorizedRedirect();
}

let unauthorizedRedirect: () => void = () => {};

/** The router registers how to go to /login after a 401 (see app/app.tsx). */
export function setUnauthorizedRedirect(redirect: () => void): void {
  unauthorizedRedirect = redirect;
}

/**
 * Calls the API through the call's contract: the path comes from the contract with `params` and
 * `query` filled in, the body is the contract's, and the answer has its 2xx type.
 */
export function callApi<C extends RouteContract>(
  contract: C,
  ...[input, options]: object extends CallInput<C>
    ? [input?: CallInput<C>, options?: Omit<RequestOptions, 'body'>]
    : [input: CallInput<C>, options?: Omit<RequestOptions, 'body'>]
): Promise<AnswerOf<C>> {
  const { body } = (input ?? {}) as { body?: unknown };
  return apiRequest<AnswerOf<C>>(contract.method, apiPath(contract, input), { ...options, body });
}

/**
 * The path of a call as apiRequest takes it (under API_BASE), with `params` and `query` filled in:
 * for a call sent later, through the offline write queue.
 */
export function apiPath<C extends RouteContract>(contract: C, input?: Omit<CallInput<C>, 'body'>): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, QueryValue>;
    query?: Record<string, QueryValue | QueryValue[]>;
  };
  return pathOf(contract, params, query).slice(API_BASE.length);
}
