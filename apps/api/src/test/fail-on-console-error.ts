import { afterEach, beforeEach, vi } from 'vitest';

// A test that makes the code under test print an error fails: errors must be expected and asserted.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length)
    throw new Error(`Unexpected console.error: ${errors.map((a) => a.join(' ')).join('\n')}`);
});
