import { describe, expect, it } from 'vitest';
import { findUnsafeInput, INPUT_MAX_DEPTH, INPUT_MESSAGES, PG_INT_MAX } from './input-safety';

describe('findUnsafeInput', () => {
  it('passes ordinary input: Hindi, emoji (whole pairs), numbers, nested lists', () => {
    const input = { name: 'शर्मा स्वीट्स 🎉', cardNo: PG_INT_MAX, tags: ['a', { deep: ['ok'] }], n: 3e12 };
    expect(findUnsafeInput(input, 'body')).toBeNull();
    expect(findUnsafeInput('plain', 'query.search')).toBeNull();
  });

  it('finds a NUL anywhere, in values and in keys, and names the field', () => {
    expect(findUnsafeInput({ a: { b: ['x', 'y\u0000'] } }, 'body')).toEqual({
      field: 'body.a.b.1',
      message: INPUT_MESSAGES.nul,
    });
    expect(findUnsafeInput({ 'k\u0000': 1 }, 'query')).toEqual({ field: 'query.k\u0000', message: INPUT_MESSAGES.nul });
  });

  it('finds half a surrogate pair, high or low, at any place in the text', () => {
    for (const text of ['\uD83D', 'a\uD83Db', '\uDE00', 'x\uDE00\uD83D']) {
      expect(findUnsafeInput({ about: text }, 'body'), JSON.stringify(text)).toEqual({
        field: 'body.about',
        message: INPUT_MESSAGES.brokenText,
      });
    }
    expect(findUnsafeInput({ about: '\uD83D\uDE00' }, 'body')).toBeNull();
  });

  it('keeps serial numbers (…No fields, numbers or numeric strings) inside PostgreSQL integer', () => {
    expect(findUnsafeInput({ cardNo: PG_INT_MAX + 1 }, 'body')).toEqual({
      field: 'body.cardNo',
      message: INPUT_MESSAGES.serialOutOfRange,
    });
    expect(findUnsafeInput({ pdfCardNo: '9007199254740991' }, 'query')?.field).toBe('query.pdfCardNo');
    expect(findUnsafeInput({ recordNos: [1, 2] }, 'body')).toBeNull();
    expect(findUnsafeInput({ videoNo: [1, 2 ** 40] }, 'body')?.message).toBe(INPUT_MESSAGES.serialOutOfRange);
    // Not a serial: a large amount or a timestamp passes this rule (its own schema decides).
    expect(findUnsafeInput({ amountInPaise: 2 ** 40, time: Date.now() }, 'body')).toBeNull();
  });

  it('refuses nesting deeper than any request of ours', () => {
    let deep: unknown = 'x';
    for (let i = 0; i <= INPUT_MAX_DEPTH + 1; i++) deep = [deep];
    expect(findUnsafeInput(deep, 'body')?.message).toBe(INPUT_MESSAGES.tooDeep);
  });
});
