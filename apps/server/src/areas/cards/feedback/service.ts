// Feedback: what visitors leave on a card, stored under the spam limits, and the
// owner's and staff's reading and deleting. Reach is the businesses' (businesses/scope.ts): a
// customer their own, admins and creators every business of the agency, a franchisee the ones it
// made unless it has all-card access; out of reach is 404, as if it did not exist. Deleting as a
// franchisee also needs card:edit (403), like every change to what a card shows.
import {
  contactKindOf,
  ENQUIRY_MESSAGES,
  type TFeedback,
  type TFeedbackForm,
  type TFeedbackList,
  type ZDeleteFeedbackQuery,
  type ZFeedbackListQuery,
} from '@cardora/contract';
import { and, avg, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { businesses, type CardFeedbackRow, cardFeedback } from '#db/schema';
import { notFound } from '#lib/errors';
import { reachableBusinesses } from '#policies/cards';
import type { Services } from '#services';
import { queueNewDeliveries } from '../lead-delivery/deliver';
import { recordEnquiryEvent } from '../lead-delivery/events';
import { consentOf, consentView, deleteEnquiry, type EnquiryCaller } from './enquiry-rows';
import { storeUnderLimits } from './limits';
import type { StoreOutcome, VisitedCard } from './visitor-form';

/**
 * Stores a visitor's feedback on the card when the visitor and the card are under the limits,
 * with the moment they ticked the notice and its version (docs/product-rules.md#visitor-consent)
 * and its webhook deliveries (docs/product-rules.md#lead-webhooks), queued once committed.
 */
export async function submitFeedback(
  services: Services,
  card: VisitedCard,
  form: TFeedbackForm,
  ipHash: string,
): Promise<StoreOutcome> {
  let deliveryIds: string[] = [];
  const outcome = await storeUnderLimits(
    services.db,
    'feedback',
    cardFeedback,
    card,
    { ipHash, now: services.now() },
    async (tx, sent) => {
      const [row] = await tx
        .insert(cardFeedback)
        .values({
          ...sent,
          rating: form.rating,
          message: form.message,
          name: form.name,
          contact: form.contact ?? null,
          ...consentOf(form, sent.createdAt),
        })
        .returning();
      if (!row) return;
      deliveryIds = await recordEnquiryEvent(services, tx, {
        event: 'feedback.created',
        agencyId: row.agencyId,
        businessId: row.businessId,
        cardId: row.cardId,
        at: row.createdAt,
        data: (businessName) => toFeedback(row, businessName),
      });
    },
  );
  await queueNewDeliveries(services, deliveryIds);
  return outcome;
}

/**
 * The businesses a list covers, as a where clause over `businesses`: the caller's reach, narrowed
 * to one business when named (404 when that one is out of reach).
 */
export async function enquiryBusinesses(
  services: Services,
  caller: EnquiryCaller,
  businessId: string | undefined,
): Promise<SQL> {
  const reach = reachableBusinesses(caller.agencyId, caller.principal);
  if (!businessId) return reach;
  const one = and(reach, eq(businesses.id, businessId)) ?? reach;
  const [found] = await services.db.select({ id: businesses.id }).from(businesses).where(one).limit(1);
  if (!found) throw notFound(ENQUIRY_MESSAGES.unknownBusiness);
  return one;
}

function toFeedback(row: CardFeedbackRow, businessName: string): TFeedback {
  return {
    feedbackNo: row.feedbackNo,
    businessId: row.businessId,
    businessName,
    cardId: row.cardId,
    rating: row.rating,
    message: row.message,
    name: row.name,
    contact: row.contact,
    contactKind: contactKindOf(row.contact),
    createdAt: row.createdAt.toISOString(),
    ...consentView(row),
  };
}

/** GET /feedback: newest first, a page at a time, with the total and the average rating. */
export async function listFeedback(
  services: Services,
  caller: EnquiryCaller,
  query: z.output<typeof ZFeedbackListQuery>,
): Promise<TFeedbackList> {
  const inReach = await enquiryBusinesses(services, caller, query.businessId);
  const where = and(eq(cardFeedback.agencyId, caller.agencyId), inReach);
  const [summary] = await services.db
    .select({ total: count(), average: avg(cardFeedback.rating) })
    .from(cardFeedback)
    .innerJoin(businesses, eq(businesses.id, cardFeedback.businessId))
    .where(where);
  const rows = await services.db
    .select({ feedback: cardFeedback, businessName: businesses.businessName })
    .from(cardFeedback)
    .innerJoin(businesses, eq(businesses.id, cardFeedback.businessId))
    .where(where)
    .orderBy(desc(cardFeedback.feedbackNo))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const average = summary?.average === null || summary?.average === undefined ? null : Number(summary.average);
  return {
    list: rows.map((row) => toFeedback(row.feedback, row.businessName)),
    total: summary?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    averageRating: average === null ? null : Math.round(average * 10) / 10,
  };
}

/** DELETE /feedback: one feedback of a business in reach (404 otherwise); franchisees need card:edit. */
export async function deleteFeedback(
  services: Services,
  caller: EnquiryCaller,
  query: z.output<typeof ZDeleteFeedbackQuery>,
): Promise<{ deleted: true; feedbackNo: number }> {
  await deleteEnquiry(
    services,
    caller,
    {
      table: cardFeedback,
      agencyId: cardFeedback.agencyId,
      businessId: cardFeedback.businessId,
      no: cardFeedback.feedbackNo,
    },
    query.feedbackNo,
    ENQUIRY_MESSAGES.unknownFeedback(query.feedbackNo),
  );
  return { deleted: true, feedbackNo: query.feedbackNo };
}
