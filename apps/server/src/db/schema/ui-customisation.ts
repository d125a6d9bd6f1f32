// UI customisation: the banners and tiles an agency places on its customers'
// pages. The theme itself lives on the agency (agencies.theme). Re-exported by ../schema.ts.
import type { PagePlacement, UiDisplayMode, UiHeight, UiItemKind, UiStyle } from '@cardora/contract';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts, uuidPk } from './columns';
import { agencyRef } from './identity';

export const uiCustomisationItems = pgTable(
  'ui_customisation_items',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    kind: text('kind').$type<UiItemKind>().notNull(),
    placement: text('placement').$type<PagePlacement>().notNull(),
    style: text('style').$type<UiStyle>().notNull(),
    height: text('height').$type<UiHeight>().notNull(),
    displayMode: text('display_mode').$type<UiDisplayMode>().notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    buttonLabel: text('button_label'),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    /** Position in the agency's list (0 first); reordering rewrites every item's. */
    sortOrder: integer('sort_order').notNull(),
    /** IST days, inclusive; null = open-ended. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [index('ui_customisation_items_agency_order_idx').on(table.agencyId, table.sortOrder)],
);

export type UiCustomisationItemRow = typeof uiCustomisationItems.$inferSelect;
