/**
 * The service worker keeps the client's workout reads for the gym, one cache per session: the name
 * holds a hash of the request's Authorization header, so one person's answers are never found by
 * another's requests, and signing out deletes every cache under the prefix (`deleteApiCaches`).
 * Shared by the worker (sw/sw.ts) and the page.
 */
export const API_CACHE_PREFIX = 'kinetic-api-';

/** The cache of the session that sends `authorization` (SHA-256, hex, of the header's value). */
export async function apiCacheName(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return API_CACHE_PREFIX + hex;
}

/**
 * What the page posts to the worker when a session ends on this device (with the `authorization`
 * header it sent): the worker then keeps no answer of that session that arrives later.
 */
export const SESSION_ENDED_MESSAGE = 'SESSION_ENDED';

/** Deletes every session's cached API answers (sign-out, a session that ended). */
export async function deleteApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(API_CACHE_PREFIX)).map((n) => caches.delete(n)));
}
