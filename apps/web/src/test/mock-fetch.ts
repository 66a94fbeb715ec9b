import { vi } from 'vitest';
import type { PublicConfig } from '@kinetic/contracts/config';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

type Handler =
  | MockAnswer
  | ((request: {
      body: unknown;
      headers: Record<string, string>;
      query: URLSearchParams;
    }) => MockAnswer | Promise<MockAnswer>);

/** The API's refusal of one field: `message` as the error, and under the field at `path`. */
export const fieldRefusal = (status: number, path: string, message: string) => ({
  status,
  body: { error: message, errors: [{ path, msg: message }] },
});

/** The page of `items` a list call asks for: `limit` items from `offset`. */
export function pageOf<T>(items: T[], query: URLSearchParams): T[] {
  const offset = Number(query.get('offset'));
  return items.slice(offset, offset + Number(query.get('limit')));
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export const testConfig: PublicConfig = {
  appName: 'Kinetic',
  contactEmail: 'privacy@kinetic.test',
  contactPhone: '+1 555 0100',
  contactAddress: '1 Test Street, Testville',
  demo: false,
  demoAccounts: null,
  mfaRequiredRoles: [],
};

/**
 * Replaces fetch (the network boundary) with answers keyed by 'METHOD /api/path' (a handler function
 * also gets the query string). GET /api/config answers the test config unless given. Unknown calls
 * answer 404. Returns the calls made, in order.
 */
const completeOnboarding = {
  waiverCompleted: true,
  parqCompleted: true,
  goalsActivitiesCompleted: true,
  medicalHistoryCompleted: true,
  nutritionCompleted: true,
  lifestyleCompleted: true,
  nextForm: null,
  isComplete: true,
};

export function mockFetch(handlers: Record<string, Handler> = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  // By default the signed-in client has finished onboarding, so the dashboard gate lets them in.
  const all: Record<string, Handler> = {
    'GET /api/config': { body: testConfig },
    'GET /api/onboarding/status': { body: completeOnboarding },
    // The progress page shows the client's photos under every other section: none unless given.
    'GET /api/progress/photos': { body: { photos: [], total: 0 } },
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? 'GET').toUpperCase();
      const { pathname: path, searchParams: query } = new URL(url, 'http://localhost');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, query, body, headers });
      const handler = all[`${method} ${path}`];
      const answer =
        typeof handler === 'function'
          ? await handler({ body, headers, query })
          : (handler ?? { status: 404, body: { error: 'Not found' } });
      const status = answer.status ?? 200;
      return new Response(answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
