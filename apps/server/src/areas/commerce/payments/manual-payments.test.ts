// Payments recorded by staff (POST /card-payment), the payment list, the plan a business is
// on now, and deleting a payment with the business recomputed from what remains.
import {
  CUSTOM_PLAN_ID,
  endpoints,
  ZCardPaymentList,
  ZDeleteCardPaymentResponse,
  ZLastActivePlan,
  ZPaymentResult,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import {
  createPlan,
  DAY_MS,
  franchiseeClient,
  gatewayBody,
  manualCardPaymentBody,
  payingCustomerWorld,
  paymentRows,
  payThroughSandbox,
  staffClient,
  storedBusiness,
} from '#test/factories/payments';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness, createCustomer } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';
import { addYears } from './card-payment-record';

const t = testAppPerFile();

async function recordManual(client: TestClient, businessId: string, planId: string) {
  const res = await client.call(endpoints.makeCardPayment, { body: manualCardPaymentBody(businessId, planId) });
  expect(res.status, res.text).toBe(200);
  return res.data(ZPaymentResult);
}

const deleteRecord = (client: TestClient, recordNo: number) =>
  client.call(endpoints.deleteCardPayment, { query: { recordNo: String(recordNo) } });

describe('POST /card-payment (manual)', () => {
  it('an admin records a cash payment: provider manual, who recorded it, no gateway ids', async () => {
    const world = await payingCustomerWorld(t);
    const { client, user } = await staffClient(t, world.agency);
    const result = await recordManual(client, world.business.id, world.plan.id);
    expect(result).toMatchObject({ paymentStatus: 1, alreadyRecorded: false });
    const [row] = await paymentRows(t, world.business.id);
    expect(row).toMatchObject({
      provider: 'manual',
      isManualUpdate: true,
      paymentMode: 'cash',
      providerPaymentId: null,
      providerOrderId: null,
      recordedByUserId: user.id,
      amountPaise: 149_900,
    });
    const list = (await client.call(endpoints.listCardPayments, { query: { businessId: world.business.id } })).data(
      ZCardPaymentList,
    );
    expect(list.list[0]).toMatchObject({
      provider: 'manual',
      recordedBy: `${user.name} (admin)`,
      planName: 'Business',
    });
  });

  it('a creator may not (only admins see manual payment update): 403, nothing recorded', async () => {
    const world = await payingCustomerWorld(t);
    const { client } = await staffClient(t, world.agency, 'creator');
    const res = await client.call(endpoints.makeCardPayment, {
      body: manualCardPaymentBody(world.business.id, world.plan.id),
    });
    expect(res.status).toBe(403);
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it('a customer gets 403, with or without isManualUpdate, and nothing is recorded', async () => {
    const world = await payingCustomerWorld(t);
    for (const body of [
      manualCardPaymentBody(world.business.id, world.plan.id),
      { ...manualCardPaymentBody(world.business.id, world.plan.id), isManualUpdate: false },
    ]) {
      const res = await world.client.call(endpoints.makeCardPayment, { body });
      expect(res.status).toBe(403);
    }
    expect(await paymentRows(t, world.business.id)).toEqual([]);
    expect((await storedBusiness(t, world.business)).paymentStatus).toBe(0);
  });

  it('needs isManualUpdate true and throughGateway false (400)', async () => {
    const world = await payingCustomerWorld(t);
    const { client } = await staffClient(t, world.agency);
    for (const extra of [{ isManualUpdate: false }, { throughGateway: true }]) {
      const res = await client.call(endpoints.makeCardPayment, {
        body: manualCardPaymentBody(world.business.id, world.plan.id, extra),
      });
      expect(res.status).toBe(400);
      expect(res.error().message).toBe(
        'This call records manual payments: send isManualUpdate true and throughGateway false.',
      );
    }
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it('a franchisee needs payment:record and reaches only the businesses it made', async () => {
    const world = await payingCustomerWorld(t);
    const without = await franchiseeClient(t, world.agency, { permissions: ['business:create'] });
    const made = await createBusiness({ user: world.owner, madeByFranchisee: without.franchisee });
    const denied = await without.client.call(endpoints.makeCardPayment, {
      body: manualCardPaymentBody(made.id, world.plan.id),
    });
    expect(denied.status).toBe(403);

    const permitted = await franchiseeClient(t, world.agency);
    const own = await createBusiness({ user: world.owner, madeByFranchisee: permitted.franchisee });
    const notMine = await permitted.client.call(endpoints.makeCardPayment, {
      body: manualCardPaymentBody(world.business.id, world.plan.id),
    });
    expect(notMine.status).toBe(404);
    await recordManual(permitted.client, own.id, world.plan.id);
    const [row] = await paymentRows(t, own.id);
    expect(row?.recordedByFranchiseeId).toBe(permitted.franchisee.id);
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it("answers 404 for another agency's plan or business", async () => {
    const world = await payingCustomerWorld(t);
    const other = await payingCustomerWorld(t);
    const { client } = await staffClient(t, world.agency);
    const plan = await client.call(endpoints.makeCardPayment, {
      body: manualCardPaymentBody(world.business.id, other.plan.id),
    });
    expectError(plan, 404, 'That plan is not available.');
    const business = await client.call(endpoints.makeCardPayment, {
      body: manualCardPaymentBody(other.business.id, world.plan.id),
    });
    expect(business.status).toBe(404);
  });

  it('records the custom plan with its composed limits', async () => {
    const world = await payingCustomerWorld(t);
    const { client } = await staffClient(t, world.agency);
    const res = await client.call(endpoints.makeCardPayment, {
      body: manualCardPaymentBody(world.business.id, CUSTOM_PLAN_ID, {
        customPlan: {
          name: 'Three years, cards only',
          validity: 3,
          priceRupees: 999,
          greetingImages: false,
          greetingVideos: true,
          pdfCard: false,
          pdfCardLimit: 1,
          promotionalVideo: false,
          promotionalVideoLimit: 1,
          showRegularFrame: false,
          showProductFrame: true,
          showPoliticalFrame: true,
        },
      }),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZPaymentResult)).toMatchObject({
      planId: CUSTOM_PLAN_ID,
      expiryDateForCustomer: addYears(t.clock.now(), 3).toISOString(),
    });
    const business = await storedBusiness(t, world.business);
    // As composeCustomPlan decides: the agency offers greeting videos; frames count only with images.
    expect(business.planLimits).toMatchObject({
      digitalCardLimit: 1,
      greetingImagesIncluded: false,
      greetingImagesLimit: 0,
      greetingVideosIncluded: true,
      greetingVideosLimit: 3,
    });
    expect(business.frameVisibility).toEqual({
      hideRegularFrame: false,
      hideProductFrame: false,
      hidePoliticalFrame: false,
    });
  });
});

describe('GET /card-payment and /card-payment/last-active', () => {
  it('lists newest first to the owner and staff, not to another customer (404)', async () => {
    const world = await payingCustomerWorld(t);
    const { client: admin } = await staffClient(t, world.agency);
    const first = await recordManual(admin, world.business.id, world.plan.id);
    t.clock.advance(DAY_MS);
    await signIn(world.client, world.owner);
    const second = (await payThroughSandbox(t, world.client, world.business.id, world.plan.id)).result;
    const res = await world.client.call(endpoints.listCardPayments, { query: { businessId: world.business.id } });
    const list = res.data(ZCardPaymentList);
    expect(list.total).toBe(2);
    expect(list.list.map((r) => r.recordNo)).toEqual([second.recordNo, first.recordNo]);
    expect(list.list[0]).toMatchObject({
      provider: 'sandbox',
      isManualUpdate: false,
      recordedBy: null,
      amount: 149_900,
    });

    const stranger = await signedIn(t.client(world.agency), await createCustomer({ agency: world.agency }));
    for (const endpoint of [endpoints.listCardPayments, endpoints.lastActiveCardPayment]) {
      const denied = await stranger.call(endpoint, { query: { businessId: world.business.id } });
      expect(denied.status).toBe(404);
    }
    const elsewhere = await payingCustomerWorld(t);
    const foreign = await elsewhere.client.call(endpoints.listCardPayments, {
      query: { businessId: world.business.id },
    });
    expect(foreign.status).toBe(404);
  });

  it('gives the latest payment still running, and null once every period has ended', async () => {
    const world = await payingCustomerWorld(t);
    const empty = await world.client.call(endpoints.lastActiveCardPayment, {
      query: { businessId: world.business.id },
    });
    expect(empty.data(ZLastActivePlan)).toEqual({ record: null });
    const { client: admin } = await staffClient(t, world.agency);
    const paid = await recordManual(admin, world.business.id, world.plan.id);
    const now = await world.client.call(endpoints.lastActiveCardPayment, { query: { businessId: world.business.id } });
    expect(now.data(ZLastActivePlan).record).toMatchObject({ recordNo: paid.recordNo, planName: 'Business' });
    t.clock.advance(367 * DAY_MS);
    await signIn(world.client, world.owner);
    const later = await world.client.call(endpoints.lastActiveCardPayment, {
      query: { businessId: world.business.id },
    });
    expect(later.data(ZLastActivePlan)).toEqual({ record: null });
  });
});

describe('DELETE /card-payment', () => {
  it('recomputes the business from the payments that remain', async () => {
    const world = await payingCustomerWorld(t);
    const premium = await createPlan(t, world.agency, {
      name: 'Premium',
      pricePaise: 399_900,
      validityYears: 2,
      pdfCardIncluded: true,
      pdfCardLimit: 2,
    });
    const { client: admin, user } = await staffClient(t, world.agency);
    const first = await recordManual(admin, world.business.id, world.plan.id);
    t.clock.advance(DAY_MS);
    await signIn(admin, user);
    const second = await recordManual(admin, world.business.id, premium.id);
    expect(second.expiryDateForCustomer).toBe(addYears(new Date(first.expiryDateForCustomer ?? ''), 2).toISOString());

    // Delete the newer: back to the first payment's expiry and limits.
    const res = await deleteRecord(admin, second.recordNo);
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZDeleteCardPaymentResponse)).toEqual({
      deleted: true,
      expiryDateForCustomer: first.expiryDateForCustomer,
      paymentStatus: 1,
    });
    let business = await storedBusiness(t, world.business);
    expect(business.planLimits).toMatchObject({ pdfCardIncluded: false });
    expect(business.isSubscriptionActive).toBe(true);

    // Delete the last: unpaid, no expiry, no limits.
    const last = await deleteRecord(admin, first.recordNo);
    expect(last.data(ZDeleteCardPaymentResponse)).toEqual({
      deleted: true,
      expiryDateForCustomer: null,
      paymentStatus: 0,
    });
    business = await storedBusiness(t, world.business);
    expect(business).toMatchObject({ paymentStatus: 0, isSubscriptionActive: false, planLimits: null });
    expect((await deleteRecord(admin, first.recordNo)).status).toBe(404);
  });

  it('deleting the older payment moves the renewal after it back to its own payment date', async () => {
    const world = await payingCustomerWorld(t);
    const premium = await createPlan(t, world.agency, { name: 'Premium', pricePaise: 399_900, validityYears: 2 });
    const { client: admin, user } = await staffClient(t, world.agency);
    const first = await recordManual(admin, world.business.id, world.plan.id);
    t.clock.advance(30 * DAY_MS);
    await signIn(admin, user);
    const renewedAt = t.clock.now();
    const renewal = await recordManual(admin, world.business.id, premium.id);
    // Chained: 2 years from the end of the first year.
    expect(renewal.expiryDateForCustomer).toBe(addYears(new Date(first.expiryDateForCustomer ?? ''), 2).toISOString());

    const res = await deleteRecord(admin, first.recordNo);
    expect(res.status, res.text).toBe(200);
    // Only the 2 years paid on the renewal's day remain, not the first year as well.
    const expected = addYears(renewedAt, 2).toISOString();
    expect(res.data(ZDeleteCardPaymentResponse).expiryDateForCustomer).toBe(expected);
    expect((await storedBusiness(t, world.business)).expiryDateForCustomer?.toISOString()).toBe(expected);
    const list = await admin.call(endpoints.listCardPayments, { query: { businessId: world.business.id } });
    expect(list.data(ZCardPaymentList).list).toMatchObject([{ recordNo: renewal.recordNo, validUntil: expected }]);
  });

  it('leaves only expired payments: unpaid, with the last expiry kept', async () => {
    const world = await payingCustomerWorld(t);
    const { client: admin, user } = await staffClient(t, world.agency);
    const old = await recordManual(admin, world.business.id, world.plan.id);
    t.clock.advance(400 * DAY_MS);
    await signIn(admin, user);
    const recent = await recordManual(admin, world.business.id, world.plan.id);
    const res = await deleteRecord(admin, recent.recordNo);
    expect(res.data(ZDeleteCardPaymentResponse)).toEqual({
      deleted: true,
      expiryDateForCustomer: old.expiryDateForCustomer,
      paymentStatus: 0,
    });
  });

  it('keeps a fixed expiry date', async () => {
    const world = await payingCustomerWorld(t);
    const fixed = new Date(Date.UTC(2032, 0, 1));
    const business = await createBusiness({ user: world.owner, isFixedExpiryDate: true, expiryDateForCustomer: fixed });
    const { client: admin } = await staffClient(t, world.agency);
    const paid = await recordManual(admin, business.id, world.plan.id);
    const res = await deleteRecord(admin, paid.recordNo);
    expect(res.data(ZDeleteCardPaymentResponse)).toEqual({
      deleted: true,
      expiryDateForCustomer: fixed.toISOString(),
      paymentStatus: 0,
    });
  });

  it('is refused to customers (403), franchisees outside their reach (404) and other agencies (404)', async () => {
    const world = await payingCustomerWorld(t);
    const { client: admin } = await staffClient(t, world.agency);
    const paid = await recordManual(admin, world.business.id, world.plan.id);
    expect((await deleteRecord(world.client, paid.recordNo)).status).toBe(403);
    const franchisee = await franchiseeClient(t, world.agency);
    expect((await deleteRecord(franchisee.client, paid.recordNo)).status).toBe(404);
    const other = await payingCustomerWorld(t);
    const otherAdmin = (await staffClient(t, other.agency)).client;
    expect((await deleteRecord(otherAdmin, paid.recordNo)).status).toBe(404);
    expect(await paymentRows(t, world.business.id)).toHaveLength(1);
    expect((await storedBusiness(t, world.business)).paymentStatus).toBe(1);
  });

  it('a deleted gateway payment is not brought back by a replayed callback or webhook', async () => {
    const world = await payingCustomerWorld(t);
    const { checkout, result } = await payThroughSandbox(t, world.client, world.business.id, world.plan.id);
    const { client: admin } = await staffClient(t, world.agency);
    expect((await deleteRecord(admin, result.recordNo)).status).toBe(200);
    const replay = await world.client.call(endpoints.makeCardPaymentThroughGateway, {
      body: gatewayBody(world.business.id, world.plan.id, checkout),
    });
    expect(replay.status).toBe(409);
    await t.services.sandboxWebhooks.flush();
    expect(await paymentRows(t, world.business.id)).toEqual([]);
    expect((await storedBusiness(t, world.business)).paymentStatus).toBe(0);
  });
});
