// Test helpers: category static pages made straight in the database (the API is what the tests check).

import type { TestApp } from '#test/support/app';
import type { AgencyRow } from '../../src/db/schema';
import { categoryStaticPages } from '../../src/db/schema';

export async function createStaticPage(
  t: TestApp,
  agency: AgencyRow,
  overrides: Partial<typeof categoryStaticPages.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(categoryStaticPages)
    .values({
      agencyId: agency.id,
      category: 'sweet-shop',
      title: 'Grow your sweet shop',
      contentHtml: '<p>Festive orders open early.</p>',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('page not created');
  return row;
}
