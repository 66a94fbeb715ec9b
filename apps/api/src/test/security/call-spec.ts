import type { Answer } from '../app.ts';
import { CALLER_KINDS, type CallerKind, type Ctx, type Fixture, type Person } from './fixture.ts';

// One row of the authorization matrix: a call, what it tries, and the status each kind of caller
// must get. The rows live in calls.ts and, for invitations, invitation-calls.ts.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Cell {
  f: Fixture;
  ctx: Ctx;
  kind: CallerKind;
  /** The caller; null when anonymous. */
  caller: Person | null;
}

export interface CallSpec {
  method: Method;
  /** The route as the app registers it. */
  route: string;
  /** What this row tries beyond the plain call: a cross-reference in the body, a hidden object. */
  variant?: string;
  /**
   * Fresh objects for each cell, for calls that use them up (delete, complete); `caller` is the
   * cell's (the fuzzing gives none).
   */
  setup?: (f: Fixture, caller?: Person | null) => Promise<Partial<Ctx>>;
  url: (c: Cell) => string;
  body?: (c: Cell) => unknown;
  /** Headers beyond the token (a raw body's Content-Type). */
  headers?: (c: Cell) => Record<string, string>;
  /** The call changes or ends the caller's own account: each cell has new people. */
  selfService?: boolean;
  /** The answer stays open (an event stream): a success is judged by its head. */
  headersOnly?: boolean;
  /** The call ends the caller's session: each cell signs in afresh. */
  freshSession?: boolean;
  /** The expected status for each caller kind. */
  expect: Record<CallerKind, number>;
  /** More checks on an allowed answer. */
  verify?: (c: Cell, res: Answer) => void;
}

export type Statuses = [number, number, number, number, number, number, number];
type Options = Omit<CallSpec, 'method' | 'route' | 'expect'>;

export const row = (method: Method, route: string, options: Options, statuses: Statuses): CallSpec => ({
  method,
  route,
  ...options,
  expect: Object.fromEntries(CALLER_KINDS.map((k, i) => [k, statuses[i]])) as Record<CallerKind, number>,
});
