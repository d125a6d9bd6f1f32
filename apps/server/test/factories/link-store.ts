// Test helpers: link store rows made straight in the database (the API is what the tests check).

import type { TestApp } from '#test/support/app';
import type { AgencyRow } from '../../src/db/schema';
import { linkCategories, linkTypes } from '../../src/db/schema';

export async function createLinkCategory(t: TestApp, agency: AgencyRow, name = 'Getting started', sortOrder = 0) {
  const [row] = await t.db.insert(linkCategories).values({ agencyId: agency.id, name, sortOrder }).returning();
  if (!row) throw new Error('link category not created');
  return row;
}

export async function createLink(
  t: TestApp,
  agency: AgencyRow,
  overrides: Partial<typeof linkTypes.$inferInsert> = {},
) {
  const linkCategoryId = overrides.linkCategoryId ?? (await createLinkCategory(t, agency)).id;
  const [row] = await t.db
    .insert(linkTypes)
    .values({
      agencyId: agency.id,
      linkCategoryId,
      title: 'How to share your card',
      url: 'https://example.com/share-your-card',
      kind: 'help-video',
      pages: ['digital-business-card'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('link not created');
  return row;
}
