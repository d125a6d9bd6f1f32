// A least-recently-used cache with an optional time to live, for things computed again and
// again: the public card's pages, QR codes and vCard photos, agencies by host, greeting frame
// overlays, PDF cards. Storage, eviction and expiry are lru-cache's (a
// well-kept library, not a hand-written map); this wrapper adds what every caller here wants:
// values that may be null, an injectable clock for tests, and one shared load per missing key.
// Per process: what a replica keeps may lag another replica's writes (the public card pages are
// re-checked after a second, less often under a wide spread: public-card/budget.ts).
import { LRUCache } from 'lru-cache';

/** lru-cache refuses null and undefined values; a box lets a cached "nothing" be a hit. */
interface Box<V> {
  value: V;
}

export class Lru<V> {
  private readonly cache: LRUCache<string, Box<V>>;
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    max: number,
    /** 0: entries live until evicted. */
    ttlMs = 0,
    now: () => number = Date.now,
  ) {
    this.cache = new LRUCache<string, Box<V>>({
      max,
      ...(ttlMs > 0 ? { ttl: ttlMs, ttlResolution: 0, perf: { now } } : {}),
    });
  }

  get(key: string): V | undefined {
    return this.cache.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.cache.set(key, { value });
  }

  delete(key: string): void {
    this.cache.delete(key);
  }

  get size(): number {
    return this.cache.size;
  }

  /** The cached value, or the one `load` makes; concurrent misses share one load. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load().then(
      (value) => {
        this.loading.delete(key);
        this.set(key, value);
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }
}
