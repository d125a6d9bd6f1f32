// Set-ups shared by the payment tests: plans, a customer ready to pay, staff, the sandbox's
// Pay / Fail buttons over HTTP, and the gateway body the web sends after checkout.

import type { FranchiseePermission } from '@cardora/contract';
import {
  DEFAULT_AGENCY_CONFIGURATION,
  endpoints,
  type TAgencyConfiguration,
  type TMakeCardPaymentBody,
  ZPaymentOrderResponse,
  ZPaymentResult,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { signIn, type TestApp } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import {
  createAgency,
  createBusiness,
  createCustomer,
  createFranchisee,
  createPdfCard,
  createStaff,
  TEST_PASSWORD,
} from '#test/support/factories';
import { signedIn } from '#test/support/worlds';
import { hmacHex } from '../../src/areas/commerce/payments/gateway';
import { sandboxWebhookSecret } from '../../src/areas/commerce/payments/sandbox-gateway';
import { sandboxCapturedEvent } from '../../src/areas/commerce/payments/webhook';
import {
  type AgencyRow,
  type BusinessRow,
  businesses,
  cardPayments,
  paymentOrders,
  pdfCards,
  productPayments,
  type SubscriptionPlanRow,
  sandboxPayments,
  subscriptionPlans,
} from '../../src/db/schema';

export const NO_FRAMES_HIDDEN = { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false };

export async function createPlan(
  t: TestApp,
  agency: AgencyRow,
  overrides: Partial<typeof subscriptionPlans.$inferInsert> = {},
): Promise<SubscriptionPlanRow> {
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({
      agencyId: agency.id,
      name: 'Business',
      pricePaise: 149_900,
      validityYears: 1,
      digitalCardIncluded: true,
      digitalCardLimit: 1,
      greetingImagesIncluded: true,
      greetingImagesLimit: -1,
      greetingVideosIncluded: true,
      greetingVideosLimit: 3,
      pdfCardIncluded: false,
      pdfCardLimit: 0,
      promotionalVideoIncluded: false,
      promotionalVideoLimit: 0,
      frameVisibility: NO_FRAMES_HIDDEN,
      ...overrides,
    })
    .returning();
  if (!plan) throw new Error('plan not created');
  return plan;
}

/** A fresh agency with a plan, and a signed-in customer with one self-made business. */
export async function payingCustomerWorld(
  t: TestApp,
  options: { configuration?: TAgencyConfiguration; roles?: string[] } = {},
) {
  const agency = await createAgency({
    configuration: options.configuration ?? DEFAULT_AGENCY_CONFIGURATION,
    ...(options.roles ? { roles: options.roles } : {}),
  });
  const plan = await createPlan(t, agency);
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: 'Paying Co' });
  const client = t.client(agency);
  await signIn(client, owner);
  return { agency, plan, owner, business, client };
}

export async function staffClient(t: TestApp, agency: AgencyRow, role: 'admin' | 'creator' = 'admin') {
  const user = await createStaff({ agency, role });
  const client = t.client(agency);
  await signIn(client, user);
  return { user, client };
}

export async function franchiseeClient(
  t: TestApp,
  agency: AgencyRow,
  options: { permissions?: FranchiseePermission[]; allCardAccess?: boolean } = {},
) {
  const franchisee = await createFranchisee({
    agency,
    password: TEST_PASSWORD,
    permissions: options.permissions ?? ['payment:record', 'payment:delete'],
    roles: options.allCardAccess ? ['franchisee', 'franchisee-with-all-card-access'] : ['franchisee'],
  });
  const client = await signedIn(t.client(agency), franchisee);
  return { franchisee, client };
}

export async function createOrder(client: TestClient, businessId: string, subscriptionPlanId: string) {
  const res = await client.call(endpoints.createCardPaymentOrder, { body: { businessId, subscriptionPlanId } });
  expect(res.status, res.text).toBe(200);
  return res.data(ZPaymentOrderResponse);
}

export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The sandbox checkout's Pay button: what its handler receives. */
export async function sandboxPay(t: TestApp, orderId: string, key: string): Promise<CheckoutResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/orders/${orderId}/pay`,
    payload: { key, outcome: 'success' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body: unknown = res.json();
  if (typeof body !== 'object' || body === null || !('razorpay_payment_id' in body)) throw new Error(res.body);
  return body as CheckoutResponse;
}

/** The paying customer orders their world's plan and pays on the sandbox checkout. */
export async function orderAndPayPlan(t: TestApp, world: Awaited<ReturnType<typeof payingCustomerWorld>>) {
  const order = await createOrder(world.client, world.business.id, world.plan.id);
  const checkout = await sandboxPay(t, order.order.id, order.key);
  return { order, checkout };
}

/**
 * Rewrites the sandbox gateway's own record of a checkout's payment (another amount, a failed
 * status), for the checks that compare what the gateway says with the order.
 */
export async function alterSandboxPayment(
  t: TestApp,
  checkout: Pick<CheckoutResponse, 'razorpay_payment_id'>,
  change: Partial<typeof sandboxPayments.$inferInsert>,
) {
  await t.db.update(sandboxPayments).set(change).where(eq(sandboxPayments.id, checkout.razorpay_payment_id));
}

/** The payment order stored for the gateway's order id. */
export async function storedOrder(t: TestApp, providerOrderId: string) {
  const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
  return order;
}

/** A card payment staff record by hand (cash unless `extra` says otherwise). */
export const manualCardPaymentBody = (
  businessId: string,
  subscriptionPlanId: string,
  extra: Partial<TMakeCardPaymentBody> = {},
): TMakeCardPaymentBody => ({
  businessId,
  subscriptionPlanId,
  isManualUpdate: true,
  paymentMode: 'cash',
  throughGateway: false,
  ...extra,
});

/** The body the web posts to /card-payment/gateway after checkout's handler ran. */
export function gatewayBody(
  businessId: string,
  subscriptionPlanId: string,
  checkout: CheckoutResponse,
  overrides: Partial<TMakeCardPaymentBody> = {},
): TMakeCardPaymentBody {
  return {
    businessId,
    subscriptionPlanId,
    orderCreationId: checkout.razorpay_order_id,
    razorpayOrderId: checkout.razorpay_order_id,
    razorpayPaymentId: checkout.razorpay_payment_id,
    razorpaySignature: checkout.razorpay_signature,
    throughGateway: true,
    ...overrides,
  };
}

/** Order, Pay in the sandbox, and the callback: a recorded payment. */
export async function payThroughSandbox(t: TestApp, client: TestClient, businessId: string, planId: string) {
  const order = await createOrder(client, businessId, planId);
  const checkout = await sandboxPay(t, order.order.id, order.key);
  const res = await client.call(endpoints.makeCardPaymentThroughGateway, {
    body: gatewayBody(businessId, planId, checkout),
  });
  expect(res.status, res.text).toBe(200);
  return { order, checkout, result: res.data(ZPaymentResult) };
}

export async function storedBusiness(t: TestApp, business: Pick<BusinessRow, 'id' | 'agencyId'>) {
  const [row] = await t.db
    .select()
    .from(businesses)
    .where(and(eq(businesses.agencyId, business.agencyId), eq(businesses.id, business.id)));
  if (!row) throw new Error('business gone');
  return row;
}

export async function paymentRows(t: TestApp, businessId: string) {
  return t.db.select().from(cardPayments).where(eq(cardPayments.businessId, businessId));
}

export const DAY_MS = 24 * 3_600_000;

/** X-Razorpay-Signature as the sandbox signs its webhooks. */
export const signSandboxWebhook = (app: TestApp, body: string) =>
  hmacHex(sandboxWebhookSecret(app.config.payments.sandbox.secret), body);

/** A payment.captured (or another event) for the checkout's payment, as Razorpay sends it. */
export function capturedEventBody(checkout: CheckoutResponse, amountPaise: number, event = 'payment.captured') {
  const body = JSON.parse(
    sandboxCapturedEvent(
      { slug: 'x' },
      { id: checkout.razorpay_payment_id, orderId: checkout.razorpay_order_id, amountPaise },
      new Date(),
    ),
  );
  return JSON.stringify({ ...body, event });
}

/** As Razorpay's servers send it: no cookies, no CSRF token, the signature header. */
export function deliverWebhook(app: TestApp, host: { slug: string }, body: string, signature?: string) {
  return app.client(host).request('POST', endpoints.paymentWebhook.path, {
    payload: Buffer.from(body),
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }),
    },
    csrf: false,
  });
}

// ---------------------------------------------------------------------------------------
// PDF card and promotional video purchases.

/** The agency's PDF plans: the first is the single purchase. */
export const PDF_PLANS = [
  { id: 'pdf-single', price: 9_900 },
  { id: 'pdf-five', price: 39_900 },
];

export const PRODUCTS_CONFIGURATION: TAgencyConfiguration = {
  ...DEFAULT_AGENCY_CONFIGURATION,
  pdfCardConfig: { enablePdfCardProduct: true, customerPlans: PDF_PLANS },
  video: { enableVideo: true, pricePerVideo: 19_900 },
};

/** payingCustomerWorld with PDF plans, ₹199 videos, and an unpaid PDF card of the business. */
export async function productWorld(t: TestApp, configuration: TAgencyConfiguration = PRODUCTS_CONFIGURATION) {
  const world = await payingCustomerWorld(t, { configuration });
  const pdfCard = await createPdfCard({ business: world.business, companyName: 'Paying Co Pvt Ltd' });
  return { ...world, pdfCard };
}

/** The checkout callback's fields, as the web sends them with a product payment body. */
export function callbackFields(checkout: CheckoutResponse) {
  return {
    orderCreationId: checkout.razorpay_order_id,
    razorpayOrderId: checkout.razorpay_order_id,
    razorpayPaymentId: checkout.razorpay_payment_id,
    razorpaySignature: checkout.razorpay_signature,
  };
}

export async function productRows(t: TestApp, businessId: string) {
  return t.db.select().from(productPayments).where(eq(productPayments.businessId, businessId));
}

export async function storedPdfCard(t: TestApp, pdfCardNo: number) {
  const [row] = await t.db.select().from(pdfCards).where(eq(pdfCards.pdfCardNo, pdfCardNo));
  if (!row) throw new Error('PDF card gone');
  return row;
}
