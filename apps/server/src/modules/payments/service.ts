// Card payments (spec 4 "Customer payment flow", 7 "Card payment"): orders for a plan, gateway
// payments checked with the gateway, manual payments by staff, the list, and deletion. The
// server decides every amount; a payment is recorded once (record.ts).
import {
  BUSINESS_MADE_BY,
  CUSTOM_PLAN_ID,
  canOpenUpgrade,
  composeCustomPlan,
  MESSAGES,
  type TBusiness,
  type TPaymentOrderResponse,
  type TPaymentResult,
  type ZCardPaymentOrderBody,
  type ZMakeCardPaymentBody,
} from '@cardora/contract';
import type { z } from 'zod';
import type { AgencyRow, BusinessRow, PaymentOrderRow, PlanSnapshot } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import type { Services } from '../../services';
import { isStaffUser, requirePermission } from '../businesses/scope';
import { requireReachableBusiness } from '../businesses/service';
import { findLivePlan, planSnapshot } from '../plans/service';
import { gatewayId, gatewayUnavailable } from './gateway';
import { deleteCardPaymentRecord, type RecordedPayment, recordCardPayment } from './record';
import { findOrder, findRecordBusiness, insertOrder, lastActiveRecord, listRecords } from './repo';
import { gatewayFor } from './settings';

type OrderBody = z.output<typeof ZCardPaymentOrderBody>;
type PaymentBody = z.output<typeof ZMakeCardPaymentBody>;

/** The messages the web shows for a refused payment (400, except planNotAvailable: 404). */
export const PAYMENT_ERRORS = {
  planNotAvailable: 'That plan is not available.',
  orderMismatch: 'This order is for another business or plan.',
  signatureInvalid: 'The payment signature is not valid.',
  notConfirmed: 'The payment gateway has not confirmed this payment.',
  amountMismatch: 'The amount paid does not match the order.',
  gatewayFieldsMissing: 'The payment details from the gateway are missing.',
  gatewayOnly: 'This call records gateway payments: send throughGateway true and no isManualUpdate.',
  manualOnly: 'This call records manual payments: send isManualUpdate true and throughGateway false.',
} as const;

const refused = (message: string) => new AppError('VALIDATION_FAILED', message, 400);

/** A customer (not staff, not a franchisee). */
function isCustomer(principal: Principal): boolean {
  return principal.kind === 'user' && !isStaffUser(principal);
}

function madeBy(value: string): TBusiness['businessMadeBy'] {
  return BUSINESS_MADE_BY.find((known) => known === value) ?? 'self';
}

interface PlanChoice {
  planId: string;
  snapshot: PlanSnapshot;
}

/** One of the agency's live plans, or (staff only) the custom plan composed by the spec's rules. */
async function choosePlan(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: Pick<OrderBody, 'subscriptionPlanId' | 'customPlan'>,
): Promise<PlanChoice> {
  if (body.subscriptionPlanId === CUSTOM_PLAN_ID) {
    if (isCustomer(principal)) throw forbidden();
    if (!body.customPlan)
      throw new AppError('VALIDATION_FAILED', 'Fill in the custom plan.', 400, {
        customPlan: 'Fill in the custom plan.',
      });
    const composed = composeCustomPlan(body.customPlan, agency.configuration);
    return {
      planId: CUSTOM_PLAN_ID,
      snapshot: {
        name: composed.name,
        pricePaise: composed.price,
        validityYears: composed.validity,
        limits: composed.limits,
        frameVisibility: composed.frameVisibility,
        customPlan: body.customPlan,
      },
    };
  }
  const plan = await findLivePlan(services.db, agency.id, body.subscriptionPlanId);
  if (!plan) throw notFound(PAYMENT_ERRORS.planNotAvailable);
  return { planId: plan.id, snapshot: planSnapshot(plan) };
}

function describeOrder(snapshot: PlanSnapshot, business: BusinessRow): string {
  const years = `${snapshot.validityYears} ${snapshot.validityYears === 1 ? 'year' : 'years'}`;
  return `${snapshot.name} plan (${years}) for ${business.businessName}`;
}

export async function createCardPaymentOrder(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: OrderBody,
): Promise<TPaymentOrderResponse> {
  const { db } = services;
  const business = await requireReachableBusiness(db, agency.id, principal, body.businessId);
  if (
    isCustomer(principal) &&
    !canOpenUpgrade({
      isAdmin: false,
      enablePaymentIntegration: agency.configuration.onlinePayment.enablePaymentIntegration,
      businessMadeBy: madeBy(business.businessMadeBy),
    })
  ) {
    throw new AppError('FORBIDDEN', MESSAGES.connectWithAdminText, 403);
  }
  const choice = await choosePlan(services, agency, principal, body);
  const gateway = gatewayFor(services.config, db, agency);
  const amountPaise = choice.snapshot.pricePaise;
  const receipt = gatewayId('rcpt', 20);
  const order = await gateway.createOrder({
    amountPaise,
    receipt,
    notes: { agencyId: agency.id, businessId: business.id, planId: choice.planId },
  });
  // The gateway must charge what we asked; anything else is not an order we can honour.
  if (order.amount !== amountPaise || order.currency !== 'INR') throw gatewayUnavailable();
  await insertOrder(db, {
    providerOrderId: order.id,
    agencyId: agency.id,
    businessId: business.id,
    kind: 'card',
    planId: choice.planId,
    planSnapshot: choice.snapshot,
    amountPaise,
    currency: 'INR',
    provider: gateway.provider,
    receipt,
    createdByUserId: principal.kind === 'user' ? principal.user.id : null,
    createdByFranchiseeId: principal.kind === 'franchisee' ? principal.franchisee.id : null,
    createdAt: services.now(),
  });
  return {
    provider: gateway.provider,
    key: gateway.keyId,
    checkoutScriptUrl: gateway.checkoutScriptUrl,
    merchantName: agency.agencyName,
    description: describeOrder(choice.snapshot, business),
    order: { amount: amountPaise, id: order.id, currency: 'INR' },
    prefill: { contact: business.phoneNumber, email: business.email },
  };
}

function toPaymentResult(outcome: RecordedPayment): TPaymentResult {
  return {
    planId: outcome.record.planId,
    recordNo: outcome.record.recordNo,
    expiryDateForCustomer: outcome.expiryDateForCustomer?.toISOString() ?? null,
    paymentStatus: outcome.paymentStatus,
    alreadyRecorded: outcome.alreadyRecorded,
  };
}

/** Records a gateway-confirmed payment of `order` (the callback and the webhook both come here). */
export function recordOrderPayment(services: Services, order: PaymentOrderRow, paymentId: string, renew: boolean) {
  return recordCardPayment(
    services.db,
    {
      agencyId: order.agencyId,
      businessId: order.businessId,
      planId: order.planId,
      snapshot: order.planSnapshot,
      amountPaise: order.amountPaise,
      provider: order.provider,
      providerPaymentId: paymentId,
      providerOrderId: order.providerOrderId,
      recordedByUserId: null,
      recordedByFranchiseeId: null,
      renew,
    },
    services.now(),
  );
}

/**
 * POST /card-payment/gateway: the checkout handler's fields, checked against our order (this
 * agency, business and plan), the signature, and the gateway's own record of the payment.
 */
export async function makeGatewayPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: PaymentBody,
): Promise<TPaymentResult> {
  const { db } = services;
  if (!body.throughGateway || body.isManualUpdate) throw refused(PAYMENT_ERRORS.gatewayOnly);
  const { orderCreationId, razorpayOrderId, razorpayPaymentId, razorpaySignature } = body;
  if (!orderCreationId || !razorpayOrderId || !razorpayPaymentId || !razorpaySignature) {
    throw refused(PAYMENT_ERRORS.gatewayFieldsMissing);
  }
  if (orderCreationId !== razorpayOrderId) throw refused(PAYMENT_ERRORS.orderMismatch);
  const business = await requireReachableBusiness(db, agency.id, principal, body.businessId);
  const order = await findOrder(db, agency.id, razorpayOrderId);
  if (!order || order.businessId !== business.id || order.planId !== body.subscriptionPlanId) {
    throw refused(PAYMENT_ERRORS.orderMismatch);
  }
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
  return toPaymentResult(await recordOrderPayment(services, order, payment.id, body.renew));
}

/** POST /card-payment: a payment taken outside the gateway, recorded by staff (access) within their reach. */
export async function makeManualPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: PaymentBody,
): Promise<TPaymentResult> {
  if (!body.isManualUpdate || body.throughGateway) throw refused(PAYMENT_ERRORS.manualOnly);
  if (isCustomer(principal)) throw forbidden();
  requirePermission(principal, 'payment:record');
  const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId);
  const choice = await choosePlan(services, agency, principal, body);
  const outcome = await recordCardPayment(
    services.db,
    {
      agencyId: agency.id,
      businessId: business.id,
      planId: choice.planId,
      snapshot: choice.snapshot,
      amountPaise: choice.snapshot.pricePaise,
      provider: 'manual',
      providerPaymentId: null,
      providerOrderId: null,
      recordedByUserId: principal.kind === 'user' ? principal.user.id : null,
      recordedByFranchiseeId: principal.kind === 'franchisee' ? principal.franchisee.id : null,
      renew: body.renew,
    },
    services.now(),
  );
  return toPaymentResult(outcome);
}

export async function listCardPayments(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  businessId: string,
) {
  const business = await requireReachableBusiness(services.db, agency.id, principal, businessId);
  const list = await listRecords(services.db, agency.id, business.id);
  return { list, total: list.length };
}

export async function lastActiveCardPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  businessId: string,
) {
  const business = await requireReachableBusiness(services.db, agency.id, principal, businessId);
  return { record: await lastActiveRecord(services.db, agency.id, business.id, services.now()) };
}

/** DELETE /card-payment: staff (access) within their reach; the business is recomputed from what remains. */
export async function deleteCardPayment(services: Services, agency: AgencyRow, principal: Principal, recordNo: number) {
  if (isCustomer(principal)) throw forbidden();
  requirePermission(principal, 'payment:record');
  const businessId = await findRecordBusiness(services.db, agency.id, recordNo);
  if (!businessId) throw notFound();
  const business = await requireReachableBusiness(services.db, agency.id, principal, businessId);
  const state = await deleteCardPaymentRecord(services.db, agency.id, business.id, recordNo, services.now());
  return {
    deleted: true as const,
    expiryDateForCustomer: state.expiryDateForCustomer?.toISOString() ?? null,
    paymentStatus: state.paymentStatus,
  };
}
