import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

function keysAfterFilling(lru: Lru<number>, keys: string[]): string[] {
  return keys.filter((key) => lru.get(key) !== undefined);
}

describe('Lru', () => {
  it('evicts the least recently used key, counting reads as uses', () => {
    const lru = new Lru<number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    expect(lru.get('a')).toBe(1); // a is now the newest: b is the oldest
    lru.set('d', 4);
    expect(lru.get('b')).toBeUndefined();
    expect(keysAfterFilling(lru, ['a', 'c', 'd'])).toEqual(['a', 'c', 'd']);
  });

  it('keeps the order right when the newest key is read again and again', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    for (let i = 0; i < 3; i++) expect(lru.get('b')).toBe(2);
    expect(lru.get('a')).toBe(1); // a becomes the newest, b the oldest
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
  });

  it('moves a key read after another key back to the newest place', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.get('b'); // b was the newest once, but a was read since
    lru.set('c', 3);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe(2);
  });

  it('forgets the newest key when it is deleted, and orders a re-set key as new', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.delete('b');
    lru.set('b', 3);
    expect(lru.get('a')).toBe(1); // a newest now
    lru.set('c', 4); // evicts b
    expect(lru.get('b')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('expires entries after their time to live', () => {
    let now = 1_000;
    const lru = new Lru<number>(10, 500, () => now);
    lru.set('a', 1);
    now = 1_500;
    expect(lru.get('a')).toBe(1);
    now = 1_501;
    expect(lru.get('a')).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it('shares one load between concurrent misses and keeps its result', async () => {
    const lru = new Lru<number>(10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 42;
    };
    const [first, second] = await Promise.all([lru.getOrLoad('k', load), lru.getOrLoad('k', load)]);
    expect([first, second, loads]).toEqual([42, 42, 1]);
    expect(await lru.getOrLoad('k', load)).toBe(42);
    expect(loads).toBe(1);
  });

  it('keeps a null as a cached answer (a missing image is not looked up again and again)', async () => {
    const lru = new Lru<Buffer | null>(10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    expect(await lru.getOrLoad('gone', load)).toBeNull();
    expect(await lru.getOrLoad('gone', load)).toBeNull();
    expect(loads).toBe(1);
    expect(lru.get('gone')).toBeNull();
    expect(lru.get('never')).toBeUndefined();
  });
});
