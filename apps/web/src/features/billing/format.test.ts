import { describe, expect, it } from 'vitest';
import { formatPaise } from '#lib/format';
import { billKey, billTitle, cardsDetail } from './format';

describe('billing display', () => {
  it('writes rupees with Indian grouping, paise only when there are any', () => {
    expect(formatPaise(150_000)).toBe('₹1,500');
    expect(formatPaise(10_000_000)).toBe('₹1,00,000');
    expect(formatPaise(4_050)).toBe('₹40.50');
    expect(formatPaise(0)).toBe('₹0');
  });

  it('names bills and their cards', () => {
    expect(billTitle({ kind: 'month', year: 2026, month: 6 })).toBe('June 2026 bill');
    expect(billTitle({ kind: 'annual', year: 2026, month: null })).toBe('Annual fee 2026');
    expect(billTitle({ kind: 'greetings', year: null, month: null })).toBe('Greetings product fee');
    expect(cardsDetail({ cardCount: 1, unitPricePaise: 2_000 })).toBe('1 active card × ₹20');
    expect(cardsDetail({ cardCount: 3, unitPricePaise: 2_000 })).toBe('3 active cards × ₹20');
    // docs/product-rules.md#physical-tags
    expect(cardsDetail({ cardCount: 3, unitPricePaise: 2_000, tagCount: 0, tagUnitPricePaise: 1_000 })).toBe(
      '3 active cards × ₹20',
    );
    expect(cardsDetail({ cardCount: 1, unitPricePaise: 2_000, tagCount: 5, tagUnitPricePaise: 1_000 })).toBe(
      '1 active card × ₹20 · 5 NFC/QR tags made × ₹10',
    );
  });

  it('keys the bill being paid', () => {
    expect(billKey({ kind: 'month', year: 2026, month: 6 })).toBe('month:2026:6');
    expect(billKey({ kind: 'annual', year: 2026 })).toBe('annual:2026');
    expect(billKey({ kind: 'pdf-card' })).toBe('pdf-card');
  });
});
