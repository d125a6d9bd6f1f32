// Recording a gateway refund, whoever started it: staff here (refunds.ts) or the gateway's
// dashboard (its webhook). Either way the refund is recorded once (by the
// gateway's refund id) with its credit note, in one transaction under the business's lock. A
// partial refund leaves what the payment bought; refunding all of it ends the payment as a
// deletion does. docs/product-rules.md#refunds
import { and, eq, ne } from 'drizzle-orm';
import { lockBusiness } from '#cards';
import type { Db } from '#db/client';
import { cardPayments, paymentRefunds, productPayments, type TaxDocumentRow, taxDocuments } from '#db/schema';
import type { Services } from '#services';
import { deleteCardPaymentRecord } from '../payments/card-payment-record';
import type { GatewayRefund } from '../payments/gateway';
import type { MoneyActorIds } from '../payments/money-audit';
import { deleteProductPaymentRecord } from '../payments/product-purchase-record';
import { creditNotesOf, issueCreditNote, remainingFigures } from './issue';

export interface RecordedRefund {
  refundId: string;
  creditNote: TaxDocumentRow | null;
  /** What is left of the payment once this refund is taken. */
  leftPaise: number;
  paymentEnded: boolean;
}

/** Does the payment record a document is for still exist? (A deleted one has nothing to end.) */
async function paymentStillRecorded(db: Db, document: TaxDocumentRow): Promise<boolean> {
  const table = document.source === 'card' ? cardPayments : productPayments;
  const [row] = await db
    .select({ recordNo: table.recordNo })
    .from(table)
    .where(and(eq(table.agencyId, document.issuerAgencyId), eq(table.recordNo, document.recordNo)))
    .limit(1);
  return row !== undefined;
}

/**
 * Records a gateway refund once, with its credit note; a refund already recorded only has its
 * status brought up to date. Null when the refund is not of a payment this agency documented.
 */
export async function recordGatewayRefund(
  services: Services,
  issuerAgencyId: string,
  refund: GatewayRefund,
  context: { reason: string; actor: MoneyActorIds },
): Promise<RecordedRefund | null> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [document] = await tx
      .select()
      .from(taxDocuments)
      .where(
        and(
          eq(taxDocuments.issuerAgencyId, issuerAgencyId),
          eq(taxDocuments.providerPaymentId, refund.paymentId),
          ne(taxDocuments.kind, 'credit-note'),
        ),
      )
      .limit(1);
    if (!document || document.businessId === null) return null;
    // Payments, deletions and refunds of one business wait for each other.
    await lockBusiness(tx, issuerAgencyId, document.businessId);
    const [earlier] = await tx
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.providerRefundId, refund.id))
      .limit(1);
    if (earlier) {
      if (refund.status !== 'pending' && refund.status !== earlier.status) {
        await tx
          .update(paymentRefunds)
          .set({ status: refund.status, updatedAt: now })
          .where(eq(paymentRefunds.id, earlier.id));
      }
      const left = remainingFigures(document, await creditNotesOf(tx, document)).totalPaise;
      return { refundId: refund.id, creditNote: null, leftPaise: left, paymentEnded: false };
    }
    const creditNote =
      refund.status === 'failed'
        ? null
        : await issueCreditNote(tx, document, refund.amount, context.reason, now, refund.id);
    await tx.insert(paymentRefunds).values({
      agencyId: issuerAgencyId,
      providerRefundId: refund.id,
      providerPaymentId: refund.paymentId,
      documentId: document.id,
      creditNoteId: creditNote?.id ?? null,
      amountPaise: refund.amount,
      status: refund.status,
      reason: context.reason,
      createdByUserId: context.actor.userId,
      createdByFranchiseeId: context.actor.franchiseeId,
      createdAt: now,
      updatedAt: now,
    });
    const left = remainingFigures(document, await creditNotesOf(tx, document)).totalPaise;
    let paymentEnded = false;
    if (left === 0 && (await paymentStillRecorded(tx, document))) {
      // All of it refunded: what it bought ends, as when the record is deleted (its credit note is this one).
      const db: Db = tx;
      if (document.source === 'card') {
        await deleteCardPaymentRecord(db, issuerAgencyId, document.businessId, document.recordNo, context.actor, now);
      } else if (
        document.source === 'pdf-card' ||
        document.source === 'promotional-video' ||
        document.source === 'tag'
      ) {
        await deleteProductPaymentRecord(
          db,
          issuerAgencyId,
          document.businessId,
          document.source,
          document.recordNo,
          context.actor,
          now,
        );
      }
      paymentEnded = true;
    }
    return { refundId: refund.id, creditNote, leftPaise: left, paymentEnded };
  });
}
