import { describe, expect, it } from 'vitest';
import { SecondChanceCache } from './second-chance-cache';

const page = (name: string) => ({ name, recentlyUsed: false });

describe('SecondChanceCache', () => {
  it('keeps at most max entries, evicting the oldest not used since it was set', () => {
    const cache = new SecondChanceCache<ReturnType<typeof page>>(3);
    for (const name of ['a', 'b', 'c']) cache.set(name, page(name));
    expect(cache.get('a')?.name).toBe('a');
    cache.set('d', page('d'));
    expect(cache.size).toBe(3);
    // 'a' was used: passed over once; 'b' was not: gone.
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((name) => cache.get(name)?.name)).toEqual(['a', 'c', 'd']);
  });

  it('never evicts the entry being set, even when every other one was used', () => {
    const cache = new SecondChanceCache<ReturnType<typeof page>>(2);
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.get('b');
    cache.set('c', page('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('c')?.name).toBe('c');
    // Both had their second chance; the older of the two went.
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.name).toBe('b');
  });

  it('keeps the hot keys of a skewed stream and replaces a key in place', () => {
    const cache = new SecondChanceCache<ReturnType<typeof page>>(10);
    for (let i = 0; i < 1_000; i++) {
      // Keys 0-4 come every other request; the rest once each.
      const key = i % 2 === 0 ? `hot-${(i / 2) % 5}` : `cold-${i}`;
      if (!cache.get(key)) cache.set(key, page(key));
    }
    for (let hot = 0; hot < 5; hot++) expect(cache.get(`hot-${hot}`)?.name).toBe(`hot-${hot}`);
    const replaced = page('hot-0 again');
    cache.set('hot-0', replaced);
    expect(cache.get('hot-0')).toBe(replaced);
    expect(cache.size).toBe(10);
    cache.delete('hot-0');
    expect(cache.get('hot-0')).toBeUndefined();
  });
});
