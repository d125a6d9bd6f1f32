// Who sees which documents, and the documents as the API shows them. A business's documents:
// its owner and staff within reach. Everything an agency issued: its admins (the month's list
// and the export). What the platform issued to an agency for its bills: that agency's admins and
// the platform's. The public check page: the number, issuer, total and whether it stands.
// docs/product-rules.md#gst-documents
import {
  gstStateName,
  type TaxDocumentStatus,
  type TTaxDocument,
  type TTaxDocumentCheck,
  type TTaxDocumentList,
} from '@cardora/contract';
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { requireReachableBusiness } from '#cards';
import type { DbOrTx } from '#db/client';
import { type AgencyRow, paymentRefunds, type TaxDocumentRow, taxDocuments } from '#db/schema';
import { findAgencyById } from '#identity';
import { forbidden, notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { publicBaseUrl } from '#lib/public-url';
import { isAgencyAdmin, isPlatformAdmin } from '#policies/identity';
import type { Services } from '#services';
import { documentLinkKeyMatches } from './mail';

export const checkPath = (checkCode: string) => `/documents/check/${checkCode}`;
export const downloadPath = (documentId: string) => `/api/v1/tax-documents/${documentId}/pdf`;

/** What credit notes did to a document: how much they took back, and what that leaves it. */
export interface Credited {
  creditedPaise: number;
  status: TaxDocumentStatus;
}

export function creditedStatus(document: Pick<TaxDocumentRow, 'kind' | 'totalPaise'>, creditedPaise: number): Credited {
  if (document.kind === 'credit-note' || creditedPaise === 0) return { creditedPaise, status: 'issued' };
  return { creditedPaise, status: creditedPaise >= document.totalPaise ? 'cancelled' : 'partly-credited' };
}

/** For each document, the credit notes against it and the refunds taken (pending or done). */
async function creditsOf(db: DbOrTx, documents: readonly TaxDocumentRow[]) {
  const ids = documents.filter((d) => d.kind !== 'credit-note').map((d) => d.id);
  const credited = new Map<string, number>();
  const refunded = new Map<string, number>();
  if (ids.length === 0) return { credited, refunded };
  const notes = await db
    .select({ creditedDocumentId: taxDocuments.creditedDocumentId, totalPaise: taxDocuments.totalPaise })
    .from(taxDocuments)
    .where(inArray(taxDocuments.creditedDocumentId, ids));
  for (const note of notes) {
    if (!note.creditedDocumentId) continue;
    credited.set(note.creditedDocumentId, (credited.get(note.creditedDocumentId) ?? 0) + note.totalPaise);
  }
  const refunds = await db
    .select({ documentId: paymentRefunds.documentId, amountPaise: paymentRefunds.amountPaise })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.documentId, ids), ne(paymentRefunds.status, 'failed')));
  for (const refund of refunds) {
    refunded.set(refund.documentId, (refunded.get(refund.documentId) ?? 0) + refund.amountPaise);
  }
  return { credited, refunded };
}

/** A gateway payment's document can be refunded up to what neither credit notes nor refunds took. */
function refundableOf(document: TaxDocumentRow, credited: number): number {
  if (document.kind === 'credit-note' || document.providerPaymentId === null || document.source === 'agency-bill') {
    return 0;
  }
  return Math.max(0, document.totalPaise - credited);
}

export function toDocumentView(
  document: TaxDocumentRow,
  credited: number,
  creditedNumber: string | null,
): TTaxDocument {
  const status = creditedStatus(document, credited);
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    issuedAt: document.issuedAt.toISOString(),
    financialYear: document.financialYear,
    issuerAgencyId: document.issuerAgencyId,
    issuerName: document.issuer.legalName,
    issuerGstin: document.issuer.gstin,
    businessId: document.businessId,
    buyerAgencyId: document.buyerAgencyId,
    buyerName: document.buyer.name,
    buyerGstin: document.buyer.gstin,
    placeOfSupply: document.placeOfSupply,
    placeOfSupplyName: gstStateName(document.placeOfSupply),
    source: document.source,
    recordNo: document.recordNo,
    description: document.description,
    sacCode: document.sacCode,
    taxablePaise: document.taxablePaise,
    taxLines: document.taxLines,
    roundingPaise: document.roundingPaise,
    totalPaise: document.totalPaise,
    paymentMode: document.paymentMode,
    paymentReference: document.paymentReference,
    creditedDocumentId: document.creditedDocumentId,
    creditedDocumentNumber: creditedNumber,
    reason: document.reason,
    creditedPaise: status.creditedPaise,
    status: status.status,
    refundablePaise: refundableOf(document, credited),
    checkPath: checkPath(document.checkCode),
    downloadPath: downloadPath(document.id),
  };
}

/** The documents as the API shows them, newest first, with what credit notes did to each. */
export async function documentViews(db: DbOrTx, rows: readonly TaxDocumentRow[]): Promise<TTaxDocument[]> {
  const { credited, refunded } = await creditsOf(db, rows);
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  const missing = rows
    .map((row) => row.creditedDocumentId)
    .filter((id): id is string => id !== null && !numbers.has(id));
  if (missing.length > 0) {
    const originals = await db
      .select({ id: taxDocuments.id, number: taxDocuments.number })
      .from(taxDocuments)
      .where(inArray(taxDocuments.id, missing));
    for (const original of originals) numbers.set(original.id, original.number);
  }
  return rows.map((row) => {
    const view = toDocumentView(
      row,
      credited.get(row.id) ?? 0,
      row.creditedDocumentId ? (numbers.get(row.creditedDocumentId) ?? null) : null,
    );
    // A refund waiting at the gateway already holds its part of the payment.
    const pending = Math.max(0, (refunded.get(row.id) ?? 0) - (credited.get(row.id) ?? 0));
    return { ...view, refundablePaise: Math.max(0, view.refundablePaise - pending) };
  });
}

/** The first instant of a month (IST) as a UTC date, and of the month after. */
export function istMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNo - 1, 1) - 330 * 60_000);
  const to = new Date(Date.UTC(year, monthNo, 1) - 330 * 60_000);
  return { from, to };
}

/** Everything an issuer issued in a month (IST), oldest first: the export's rows. */
export async function monthDocuments(db: DbOrTx, issuerAgencyId: string, month: string): Promise<TaxDocumentRow[]> {
  const { from, to } = istMonthRange(month);
  return db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.issuerAgencyId, issuerAgencyId),
        gte(taxDocuments.issuedAt, from),
        lt(taxDocuments.issuedAt, to),
      ),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.series), asc(taxDocuments.sequence));
}

/** The agency whose issued documents an admin reads: their own, or (the platform's admins) any. */
export async function issuerFor(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  agencyId: string | undefined,
): Promise<AgencyRow> {
  if (!isAgencyAdmin(principal)) throw forbidden();
  if (!agencyId || agencyId === agency.id) return agency;
  if (!isPlatformAdmin(agency, principal)) throw forbidden();
  const other = await findAgencyById(services.db, agencyId);
  if (!other) throw notFound();
  return other;
}

export async function listTaxDocuments(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  query: { businessId?: string | undefined; month?: string | undefined; buyerAgencyId?: string | undefined },
): Promise<TTaxDocumentList> {
  let rows: TaxDocumentRow[];
  if (query.businessId) {
    const business = await requireReachableBusiness(services.db, agency.id, principal, query.businessId);
    rows = await services.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.issuerAgencyId, agency.id), eq(taxDocuments.businessId, business.id)))
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  } else if (query.buyerAgencyId) {
    if (!isAgencyAdmin(principal)) throw forbidden();
    if (query.buyerAgencyId !== agency.id && !isPlatformAdmin(agency, principal)) throw forbidden();
    rows = await services.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.buyerAgencyId, query.buyerAgencyId))
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  } else if (query.month) {
    if (!isAgencyAdmin(principal)) throw forbidden();
    rows = await monthDocuments(services.db, agency.id, query.month);
  } else {
    throw forbidden();
  }
  const list = (await documentViews(services.db, rows)).reverse();
  return { list, total: list.length };
}

/**
 * One document, for whoever may see it: the issuer's admins; for a customer's document its
 * business's owner and staff within reach; for an agency's fee its admins.
 */
export async function requireVisibleDocument(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  documentId: string,
): Promise<TaxDocumentRow> {
  const [row] = await services.db.select().from(taxDocuments).where(eq(taxDocuments.id, documentId)).limit(1);
  if (!row) throw notFound();
  if (row.issuerAgencyId === agency.id) {
    if (isAgencyAdmin(principal)) return row;
    if (row.businessId) {
      await requireReachableBusiness(services.db, agency.id, principal, row.businessId);
      return row;
    }
    throw notFound();
  }
  if (row.buyerAgencyId === agency.id && isAgencyAdmin(principal)) return row;
  throw notFound();
}

/** The document a payment e-mail's link names, when the link's key is its own (else 404, as for no document). */
export async function findDocumentByLink(services: Services, documentId: string, key: string): Promise<TaxDocumentRow> {
  if (!documentLinkKeyMatches(services, documentId, key)) throw notFound();
  const [row] = await services.db.select().from(taxDocuments).where(eq(taxDocuments.id, documentId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** What the QR on a document confirms. */
export async function checkTaxDocument(services: Services, checkCode: string): Promise<TTaxDocumentCheck> {
  const [row] = await services.db.select().from(taxDocuments).where(eq(taxDocuments.checkCode, checkCode)).limit(1);
  if (!row) throw notFound('No document has this check code.');
  const [view] = await documentViews(services.db, [row]);
  if (!view) throw notFound();
  return {
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    issuerName: row.issuer.legalName,
    issuerGstin: row.issuer.gstin,
    totalPaise: row.totalPaise,
    status: view.status,
  };
}

/** The absolute address of a document's check page, on its issuer's host. */
export async function checkUrl(services: Services, document: TaxDocumentRow): Promise<string> {
  const issuer = await findAgencyById(services.db, document.issuerAgencyId);
  if (!issuer) throw notFound();
  return `${publicBaseUrl(services.config, issuer)}${checkPath(document.checkCode)}`;
}
