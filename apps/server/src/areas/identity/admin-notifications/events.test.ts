// Each event raises exactly one admin notification, with its text, link and facts, inside the
// event's transaction: a new customer (OTP sign-up, staff registration), a gateway payment
// (replayed callback and webhook included), a manual payment (with who recorded it). Image
// requests are in image-requests.test.ts.
import {
  endpoints,
  ZPaymentOrderResponse,
  ZPdfCardPaymentResult,
  ZPromotionalVideoPaymentResult,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminNotifications, users } from '#db/schema';
import { bell, signUpByOtp, storedNotifications } from '#test/factories/admin-notifications';
import {
  callbackFields,
  capturedEventBody,
  deliverWebhook,
  franchiseeClient,
  gatewayBody,
  payingCustomerWorld,
  payThroughSandbox,
  productWorld,
  sandboxPay,
  signSandboxWebhook,
  staffClient,
} from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCustomer, uniqueEmail, uniquePhone } from '#test/support/factories';
import { notifyNewCustomer } from './service';

const t = testAppPerFile();

/** "+919812345678" as the notifications write it. */
const shown = (phone: string) => `+91 ${phone.slice(3, 8)} ${phone.slice(8)}`;

describe('new customer', () => {
  it('an OTP sign-up raises one notification: who signed up, a link to find them', async () => {
    const agency = await createAgency();
    const admin = await staffClient(t, agency);
    const phoneNumber = uniquePhone();
    const res = await signUpByOtp(t, t.client(agency), { phoneNumber });
    expect(res.status, res.text).toBe(200);

    const [user] = await t.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    const list = await bell(admin.client);
    expect(list.unreadCount).toBe(1);
    expect(list.list).toEqual([
      {
        id: expect.any(String),
        kind: 'new-customer',
        title: 'New customer',
        body: `${shown(phoneNumber)} signed up.`,
        link: `/admin/businesses?searchKey=registeredPhoneNumber&search=${encodeURIComponent(phoneNumber)}`,
        metadata: {
          userId: user?.id,
          name: null,
          phoneNumber,
          email: null,
          via: 'sign-up',
          registeredBy: null,
        },
        createdAt: expect.any(String),
        read: false,
        readAt: null,
      },
    ]);
  });

  it('a foreign customer signing up by e-mail is named by the address; the link opens All Businesses', async () => {
    const agency = await createAgency();
    const admin = await staffClient(t, agency);
    const email = uniqueEmail();
    expect((await signUpByOtp(t, t.client(agency), { email })).status).toBe(200);
    const [only] = (await bell(admin.client)).list;
    expect(only).toMatchObject({ body: `${email} signed up.`, link: '/admin/businesses' });
  });

  it('a password reset or a staff-made account setting its first password raises nothing', async () => {
    const agency = await createAgency();
    const madeByStaff = await createCustomer({ agency, password: null });
    const existing = await createCustomer({ agency });
    const phone = madeByStaff.phoneNumber ?? '';
    const client = t.client(agency);
    await client.call(endpoints.verifyUser, { body: { phoneNumber: phone } });
    await client.call(endpoints.verifyOtp, { body: { otp: t.outbox.latestCode(phone) } });
    expect((await client.call(endpoints.createPassword, { body: { password: 'first-password' } })).status).toBe(200);

    const reset = t.client(agency);
    const resetPhone = existing.phoneNumber ?? '';
    await reset.call(endpoints.verifyUser, { body: { phoneNumber: resetPhone, fromForgotPassword: true } });
    await reset.call(endpoints.verifyOtp, { body: { otp: t.outbox.latestCode(resetPhone) } });
    expect((await reset.call(endpoints.createPassword, { body: { password: 'reset-password' } })).status).toBe(200);
    expect(await storedNotifications(t, agency.id)).toEqual([]);
  });

  it('two racing sign-ups of one number: one account, one notification (the loser rolls back)', async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    const first = t.client(agency);
    const second = t.client(agency);
    for (const client of [first, second]) {
      await client.call(endpoints.verifyUser, { body: { phoneNumber } });
      await client.call(endpoints.verifyOtp, { body: { otp: t.outbox.latestCode(phoneNumber) } });
    }
    const results = await Promise.all([
      first.call(endpoints.createPassword, { body: { password: 'password-one' } }),
      second.call(endpoints.createPassword, { body: { password: 'password-two' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await storedNotifications(t, agency.id, 'new-customer')).toHaveLength(1);
  });

  it('raised inside the caller’s transaction: when it rolls back, nothing is left', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    await expect(
      t.db.transaction(async (tx) => {
        await notifyNewCustomer(tx, { agencyId: agency.id, user, registeredBy: null });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await storedNotifications(t, agency.id)).toEqual([]);
  });

  it('staff registration raises one, naming who registered them; finding them again raises nothing', async () => {
    const agency = await createAgency();
    const admin = await staffClient(t, agency);
    const phoneNumber = uniquePhone();
    const first = await admin.client.call(endpoints.registerUserAndGetBusinesses, {
      body: { phoneNumber, name: 'Neha' },
    });
    expect(first.status, first.text).toBe(200);
    const again = await admin.client.call(endpoints.registerUserAndGetBusinesses, { body: { phoneNumber } });
    expect(again.status).toBe(200);

    const stored = await storedNotifications(t, agency.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'new-customer',
      title: 'New customer',
      body: `Neha (${shown(phoneNumber)}) was registered by ${admin.user.name} (admin).`,
      franchiseeId: null,
      metadata: { via: 'staff', registeredBy: `${admin.user.name} (admin)`, name: 'Neha' },
    });
  });

  it("a franchisee's registration is its own: it sees the notification, another franchisee does not", async () => {
    const agency = await createAgency();
    const maker = await franchiseeClient(t, agency, { permissions: ['business:create'] });
    const other = await franchiseeClient(t, agency, { permissions: ['business:create'] });
    const phoneNumber = uniquePhone();
    const res = await maker.client.call(endpoints.registerUserAndGetBusinesses, { body: { phoneNumber } });
    expect(res.status, res.text).toBe(200);

    const [stored] = await storedNotifications(t, agency.id);
    expect(stored).toMatchObject({
      franchiseeId: maker.franchisee.id,
      body: `${shown(phoneNumber)} was registered by ${maker.franchisee.name} (franchisee).`,
    });
    expect((await bell(maker.client)).list.map((n) => n.id)).toEqual([stored?.id]);
    expect((await bell(other.client)).list).toEqual([]);
  });
});

describe('payment received (gateway)', () => {
  it('a card payment raises one; the replayed callback and the webhook raise nothing more', async () => {
    const world = await payingCustomerWorld(t);
    const admin = await staffClient(t, world.agency);
    const { checkout, result } = await payThroughSandbox(t, world.client, world.business.id, world.plan.id);

    const replay = await world.client.call(endpoints.makeCardPaymentThroughGateway, {
      body: gatewayBody(world.business.id, world.plan.id, checkout),
    });
    expect(replay.status, replay.text).toBe(200);
    const body = capturedEventBody(checkout, world.plan.pricePaise);
    const webhook = await deliverWebhook(t, world.agency, body, signSandboxWebhook(t, body));
    expect(webhook.status, webhook.text).toBe(200);
    await t.services.sandboxWebhooks.flush();

    const stored = await storedNotifications(t, world.agency.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'payment-received',
      title: 'Payment received',
      body: '₹1,499 from Paying Co for the Business plan, paid online.',
      link: '/admin/businesses?searchKey=businessName&search=Paying+Co',
      businessId: world.business.id,
      sourceKey: `card-payment:${result.recordNo}`,
      metadata: {
        businessId: world.business.id,
        businessName: 'Paying Co',
        amountPaise: 149_900,
        provider: 'sandbox',
        product: 'plan',
        recordNo: result.recordNo,
        recordedBy: null,
      },
    });
    expect((await bell(admin.client)).unreadCount).toBe(1);
  });

  it('the webhook alone (the browser never came back) raises it once', async () => {
    const world = await payingCustomerWorld(t);
    const order = await world.client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: world.business.id, subscriptionPlanId: world.plan.id },
    });
    const { order: created, key } = order.data(ZPaymentOrderResponse);
    await sandboxPay(t, created.id, key);
    await t.services.sandboxWebhooks.flush();
    await t.services.sandboxWebhooks.flush();
    expect(await storedNotifications(t, world.agency.id, 'payment-received')).toHaveLength(1);
  });

  it('a PDF ID card bought online raises one naming the product', async () => {
    const world = await productWorld(t);
    const order = await world.client.call(endpoints.createPdfCardPaymentOrder, {
      body: { pdfCardNo: world.pdfCard.pdfCardNo, planId: 'pdf-single' },
    });
    const { order: created, key } = order.data(ZPaymentOrderResponse);
    const checkout = await sandboxPay(t, created.id, key);
    const body = { pdfCardNo: world.pdfCard.pdfCardNo, planId: 'pdf-single', ...callbackFields(checkout) };
    const paid = await world.client.call(endpoints.makePdfCardPayment, { body });
    expect(paid.status, paid.text).toBe(200);
    expect((await world.client.call(endpoints.makePdfCardPayment, { body })).status).toBe(200);

    const stored = await storedNotifications(t, world.agency.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'payment-received',
      body: '₹99 from Paying Co for a PDF ID card, paid online.',
      sourceKey: `product-payment:${paid.data(ZPdfCardPaymentResult).recordNo}`,
      metadata: { product: 'pdf-card', amountPaise: 9_900 },
    });
  });
});

describe('manual payment recorded', () => {
  it('an admin recording cash raises one naming who recorded it', async () => {
    const world = await payingCustomerWorld(t);
    const admin = await staffClient(t, world.agency);
    const res = await admin.client.call(endpoints.makeCardPayment, {
      body: {
        businessId: world.business.id,
        subscriptionPlanId: world.plan.id,
        isManualUpdate: true,
        paymentMode: 'cash',
      },
    });
    expect(res.status, res.text).toBe(200);

    const stored = await storedNotifications(t, world.agency.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'manual-payment',
      title: 'Manual payment recorded',
      body: `${admin.user.name} (admin) recorded ₹1,499 from Paying Co for the Business plan.`,
      metadata: { provider: 'manual', recordedBy: `${admin.user.name} (admin)`, amountPaise: 149_900 },
    });
  });

  it("a franchisee's manual video payment on its business: the franchisee sees it, with the quantity", async () => {
    const world = await productWorld(t);
    const seller = await franchiseeClient(t, world.agency, { permissions: ['payment:record'] });
    const owner = await createCustomer({ agency: world.agency });
    const business = await createBusiness({
      user: owner,
      businessName: 'Ravi Made Co',
      madeByFranchisee: seller.franchisee,
    });
    const res = await seller.client.call(endpoints.makePromotionalVideoPayment, {
      body: { businessId: business.id, quantity: 2, isManualUpdate: true, paymentMode: 'cash', paymentAmount: 39_800 },
    });
    expect(res.status, res.text).toBe(200);
    const recordNo = res.data(ZPromotionalVideoPaymentResult).recordNo;

    const [only] = (await bell(seller.client)).list;
    expect(only).toMatchObject({
      kind: 'manual-payment',
      body: `${seller.franchisee.name} (franchisee) recorded ₹398 from Ravi Made Co for 2 promotional videos.`,
      metadata: { product: 'promotional-video', recordNo },
    });
    const [row] = await t.db.select().from(adminNotifications).where(eq(adminNotifications.agencyId, world.agency.id));
    expect(row?.franchiseeId).toBe(seller.franchisee.id);
  });

  it('a refused payment (another agency’s business) raises nothing', async () => {
    const world = await payingCustomerWorld(t);
    const otherAgency = await createAgency();
    const otherAdmin = await staffClient(t, otherAgency);
    const res = await otherAdmin.client.call(endpoints.makeCardPayment, {
      body: {
        businessId: world.business.id,
        subscriptionPlanId: world.plan.id,
        isManualUpdate: true,
        paymentMode: 'cash',
      },
    });
    expect(res.status).toBe(404);
    expect(await storedNotifications(t, world.agency.id)).toEqual([]);
    expect(await storedNotifications(t, otherAgency.id)).toEqual([]);
  });
});
