// Card payments (the customer payment flow): orders for a plan, gateway
// payments checked with the gateway, manual payments by staff, the list, and deletion. The
// server decides every amount; a payment is recorded once (card-payment-record.ts).
import {
  CUSTOM_PLAN_ID,
  composeCustomPlan,
  customPlanUnsold,
  manualPaymentModeProblem,
  PRODUCT_NOT_SOLD_MESSAGES,
  planIncludesFeature,
  type TPaymentOrderResponse,
  type TPaymentResult,
  UPSELL_MESSAGES,
  type ZCardPaymentOrderBody,
  type ZMakeCardPaymentBody,
} from '@cardora/contract';
import type { z } from 'zod';
import { requireReachableBusiness } from '#cards';
import type { AgencyRow, BusinessRow, PaymentOrderRow, PlanSnapshot } from '#db/schema';
import { AppError, notFound, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import { amountToCharge } from '../documents/charge';
import { mailPaymentDocument } from '../documents/mail';
import { findLivePlan, soldPlanSnapshot } from '../plans/service';
import { deleteCardPaymentRecord, type RecordedPayment, recordCardPayment } from './card-payment-record';
import {
  actorIds,
  confirmGatewayPayment,
  openGatewayOrder,
  PAYMENT_ERRORS,
  paidOrderFacts,
  refused,
  requireMoneyAction,
  requireOnlinePaymentAllowed,
} from './checkout-flow';
import { requireOfferedPlan } from './offered-plan';
import { findRecordBusiness, lastActiveRecord, listRecords } from './repo';

type OrderBody = z.output<typeof ZCardPaymentOrderBody>;
type PaymentBody = z.output<typeof ZMakeCardPaymentBody>;

interface PlanChoice {
  planId: string;
  snapshot: PlanSnapshot;
}

/**
 * One of the agency's live plans, or (staff only) the custom plan composed by the spec's rules —
 * either as the agency sells its products: a custom plan ticking one it does not sell is refused
 * (400), and a plan buys only the products sold now (docs/product-rules.md#sell-only-what-works).
 */
async function choosePlan(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: Pick<OrderBody, 'subscriptionPlanId' | 'customPlan'>,
): Promise<PlanChoice> {
  if (body.subscriptionPlanId === CUSTOM_PLAN_ID) {
    requireMoneyAction(principal, 'customPlan');
    if (!body.customPlan)
      throw new AppError('VALIDATION_FAILED', 'Fill in the custom plan.', 400, {
        customPlan: 'Fill in the custom plan.',
      });
    const unsold = customPlanUnsold(body.customPlan, agency.configuration);
    const [first] = unsold;
    if (first) {
      const fields = Object.fromEntries(
        unsold.map((product) => [`customPlan.${product}`, PRODUCT_NOT_SOLD_MESSAGES[product]]),
      );
      throw new AppError('VALIDATION_FAILED', PRODUCT_NOT_SOLD_MESSAGES[first], 400, fields);
    }
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
  return { planId: plan.id, snapshot: soldPlanSnapshot(plan, agency) };
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
  const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId);
  requireOnlinePaymentAllowed(agency, principal, business);
  const choice = await choosePlan(services, agency, principal, body);
  // Bought from a feature's lock: a plan without that feature (as sold now) would not unlock
  // what was asked for. docs/product-rules.md#upsell-by-feature
  if (body.forFeature && !planIncludesFeature(choice.snapshot.limits, body.forFeature)) {
    throw refused(UPSELL_MESSAGES[body.forFeature]);
  }
  await requireOfferedPlan(services, agency, principal, business, {
    planId: choice.planId,
    pricePaise: choice.snapshot.pricePaise,
  });
  return openGatewayOrder(services, agency, principal, {
    business,
    purchase: { kind: 'card', planId: choice.planId, planSnapshot: choice.snapshot },
    amountPaise: choice.snapshot.pricePaise,
    description: describeOrder(choice.snapshot, business),
  });
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

/** Records a gateway-confirmed card order's payment (the callback and the webhook both come here). */
export async function recordOrderPayment(
  services: Services,
  order: PaymentOrderRow,
  paymentId: string,
  renew: boolean,
): Promise<RecordedPayment> {
  if (order.kind !== 'card' || order.businessId === null || order.planId === null || order.planSnapshot === null) {
    throw new Error(`order ${order.providerOrderId} is not a card order`);
  }
  const outcome = await recordCardPayment(
    services.db,
    {
      agencyId: order.agencyId,
      businessId: order.businessId,
      planId: order.planId,
      snapshot: order.planSnapshot,
      ...paidOrderFacts(order, paymentId),
      renew,
    },
    services.now(),
  );
  mailPaymentDocument(services, outcome.document);
  return outcome;
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
  if (!body.throughGateway || body.isManualUpdate) throw refused(PAYMENT_ERRORS.gatewayOnly);
  const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId);
  const { order, paymentId } = await confirmGatewayPayment(
    services,
    agency,
    body,
    (o) => o.kind === 'card' && o.businessId === business.id && o.planId === body.subscriptionPlanId,
    PAYMENT_ERRORS.orderMismatch,
  );
  return toPaymentResult(await recordOrderPayment(services, order, paymentId, body.renew));
}

/** POST /card-payment: a payment taken outside the gateway, recorded by staff (access) within their reach. */
export async function makeManualPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: PaymentBody,
): Promise<TPaymentResult> {
  if (!body.isManualUpdate || body.throughGateway) throw refused(PAYMENT_ERRORS.manualOnly);
  requireMoneyAction(principal, 'manualPayment');
  const modeProblem = manualPaymentModeProblem(body);
  if (modeProblem) throw validationFailed('paymentMode', modeProblem);
  const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId);
  const choice = await choosePlan(services, agency, principal, body);
  const actor = actorIds(principal);
  const outcome = await recordCardPayment(
    services.db,
    {
      agencyId: agency.id,
      businessId: business.id,
      planId: choice.planId,
      snapshot: choice.snapshot,
      amountPaise: await amountToCharge(services.db, agency.id, business.id, choice.snapshot.pricePaise),
      provider: 'manual',
      providerPaymentId: null,
      providerOrderId: null,
      recordedByUserId: actor.userId,
      recordedByFranchiseeId: actor.franchiseeId,
      renew: body.renew,
      paymentMode: body.paymentMode ?? null,
      paymentReference: body.paymentReference ?? null,
    },
    services.now(),
  );
  mailPaymentDocument(services, outcome.document);
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
  requireMoneyAction(principal, 'deletePayment');
  const businessId = await findRecordBusiness(services.db, agency.id, recordNo);
  if (!businessId) throw notFound();
  const business = await requireReachableBusiness(services.db, agency.id, principal, businessId);
  const state = await deleteCardPaymentRecord(
    services.db,
    agency.id,
    business.id,
    recordNo,
    actorIds(principal),
    services.now(),
  );
  return {
    deleted: true as const,
    expiryDateForCustomer: state.expiryDateForCustomer?.toISOString() ?? null,
    paymentStatus: state.paymentStatus,
  };
}
