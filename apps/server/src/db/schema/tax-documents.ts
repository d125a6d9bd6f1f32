// Documents for every rupee (docs/product-rules.md#gst-documents): each issuer's tax settings, a
// business's GSTIN and state, the gapless counters of each series, the documents themselves and
// the refunds taken through the gateway.
import type { PaymentSource, TaxDocumentKind } from '@cardora/contract';
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
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './cards';
import { createdAt, oneOf, ownedBy, ts, uuidPk } from './columns';
import { agencies, agencyRef, byFranchisee, byUser } from './identity';

/** An issuer's tax settings. No row: receipts in the agency's name (defaultTaxSettings). */
export const agencyTaxSettings = pgTable('agency_tax_settings', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  gstin: text('gstin'),
  address: text('address').notNull(),
  stateCode: text('state_code').notNull(),
  pricesIncludeTax: boolean('prices_include_tax').notNull(),
  rateBasisPoints: integer('rate_basis_points').notNull(),
  sacCode: text('sac_code').notNull(),
  invoicePrefix: text('invoice_prefix').notNull(),
  updatedByUserId: byUser('updated_by_user_id'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type AgencyTaxSettingsRow = typeof agencyTaxSettings.$inferSelect;

/** A business's details for its documents. No row: billed by its name, place of supply the issuer's state. */
export const businessTaxDetails = pgTable('business_tax_details', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  agencyId: agencyRef(),
  gstin: text('gstin'),
  legalName: text('legal_name'),
  address: text('address'),
  stateCode: text('state_code'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type BusinessTaxDetailsRow = typeof businessTaxDetails.$inferSelect;

/** The last number given in each issuer's series and financial year: a row lock keeps them gapless. */
export const documentCounters = pgTable(
  'document_counters',
  {
    issuerAgencyId: ownedBy('issuer_agency_id', () => agencies.id),
    /** The series' prefix (an invoice prefix, RCT or CN). */
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuerAgencyId, t.series, t.financialYear] })],
);

/** Who issued a document, as it was then: the settings can change, the document does not. */
export interface IssuerSnapshot {
  legalName: string;
  gstin: string | null;
  address: string;
  stateCode: string | null;
  /** The agency's brand when the document was made. */
  brandName: string;
  logoUrl: string | null;
  primaryColour: string | null;
}

/** Who the document is for, as they were then. */
export interface BuyerSnapshot {
  name: string;
  gstin: string | null;
  address: string | null;
  stateCode: string | null;
  phoneNumber: string | null;
  email: string | null;
}

/**
 * Tax invoices, receipts and credit notes. Never deleted and never changed but for nothing:
 * a deleted payment keeps its invoice and gets a credit note. No foreign key to the payment or
 * the business: the document outlives both. issuer_agency_id is the tenant.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuidPk(),
    issuerAgencyId: ownedBy('issuer_agency_id', () => agencies.id),
    kind: text('kind').$type<TaxDocumentKind>().notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    /** The random code of the public check page the QR opens. */
    checkCode: text('check_code').notNull().unique('tax_documents_check_code_unique'),
    issuedAt: ts('issued_at').notNull(),
    issuer: jsonb('issuer').$type<IssuerSnapshot>().notNull(),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    /** Customer payments: the business. No FK (the document outlives it). */
    businessId: uuid('business_id'),
    /** An agency's fee to the platform: the agency that paid. */
    buyerAgencyId: uuid('buyer_agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    placeOfSupply: text('place_of_supply'),
    source: text('source').$type<PaymentSource>().notNull(),
    recordNo: integer('record_no').notNull(),
    /** Manual payments: the mode; gateway payments: the provider. */
    paymentMode: text('payment_mode').notNull(),
    paymentReference: text('payment_reference'),
    /** Who took the money: a gateway (refunds go through it) or staff by hand. */
    provider: text('provider').$type<'razorpay' | 'sandbox' | 'manual'>().notNull(),
    /** Gateway payments: the provider's payment id (refunds go through it). */
    providerPaymentId: text('provider_payment_id'),
    description: text('description').notNull(),
    sacCode: text('sac_code').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    taxLines: jsonb('tax_lines')
      .$type<{ kind: 'CGST' | 'SGST' | 'IGST'; rateBasisPoints: number; amountPaise: number }[]>()
      .notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    roundingPaise: integer('rounding_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** A credit note: the invoice or receipt it takes back, and why. */
    creditedDocumentId: uuid('credited_document_id').references((): AnyPgColumn => taxDocuments.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tax_documents_series_sequence_unique').on(t.issuerAgencyId, t.series, t.financialYear, t.sequence),
    unique('tax_documents_number_unique').on(t.issuerAgencyId, t.number),
    index('tax_documents_issuer_issued_idx').on(t.issuerAgencyId, t.issuedAt),
    index('tax_documents_business_idx').on(t.issuerAgencyId, t.businessId, t.issuedAt),
    index('tax_documents_buyer_agency_idx').on(t.buyerAgencyId, t.issuedAt),
    index('tax_documents_payment_idx').on(t.issuerAgencyId, t.source, t.recordNo),
    index('tax_documents_credited_idx').on(t.creditedDocumentId),
    index('tax_documents_provider_payment_idx').on(t.providerPaymentId),
    oneOf('tax_documents_kind', t.kind, ['tax-invoice', 'receipt', 'credit-note']),
    check('tax_documents_credit_note_links', sql`(${t.kind} = 'credit-note') = (${t.creditedDocumentId} is not null)`),
    check('tax_documents_amounts', sql`${t.totalPaise} >= 0 and ${t.taxablePaise} >= 0`),
  ],
);
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

export type RefundStatus = 'pending' | 'processed' | 'failed';

/**
 * Refunds of gateway payments, made here or in the gateway's dashboard (its webhook reports
 * them): exactly once by the gateway's refund id. Each has its credit note.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    providerRefundId: text('provider_refund_id').notNull().unique('payment_refunds_provider_refund_unique'),
    providerPaymentId: text('provider_payment_id').notNull(),
    /** The invoice or receipt refunded against. */
    documentId: uuid('document_id')
      .notNull()
      .references(() => taxDocuments.id),
    creditNoteId: uuid('credit_note_id').references(() => taxDocuments.id),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    reason: text('reason').notNull(),
    createdByUserId: byUser('created_by_user_id'),
    createdByFranchiseeId: byFranchisee('created_by_franchisee_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.agencyId, t.providerPaymentId),
    oneOf('payment_refunds_status', t.status, ['pending', 'processed', 'failed']),
    check('payment_refunds_amount', sql`${t.amountPaise} > 0`),
  ],
);
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
