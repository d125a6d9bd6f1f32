/// <reference types="node" />
// The built-in categories named for translation are the ones the migration ships, key for key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_BUSINESS_CATEGORIES, builtInCategoryKey } from './business-category-names';

const MIGRATION = join(import.meta.dirname, '../../../apps/server/drizzle/0002_business_categories.sql');

describe('BUILT_IN_BUSINESS_CATEGORIES', () => {
  it("are migration 0002's business categories", () => {
    const shipped = Object.fromEntries(
      [...readFileSync(MIGRATION, 'utf8').matchAll(/\('([a-z-]+)', '([^']+)', \d+\)/g)].map((m) => [m[1], m[2]]),
    );
    expect(BUILT_IN_BUSINESS_CATEGORIES).toEqual(shipped);
  });

  it('knows a category only under its shipped name', () => {
    expect(builtInCategoryKey('sweet-shop', 'Sweet Shop')).toBe('sweet-shop');
    expect(builtInCategoryKey('sweet-shop', 'Mithai')).toBeNull();
    expect(builtInCategoryKey('other', 'Sweet Shop')).toBeNull();
    expect(builtInCategoryKey('toString', 'Sweet Shop')).toBeNull();
  });
});
