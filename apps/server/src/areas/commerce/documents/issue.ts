// Issuing documents, always inside the transaction that records (or deletes, or refunds) the
// payment: a payment gets its tax invoice (or, from an issuer without a GSTIN, its receipt),
// and taking money back gets a credit note that references it. Numbers come from a counter row
// per issuer, series and financial year, incremented under its row lock in the same
// transaction: concurrent payments wait for each other, a rolled-back payment gives its number
// back, so a series has no gaps and a number is never given twice. docs/product-rules.md#gst-documents
import { randomInt } from 'node:crypto';
import {
  CREDIT_NOTE_PREFIX,
  completeAgencyTheme,
  documentNumber,
  financialYearOf,
  MANUAL_PAYMENT_MODE_LABELS,
  type ManualPaymentMode,
  type PaymentSource,
  RECEIPT_PREFIX,
  type TaxLine,
  taxBreakdown,
} from '@cardora/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#db/client';
import {
  type AgencyRow,
  agencies,
  type BuyerSnapshot,
  businesses,
  businessTaxDetails,
  documentCounters,
  type IssuerSnapshot,
  type TaxDocumentRow,
  taxDocuments,
  users,
} from '#db/schema';
import { findTaxSettings, type IssuerSettings, issuerSettings } from './settings';

/** The payment a document is for, as every payment table records it. */
export interface PaymentForDocument {
  issuerAgencyId: string;
  source: PaymentSource;
  recordNo: number;
  amountPaise: number;
  provider: 'razorpay' | 'sandbox' | 'manual';
  providerPaymentId: string | null;
  paymentMode: ManualPaymentMode | null;
  paymentReference: string | null;
  /** What was bought, in a line ("Gold plan, 1 year"). */
  description: string;
  /** A customer's business, or the agency paying the platform. */
  buyer: { businessId: string } | { agencyId: string };
}

/** What a document takes from the recorded payment's row, whichever table holds it. */
export function recordedPaymentFacts(
  record: Pick<
    PaymentForDocument,
    'recordNo' | 'amountPaise' | 'provider' | 'providerPaymentId' | 'paymentMode' | 'paymentReference'
  >,
) {
  const { recordNo, amountPaise, provider, providerPaymentId, paymentMode, paymentReference } = record;
  return { recordNo, amountPaise, provider, providerPaymentId, paymentMode, paymentReference };
}

/** The next number of a series (1 on a new financial year), under the counter row's lock. */
async function nextSequence(tx: Tx, issuerAgencyId: string, series: string, financialYear: string): Promise<number> {
  const [counter] = await tx
    .insert(documentCounters)
    .values({ issuerAgencyId, series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.issuerAgencyId, documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!counter) throw new Error('document counter not updated');
  return counter.lastNumber;
}

const CHECK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** 20 random characters (~117 bits): the public check page's address cannot be guessed. */
function checkCode(): string {
  let code = '';
  for (let i = 0; i < 20; i++) code += CHECK_ALPHABET[randomInt(0, CHECK_ALPHABET.length)];
  return code;
}

function issuerSnapshot(agency: AgencyRow, settings: IssuerSettings): IssuerSnapshot {
  const theme = completeAgencyTheme(agency.theme);
  return {
    legalName: settings.legalName,
    gstin: settings.gstin,
    address: settings.address,
    stateCode: settings.stateCode,
    brandName: theme.appName ?? agency.agencyName,
    logoUrl: theme.logoUrl,
    primaryColour: theme.primaryColor,
  };
}

async function buyerSnapshot(tx: DbOrTx, issuerAgencyId: string, buyer: PaymentForDocument['buyer']) {
  if ('businessId' in buyer) {
    const [row] = await tx
      .select({
        businessName: businesses.businessName,
        email: businesses.email,
        phoneNumber: businesses.phoneNumber,
        ownerPhone: users.phoneNumber,
        ownerEmail: users.email,
        gstin: businessTaxDetails.gstin,
        legalName: businessTaxDetails.legalName,
        address: businessTaxDetails.address,
        stateCode: businessTaxDetails.stateCode,
      })
      .from(businesses)
      .leftJoin(users, eq(users.id, businesses.userId))
      .leftJoin(businessTaxDetails, eq(businessTaxDetails.businessId, businesses.id))
      .where(and(eq(businesses.agencyId, issuerAgencyId), eq(businesses.id, buyer.businessId)))
      .limit(1);
    if (!row) throw new Error(`business ${buyer.businessId} not found for its document`);
    const snapshot: BuyerSnapshot = {
      name: row.legalName ?? row.businessName,
      gstin: row.gstin,
      address: row.address,
      stateCode: row.gstin?.slice(0, 2) ?? row.stateCode,
      phoneNumber: row.phoneNumber ?? row.ownerPhone,
      email: row.email ?? row.ownerEmail,
    };
    return { snapshot, businessId: buyer.businessId, buyerAgencyId: null };
  }
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, buyer.agencyId)).limit(1);
  if (!agency) throw new Error(`agency ${buyer.agencyId} not found for its document`);
  const settings = await findTaxSettings(tx, agency.id);
  const snapshot: BuyerSnapshot = {
    name: settings?.legalName ?? agency.agencyName,
    gstin: settings?.gstin ?? null,
    address: settings?.address ?? null,
    stateCode: settings?.stateCode ?? null,
    phoneNumber: null,
    email: null,
  };
  return { snapshot, businessId: null, buyerAgencyId: agency.id };
}

/** How the money came: the manual mode's name, or the gateway's. */
function paymentModeLabel(payment: Pick<PaymentForDocument, 'provider' | 'paymentMode'>): string {
  if (payment.provider === 'manual') {
    return payment.paymentMode ? MANUAL_PAYMENT_MODE_LABELS[payment.paymentMode] : 'Recorded by staff';
  }
  return payment.provider === 'razorpay' ? 'Online (Razorpay)' : 'Online (sandbox gateway)';
}

/**
 * Where the service is supplied: the buyer's state (a GSTIN's, else the one they gave); when the
 * buyer gave none, the issuer's own state. docs/product-rules.md#gst-documents
 */
export function placeOfSupply(buyerStateCode: string | null, issuerStateCode: string | null): string | null {
  return buyerStateCode ?? issuerStateCode;
}

interface Figures {
  taxablePaise: number;
  taxLines: TaxLine[];
  roundingPaise: number;
  totalPaise: number;
}

/**
 * The figures of a document for money received: a tax invoice splits it (the amount paid
 * includes the tax, whatever the prices were quoted as); a receipt has no tax lines.
 */
function figuresFor(amountPaise: number, taxInvoice: boolean, rateBasisPoints: number, sameState: boolean): Figures {
  if (!taxInvoice) return { taxablePaise: amountPaise, taxLines: [], roundingPaise: 0, totalPaise: amountPaise };
  const breakdown = taxBreakdown({ pricePaise: amountPaise, rateBasisPoints, pricesIncludeTax: true, sameState });
  return {
    taxablePaise: breakdown.taxablePaise,
    taxLines: breakdown.lines,
    roundingPaise: breakdown.roundingPaise,
    totalPaise: breakdown.totalPaise,
  };
}

async function insertDocument(
  tx: Tx,
  values: Omit<typeof taxDocuments.$inferInsert, 'sequence' | 'number' | 'checkCode' | 'financialYear'> & {
    issuedAt: Date;
  },
): Promise<TaxDocumentRow> {
  const financialYear = financialYearOf(values.issuedAt);
  const sequence = await nextSequence(tx, values.issuerAgencyId, values.series, financialYear);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      ...values,
      financialYear,
      sequence,
      number: documentNumber(values.series, financialYear, sequence),
      checkCode: checkCode(),
    })
    .returning();
  if (!row) throw new Error('document not inserted');
  return row;
}

/** The tax invoice (or receipt) of a payment just recorded, in the recording transaction. */
export async function issuePaymentDocument(tx: Tx, payment: PaymentForDocument, now: Date): Promise<TaxDocumentRow> {
  const [issuer] = await tx.select().from(agencies).where(eq(agencies.id, payment.issuerAgencyId)).limit(1);
  if (!issuer) throw new Error(`issuer ${payment.issuerAgencyId} not found`);
  const settings = issuerSettings(issuer, await findTaxSettings(tx, issuer.id));
  const buyer = await buyerSnapshot(tx, issuer.id, payment.buyer);
  const taxInvoice = settings.gstin !== null;
  const supply = placeOfSupply(buyer.snapshot.stateCode, settings.stateCode);
  const sameState = supply === null || supply === settings.stateCode;
  return insertDocument(tx, {
    issuerAgencyId: issuer.id,
    kind: taxInvoice ? 'tax-invoice' : 'receipt',
    series: taxInvoice ? settings.invoicePrefix : RECEIPT_PREFIX,
    issuedAt: now,
    issuer: issuerSnapshot(issuer, settings),
    buyer: buyer.snapshot,
    businessId: buyer.businessId,
    buyerAgencyId: buyer.buyerAgencyId,
    placeOfSupply: supply,
    source: payment.source,
    recordNo: payment.recordNo,
    paymentMode: paymentModeLabel(payment),
    paymentReference: payment.paymentReference ?? payment.providerPaymentId,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    description: payment.description,
    sacCode: settings.sacCode,
    rateBasisPoints: taxInvoice ? settings.rateBasisPoints : 0,
    ...figuresFor(payment.amountPaise, taxInvoice, settings.rateBasisPoints, sameState),
    creditedDocumentId: null,
    reason: null,
  });
}

/** The invoice or receipt of a recorded payment (none for payments recorded before documents). */
export async function findPaymentDocument(
  tx: DbOrTx,
  issuerAgencyId: string,
  source: PaymentSource,
  recordNo: number,
): Promise<TaxDocumentRow | null> {
  const [row] = await tx
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.issuerAgencyId, issuerAgencyId),
        eq(taxDocuments.source, source),
        eq(taxDocuments.recordNo, recordNo),
        ne(taxDocuments.kind, 'credit-note'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The credit notes issued against a document so far. */
export async function creditNotesOf(tx: DbOrTx, document: TaxDocumentRow): Promise<TaxDocumentRow[]> {
  return tx
    .select()
    .from(taxDocuments)
    .where(
      and(eq(taxDocuments.issuerAgencyId, document.issuerAgencyId), eq(taxDocuments.creditedDocumentId, document.id)),
    );
}

/** What the document still stands for once its credit notes are taken away, figure by figure. */
export function remainingFigures(document: Figures, creditNotes: readonly Figures[]): Figures {
  const lines = document.taxLines.map((line) => ({
    ...line,
    amountPaise:
      line.amountPaise -
      creditNotes.reduce((sum, note) => sum + (note.taxLines.find((l) => l.kind === line.kind)?.amountPaise ?? 0), 0),
  }));
  const minus = (pick: (f: Figures) => number) =>
    pick(document) - creditNotes.reduce((sum, note) => sum + pick(note), 0);
  return {
    taxablePaise: minus((f) => f.taxablePaise),
    taxLines: lines,
    roundingPaise: minus((f) => f.roundingPaise),
    totalPaise: minus((f) => f.totalPaise),
  };
}

/**
 * A credit note taking back `amountPaise` of a document (its own CN series), in the caller's
 * transaction, which holds the lock of the payment's business or bill. Taking back all that is
 * left reverses exactly what is left, figure by figure, so a document and its credit notes always
 * net to zero; a part is split at the document's rate and place of supply. Null when nothing is
 * left to take back.
 */
export async function issueCreditNote(
  tx: Tx,
  document: TaxDocumentRow,
  amountPaise: number,
  reason: string,
  now: Date,
  /** A refund's credit note: the gateway's refund id, to match it with the settlement. */
  refundReference: string | null = null,
): Promise<TaxDocumentRow | null> {
  const left = remainingFigures(document, await creditNotesOf(tx, document));
  if (left.totalPaise <= 0 || amountPaise <= 0) return null;
  const amount = Math.min(amountPaise, left.totalPaise);
  const taxInvoice = document.kind === 'tax-invoice';
  const sameState = document.taxLines.every((line) => line.kind !== 'IGST');
  const figures =
    amount === left.totalPaise ? left : figuresFor(amount, taxInvoice, document.rateBasisPoints, sameState);
  return insertDocument(tx, {
    issuerAgencyId: document.issuerAgencyId,
    kind: 'credit-note',
    series: CREDIT_NOTE_PREFIX,
    issuedAt: now,
    issuer: document.issuer,
    buyer: document.buyer,
    businessId: document.businessId,
    buyerAgencyId: document.buyerAgencyId,
    placeOfSupply: document.placeOfSupply,
    source: document.source,
    recordNo: document.recordNo,
    paymentMode: document.paymentMode,
    paymentReference: refundReference ?? document.paymentReference,
    provider: document.provider,
    providerPaymentId: document.providerPaymentId,
    description: document.description,
    sacCode: document.sacCode,
    rateBasisPoints: document.rateBasisPoints,
    ...figures,
    creditedDocumentId: document.id,
    reason,
  });
}

/** A deleted payment keeps its document and gets a credit note for whatever it still stood for. */
export async function creditDeletedPayment(
  tx: Tx,
  issuerAgencyId: string,
  source: PaymentSource,
  recordNo: number,
  now: Date,
): Promise<TaxDocumentRow | null> {
  const document = await findPaymentDocument(tx, issuerAgencyId, source, recordNo);
  if (!document) return null;
  return issueCreditNote(tx, document, document.totalPaise, 'Payment record deleted', now);
}
