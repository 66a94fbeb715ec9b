import { authCalls } from '@kinetic/contracts/auth';

/**
 * Where the sessions signed out on this device but not yet ended on the server wait (localStorage):
 * only their tokens, the one thing needed to end them, nothing else of their person.
 */
export const PENDING_SIGN_OUTS_KEY = 'kinetic-pending-sign-outs';

/** Sign-ins need the network, so only a few sign-outs can ever wait at once. */
export const MAX_PENDING_SIGN_OUTS = 20;

function readPending(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(PENDING_SIGN_OUTS_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function writePending(tokens: string[]): void {
  try {
    if (tokens.length) localStorage.setItem(PENDING_SIGN_OUTS_KEY, JSON.stringify(tokens));
    else localStorage.removeItem(PENDING_SIGN_OUTS_KEY);
  } catch {
    // No storage: the sign-out is still tried now, and the session expires on the server when idle.
  }
}

/** The calls under way, by token: a token is never sent twice at once. */
const sending = new Map<string, Promise<void>>();

/**
 * Tells the server that `token`'s session ended. Straight through fetch, not the API client: its
 * answer belongs to no current session (a 401 only says it had already ended), and `keepalive` lets
 * it finish when the page closes or goes to another address just after. The token leaves the
 * device's storage once the server answered anything but a failure worth trying again.
 */
function send(token: string): Promise<void> {
  const under = sending.get(token);
  if (under) return under;
  const call = fetch(authCalls.logout.path, {
    method: authCalls.logout.method,
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  })
    .then((response) => {
      // A server problem or a limit: kept, to be tried again when the network comes back or the app starts.
      if (response.status >= 500 || response.status === 429) return;
      writePending(readPending().filter((t) => t !== token));
    })
    .catch(() => {
      // No network: kept, as above.
    })
    .finally(() => sending.delete(token));
  sending.set(token, call);
  return call;
}

/**
 * Ends a session on the server, as soon as it can be told: the token is kept first (so that a
 * closed tab or a phone offline still ends it later), then sent. Resolves once this attempt is over.
 */
export function revokeSession(token: string): Promise<void> {
  const pending = readPending();
  // Bounded: past it the oldest is let go (its session still ends on the server once idle).
  if (!pending.includes(token)) writePending([...pending, token].slice(-MAX_PENDING_SIGN_OUTS));
  return send(token);
}

/** Sends every sign-out still waiting on this device. */
export function sendPendingRevocations(): Promise<void> {
  return Promise.all(readPending().map(send)).then(() => undefined);
}

/** Sends the waiting sign-outs now and whenever the browser is back online. Answers the stop. */
export function startSessionRevocation(): () => void {
  void sendPendingRevocations();
  const onOnline = () => void sendPendingRevocations();
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}
