import 'server-only';
/**
 * In-memory cache with a time to live, holding promises so that concurrent requests for one key share a
 * single upstream call. Used instead of Next's fetch cache, which does not apply reliably to route handlers.
 * Bounded: keys partly come from request headers (Host), so an unbounded map could be grown by a client.
 */
export interface TtlCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: TtlCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached value of `key`, or the loader's result, kept for `ttlMs`. Failures are not cached.
   * A ttl of 0 or less bypasses the cache both ways (a caller that wants fresh data gets fresh data).
   */
  getOrLoad(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);

    const value = load();
    const entry: Entry<T> = { expiresAt: now + ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.evictOverflow();
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private evictOverflow(): void {
    // A Map iterates in insertion order, so the first keys are the oldest.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) return;
      this.entries.delete(key);
    }
  }
}
