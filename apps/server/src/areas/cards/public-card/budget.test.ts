import { describe, expect, it } from 'vitest';
import { CheckPacer, TokenBucket } from './budget';

describe('TokenBucket', () => {
  it('allows perSecond takes at once, then refills at that rate, never saving more than a second', () => {
    let now = 1_000_000;
    const bucket = new TokenBucket(3, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 334; // one token's worth (1000 / 3 ms)
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 60_000; // a quiet minute saves up one second's tokens, not sixty
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now -= 5_000; // a clock set back refills nothing
    expect(bucket.take()).toBe(false);
  });
});

describe('CheckPacer', () => {
  it('checks each page once a second while the budget lasts, less often when it runs out, and always past maxMs', () => {
    let now = 0;
    const clock = () => now;
    const pacer = new CheckPacer(new TokenBucket(4, clock), clock, 1_000, 60_000);
    now = 5_000;
    expect(pacer.shouldCheck(999)).toBe(false);
    expect([1, 2, 3, 4].map(() => pacer.shouldCheck(1_000))).toEqual([true, true, true, true]);
    // Out of tokens: not now, and pages are due every 2 s from now on.
    expect(pacer.shouldCheck(1_500)).toBe(false);
    expect(pacer.interval).toBe(2_000);
    // At most one change a second, so a burst does not send it to the maximum at once.
    expect(pacer.shouldCheck(3_000)).toBe(false);
    expect(pacer.interval).toBe(2_000);
    now += 250; // one token
    expect(pacer.shouldCheck(1_500)).toBe(false);
    expect(pacer.shouldCheck(2_000)).toBe(true);
    // However busy, a page maxMs old is checked (and spends a token).
    now += 1_000; // four tokens
    for (let i = 0; i < 4; i++) expect(pacer.shouldCheck(60_000)).toBe(true);
    expect(pacer.shouldCheck(2_000)).toBe(false);
    expect(pacer.interval).toBe(4_000);
    // Quiet again: tokens left over halve the interval, a second at a time, back to 1 s.
    now += 10_000;
    expect(pacer.shouldCheck(4_000)).toBe(true);
    expect(pacer.interval).toBe(2_000);
    expect(pacer.shouldCheck(2_000)).toBe(true);
    expect(pacer.interval).toBe(2_000);
    now += 1_000;
    expect(pacer.shouldCheck(2_000)).toBe(true);
    expect(pacer.interval).toBe(1_000);
  });
});
