import { useAuthStore } from './auth-store.ts';

export const API_BASE = '/api';

export interface FieldError {
  path: string;
  msg: string;
}

/** An answer that was not 2xx, with what the server said about it. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `error` text, when it sent one. */
  readonly error: string | undefined;
  /** Field errors of a 400 answer, in field order. */
  readonly errors: FieldError[];

  constructor(status: number, error: string | undefined, errors: FieldError[] = []) {
    super(error ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.errors = errors;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
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
 * so a call started just before logout still carries it). No timeout, as the specification says.
 * A 401 from any call but sign-in clears the session; the protected routes then send the browser to /login.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { token } = useAuthStore.getState();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = await readBody(response);

  if (!response.ok) {
    const isLogin = method === 'POST' && path === '/auth/login';
    if (response.status === 401 && !isLogin) handleUnauthorized();
    const { error, errors } = parseErrorBody(body);
    throw new ApiError(response.status, error, errors);
  }
  return body as T;
}

function handleUnauthorized(): void {
  const { isAuthenticated, logout } = useAuthStore.getState();
  if (!isAuthenticated) return;
  logout();
  // Protected routes watch the session and redirect to /login; outside the router (or if the
  // current page is public), fall back to a real navigation.
  unauthorizedRedirect();
}

let unauthorizedRedirect: () => void = () => {};

/** The router registers how to go to /login after a 401 (see app/router.tsx). */
export function setUnauthorizedRedirect(redirect: () => void): void {
  unauthorizedRedirect = redirect;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, { body }),
};
