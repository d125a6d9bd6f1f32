// Recording a card payment exactly once, and what payments make of a business. One
// transaction: lock the business, insert the payment (unique provider payment and order ids;
// on conflict nothing changes and the existing record is returned), mark the order paid and
// apply the plan to the business. Deleting a payment recomputes the business the same way.
import type { ManualPaymentMode } from '@cardora/contract';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type BusinessSubscription, lockBusiness, setBusinessSubscription } from '#cards';
import type { Db, Tx } from '#db/client';
import {
  type BusinessRow,
  type CardPaymentRow,
  cardPayments,
  type PlanSnapshot,
  paymentOrders,
  type TaxDocumentRow,
} from '#db/schema';
import { notifyPaymentRecorded } from '#identity';
import { conflict, notFound } from '#lib/errors';
import { allOf } from '#lib/sql';
import { creditDeletedPayment, issuePaymentDocument, recordedPaymentFacts } from '../documents/issue';
import { auditDeletion, auditManualRecording, type MoneyActorIds } from './money-audit';

/** The same day and time `years` later (29 February becomes 28 February). */
export function addYears(date: Date, years: number): Date {
  const result = new Date(date.getTime());
  const month = result.getUTCMonth();
  result.setUTCFullYear(result.getUTCFullYear() + years);
  if (result.getUTCMonth() !== month) result.setUTCDate(0);
  return result;
}

/** A plan payment's line on its document: "Gold plan, 1 year". */
export function planDescription(snapshot: Pick<PlanSnapshot, 'name' | 'validityYears'>): string {
  return `${snapshot.name} plan, ${snapshot.validityYears} ${snapshot.validityYears === 1 ? 'year' : 'years'}`;
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

/** What any payment is, whichever table records it: the money, how it came, who recorded it. */
export interface PaymentFacts {
  amountPaise: number;
  provider: 'razorpay' | 'sandbox' | 'manual';
  /** Gateway payments only; unique, so a replay finds the first record. */
  providerPaymentId: string | null;
  providerOrderId: string | null;
  recordedByUserId: string | null;
  /** Manual payments: docs/product-rules.md#manual-payment-mode */
  paymentMode?: ManualPaymentMode | null;
  paymentReference?: string | null;
}

/** The columns every payment table stores for those facts, the payment recorded at `now`. */
export function paymentColumns(input: PaymentFacts, now: Date) {
  return {
    amountPaise: input.amountPaise,
    provider: input.provider,
    providerPaymentId: input.providerPaymentId,
    providerOrderId: input.providerOrderId,
    isManualUpdate: input.provider === 'manual',
    recordedByUserId: input.recordedByUserId,
    paymentMode: input.paymentMode ?? null,
    paymentReference: input.paymentReference ?? null,
    paidAt: now,
    createdAt: now,
  };
}

export interface PaymentToRecord extends PaymentFacts {
  agencyId: string;
  businessId: string;
  planId: string;
  snapshot: PlanSnapshot;
  recordedByFranchiseeId: string | null;
  renew: boolean;
}

export interface RecordedPayment {
  record: CardPaymentRow;
  expiryDateForCustomer: Date | null;
  paymentStatus: number;
  /** true: this payment (or its order) was recorded before; nothing changed now. */
  alreadyRecorded: boolean;
  /** The tax invoice or receipt made with it (null when it was recorded before). */
  document: TaxDocumentRow | null;
}

/** The provider-id columns exactly-once recording matches on (card_payments, product_payments). */
export interface ProviderIdColumns {
  agencyId: PgColumn;
  providerPaymentId: PgColumn;
  providerOrderId: PgColumn;
}

/** The record of this payment or of its order, as a where clause; null when neither id is known. */
export function sameProviderPayment(
  columns: ProviderIdColumns,
  agencyId: string,
  paymentId: string | null,
  orderId: string | null,
): SQL | null {
  const matches = [
    paymentId ? eq(columns.providerPaymentId, paymentId) : undefined,
    orderId ? eq(columns.providerOrderId, orderId) : undefined,
  ].filter((c) => c !== undefined);
  return matches.length === 0 ? null : allOf(eq(columns.agencyId, agencyId), or(...matches));
}

async function orderStatus(tx: Tx, agencyId: string, providerOrderId: string) {
  const [row] = await tx
    .select({ status: paymentOrders.status })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.agencyId, agencyId), eq(paymentOrders.providerOrderId, providerOrderId)))
    .limit(1);
  return row?.status ?? null;
}

export interface OnceSteps<R> {
  /** The earlier record of this payment or its order, if any. */
  findEarlier(): Promise<R | null>;
  /** Inserts the record, doing nothing (undefined) when a unique index already holds it. */
  insert(): Promise<R | undefined>;
}

/**
 * Exactly once, inside the caller's transaction, which holds the business's lock so payments of
 * one business wait for each other: an earlier record of this payment (or its order) wins; an
 * order paid and recorded whose record was deleted since is not brought back by a replay (409);
 * the unique indexes are the last word; a new record marks its order paid.
 */
export async function insertOnce<R>(
  tx: Tx,
  agencyId: string,
  providerOrderId: string | null,
  steps: OnceSteps<R>,
  now: Date,
): Promise<{ record: R; inserted: boolean }> {
  const earlier = await steps.findEarlier();
  if (earlier) return { record: earlier, inserted: false };
  if (providerOrderId && (await orderStatus(tx, agencyId, providerOrderId)) === 'paid') {
    throw conflict('This order has already been paid; its payment record was deleted.');
  }
  const record = await steps.insert();
  if (!record) {
    // E.g. the same ids reported for another business: the unique index found them.
    const existing = await steps.findEarlier();
    if (!existing) throw conflict('This payment has already been recorded.');
    return { record: existing, inserted: false };
  }
  if (providerOrderId) {
    await tx
      .update(paymentOrders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(paymentOrders.agencyId, agencyId), eq(paymentOrders.providerOrderId, providerOrderId)));
  }
  return { record, inserted: true };
}

export async function recordCardPayment(db: Db, input: PaymentToRecord, now: Date): Promise<RecordedPayment> {
  return db.transaction(async (tx) => {
    const business = await lockBusiness(tx, input.agencyId, input.businessId);
    if (!business) throw notFound();
    const earlier = sameProviderPayment(cardPayments, input.agencyId, input.providerPaymentId, input.providerOrderId);
    const period = paymentPeriod(business, now, input.snapshot.validityYears);
    const { record, inserted } = await insertOnce(
      tx,
      input.agencyId,
      input.providerOrderId,
      {
        findEarlier: async () =>
          earlier ? ((await tx.select().from(cardPayments).where(earlier).limit(1))[0] ?? null) : null,
        insert: async () =>
          (
            await tx
              .insert(cardPayments)
              .values({
                agencyId: input.agencyId,
                businessId: input.businessId,
                planId: input.planId,
                planSnapshot: input.snapshot,
                ...paymentColumns(input, now),
                recordedByFranchiseeId: input.recordedByFranchiseeId,
                validFrom: period.validFrom,
                validUntil: period.validUntil,
                renew: input.renew,
              })
              .onConflictDoNothing()
              .returning()
          )[0],
      },
      now,
    );
    if (!inserted) {
      return {
        record,
        expiryDateForCustomer: business.expiryDateForCustomer,
        paymentStatus: business.paymentStatus,
        alreadyRecorded: true,
        document: null,
      };
    }
    await auditManualRecording(tx, input.agencyId, business, 'card_payments', record);
    const document = await issuePaymentDocument(
      tx,
      {
        issuerAgencyId: input.agencyId,
        source: 'card',
        ...recordedPaymentFacts(record),
        description: planDescription(input.snapshot),
        buyer: { businessId: input.businessId },
      },
      now,
    );
    await setBusinessSubscription(tx, input.agencyId, input.businessId, {
      expiryDateForCustomer: period.businessExpiry,
      paymentStatus: 1,
      isSubscriptionActive: true,
      planLimits: input.snapshot.limits,
      frameVisibility: input.snapshot.frameVisibility,
    });
    await notifyPaymentRecorded(tx, {
      ...record,
      business,
      table: 'card',
      purchase: { kind: 'plan', planName: input.snapshot.name },
      at: now,
    });
    return {
      record,
      expiryDateForCustomer: period.businessExpiry,
      paymentStatus: 1,
      alreadyRecorded: false,
      document,
    };
  });
}

type RemainingPayment = Pick<CardPaymentRow, 'recordNo' | 'paidAt' | 'validFrom' | 'validUntil' | 'planSnapshot'>;

/**
 * The periods the remaining payments buy when laid end to end again, oldest first: each
 * starts when it was paid or when the one before ends, whichever is later. A renewal's period
 * was chained after the payment before it, so deleting that payment must move it back —
 * keeping the old dates would leave the business with years nobody paid for.
 */
export function rechainPeriods(remaining: readonly RemainingPayment[]) {
  const oldestFirst = [...remaining].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || a.recordNo - b.recordNo);
  let end: Date | null = null;
  return oldestFirst.map((payment) => {
    const validFrom: Date = end && end.getTime() > payment.paidAt.getTime() ? end : payment.paidAt;
    const validUntil = addYears(validFrom, payment.planSnapshot.validityYears);
    end = validUntil;
    return { payment, validFrom, validUntil };
  });
}

/** The business as the remaining payments make it (re-chained). A fixed expiry stays. */
export function subscriptionFrom(
  business: Pick<BusinessRow, 'expiryDateForCustomer' | 'isFixedExpiryDate'>,
  remaining: readonly RemainingPayment[],
  now: Date,
): BusinessSubscription {
  const periods = rechainPeriods(remaining);
  const last = periods.at(-1);
  const expiry = last?.validUntil ?? null;
  const active = expiry !== null && expiry.getTime() > now.getTime();
  return {
    expiryDateForCustomer: business.isFixedExpiryDate ? business.expiryDateForCustomer : expiry,
    paymentStatus: active ? 1 : 0,
    isSubscriptionActive: active,
    planLimits: last?.payment.planSnapshot.limits ?? null,
    frameVisibility: last?.payment.planSnapshot.frameVisibility ?? null,
  };
}

/** Deletes one record of the business and recomputes the business from the rest, in one transaction. */
export async function deleteCardPaymentRecord(
  db: Db,
  agencyId: string,
  businessId: string,
  recordNo: number,
  actor: MoneyActorIds,
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
      .returning();
    if (!deleted) throw notFound();
    await auditDeletion(tx, agencyId, business, 'card_payments', deleted, actor);
    await creditDeletedPayment(tx, agencyId, 'card', recordNo, now);
    const remaining = await tx
      .select({
        recordNo: cardPayments.recordNo,
        paidAt: cardPayments.paidAt,
        validFrom: cardPayments.validFrom,
        validUntil: cardPayments.validUntil,
        planSnapshot: cardPayments.planSnapshot,
      })
      .from(cardPayments)
      .where(and(eq(cardPayments.agencyId, agencyId), eq(cardPayments.businessId, businessId)));
    // A fixed-expiry business never chained its payments, so their dates stay as recorded.
    if (!business.isFixedExpiryDate) {
      for (const { payment, validFrom, validUntil } of rechainPeriods(remaining)) {
        if (
          payment.validFrom.getTime() === validFrom.getTime() &&
          payment.validUntil.getTime() === validUntil.getTime()
        ) {
          continue;
        }
        await tx
          .update(cardPayments)
          .set({ validFrom, validUntil })
          .where(and(eq(cardPayments.agencyId, agencyId), eq(cardPayments.recordNo, payment.recordNo)));
      }
    }
    const state = subscriptionFrom(business, remaining, now);
    await setBusinessSubscription(tx, agencyId, businessId, state);
    return state;
  });
}
