import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { businessRef } from './cards';
import { createdAt, uuidPk } from './columns';
import { agencyRef, byUser } from './identity';

/** A customer's request for greeting images for one of their businesses (POST /image-post/request-images). */
export const imageRequests = pgTable(
  'image_requests',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    businessId: businessRef(),
    requestedByUserId: byUser('requested_by_user_id'),
    category: text('category').notNull(),
    message: text('message'),
    status: text('status').$type<'open'>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('image_requests_agency_business_created_idx').on(t.agencyId, t.businessId, t.createdAt)],
);

export type ImageRequestRow = typeof imageRequests.$inferSelect;
