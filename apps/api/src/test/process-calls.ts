import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ServerProcess } from './server-process.ts';

/** An answer of a server process, its body parsed. */
export interface ProcessAnswer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any answer
}

/** One call to a server process over HTTP; `from` is the address a load balancer would name. */
export async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; from?: string } = {},
): Promise<ProcessAnswer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.from) headers['x-forwarded-for'] = options.from;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

let n = 0;
/** Registers a new person on the process (each from an address of their own) and answers their session. */
export async function register(server: ServerProcess) {
  n += 1;
  const email = `multi.${n}.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Kinetic-${randomBytes(6).toString('hex')}`;
  const res = await call(server, 'POST', '/api/auth/register', {
    body: {
      firstName: 'Max',
      lastName: 'Multi',
      username: `multi_${n}_${randomBytes(3).toString('hex')}`,
      email,
      password,
      confirmPassword: password,
      privacyAgreementAccepted: true,
      termsOfServiceAccepted: true,
    },
    from: `198.51.100.${n}`,
  });
  expect(res.status).toBe(201);
  return { email, password, token: res.body.token as string, id: res.body.user.id as string };
}
