// Recording a card payment exactly once, and what payments make of a business. One
// transaction: lock the business, insert the payment (unique provider payment and order ids;
// on conflict nothing changes and the existing record is returned), mark the order paid and
// apply the plan to the business. Deleting a payment recomputes the business the same way.
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type BusinessRow, type CardPaymentRow, cardPayments, type PlanSnapshot, paymentOrders } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { type BusinessSubscription, lockBusiness, setBusinessSubscription } from '../businesses/service';

/** The same day and time `years` later (29 February becomes 28 February). */
export function addYears(date: Date, years: number): Date {
  const result = new Date(date.getTime());
  const month = result.getUTCMonth();
  result.setUTCFullYear(result.getUTCFullYear() + years);
  if (result.getUTCMonth() !== month) result.setUTCDate(0);
  return result;
}

export interface PaymentPeriod {
  validFrom: Date;
  validUntil: Date;
  /** The business's expiry after this payment. */
  businessExpiry: Date | null;
}

/**
 * A renewal adds the validity to whatever is left: from the current expiry while it is in the
 * future, else from now. A fixed-expiry business keeps its date (set by an admin).
 */
export function paymentPeriod(
  business: Pick<BusinessRow, 'expiryDateForCustomer' | 'isFixedExpiryDate'>,
  now: Date,
  validityYears: number,
): PaymentPeriod {
  const current = business.expiryDateForCustomer;
  if (business.isFixedExpiryDate) {
    return { validFrom: now, validUntil: current ?? addYears(now, validityYears), businessExpiry: current };
  }
  const from = current && current.getTime() > now.getTime() ? current : now;
  const until = addYears(from, validityYears);
  return { validFrom: from, validUntil: until, businessExpiry: until };
}

export interface PaymentToRecord {
  agencyId: string;
  businessId: string;
  planId: string;
  snapshot: PlanSnapshot;
  amountPaise: number;
  provider: 'razorpay' | 'sandbox' | 'manual';
  /** Gateway payments only; unique, so a replay finds the first record. */
  providerPaymentId: string | null;
  providerOrderId: string | null;
  recordedByUserId: string | null;
  recordedByFranchiseeId: string | null;
  renew: boolean;
}

export interface RecordedPayment {
  record: CardPaymentRow;
  expiryDateForCustomer: Date | null;
  paymentStatus: number;
  /** true: this payment (or its order) was recorded before; nothing changed now. */
  alreadyRecorded: boolean;
}

async function findByProviderIds(tx: Tx, agencyId: string, paymentId: string | null, orderId: string | null) {
  const matches = [
    paymentId ? eq(cardPayments.providerPaymentId, paymentId) : undefined,
    orderId ? eq(cardPayments.providerOrderId, orderId) : undefined,
  ].filter((c) => c !== undefined);
  if (matches.length === 0) return null;
  const [row] = await tx
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.agencyId, agencyId), or(...matches)))
    .limit(1);
  return row ?? null;
}

async function orderStatus(tx: Tx, agencyId: string, providerOrderId: string) {
  const [row] = await tx
    .select({ status: paymentOrders.status })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.agencyId, agencyId), eq(paymentOrders.providerOrderId, providerOrderId)))
    .limit(1);
  return row?.status ?? null;
}

export async function recordCardPayment(db: Db, input: PaymentToRecord, now: Date): Promise<RecordedPayment> {
  return db.transaction(async (tx) => {
    const business = await lockBusiness(tx, input.agencyId, input.businessId);
    if (!business) throw notFound();
    const already = (existing: CardPaymentRow): RecordedPayment => ({
      record: existing,
      expiryDateForCustomer: business.expiryDateForCustomer,
      paymentStatus: business.paymentStatus,
      alreadyRecorded: true,
    });
    // Payments of one business wait for each other on the lock, so a second report of this
    // payment finds the first record here.
    const earlier = await findByProviderIds(tx, input.agencyId, input.providerPaymentId, input.providerOrderId);
    if (earlier) return already(earlier);
    if (input.providerOrderId && (await orderStatus(tx, input.agencyId, input.providerOrderId)) === 'paid') {
      // Paid, recorded, and the record deleted by the agency since: a replay must not bring it back.
      throw conflict('This order has already been paid; its payment record was deleted.');
    }
    const period = paymentPeriod(business, now, input.snapshot.validityYears);
    const [record] = await tx
      .insert(cardPayments)
      .values({
        agencyId: input.agencyId,
        businessId: input.businessId,
        planId: input.planId,
        planSnapshot: input.snapshot,
        amountPaise: input.amountPaise,
        provider: input.provider,
        providerPaymentId: input.providerPaymentId,
        providerOrderId: input.providerOrderId,
        isManualUpdate: input.provider === 'manual',
        recordedByUserId: input.recordedByUserId,
        recordedByFranchiseeId: input.recordedByFranchiseeId,
        paidAt: now,
        validFrom: period.validFrom,
        validUntil: period.validUntil,
        renew: input.renew,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!record) {
      // The unique index is the last word (e.g. the same ids reported for another business).
      const existing = await findByProviderIds(tx, input.agencyId, input.providerPaymentId, input.providerOrderId);
      if (!existing) throw conflict('This payment has already been recorded.');
      return already(existing);
    }
    if (input.providerOrderId) {
      await tx
        .update(paymentOrders)
        .set({ status: 'paid', paidAt: now })
        .where(
          and(eq(paymentOrders.agencyId, input.agencyId), eq(paymentOrders.providerOrderId, input.providerOrderId)),
        );
    }
    await setBusinessSubscription(tx, input.agencyId, input.businessId, {
      expiryDateForCustomer: period.businessExpiry,
      paymentStatus: 1,
      isSubscriptionActive: true,
      planLimits: input.snapshot.limits,
      frameVisibility: input.snapshot.frameVisibility,
    });
    return { record, expiryDateForCustomer: period.businessExpiry, paymentStatus: 1, alreadyRecorded: false };
  });
}

/** The business as the remaining payments make it (newest first). A fixed expiry stays. */
export function subscriptionFrom(
  business: Pick<BusinessRow, 'expiryDateForCustomer' | 'isFixedExpiryDate'>,
  remaining: Pick<CardPaymentRow, 'validUntil' | 'planSnapshot'>[],
  now: Date,
): BusinessSubscription {
  const latest = remaining[0];
  const expiry = remaining.reduce<Date | null>(
    (max, r) => (max === null || r.validUntil.getTime() > max.getTime() ? r.validUntil : max),
    null,
  );
  const active = remaining.some((r) => r.validUntil.getTime() > now.getTime());
  return {
    expiryDateForCustomer: business.isFixedExpiryDate ? business.expiryDateForCustomer : expiry,
    paymentStatus: active ? 1 : 0,
    isSubscriptionActive: active,
    planLimits: latest?.planSnapshot.limits ?? null,
    frameVisibility: latest?.planSnapshot.frameVisibility ?? null,
  };
}

/** Deletes one record of the business and recomputes the business from the rest, in one transaction. */
export async function deleteCardPaymentRecord(
  db: Db,
  agencyId: string,
  businessId: string,
  recordNo: number,
  now: Date,
): Promise<BusinessSubscription> {
  return db.transaction(async (tx) => {
    const business = await lockBusiness(tx, agencyId, businessId);
    if (!business) throw notFound();
    const [deleted] = await tx
      .delete(cardPayments)
      .where(
        and(
          eq(cardPayments.agencyId, agencyId),
          eq(cardPayments.businessId, businessId),
          eq(cardPayments.recordNo, recordNo),
        ),
      )
      .returning({ recordNo: cardPayments.recordNo });
    if (!deleted) throw notFound();
    const remaining = await tx
      .select({ validUntil: cardPayments.validUntil, planSnapshot: cardPayments.planSnapshot })
      .from(cardPayments)
      .where(and(eq(cardPayments.agencyId, agencyId), eq(cardPayments.businessId, businessId)))
      .orderBy(desc(cardPayments.paidAt), desc(cardPayments.recordNo));
    const state = subscriptionFrom(business, remaining, now);
    await setBusinessSubscription(tx, agencyId, businessId, state);
    return state;
  });
}
