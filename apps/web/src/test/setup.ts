import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: this is a whole implementation of it in memory, for the offline write queue.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store.ts';
import { purgeWriteQueue, useWriteQueue } from '../lib/write-queue.ts';

// A screen that loads lazily may take more than a second to show when two workers share two busy
// cores: waiting longer changes no verdict, only how long a real failure takes to report.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Radix menus and the toaster touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// react-hot-toast asks for prefers-reduced-motion.
if (typeof (window as { matchMedia?: unknown }).matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom's Blob lacks text() and arrayBuffer(), which browsers have; on Node.js 24 the test's fetch
// answers blob() with jsdom's Blob (on Node.js 20 with Node's own, which has both). Read through
// jsdom's FileReader, as a browser would read the same blob.
function readBlob<T extends 'text' | 'buffer'>(
  blob: Blob,
  as: T,
): Promise<T extends 'text' ? string : ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T extends 'text' ? string : ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read'));
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}
if (typeof Blob.prototype.text !== 'function')
  Blob.prototype.text = function text(this: Blob) {
    return readBlob(this, 'text');
  };
if (typeof Blob.prototype.arrayBuffer !== 'function')
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return readBlob(this, 'buffer');
  };
const stubs: Partial<Record<keyof Element, unknown>> = {
  scrollIntoView: () => {},
  hasPointerCapture: () => false,
  releasePointerCapture: () => {},
};
for (const [name, stub] of Object.entries(stubs)) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value: stub, configurable: true });
}

// A test fails on an unexpected console.error (a React warning, an act() warning, an uncaught render error).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  // Each test starts with no writes waiting on the device.
  await purgeWriteQueue();
  useWriteQueue.setState({ loaded: false });
  toast.remove();
  useAuthStore.getState().logout();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // The files share one worker (isolate: false in vitest.config.ts): a clock left faked would
  // stop the next file's timers, and nodes left in the page would slow every later query.
  vi.useRealTimers();
  document.body.replaceChildren();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
