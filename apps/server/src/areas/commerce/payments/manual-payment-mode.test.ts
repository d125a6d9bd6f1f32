// docs/product-rules.md#manual-payment-mode: a payment recorded by hand says how it was paid
// (required) and may carry a reference (trimmed, bounded); both show in the payment lists. A
// gateway payment has no mode of its own: it shows as online.
import {
  endpoints,
  MANUAL_PAYMENT_MESSAGES,
  PAYMENT_REFERENCE_MAX,
  paymentModeLabel,
  ZCardPaymentList,
  ZPromotionalVideoPaymentList,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { billingWorld, cardMadeOn, ist, monthBill, PRICES, setClock, setPrices } from '#test/factories/billing';
import {
  payingCustomerWorld,
  paymentRows,
  payThroughSandbox,
  productRows,
  productWorld,
  staffClient,
} from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';

const t = testAppPerFile();

/** Staff record a card payment by hand for the world's business on its plan; `fields` add the mode and reference. */
const recordByHand = (
  client: TestClient,
  world: Awaited<ReturnType<typeof payingCustomerWorld>>,
  fields: object = {},
) =>
  client.call(endpoints.makeCardPayment, {
    body: { businessId: world.business.id, subscriptionPlanId: world.plan.id, isManualUpdate: true, ...fields },
  });

describe('manual card payments record their mode and reference', () => {
  it('refuses a manual payment without a mode (400 on paymentMode) and records nothing', async () => {
    const world = await payingCustomerWorld(t);
    const { client } = await staffClient(t, world.agency);
    const res = await recordByHand(client, world);
    expect(res.status).toBe(400);
    expect(res.error().fields?.paymentMode).toBe(MANUAL_PAYMENT_MESSAGES.modeRequired);
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it('refuses an unknown mode and a reference over the limit', async () => {
    const world = await payingCustomerWorld(t);
    const { client } = await staffClient(t, world.agency);
    const bitcoin = await recordByHand(client, world, { paymentMode: 'bitcoin' });
    expect(bitcoin.status).toBe(400);
    expect(bitcoin.error().fields?.paymentMode).toBe(MANUAL_PAYMENT_MESSAGES.modeRequired);
    const long = await recordByHand(client, world, {
      paymentMode: 'cheque',
      paymentReference: 'x'.repeat(PAYMENT_REFERENCE_MAX + 1),
    });
    expect(long.status).toBe(400);
    expect(long.error().fields?.paymentReference).toBe(MANUAL_PAYMENT_MESSAGES.referenceTooLong);
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it('keeps the mode and the trimmed reference, and lists them beside an online payment', async () => {
    const world = await payingCustomerWorld(t);
    await payThroughSandbox(t, world.client, world.business.id, world.plan.id);
    const { client } = await staffClient(t, world.agency);
    const res = await recordByHand(client, world, { paymentMode: 'upi', paymentReference: '  UPI 4021 8876  ' });
    expect(res.status, res.text).toBe(200);

    // The customer's view and the staff's view list the same.
    for (const viewer of [world.client, client]) {
      const list = (await viewer.call(endpoints.listCardPayments, { query: { businessId: world.business.id } })).data(
        ZCardPaymentList,
      ).list;
      const manual = list.find((p) => p.isManualUpdate);
      const online = list.find((p) => !p.isManualUpdate);
      expect(manual).toMatchObject({ provider: 'manual', paymentMode: 'upi', paymentReference: 'UPI 4021 8876' });
      expect(online).toMatchObject({ provider: 'sandbox', paymentMode: null, paymentReference: null });
      expect(manual && paymentModeLabel(manual)).toBe('UPI');
      expect(online && paymentModeLabel(online)).toBe('Online (sandbox gateway)');
    }
  });

  it('a blank reference is no reference', async () => {
    const world = await payingCustomerWorld(t);
    const { client } = await staffClient(t, world.agency);
    const res = await recordByHand(client, world, { paymentMode: 'cash', paymentReference: '   ' });
    expect(res.status, res.text).toBe(200);
    const [row] = await paymentRows(t, world.business.id);
    expect(row).toMatchObject({ paymentMode: 'cash', paymentReference: null });
  });
});

describe('manual product payments and bill payments record their mode', () => {
  it('a promotional video recorded by hand: mode required, then listed with its cheque number', async () => {
    const world = await productWorld(t);
    const { client } = await staffClient(t, world.agency);
    const body = { businessId: world.business.id, quantity: 1, isManualUpdate: true, paymentAmount: 19_900 };
    const missing = await client.call(endpoints.makePromotionalVideoPayment, { body });
    expect(missing.status).toBe(400);
    expect(missing.error().fields?.paymentMode).toBe(MANUAL_PAYMENT_MESSAGES.modeRequired);
    expect(await productRows(t, world.business.id)).toEqual([]);

    const ok = await client.call(endpoints.makePromotionalVideoPayment, {
      body: { ...body, paymentMode: 'cheque', paymentReference: 'CHQ 004512' },
    });
    expect(ok.status, ok.text).toBe(200);
    const list = await client.call(endpoints.listPromotionalVideoPayments, {
      query: { businessId: world.business.id },
    });
    expect(list.data(ZPromotionalVideoPaymentList).list[0]).toMatchObject({
      paymentMode: 'cheque',
      paymentReference: 'CHQ 004512',
    });
  });

  it("the superadmin's manual bill payment: mode required, then shown on the bill", async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 6 });
    await cardMadeOn(t, w.agency, ist('2026-06-02T10:00'));
    const body = {
      agencyId: w.agency.id,
      month: 6,
      year: 2026,
      isManualUpdate: true,
      amount: PRICES.perCardMonthlyPaise,
    };
    const missing = await w.superadmin.call(endpoints.makeMonthPayment, { body });
    expect(missing.status).toBe(400);
    expect(missing.error().fields?.paymentMode).toBe(MANUAL_PAYMENT_MESSAGES.modeRequired);

    const ok = await w.superadmin.call(endpoints.makeMonthPayment, {
      body: { ...body, paymentMode: 'bank-transfer', paymentReference: 'NEFT N1234' },
    });
    expect(ok.status, ok.text).toBe(200);
    const bill = (await monthBill(w.admin, null, 6, 2026)).bill;
    expect(bill?.payments).toMatchObject([{ paymentMode: 'bank-transfer', paymentReference: 'NEFT N1234' }]);
    expect(bill?.status).toBe('paid');
  });
});
