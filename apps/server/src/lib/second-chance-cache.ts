// A bounded cache whose hit is one Map lookup and one flag set on the value itself: nothing is
// reordered. For the public card's kept pages (public-card/routes.ts), looked up on every visit:
// lru-cache (lib/lru.ts, used everywhere else) moves each hit to the tail of its list, and with
// visits spread over 10,000 pages those scattered writes, and the box lib/lru.ts puts each value
// in, cost ~3.5 µs of cache misses per request on the bench's machine (bench/README.md,
// public-card), a tenth of the whole answer.
//
// Eviction is "second chance" (the CLOCK algorithm): the oldest entry goes, unless it was used
// since it was set or last passed over; then it goes to the back with its flag cleared. Close to
// LRU when a few keys take most hits, and O(1) amortised.

/** A value that carries its own "used since" flag. */
export interface Reusable {
  recentlyUsed: boolean;
}

export class SecondChanceCache<V extends Reusable> {
  /** Insertion order is the clock's order: the first entry is the next one looked at. */
  private readonly entries = new Map<string, V>();

  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) value.recentlyUsed = true;
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    // Room first, then the new entry at the back: it is looked at after every entry passed over.
    if (this.entries.size >= this.max) this.evictOne();
    value.recentlyUsed = false;
    this.entries.set(key, value);
  }

  private evictOne(): void {
    // One iterator: entries given a second chance go to the back and are met again, unflagged.
    for (const [oldest, candidate] of this.entries) {
      this.entries.delete(oldest);
      if (!candidate.recentlyUsed) return;
      candidate.recentlyUsed = false;
      this.entries.set(oldest, candidate);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
