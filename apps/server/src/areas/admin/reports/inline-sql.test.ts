// The inliner of the reports' COPY statement: each value comes back from the database exactly
// as it went in, whatever it holds, and values it cannot write safely are refused.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '#test/support/database';
import { inlineSql, sqlLiteral } from './inline-sql';

/** Runs a statement as text (no parameters) and returns its rows. */
async function run(text: string): Promise<unknown[]> {
  const result = await (await getTestDb()).execute(sql.raw(text));
  return (result as unknown as { rows: unknown[] }).rows;
}

const HOSTILE = [
  "'; drop table businesses; --",
  "\\'; select 1; --",
  "O'Brien \\\\ back\\slash",
  '$$; select 1; $$',
  "$tag$ ' $tag$",
  "E'\\x27'",
  '%_\\',
  'हिंदी "quoted", \r\n',
  '',
];

describe('sqlLiteral', () => {
  it('writes values as node-postgres sends them, quoted', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('a\\b')).toBe(" E'a\\\\b'");
    expect(sqlLiteral(42)).toBe("'42'");
    expect(sqlLiteral(-1.5)).toBe("'-1.5'");
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral(new Date('2026-11-22T08:35:00Z'))).toBe("'2026-11-22T08:35:00.000Z'");
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(undefined)).toBe('null');
  });

  it.each([
    ['an object', { a: 1 }],
    ['an array', ['a']],
    ['a bigint', 1n],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an invalid date', new Date('nope')],
    ['a NUL character', 'a\0b'],
    ['a function', () => 1],
  ])('refuses %s', (_name, value) => {
    expect(() => sqlLiteral(value)).toThrow(TypeError);
  });

  it('refuses a placeholder', () => {
    expect(() => inlineSql(sql`select ${sql.placeholder('x')}`)).toThrow(TypeError);
  });
});

describe('inlineSql', () => {
  it.each(HOSTILE)('%j comes back unchanged, as one value', async (value) => {
    const text = inlineSql(
      sql`select ${value}::text as v, count(*)::int as n from (values (1)) as one(x) where ${value} = ${value}`,
    );
    expect(text).not.toContain('$1');
    expect(await run(text)).toEqual([{ v: value, n: 1 }]);
  });

  it('keeps the parameters typed by their context, as bound ones are', async () => {
    const text = inlineSql(sql`select ${5} + 1 as six, ${'2026-01-01T00:00:00Z'}::timestamptz < now() as past`);
    expect(await run(text)).toEqual([{ six: 6, past: true }]);
  });
});
