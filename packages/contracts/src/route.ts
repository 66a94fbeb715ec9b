import type { z } from 'zod';

/** Where the API answers: every call's path starts with it. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP call, declared once: its method and path, what it takes and what it answers. The API
 * registers its route from it (schemas, OpenAPI text) and the web app calls it through it (the path
 * filled in, the answer typed), so neither writes the path or the payload types again.
 */
export interface RouteContract {
  method: HttpMethod;
  /** As Fastify writes it: `/api/clients/:id/records`. */
  path: string;
  /** The OpenAPI document's one-line summary and its groups. */
  summary: string;
  tags: readonly string[];
  /** More than the summary says, where a caller needs it. */
  description?: string;
  /** Public: no bearer token needed (documented without security). Default: signed in. */
  public?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Each status the call answers and its body. */
  answers: Readonly<Record<number, z.ZodType>>;
}

/** Declares a call; `const` keeps its method, path and schemas exact for the types below. */
export const route = <const C extends RouteContract>(contract: C): C => contract;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a caller gives: path parameters, query and body, each only where the call takes one. */
export type CallInput<C extends RouteContract> = (C['params'] extends z.ZodType
  ? { params: InputOf<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: InputOf<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: InputOf<C['body']> } : { body?: undefined });

/** What a successful call answers: the body of its 2xx status. */
export type AnswerOf<C extends RouteContract> = {
  [S in keyof C['answers'] & SuccessStatus]: C['answers'][S] extends z.ZodType
    ? z.output<C['answers'][S]>
    : never;
}[keyof C['answers'] & SuccessStatus];

/**
 * Whether a URL's path is one of the contract's path, whatever the value of each parameter:
 * `/api/workouts/:id` matches `/api/workouts/8f...`, not `/api/workouts` nor `/api/workouts/8f.../copy`.
 */
export function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

/** A value of a path parameter or query: an absent one is left out. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * The contract's path with its parameters filled in (each encoded), and the query after it (absent
 * values left out, arrays as repeated keys): `/api/clients/8f.../records?clientId=...`.
 */
export function pathOf(
  contract: Pick<RouteContract, 'path'>,
  params?: Readonly<Record<string, QueryValue>>,
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>,
): string {
  const path = contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${contract.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of (Array.isArray(value) ? value : [value]) as QueryValue[])
      if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
