import { describe, expect, it } from 'vitest';
import { formatPaise } from '#lib/format';
import { compactRupees, formatCount, longDay, monthLabel, rangeLabel, shortDay, tileCount, trendOf } from './format';

describe('insights display', () => {
  it('writes counts and rupees with Indian grouping', () => {
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatPaise(14_99_00_000)).toBe('₹14,99,000');
  });

  it("writes a tile's count, or nothing while it loads (the tile shows a skeleton)", () => {
    expect(tileCount(1234567)).toBe('12,34,567');
    expect(tileCount(0)).toBe('0');
    expect(tileCount(undefined)).toBeUndefined();
  });

  it('writes compact rupees in Indian units', () => {
    expect(compactRupees(0)).toBe('₹0');
    expect(compactRupees(95_000)).toBe('₹950');
    expect(compactRupees(1_250_000)).toBe('₹12.5K');
    expect(compactRupees(15_000_000)).toBe('₹1.5L');
    expect(compactRupees(230_000_000)).toBe('₹23L');
    expect(compactRupees(2_300_000_000)).toBe('₹2.3Cr');
    expect(compactRupees(150_000_000_000)).toBe('₹150Cr');
  });

  it('writes days, months and ranges', () => {
    expect(shortDay('2026-11-03')).toBe('3 Nov');
    expect(longDay('2026-09-30')).toBe('30 Sep 2026');
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2026-01', true)).toBe("Jan '26");
    expect(rangeLabel('2026-11-01', '2026-11-23')).toBe('1 Nov – 23 Nov 2026');
    expect(rangeLabel('2026-11-23', '2026-11-23')).toBe('23 Nov 2026');
    expect(rangeLabel('2025-04-01', '2026-03-31')).toBe('1 Apr 2025 – 31 Mar 2026');
  });

  it('compares a period with the one before', () => {
    expect(trendOf(5, 4)).toEqual({ direction: 'up', label: '+25%' });
    expect(trendOf(3, 4)).toEqual({ direction: 'down', label: '−25%' });
    expect(trendOf(4, 4)).toEqual({ direction: 'flat', label: 'Same' });
    expect(trendOf(2, 0)).toEqual({ direction: 'up', label: 'New' });
    expect(trendOf(0, 3)).toEqual({ direction: 'down', label: '−100%' });
    expect(trendOf(1001, 1000)).toEqual({ direction: 'up', label: '+<1%' });
  });
});
