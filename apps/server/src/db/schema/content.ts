// Agency content: category static pages and the link store. Every row
// belongs to one agency (agency_id, explicit in every query). Re-exported by ../schema.ts.
import type { LinkKind, LinkStorePage } from '@cardora/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedBy, ts, uuidPk } from './columns';
import { agencyRef } from './identity';

/**
 * A page of content for one business category (a 'Business Category' subcategory key) of one
 * agency: one per (agency, category). content_html is the server's cleaned HTML, never what was sent.
 */
export const categoryStaticPages = pgTable(
  'category_static_pages',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    coverImageUrl: text('cover_image_url'),
    ctaLabel: text('cta_label'),
    ctaLink: text('cta_link'),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('category_static_pages_agency_category').on(table.agencyId, table.category)],
);

/** A group of links in the link store, in the agency's order. */
export const linkCategories = pgTable(
  'link_categories',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('link_categories_agency').on(table.agencyId, table.sortOrder)],
);

/** A link: http/https only, placed on some of the five link store pages. */
export const linkTypes = pgTable(
  'link_types',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    linkCategoryId: ownedBy('link_category_id', () => linkCategories.id),
    title: text('title').notNull(),
    url: text('url').notNull(),
    kind: text('kind').$type<LinkKind>().notNull(),
    pages: text('pages').array().$type<LinkStorePage[]>().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('link_types_agency').on(table.agencyId, table.sortOrder),
    index('link_types_category').on(table.linkCategoryId),
  ],
);

export type CategoryStaticPageRow = typeof categoryStaticPages.$inferSelect;
export type LinkCategoryRow = typeof linkCategories.$inferSelect;
export type LinkTypeRow = typeof linkTypes.$inferSelect;
