import { describe, expect, it } from 'vitest';
import { ExpiringSet } from './expiring-set';

describe('ExpiringSet', () => {
  it('has a key for ttlMs after it was added, reads not extending it', () => {
    let now = 1_000;
    const set = new ExpiringSet(10, 30_000, () => now);
    set.add('visitor');
    now += 30_000;
    expect(set.has('visitor')).toBe(true);
    now += 1;
    expect(set.has('visitor')).toBe(false);
    expect(set.has('never added')).toBe(false);
  });

  it('counts the time again from a second add', () => {
    let now = 0;
    const set = new ExpiringSet(10, 100, () => now);
    set.add('a');
    now = 90;
    set.add('a');
    now = 150;
    expect(set.has('a')).toBe(true);
    now = 191;
    expect(set.has('a')).toBe(false);
  });

  it('forgets the oldest keys past max, and expired ones as new keys come', () => {
    let now = 0;
    const set = new ExpiringSet(3, 100, () => now);
    for (const key of ['a', 'b', 'c', 'd']) set.add(key);
    expect(['a', 'b', 'c', 'd'].filter((key) => set.has(key))).toEqual(['b', 'c', 'd']);
    expect(set.size).toBe(3);
    now = 150;
    set.add('e');
    expect(set.size).toBe(1);
    expect(set.has('e')).toBe(true);
  });
});
