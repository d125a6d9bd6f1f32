import { describe, expect, it } from 'vitest';
import { ShortLivedCache, WriteGeneration } from './short-lived-cache';

function setUp() {
  const time = { now: 1_000_000 };
  const writes = new WriteGeneration();
  const cache = new ShortLivedCache<string | null>(writes, 10, 1_000, () => time.now);
  return { time, writes, cache };
}

/** A load the test finishes when it wants. */
function controlled() {
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { load, finish: (value: string) => finish(value), fail: (error: Error) => fail(error), calls: () => calls };
}

describe('ShortLivedCache', () => {
  it('serves a value for its time; a write in this process drops it at once', async () => {
    const { time, writes, cache } = setUp();
    expect(await cache.getOrLoad('host', async () => 'row v1')).toBe('row v1');
    time.now += 999;
    expect(cache.peek('host')).toBe('row v1');
    writes.bump();
    expect(cache.peek('host')).toBeUndefined();
    expect(await cache.getOrLoad('host', async () => 'row v2')).toBe('row v2');
    time.now += 1_001;
    expect(cache.peek('host')).toBeUndefined();
  });

  it('refreshes ahead: past three quarters of its time one load starts, the value is served meanwhile and then replaced', async () => {
    const { time, cache } = setUp();
    await cache.getOrLoad('host', async () => 'row v1');
    const refresh = controlled();
    time.now += 700;
    expect(cache.peek('host', refresh.load)).toBe('row v1');
    expect(refresh.calls()).toBe(0);
    time.now += 100;
    expect(cache.peek('host', refresh.load)).toBe('row v1');
    expect(cache.peek('host', refresh.load)).toBe('row v1');
    expect(refresh.calls()).toBe(1);
    refresh.finish('row v2');
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.peek('host', refresh.load)).toBe('row v2');
    // The new value has a time of its own.
    time.now += 999;
    expect(cache.peek('host')).toBe('row v2');
  });

  it('a failed refresh leaves the value to run out at its own time, not later', async () => {
    const { time, cache } = setUp();
    await cache.getOrLoad('host', async () => 'row v1');
    const refresh = controlled();
    time.now += 800;
    expect(cache.peek('host', refresh.load)).toBe('row v1');
    refresh.fail(new Error('database down'));
    await new Promise((resolve) => setImmediate(resolve));
    time.now += 150;
    expect(cache.peek('host', refresh.load)).toBe('row v1');
    expect(refresh.calls()).toBe(1);
    time.now += 51;
    expect(cache.peek('host', refresh.load)).toBeUndefined();
  });

  it('a refresh that read before a write in this process is not kept', async () => {
    const { time, writes, cache } = setUp();
    await cache.getOrLoad('host', async () => 'row v1');
    const refresh = controlled();
    time.now += 800;
    cache.peek('host', refresh.load);
    writes.bump();
    refresh.finish('row read before the write');
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.peek('host')).toBeUndefined();
  });
});
