// A small least-recently-used map with an optional time to live, for things computed again and
// again: the public card's pages, QR codes and vCard photos, agencies by host, greeting frame
// overlays, PDF cards.
// Per process, so a replica serves at most `ttlMs` of staleness (public-card/routes.ts).

export class Lru<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** The most recently used key: a hit on it needs no reordering (a hot page under load). */
  private newestKey: string | undefined;

  constructor(
    private readonly max: number,
    /** 0: entries live until evicted. */
    private readonly ttlMs = 0,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires !== 0 && entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the first key is the least recent.
    if (key !== this.newestKey) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.newestKey = key;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.ttlMs > 0 ? this.now() + this.ttlMs : 0 });
    this.newestKey = key;
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
    if (key === this.newestKey) this.newestKey = undefined;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or the one `load` makes; concurrent misses share one load. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const inFlight = this.loading;
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const promise = load().then(
      (value) => {
        inFlight.delete(key);
        this.set(key, value);
        return value;
      },
      (error: unknown) => {
        inFlight.delete(key);
        throw error;
      },
    );
    inFlight.set(key, promise);
    return promise;
  }
}
