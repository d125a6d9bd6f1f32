// Paying agency bills: gateway orders through the platform's own gateway (the keys of the
// superadmin agency that set the prices, or the sandbox), the checkout callback checked like a
// customer payment (confirmGatewayPayment), the webhook, and the superadmin's manual payments.
// Each payment is recorded exactly once (insertOnce: unique provider ids, one transaction under
// the bill's lock); the payment that makes a bill paid gives it its invoice number there too.
import {
  BILLING_MESSAGES,
  billTotals,
  type ManualPaymentMode,
  MONTH_NAMES,
  manualPaymentModeProblem,
  paymentAmountRefusal,
  type TBillPaymentResult,
  type TPaymentOrderResponse,
} from '@cardora/contract';
import type { Db } from '#db/client';
import { type AgencyBillRow, type AgencyRow, agencyBillPayments, type PaymentOrderRow } from '#db/schema';
import { findAgencyById } from '#identity';
import { AppError, notFound, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import { issuePaymentDocument, recordedPaymentFacts } from '../documents/issue';
import { insertOnce, type PaymentFacts, paymentColumns, sameProviderPayment } from '../payments/card-payment-record';
import { type CheckoutCallback, confirmGatewayPayment, PAYMENT_ERRORS } from '../payments/checkout-flow';
import { gatewayId, gatewayUnavailable } from '../payments/gateway';
import { insertOrder } from '../payments/repo';
import { gatewayFor, paymentsNotSetUp } from '../payments/settings';
import { assignInvoiceIfPaid, findBillById, findPrices, lockBill, updateBill } from './repo';
import { type BillingTarget, billingRefused, billView, requireAgencyPayer, requirePlatformAdmin } from './service';

export interface BillPaymentToRecord extends PaymentFacts {
  bill: AgencyBillRow;
  /** The agency whose payment_orders hold the order (the platform); null for a manual payment. */
  orderAgencyId: string | null;
  note: string | null;
}

export interface RecordedBillPayment {
  bill: AgencyBillRow;
  recordNo: number;
  alreadyRecorded: boolean;
}

/**
 * Records a bill payment once. A manual payment must fit what is outstanding (checked under the
 * lock); a gateway payment is recorded whatever is left: the money was taken.
 */
export function recordBillPayment(db: Db, input: BillPaymentToRecord, now: Date): Promise<RecordedBillPayment> {
  const payer = input.bill.agencyId;
  return db.transaction(async (tx) => {
    const bill = await lockBill(tx, payer, input.bill.id);
    if (!bill) throw notFound();
    const earlier = sameProviderPayment(agencyBillPayments, payer, input.providerPaymentId, input.providerOrderId);
    if (input.provider === 'manual') {
      const refusal = paymentAmountRefusal(
        { amountDue: bill.amountDuePaise, amountPaid: bill.amountPaidPaise },
        input.amountPaise,
      );
      if (refusal) throw billingRefused(refusal);
    }
    const { record, inserted } = await insertOnce(
      tx,
      input.orderAgencyId ?? payer,
      input.providerOrderId,
      {
        findEarlier: async () =>
          earlier ? ((await tx.select().from(agencyBillPayments).where(earlier).limit(1))[0] ?? null) : null,
        insert: async () =>
          (
            await tx
              .insert(agencyBillPayments)
              .values({
                agencyId: payer,
                billId: bill.id,
                ...paymentColumns(input, now),
                note: input.note,
              })
              .onConflictDoNothing()
              .returning()
          )[0],
      },
      now,
    );
    if (!inserted) return { bill, recordNo: record.recordNo, alreadyRecorded: true };
    const prices = await findPrices(tx, payer);
    if (prices) {
      await issuePaymentDocument(
        tx,
        {
          issuerAgencyId: prices.billedByAgencyId,
          source: 'agency-bill',
          ...recordedPaymentFacts(record),
          description: billDocumentLine(bill),
          buyer: { agencyId: payer },
        },
        now,
      );
    }
    const paid = await updateBill(tx, bill, { amountPaidPaise: bill.amountPaidPaise + input.amountPaise });
    return { bill: await assignInvoiceIfPaid(tx, paid, now), recordNo: record.recordNo, alreadyRecorded: false };
  });
}

/** Records a paid agency-bill order (the checkout callback and the webhook both come here). */
export async function recordBillOrderPayment(
  services: Services,
  order: PaymentOrderRow,
  paymentId: string,
): Promise<RecordedBillPayment> {
  if (order.kind !== 'agency-bill' || order.agencyBillId === null) {
    throw new Error(`order ${order.providerOrderId} is not an agency-bill order`);
  }
  const bill = await findBillById(services.db, order.agencyBillId);
  if (!bill) throw notFound();
  return recordBillPayment(
    services.db,
    {
      bill,
      orderAgencyId: order.agencyId,
      amountPaise: order.amountPaise,
      provider: order.provider,
      providerPaymentId: paymentId,
      providerOrderId: order.providerOrderId,
      recordedByUserId: null,
      note: null,
    },
    services.now(),
  );
}

/** The platform agency whose gateway takes this agency's payments: the superadmin agency that set its prices. */
async function payeeOf(services: Services, billed: AgencyRow): Promise<AgencyRow> {
  const prices = await findPrices(services.db, billed.id);
  if (!prices) throw billingRefused(BILLING_MESSAGES.pricesNotSet);
  const platform = await findAgencyById(services.db, prices.billedByAgencyId);
  if (!platform) throw paymentsNotSetUp();
  return platform;
}

/** A bill payment's line on its document: "Platform fee, December 2026 (12 cards)". */
function billDocumentLine(bill: AgencyBillRow): string {
  switch (bill.kind) {
    case 'month':
      return `Platform fee, ${MONTH_NAMES[(bill.month ?? 1) - 1]} ${bill.year} (${bill.cardCount} card${bill.cardCount === 1 ? '' : 's'}${
        bill.tagCount > 0 ? `, ${bill.tagCount} NFC/QR tag${bill.tagCount === 1 ? '' : 's'}` : ''
      })`;
    case 'annual':
      return `Annual platform fee, ${bill.year}`;
    case 'greetings':
      return 'Greetings product fee';
    case 'pdf-card':
      return 'PDF card product fee';
  }
}

function describeBill(bill: AgencyBillRow, billed: AgencyRow): string {
  switch (bill.kind) {
    case 'month':
      return `${billed.agencyName}: ${MONTH_NAMES[(bill.month ?? 1) - 1]} ${bill.year} bill`;
    case 'annual':
      return `${billed.agencyName}: annual fee ${bill.year}`;
    case 'greetings':
      return `${billed.agencyName}: greetings product fee`;
    case 'pdf-card':
      return `${billed.agencyName}: PDF card product fee`;
  }
}

/** An order for the bill's outstanding amount (or `amount`, a part of it) at the platform's gateway. */
export async function openBillOrder(
  services: Services,
  target: BillingTarget,
  principal: Principal,
  bill: AgencyBillRow,
  amount: number | undefined,
): Promise<TPaymentOrderResponse> {
  requireAgencyPayer(target);
  const { db } = services;
  const { billed } = target;
  const amountPaise = amount ?? billTotals(bill.amountDuePaise, bill.amountPaidPaise).outstanding;
  const refusal = paymentAmountRefusal(
    { amountDue: bill.amountDuePaise, amountPaid: bill.amountPaidPaise },
    amountPaise,
  );
  if (refusal) throw billingRefused(refusal);
  const platform = await payeeOf(services, billed);
  const gateway = gatewayFor(services.config, db, platform);
  const receipt = gatewayId('rcpt', 20);
  const order = await gateway.createOrder({
    amountPaise,
    receipt,
    notes: { agencyId: billed.id, billId: bill.id, kind: 'agency-bill' },
  });
  if (order.amount !== amountPaise || order.currency !== 'INR') throw gatewayUnavailable();
  const user = principal.kind === 'user' ? principal.user : null;
  await insertOrder(db, {
    providerOrderId: order.id,
    agencyId: platform.id,
    businessId: null,
    kind: 'agency-bill',
    agencyBillId: bill.id,
    amountPaise,
    currency: 'INR',
    provider: gateway.provider,
    receipt,
    createdByUserId: user?.id ?? null,
    createdByFranchiseeId: null,
    createdAt: services.now(),
  });
  return {
    provider: gateway.provider,
    key: gateway.keyId,
    checkoutScriptUrl: gateway.checkoutScriptUrl,
    merchantName: platform.agencyName,
    description: describeBill(bill, billed),
    order: { amount: amountPaise, id: order.id, currency: 'INR' },
    prefill: { contact: user?.phoneNumber ?? null, email: user?.email ?? null },
  };
}

export interface BillPaymentBody extends CheckoutCallback {
  throughGateway: boolean;
  isManualUpdate: boolean;
  amount?: number | undefined;
  note?: string | undefined;
  paymentMode?: ManualPaymentMode | undefined;
  paymentReference?: string | undefined;
}

async function result(db: Db, outcome: RecordedBillPayment): Promise<TBillPaymentResult> {
  return {
    bill: await billView(db, outcome.bill),
    recordNo: outcome.recordNo,
    alreadyRecorded: outcome.alreadyRecorded,
  };
}

/** A gateway payment of the bill: the callback checked against an order for this very bill, the signature and the gateway. */
export async function payBillThroughGateway(
  services: Services,
  target: BillingTarget,
  bill: AgencyBillRow,
  body: BillPaymentBody,
): Promise<TBillPaymentResult> {
  requireAgencyPayer(target);
  if (!body.throughGateway || body.isManualUpdate) throw billingRefused(PAYMENT_ERRORS.gatewayOnly);
  const platform = await payeeOf(services, target.billed);
  const { order, paymentId } = await confirmGatewayPayment(
    services,
    platform,
    body,
    (o) => o.kind === 'agency-bill' && o.agencyBillId === bill.id,
    BILLING_MESSAGES.orderMismatch,
  );
  return result(services.db, await recordBillOrderPayment(services, order, paymentId));
}

/** The superadmin records a payment taken outside the gateway (default amount: all that is outstanding). */
export async function payBillManually(
  services: Services,
  target: BillingTarget,
  principal: Principal,
  bill: AgencyBillRow,
  body: BillPaymentBody,
): Promise<TBillPaymentResult> {
  requirePlatformAdmin(target);
  if (!body.isManualUpdate || body.throughGateway) throw billingRefused(PAYMENT_ERRORS.manualOnly);
  const modeProblem = manualPaymentModeProblem(body);
  if (modeProblem) throw validationFailed('paymentMode', modeProblem);
  const amountPaise = body.amount ?? billTotals(bill.amountDuePaise, bill.amountPaidPaise).outstanding;
  if (amountPaise <= 0) throw billingRefused(BILLING_MESSAGES.nothingOutstanding);
  const outcome = await recordBillPayment(
    services.db,
    {
      bill,
      orderAgencyId: null,
      amountPaise,
      provider: 'manual',
      providerPaymentId: null,
      providerOrderId: null,
      recordedByUserId: principal.kind === 'user' ? principal.user.id : null,
      note: body.note ?? null,
      paymentMode: body.paymentMode ?? null,
      paymentReference: body.paymentReference ?? null,
    },
    services.now(),
  );
  return result(services.db, outcome);
}

/** POST /annual-payment and /agency-pdf-card-payment: one call, split by throughGateway. */
export function payBill(
  services: Services,
  target: BillingTarget,
  principal: Principal,
  bill: AgencyBillRow,
  body: BillPaymentBody,
): Promise<TBillPaymentResult> {
  if (body.throughGateway) return payBillThroughGateway(services, target, bill, body);
  if (!body.isManualUpdate) throw new AppError('VALIDATION_FAILED', PAYMENT_ERRORS.manualOnly, 400);
  return payBillManually(services, target, principal, bill, body);
}
