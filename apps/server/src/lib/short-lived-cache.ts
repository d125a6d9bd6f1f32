// Rows that every API request reads before its own work — the agency of the host, the session
// of the cookie — kept for about a second, so a burst of requests costs one
// query instead of one each.
//
// Freshness has two halves:
// - In this process a write calls `bump()` on the cache's WriteGeneration: every entry, and every
//   load already under way (which may have read the row before the write), is stale at once.
// - Another replica does not hear of the write; its entries run out after `ttlMs`. That is the
//   staleness a deployment of several replicas accepts (docs/operations.md, "Replicas").
// Storage, eviction and expiry are lib/lru.ts's (lru-cache).
import { Lru } from './lru';

/** A counter that writes bump; an entry made before the last bump is never served. */
export class WriteGeneration {
  private current = 0;

  get value(): number {
    return this.current;
  }

  bump(): void {
    this.current++;
  }
}

interface Entry<V> {
  generation: number;
  value: V;
  /** now() when it was loaded (refresh-ahead: peek's `refresh`). */
  loadedAt?: number;
}

/** `V` may be null (a cached "there is none"); `undefined` from `peek` means a miss. */
export class ShortLivedCache<V> {
  private readonly entries: Lru<Entry<V>>;
  private readonly loading = new Map<string, Entry<Promise<V>>>();

  constructor(
    private readonly writes: WriteGeneration,
    max: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new Lru<Entry<V>>(max, ttlMs, now);
  }

  /**
   * The cached value without a promise (for callback-style hooks), or undefined. With `refresh`,
   * a value past three quarters of its time is loaded again in the background (refresh-ahead)
   * and served meanwhile: under a steady stream of requests the entry is replaced before it runs
   * out, instead of every request in flight at that moment missing it together.
   */
  peek(key: string, refresh?: () => Promise<V>): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.generation !== this.writes.value) {
      this.entries.delete(key);
      return undefined;
    }
    if (refresh && entry.loadedAt !== undefined && this.now() - entry.loadedAt >= (this.ttlMs * 3) / 4) {
      if (!this.loading.has(key)) {
        // Refreshed once: a failed refresh leaves the entry to run out at its time (not set
        // again, which would give it a new one), and the next miss loads it the usual way.
        entry.loadedAt = undefined;
        this.load(key, refresh).catch(() => {});
      }
    }
    return entry.value;
  }

  /** The cached value, or the one `load` reads; concurrent misses share one load. */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined) return Promise.resolve(hit);
    return this.load(key, load);
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.writes.value;
    const pending = this.loading.get(key);
    if (pending && pending.generation === generation) return pending.value;
    const loadedAt = this.now();
    const promise: Promise<V> = load().then(
      (value) => {
        if (this.loading.get(key)?.value === promise) this.loading.delete(key);
        // A write during the load may have come after the read: not kept.
        if (generation === this.writes.value) this.entries.set(key, { generation, value, loadedAt });
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key)?.value === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, { generation, value: promise });
    return promise;
  }

  delete(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }
}
