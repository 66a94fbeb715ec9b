import { Workbox } from 'workbox-window';
import { create } from 'zustand';
import { SESSION_ENDED_MESSAGE } from './api-cache.ts';

interface ServiceWorkerState {
  /** A new version of the app is installed and waits for the open pages to let it take over. */
  updateWaiting: boolean;
}

export const useServiceWorkerStore = create<ServiceWorkerState>()(() => ({ updateWaiting: false }));

let workbox: Workbox | null = null;

/**
 * Registers the service worker (/sw.js, built from sw/sw.ts) in a production build: the app shell
 * then opens without a network, and the client's workout reads are kept for the gym. A new version
 * waits until the person chooses to reload (`applyUpdate`), so a set being typed is never cut off.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => useServiceWorkerStore.setState({ updateWaiting: true }));
  void workbox.register();
}

/** Lets the waiting version take over, then reloads the page into it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/**
 * Resolves once a service worker controls this page (at once without one, or in development), so
 * that reads made after it pass through the worker's cache.
 */
export async function serviceWorkerControlling(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  await new Promise<void>((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * Tells the worker that `token`'s session ended here: a workout read of it still on its way (the
 * gym prefetch, say) is then not kept in a cache after the page deleted them.
 */
export function endSessionInServiceWorker(token: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({
    type: SESSION_ENDED_MESSAGE,
    authorization: `Bearer ${token}`,
  });
}
