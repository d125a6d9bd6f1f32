// Recording a PDF card single purchase or a promotional video purchase exactly once (insertOnce,
// under the business's lock, as for card payments), and deleting one. Each time, what purchases
// decide is recomputed from the records there are now: the PDF card's state (paid, exports,
// watermark) and the promotional videos the business has bought.
import {
  type ManualPaymentMode,
  type PdfCardPurchaseState,
  type ProductPaymentKind,
  pdfCardPurchaseState,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { lockBusiness } from '#cards';
import type { Db, Tx } from '#db/client';
import { type ProductPaymentRow, productPayments, type TaxDocumentRow } from '#db/schema';
import { notifyPaymentRecorded } from '#identity';
import { notFound } from '#lib/errors';
import { creditDeletedPayment, issuePaymentDocument, recordedPaymentFacts } from '../documents/issue';
import { setPdfCardPurchaseState } from '../entitlements/product-rows';
import { insertOnce, sameProviderPayment } from './card-payment-record';
import { auditDeletion, auditManualRecording, type MoneyActorIds } from './money-audit';
import { countPdfCardPurchases, purchasedPromotionalVideos, purchasedTags } from './repo';

export interface ProductPaymentToRecord {
  agencyId: string;
  businessId: string;
  kind: ProductPaymentKind;
  /** pdf-card: the card bought for, and the agency's PDF plan. */
  pdfCardNo: number | null;
  planId: string | null;
  /** Videos bought (1 for a PDF card). */
  quantity: number;
  amountPaise: number;
  provider: 'razorpay' | 'sandbox' | 'manual';
  providerPaymentId: string | null;
  providerOrderId: string | null;
  recordedByUserId: string | null;
  recordedByFranchiseeId: string | null;
  /** Manual payments: docs/product-rules.md#manual-payment-mode */
  paymentMode?: ManualPaymentMode | null;
  paymentReference?: string | null;
}

/** What the purchases of one kind add up to now. */
export type PurchasesNow =
  | { kind: 'pdf-card'; pdfCardNo: number; state: PdfCardPurchaseState }
  | { kind: 'promotional-video'; businessId: string; purchasedPromotionalVideos: number }
  | { kind: 'tag'; businessId: string; purchasedTags: number };

export interface RecordedProductPayment {
  record: ProductPaymentRow;
  /** true: this payment (or its order) was recorded before; nothing changed now. */
  alreadyRecorded: boolean;
  now: PurchasesNow;
  /** The tax invoice or receipt made with it (null when it was recorded before). */
  document: TaxDocumentRow | null;
}

/**
 * What the purchases recorded now decide; with `write`, the PDF card's state is stored too (the
 * caller holds the business's lock). Promotional videos are read from the records, never stored.
 */
async function applyPurchases(
  tx: Tx,
  record: Pick<ProductPaymentRow, 'agencyId' | 'businessId' | 'kind' | 'pdfCardNo'>,
  write: boolean,
): Promise<PurchasesNow> {
  const { agencyId, businessId, pdfCardNo } = record;
  if (record.kind === 'promotional-video') {
    return {
      kind: record.kind,
      businessId,
      purchasedPromotionalVideos: await purchasedPromotionalVideos(tx, agencyId, businessId),
    };
  }
  if (record.kind === 'tag') {
    return { kind: record.kind, businessId, purchasedTags: await purchasedTags(tx, agencyId, businessId) };
  }
  if (pdfCardNo === null) throw new Error('a PDF card purchase names its card');
  const state = pdfCardPurchaseState(await countPdfCardPurchases(tx, agencyId, pdfCardNo));
  if (write) await setPdfCardPurchaseState(tx, agencyId, pdfCardNo, state);
  return { kind: record.kind, pdfCardNo, state };
}

export function recordProductPayment(
  db: Db,
  input: ProductPaymentToRecord,
  now: Date,
): Promise<RecordedProductPayment> {
  return db.transaction(async (tx) => {
    const business = await lockBusiness(tx, input.agencyId, input.businessId);
    if (!business) throw notFound();
    const earlier = sameProviderPayment(
      productPayments,
      input.agencyId,
      input.providerPaymentId,
      input.providerOrderId,
    );
    const { record, inserted } = await insertOnce(
      tx,
      input.agencyId,
      input.providerOrderId,
      {
        findEarlier: async () =>
          earlier ? ((await tx.select().from(productPayments).where(earlier).limit(1))[0] ?? null) : null,
        insert: async () =>
          (
            await tx
              .insert(productPayments)
              .values({ ...input, isManualUpdate: input.provider === 'manual', paidAt: now, createdAt: now })
              .onConflictDoNothing()
              .returning()
          )[0],
      },
      now,
    );
    let document: TaxDocumentRow | null = null;
    if (inserted) {
      await auditManualRecording(tx, input.agencyId, business, 'product_payments', record);
      document = await issuePaymentDocument(
        tx,
        {
          issuerAgencyId: input.agencyId,
          source: record.kind,
          ...recordedPaymentFacts(record),
          description: productDescription(record),
          buyer: { businessId: input.businessId },
        },
        now,
      );
      const purchase =
        record.kind === 'pdf-card' ? { kind: record.kind } : { kind: record.kind, quantity: record.quantity };
      await notifyPaymentRecorded(tx, { ...record, business, table: 'product', purchase, at: now });
    }
    // A replay changes nothing: it reports what the first recording left.
    return { record, alreadyRecorded: !inserted, now: await applyPurchases(tx, record, inserted), document };
  });
}

/** A purchase's line on its document. */
function productDescription(record: Pick<ProductPaymentRow, 'kind' | 'quantity'>): string {
  if (record.kind === 'pdf-card') return 'PDF ID card, single purchase';
  if (record.kind === 'tag') return `NFC/QR tag${record.quantity === 1 ? '' : 's'} × ${record.quantity}`;
  return `Promotional video${record.quantity === 1 ? '' : 's'} × ${record.quantity}`;
}

/** Deletes one purchase of the business and recomputes what the rest decide, in one transaction. */
export function deleteProductPaymentRecord(
  db: Db,
  agencyId: string,
  businessId: string,
  kind: ProductPaymentKind,
  recordNo: number,
  actor: MoneyActorIds,
  now: Date,
): Promise<PurchasesNow> {
  return db.transaction(async (tx) => {
    const business = await lockBusiness(tx, agencyId, businessId);
    if (!business) throw notFound();
    const [deleted] = await tx
      .delete(productPayments)
      .where(
        and(
          eq(productPayments.agencyId, agencyId),
          eq(productPayments.businessId, businessId),
          eq(productPayments.kind, kind),
          eq(productPayments.recordNo, recordNo),
        ),
      )
      .returning();
    if (!deleted) throw notFound();
    await auditDeletion(tx, agencyId, business, 'product_payments', deleted, actor);
    await creditDeletedPayment(tx, agencyId, deleted.kind, recordNo, now);
    return applyPurchases(tx, deleted, true);
  });
}
