/**
 * Counts attempts per key in a fixed window. The memory store serves one process; a shared store
 * (Redis) can implement the same interface for several processes.
 */
export interface RateLimitStore {
  /** Adds one to the key's count and answers the count and when the window ends (ms epoch). */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The current count without adding to it. */
  peek(key: string): Promise<{ count: number; resetAt: number } | undefined>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  async increment(key: string, windowMs: number) {
    const now = Date.now();
    this.sweep(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      return { ...fresh };
    }
    current.count += 1;
    return { ...current };
  }

  async peek(key: string) {
    const current = this.windows.get(key);
    return current && current.resetAt > Date.now() ? { ...current } : undefined;
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

export interface Limit {
  max: number;
  windowMs: number;
}
