// Money: plans, payment orders and the gateway sandbox's payments, customers' card payments and
// product purchases, the money audit, and agencies' bills to the platform with their payments.
import type {
  ManualPaymentMode,
  MoveOutRequestStatus,
  ProductPaymentKind,
  TCustomPlanForm,
  TFrameVisibility,
  TPlanLimits,
} from '@cardora/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses, businessRef } from './cards';
import { createdAt, oneOf, ownedBy, ts, uuidPk } from './columns';
import { agencies, agencyRef, byFranchisee, byUser } from './identity';
import { pdfCards } from './pdf-cards';

/** An agency's subscription plans. Deleting one only stamps deleted_at: payments keep their copy. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    validityYears: integer('validity_years').notNull(),
    digitalCardIncluded: boolean('digital_card_included').notNull(),
    digitalCardLimit: integer('digital_card_limit').notNull(),
    greetingImagesIncluded: boolean('greeting_images_included').notNull(),
    greetingImagesLimit: integer('greeting_images_limit').notNull(),
    greetingVideosIncluded: boolean('greeting_videos_included').notNull(),
    greetingVideosLimit: integer('greeting_videos_limit').notNull(),
    pdfCardIncluded: boolean('pdf_card_included').notNull(),
    pdfCardLimit: integer('pdf_card_limit').notNull(),
    promotionalVideoIncluded: boolean('promotional_video_included').notNull(),
    promotionalVideoLimit: integer('promotional_video_limit').notNull(),
    /** Migration 0040: team members per card; null is the agency's setting (docs/product-rules.md#staff-cards). */
    teamMembersLimit: integer('team_members_limit'),
    /** Migration 0041: physical NFC/QR tags the plan gives the business; null is none (docs/product-rules.md#physical-tags). */
    tagsIncluded: integer('tags_included'),
    frameVisibility: jsonb('frame_visibility').$type<TFrameVisibility>().notNull(),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('subscription_plans_agency_idx').on(t.agencyId, t.createdAt)],
);

/** What a payment bought, copied when the order is made so later plan edits change nothing. */
export interface PlanSnapshot {
  name: string;
  pricePaise: number;
  validityYears: number;
  limits: TPlanLimits;
  frameVisibility: TFrameVisibility;
  /** The admin's form when the plan is CUSTOM_PLAN. */
  customPlan?: TCustomPlanForm;
}

/**
 * What an order buys: a plan (card), a PDF card's single purchase, promotional videos, or (paid
 * by an agency to the platform) an agency bill.
 */
export type PaymentOrderKind = 'card' | 'pdf-card' | 'promotional-video' | 'tag' | 'agency-bill';

/**
 * Gateway orders (both providers; sandbox orders are only here). provider_order_id is the
 * gateway's id. By kind: a card order has plan_id and plan_snapshot; a pdf-card order has
 * pdf_card_no and plan_id (the agency's PDF plan); a promotional-video or tag order has quantity.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuidPk(),
    providerOrderId: text('provider_order_id').notNull().unique('payment_orders_provider_order_unique'),
    agencyId: agencyRef(),
    /** The business paying (NULL for an agency-bill order: agency_id is then the platform, the payee). */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentOrderKind>().notNull().default('card'),
    /** agency-bill: the bill paid (its agency is the payer). Migration 0007. */
    agencyBillId: uuid('agency_bill_id').references((): AnyPgColumn => agencyBills.id, { onDelete: 'cascade' }),
    /** A subscription plan id or CUSTOM_PLAN (card); the agency's PDF plan id (pdf-card). */
    planId: text('plan_id'),
    planSnapshot: jsonb('plan_snapshot').$type<PlanSnapshot>(),
    pdfCardNo: integer('pdf_card_no').references(() => pdfCards.pdfCardNo, { onDelete: 'cascade' }),
    /** Promotional videos or physical tags bought. */
    quantity: integer('quantity'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').$type<'INR'>().notNull().default('INR'),
    provider: text('provider').$type<'razorpay' | 'sandbox'>().notNull(),
    status: text('status').$type<'created' | 'paid' | 'failed'>().notNull().default('created'),
    receipt: text('receipt').notNull(),
    createdByUserId: byUser('created_by_user_id'),
    createdByFranchiseeId: byFranchisee('created_by_franchisee_id'),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    index('payment_orders_agency_business_idx').on(t.agencyId, t.businessId),
    check(
      'payment_orders_kind_fields',
      sql`(${t.kind} = 'card' and ${t.planId} is not null and ${t.planSnapshot} is not null)
        or (${t.kind} = 'pdf-card' and ${t.pdfCardNo} is not null and ${t.planId} is not null)
        or (${t.kind} in ('promotional-video', 'tag') and ${t.quantity} is not null)
        or (${t.kind} = 'agency-bill' and ${t.agencyBillId} is not null)`,
    ),
    check('payment_orders_business_kind', sql`(${t.kind} = 'agency-bill') = (${t.businessId} is null)`),
  ],
);

/** Payments taken by the sandbox gateway: what its fetchPayment reads. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** `pay_` + 14 characters, like Razorpay's. */
    id: text('id').primaryKey(),
    agencyId: agencyRef(),
    providerOrderId: text('provider_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<'captured' | 'failed'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.providerOrderId)],
);

/** Refunds taken by the sandbox gateway (Razorpay's refund entity: rfnd_…, against a pay_…). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    /** `rfnd_` + 14 characters, like Razorpay's. */
    id: text('id').primaryKey(),
    agencyId: agencyRef(),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<'processed' | 'failed'>().notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_refunds_payment_idx').on(t.paymentId)],
);

/**
 * What every table of recorded payments has: the amount, who took it (a gateway, whose payment
 * and order ids are unique so a payment is recorded once, or staff by hand) and when.
 */
function recordedPaymentColumns(table: 'card_payments' | 'product_payments' | 'agency_bill_payments') {
  return {
    amountPaise: integer('amount_paise').notNull(),
    provider: text('provider').$type<'razorpay' | 'sandbox' | 'manual'>().notNull(),
    providerPaymentId: text('provider_payment_id').unique(`${table}_provider_payment_unique`),
    providerOrderId: text('provider_order_id').unique(`${table}_provider_order_unique`),
    isManualUpdate: boolean('is_manual_update').notNull().default(false),
    /** Manual payments: how it was paid, and its UPI/cheque/bank reference (docs/product-rules.md#manual-payment-mode). */
    paymentMode: text('payment_mode').$type<ManualPaymentMode>(),
    paymentReference: text('payment_reference'),
    recordedByUserId: byUser('recorded_by_user_id'),
    recordedByFranchiseeId: byFranchisee('recorded_by_franchisee_id'),
    paidAt: ts('paid_at').notNull(),
  };
}

/**
 * Recorded card payments. provider_payment_id and provider_order_id are unique, so a payment
 * (or an order) is recorded once however many callbacks and webhooks report it.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    recordNo: serial('record_no').primaryKey(),
    agencyId: agencyRef(),
    businessId: businessRef(),
    planId: text('plan_id').notNull(),
    planSnapshot: jsonb('plan_snapshot').$type<PlanSnapshot>().notNull(),
    ...recordedPaymentColumns('card_payments'),
    validFrom: ts('valid_from').notNull(),
    validUntil: ts('valid_until').notNull(),
    renew: boolean('renew').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('card_payments_agency_business_idx').on(t.agencyId, t.businessId, t.paidAt)],
);

/**
 * Recorded product payments: PDF card single purchases and promotional videos. A sibling of
 * card_payments rather than more columns on it: a plan payment has a period and a plan copy and
 * decides the business's subscription; these are one-off counts that decide a PDF card's state
 * and the videos a business bought. Exactly once by the same unique provider ids.
 */
export const productPayments = pgTable(
  'product_payments',
  {
    recordNo: serial('record_no').primaryKey(),
    agencyId: agencyRef(),
    businessId: businessRef(),
    kind: text('kind').$type<ProductPaymentKind>().notNull(),
    pdfCardNo: integer('pdf_card_no').references(() => pdfCards.pdfCardNo, { onDelete: 'cascade' }),
    /** The agency's PDF plan id (pdf-card). */
    planId: text('plan_id'),
    /** Videos or physical tags bought (1 for a PDF card). */
    quantity: integer('quantity').notNull().default(1),
    ...recordedPaymentColumns('product_payments'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_payments_agency_business_idx').on(t.agencyId, t.businessId, t.kind, t.paidAt),
    index('product_payments_pdf_card_idx').on(t.pdfCardNo),
    check(
      'product_payments_kind_fields',
      sql`(${t.kind} = 'pdf-card' and ${t.pdfCardNo} is not null and ${t.planId} is not null)
        or (${t.kind} in ('promotional-video', 'tag') and ${t.pdfCardNo} is null)`,
    ),
  ],
);

export type MoneyAuditAction = 'manual-payment-recorded' | 'payment-deleted';

/**
 * Every money action taken by hand: a manual payment or a deleted
 * payment record (a gateway order, custom plan or not, keeps who opened it in
 * payment_orders.created_by_*). Written in the action's own
 * transaction. A deletion keeps the whole row as it was, so deleting a payment never erases its
 * history. No foreign key to the business or the payment: the record outlives both. The actor's
 * ids go null if the account is deleted; `actor_label` keeps who it was.
 */
export const moneyAuditEvents = pgTable(
  'money_audit_events',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    action: text('action').$type<MoneyAuditAction>().notNull(),
    businessId: uuid('business_id').notNull(),
    businessName: text('business_name').notNull(),
    recordTable: text('record_table').$type<'card_payments' | 'product_payments'>().notNull(),
    recordKey: text('record_key').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    actorUserId: byUser('actor_user_id'),
    actorFranchiseeId: byFranchisee('actor_franchisee_id'),
    actorLabel: text('actor_label').notNull(),
    /** The record as it was when the action happened. */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('money_audit_events_agency_business_idx').on(t.agencyId, t.businessId, t.createdAt)],
);
export type MoneyAuditEventRow = typeof moneyAuditEvents.$inferSelect;

// ---------------------------------------------------------------------------------------
// Billing, agency → platform (migration 0007; docs/product-rules.md#billing-of-agencies).

/** What the superadmin charges an agency. No row: the agency is not billed yet. */
export const agencyBillingPrices = pgTable('agency_billing_prices', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  /** The platform (superadmin) agency that bills it: its gateway takes the payments. */
  billedByAgencyId: ownedBy('billed_by_agency_id', () => agencies.id),
  perCardMonthlyPaise: integer('per_card_monthly_paise').notNull(),
  annualFeePaise: integer('annual_fee_paise').notNull(),
  greetingsFeePaise: integer('greetings_fee_paise').notNull(),
  pdfCardFeePaise: integer('pdf_card_fee_paise').notNull(),
  /** Migration 0041: per physical tag the agency makes, billed on the month it is made in (docs/product-rules.md#physical-tags). */
  tagFeePaise: integer('tag_fee_paise').notNull().default(0),
  /** The first month (IST) billed. */
  billingFromYear: integer('billing_from_year').notNull(),
  billingFromMonth: integer('billing_from_month').notNull(),
  updatedByUserId: byUser('updated_by_user_id'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type AgencyBillKind = 'month' | 'annual' | 'greetings' | 'pdf-card';

/**
 * One bill of an agency: a month (its cards × the per-card price), a year's annual fee, or a
 * product fee (charged once). amount_due_paise and amount_paid_paise are kept in step with the
 * cards and the payments under the bill's row lock; the invoice number is given in the
 * transaction that makes the bill paid.
 */
export const agencyBills = pgTable(
  'agency_bills',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    kind: text('kind').$type<AgencyBillKind>().notNull(),
    year: integer('year'),
    month: integer('month'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    cardCount: integer('card_count').notNull().default(0),
    /** Migration 0041, month bills: the physical tags the agency made in the month, at tag_unit_price_paise each. */
    tagCount: integer('tag_count').notNull().default(0),
    tagUnitPricePaise: integer('tag_unit_price_paise').notNull().default(0),
    amountDuePaise: integer('amount_due_paise').notNull(),
    amountPaidPaise: integer('amount_paid_paise').notNull().default(0),
    invoiceNumber: text('invoice_number').unique('agency_bills_invoice_number_unique'),
    invoiceDate: ts('invoice_date'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('agency_bills_agency_kind_period_unique').on(t.agencyId, t.kind, t.year, t.month).nullsNotDistinct(),
    check(
      'agency_bills_kind_period',
      sql`(${t.kind} = 'month' and ${t.year} is not null and ${t.month} between 1 and 12)
        or (${t.kind} = 'annual' and ${t.year} is not null and ${t.month} is null)
        or (${t.kind} in ('greetings', 'pdf-card') and ${t.year} is null and ${t.month} is null)`,
    ),
  ],
);

/** The cards of a month bill. No FK to cards: the line (with its copied names) outlives a deleted card. */
export const agencyBillCards = pgTable(
  'agency_bill_cards',
  {
    billId: ownedBy('bill_id', () => agencyBills.id),
    agencyId: agencyRef(),
    cardNo: integer('card_no').notNull(),
    cardId: text('card_id'),
    businessId: uuid('business_id'),
    businessName: text('business_name').notNull(),
    addedManually: boolean('added_manually').notNull().default(false),
    addedByUserId: byUser('added_by_user_id'),
    addedAt: ts('added_at').notNull(),
    movedOutAt: ts('moved_out_at'),
    movedOutByUserId: byUser('moved_out_by_user_id'),
    movedOutReason: text('moved_out_reason'),
  },
  (t) => [primaryKey({ columns: [t.billId, t.cardNo] }), index('agency_bill_cards_agency_idx').on(t.agencyId)],
);

/** Payments of agency bills: gateway (exactly once by the unique provider ids) or recorded by the superadmin. */
export const agencyBillPayments = pgTable(
  'agency_bill_payments',
  {
    recordNo: serial('record_no').primaryKey(),
    /** The agency that paid (the bill's). */
    agencyId: agencyRef(),
    billId: ownedBy('bill_id', () => agencyBills.id),
    ...recordedPaymentColumns('agency_bill_payments'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('agency_bill_payments_bill_idx').on(t.agencyId, t.billId, t.paidAt)],
);

/**
 * An agency's request to move a paid, live card out of a month bill: pending until an admin of
 * the platform approves (the card leaves the bill) or refuses it (docs/product-rules.md#bill-move-out-approval).
 * One pending request per card and bill.
 */
export const agencyBillMoveOutRequests = pgTable(
  'agency_bill_move_out_requests',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    billId: ownedBy('bill_id', () => agencyBills.id),
    cardNo: integer('card_no').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<MoveOutRequestStatus>().notNull().default('pending'),
    requestedByUserId: byUser('requested_by_user_id'),
    requestedAt: ts('requested_at').notNull(),
    decidedByUserId: byUser('decided_by_user_id'),
    decidedAt: ts('decided_at'),
    decisionNote: text('decision_note'),
  },
  (t) => [
    uniqueIndex('agency_bill_move_out_requests_pending_unique')
      .on(t.billId, t.cardNo)
      .where(sql`${t.status} = 'pending'`),
    index('agency_bill_move_out_requests_status_idx').on(t.status, t.requestedAt),
    index('agency_bill_move_out_requests_agency_idx').on(t.agencyId, t.requestedAt),
    oneOf('agency_bill_move_out_requests_status', t.status, ['pending', 'approved', 'refused']),
  ],
);
export type AgencyBillMoveOutRequestRow = typeof agencyBillMoveOutRequests.$inferSelect;

/** The last invoice number given in each financial year ('2026-27'): a row lock keeps them gapless. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export type CardPaymentRow = typeof cardPayments.$inferSelect;

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

export type ProductPaymentRow = typeof productPayments.$inferSelect;

export type AgencyBillingPricesRow = typeof agencyBillingPrices.$inferSelect;

export type AgencyBillRow = typeof agencyBills.$inferSelect;

export type AgencyBillCardRow = typeof agencyBillCards.$inferSelect;

export type AgencyBillPaymentRow = typeof agencyBillPayments.$inferSelect;
