// A rate limit for work the server may put off (checking kept pages against the database):
// `perSecond` tokens a second, as many saved up at most, so a quiet server checks every page
// when due and a flooded one does no more than that much extra work a second.
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {
    this.tokens = perSecond;
    this.updatedAt = now();
  }

  get capacity(): number {
    return this.perSecond;
  }

  /** Tokens there are now (fractions included). */
  get available(): number {
    this.refill();
    return this.tokens;
  }

  /** True (and one token spent) when there is one to spend now. */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private refill(): void {
    const at = this.now();
    // A clock that goes back (tests set it) refills nothing and spends nothing extra.
    const elapsed = Math.max(0, at - this.updatedAt);
    this.tokens = Math.min(this.perSecond, this.tokens + (elapsed * this.perSecond) / 1000);
    this.updatedAt = at;
  }
}

/**
 * When kept pages are checked against the database: each `minMs` while the budget lasts. When
 * it runs out (visits spread over more cards a second than it holds) the interval doubles, up
 * to `maxMs`, and it halves again while tokens are left over; at most one change a second, so
 * it settles where the checks fit the budget. Every page, hot or not, is then checked about
 * once per interval, instead of the hottest cards taking every token each second and the rest
 * never being checked. A page `maxMs` old is checked whatever the budget says (it still spends
 * a token, so the others wait): staleness stays bounded, and the work stays bounded by the
 * cards actually visited.
 */
export class CheckPacer {
  private intervalMs: number;
  private changedAt: number;

  constructor(
    private readonly budget: TokenBucket,
    private readonly now: () => number,
    private readonly minMs: number,
    private readonly maxMs: number,
  ) {
    this.intervalMs = minMs;
    this.changedAt = now();
  }

  /** The current interval between two checks of a page (ms). */
  get interval(): number {
    return this.intervalMs;
  }

  /** Whether a page last checked `ageMs` ago is to be checked now. */
  shouldCheck(ageMs: number): boolean {
    if (ageMs < this.minMs) return false;
    if (ageMs >= this.maxMs) {
      this.budget.take();
      return true;
    }
    if (ageMs < this.intervalMs) return false;
    if (this.budget.take()) {
      if (this.budget.available > this.budget.capacity / 2) this.change(Math.max(this.minMs, this.intervalMs / 2));
      return true;
    }
    this.change(Math.min(this.maxMs, this.intervalMs * 2));
    return false;
  }

  private change(intervalMs: number): void {
    const at = this.now();
    if (intervalMs === this.intervalMs || at - this.changedAt < 1_000) return;
    this.intervalMs = intervalMs;
    this.changedAt = at;
  }
}
