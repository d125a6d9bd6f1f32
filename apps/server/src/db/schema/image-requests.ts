import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './cards';
import { createdAt } from './columns';
import { agencies, users } from './identity';

/** A customer's request for greeting images for one of their businesses (POST /image-post/request-images). */
export const imageRequests = pgTable(
  'image_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    message: text('message'),
    status: text('status').$type<'open'>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('image_requests_agency_business_created_idx').on(t.agencyId, t.businessId, t.createdAt)],
);

export type ImageRequestRow = typeof imageRequests.$inferSelect;
