// The gateway flow every customer payment shares — a plan (card), a PDF card's single purchase,
// promotional videos: who may pay online, the order (its amount decided here, never by the
// browser), the checks a checkout callback passes before anything is recorded, and the split
// between gateway and manual payments.
import {
  type ManualPaymentMode,
  MESSAGES,
  type MoneyAction,
  manualPaymentModeProblem,
  paymentAmountProblem,
  type TPaymentOrderResponse,
} from '@cardora/contract';
import type { AgencyRow, BusinessRow, PaymentOrderKind, PaymentOrderRow, PlanSnapshot } from '#db/schema';
import { authorize } from '#lib/access';
import { AppError, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { mayPayOnline, mayRecordPayment } from '#policies/commerce';
import type { Services } from '#services';
import { amountToCharge } from '../documents/charge';
import { gatewayId, gatewayUnavailable } from './gateway';
import { findOrder, insertOrder } from './repo';
import { gatewayFor } from './settings';

/** The messages the web shows for a refused payment (400, except planNotAvailable: 404). */
export const PAYMENT_ERRORS = {
  planNotAvailable: 'That plan is not available.',
  orderMismatch: 'This order is for another business or plan.',
  pdfCardOrderMismatch: 'This order is for another PDF card or plan.',
  videoOrderMismatch: 'This order is for another business or number of videos.',
  tagOrderMismatch: 'This order is for another business or number of tags.',
  signatureInvalid: 'The payment signature is not valid.',
  notConfirmed: 'The payment gateway has not confirmed this payment.',
  amountMismatch: 'The amount paid does not match the order.',
  gatewayFieldsMissing: 'The payment details from the gateway are missing.',
  gatewayOnly: 'This call records gateway payments: send throughGateway true and no isManualUpdate.',
  manualOnly: 'This call records manual payments: send isManualUpdate true and throughGateway false.',
} as const;

export const refused = (message: string) => new AppError('VALIDATION_FAILED', message, 400);

/** 403 'Please connect with admin…' to a customer who may not pay online (policies/commerce.ts). */
export function requireOnlinePaymentAllowed(agency: AgencyRow, principal: Principal, business: BusinessRow): void {
  if (!mayPayOnline(agency, principal, business)) throw new AppError('FORBIDDEN', MESSAGES.connectWithAdminText, 403);
}

/** Who made a payment or an order: the signed-in user or franchisee. */
export function actorIds(principal: Principal) {
  return {
    userId: principal.kind === 'user' ? principal.user.id : null,
    franchiseeId: principal.kind === 'franchisee' ? principal.franchisee.id : null,
  };
}

/** What recording a gateway order's payment takes from the order: the money, the gateway's ids, no staff member. */
export function paidOrderFacts(order: PaymentOrderRow, paymentId: string) {
  return {
    amountPaise: order.amountPaise,
    provider: order.provider,
    providerPaymentId: paymentId,
    providerOrderId: order.providerOrderId,
    recordedByUserId: null,
    recordedByFranchiseeId: null,
  };
}

/** What an order is for, as stored with it: its kind and that kind's own fields (schema.ts). */
export interface OrderPurchase {
  kind: PaymentOrderKind;
  planId?: string;
  planSnapshot?: PlanSnapshot;
  pdfCardNo?: number;
  quantity?: number;
}

/** The order's notes at the gateway (Razorpay shows them in its dashboard). */
function orderNotes(agency: AgencyRow, business: BusinessRow, purchase: OrderPurchase): Record<string, string> {
  const notes: Record<string, string> = { agencyId: agency.id, businessId: business.id, kind: purchase.kind };
  if (purchase.planId !== undefined) notes.planId = purchase.planId;
  if (purchase.pdfCardNo !== undefined) notes.pdfCardNo = String(purchase.pdfCardNo);
  if (purchase.quantity !== undefined) notes.quantity = String(purchase.quantity);
  return notes;
}

/** Opens a gateway order for `amountPaise` and stores it with what it buys; answers what checkout needs. */
export async function openGatewayOrder(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  input: { business: BusinessRow; purchase: OrderPurchase; amountPaise: number; description: string },
): Promise<TPaymentOrderResponse> {
  const { db } = services;
  const { business, purchase } = input;
  const amountPaise = await amountToCharge(db, agency.id, business.id, input.amountPaise);
  const gateway = gatewayFor(services.config, db, agency);
  const receipt = gatewayId('rcpt', 20);
  const order = await gateway.createOrder({ amountPaise, receipt, notes: orderNotes(agency, business, purchase) });
  // The gateway must charge what we asked; anything else is not an order we can honour.
  if (order.amount !== amountPaise || order.currency !== 'INR') throw gatewayUnavailable();
  const actor = actorIds(principal);
  await insertOrder(db, {
    ...purchase,
    providerOrderId: order.id,
    agencyId: agency.id,
    businessId: business.id,
    amountPaise,
    currency: 'INR',
    provider: gateway.provider,
    receipt,
    createdByUserId: actor.userId,
    createdByFranchiseeId: actor.franchiseeId,
    createdAt: services.now(),
  });
  return {
    provider: gateway.provider,
    key: gateway.keyId,
    checkoutScriptUrl: gateway.checkoutScriptUrl,
    merchantName: agency.agencyName,
    description: input.description,
    order: { amount: amountPaise, id: order.id, currency: 'INR' },
    prefill: { contact: business.phoneNumber, email: business.email },
  };
}

export interface CheckoutCallback {
  orderCreationId?: string | undefined;
  razorpayOrderId?: string | undefined;
  razorpayPaymentId?: string | undefined;
  razorpaySignature?: string | undefined;
}

/**
 * A checkout handler's fields, checked against our order of this agency (`belongs`: the order
 * is for what the body says, else `mismatch`), the signature, and the gateway's own record of
 * the payment (captured or authorized, for the order's amount). Answers the order and the
 * gateway's payment id, ready to record.
 */
export async function confirmGatewayPayment(
  services: Services,
  agency: AgencyRow,
  fields: CheckoutCallback,
  belongs: (order: PaymentOrderRow) => boolean,
  mismatch: string,
): Promise<{ order: PaymentOrderRow; paymentId: string }> {
  const { db } = services;
  const { orderCreationId, razorpayOrderId, razorpayPaymentId, razorpaySignature } = fields;
  if (!orderCreationId || !razorpayOrderId || !razorpayPaymentId || !razorpaySignature) {
    throw refused(PAYMENT_ERRORS.gatewayFieldsMissing);
  }
  if (orderCreationId !== razorpayOrderId) throw refused(mismatch);
  const order = await findOrder(db, agency.id, razorpayOrderId);
  if (!order || !belongs(order)) throw refused(mismatch);
  const gateway = gatewayFor(services.config, db, agency, order.provider);
  if (!gateway.verifySignature(order.providerOrderId, razorpayPaymentId, razorpaySignature)) {
    throw refused(PAYMENT_ERRORS.signatureInvalid);
  }
  const payment = await gateway.fetchPayment(razorpayPaymentId);
  if (
    !payment ||
    payment.orderId !== order.providerOrderId ||
    (payment.status !== 'captured' && payment.status !== 'authorized')
  ) {
    throw refused(PAYMENT_ERRORS.notConfirmed);
  }
  if (payment.amount !== order.amountPaise) throw refused(PAYMENT_ERRORS.amountMismatch);
  return { order, paymentId: payment.id };
}

/** Money moved by hand: 403 unless `mayRecordPayment` (policies/commerce.ts). */
export function requireMoneyAction(principal: Principal, action: MoneyAction): void {
  authorize(mayRecordPayment(principal, action));
}

/** How a manual payment was paid, as a body carries it (docs/product-rules.md#manual-payment-mode). */
export interface ManualPaymentFacts {
  paymentMode?: ManualPaymentMode | undefined;
  paymentReference?: string | undefined;
}

/**
 * A product payment body is a gateway payment, or a manual one (isManualUpdate with
 * paymentAmount) that only staff may send: a customer hears 403 before anything else is looked
 * at. Answers the manual amount, or null for a gateway payment.
 */
export function manualAmountFor(
  principal: Principal,
  body: { isManualUpdate: boolean; paymentAmount?: number | undefined } & ManualPaymentFacts,
): number | null {
  if (body.isManualUpdate) requireMoneyAction(principal, 'manualPayment');
  const problem = paymentAmountProblem(body);
  if (problem) throw validationFailed('paymentAmount', problem);
  const modeProblem = manualPaymentModeProblem(body);
  if (modeProblem) throw validationFailed('paymentMode', modeProblem);
  return body.isManualUpdate ? (body.paymentAmount ?? null) : null;
}
