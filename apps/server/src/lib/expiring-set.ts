// Keys remembered for a fixed time from when they were added, at most `max` of them (the
// oldest forgotten first). One lifetime for every key makes insertion order expiry order, so a
// plain Map does it and a lookup reorders nothing: the card page asks on every visit whether
// this visitor was just counted, and lru-cache's recency and TTL bookkeeping for that showed in
// the many-cards profile (bench/README.md).
export class ExpiringSet {
  private readonly addedAt = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** Added no more than ttlMs ago (as lru-cache's ttl: a key exactly ttlMs old is still there). */
  has(key: string): boolean {
    const at = this.addedAt.get(key);
    return at !== undefined && this.now() - at <= this.ttlMs;
  }

  /** Remembered from now (again, if it was already). */
  add(key: string): void {
    const at = this.now();
    this.addedAt.delete(key);
    this.addedAt.set(key, at);
    // The oldest first: expired ones, and any past `max`.
    for (const [oldest, addedAt] of this.addedAt) {
      if (this.addedAt.size <= this.max && at - addedAt <= this.ttlMs) break;
      this.addedAt.delete(oldest);
    }
  }

  get size(): number {
    return this.addedAt.size;
  }
}
