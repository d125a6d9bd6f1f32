// Paying agency bills: through the platform's gateway (the sandbox here), exactly once however
// often the callback and the webhook report a payment; invoice numbers sequential per financial
// year with no gaps, also when payments race (on PostgreSQL).
import {
  BILLING_MESSAGES,
  endpoints,
  financialYearOf,
  ZBillPaymentResult,
  ZPaymentOrderResponse,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencyBillPayments, agencyBills, invoiceCounters } from '#db/schema';
import { billingWorld, cardMadeOn, ist, monthBill, payMonthInCash, setClock, setPrices } from '#test/factories/billing';
import {
  callbackFields,
  capturedEventBody,
  deliverWebhook,
  sandboxPay,
  signSandboxWebhook,
  storedOrder,
} from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';

const t = testAppPerFile();

/** A June 2026 bill of two cards (₹100) for a fresh agency, read once. */
async function juneBillWorld() {
  const w = await billingWorld(t);
  setClock(t, ist('2026-06-15T12:00'));
  await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 6 });
  await cardMadeOn(t, w.agency, ist('2026-04-10T10:00'));
  await cardMadeOn(t, w.agency, ist('2026-05-10T10:00'));
  await monthBill(w.admin, null, 6, 2026);
  return w;
}

async function billPayments(agencyId: string) {
  return t.db.select().from(agencyBillPayments).where(eq(agencyBillPayments.agencyId, agencyId));
}

describe('month bills through the gateway', () => {
  it('orders at the platform, records the callback once, and ignores the replay and the webhook after it', async () => {
    const w = await juneBillWorld();
    const res = await w.admin.call(endpoints.createMonthPaymentOrder, { body: { month: 6, year: 2026 } });
    expect(res.status, res.text).toBe(200);
    const order = res.data(ZPaymentOrderResponse);
    // The platform's keys: the sandbox of the superadmin agency that set the prices.
    expect(order).toMatchObject({
      provider: 'sandbox',
      key: `rzp_test_sandbox_${w.platform.slug}`,
      merchantName: 'Cardora HQ',
    });
    expect(order.order.amount).toBe(10_000);
    const stored = await storedOrder(t, order.order.id);
    expect(stored).toMatchObject({
      agencyId: w.platform.id,
      businessId: null,
      kind: 'agency-bill',
      amountPaise: 10_000,
    });

    const checkout = await sandboxPay(t, order.order.id, order.key);
    const body = { month: 6, year: 2026, throughGateway: true, ...callbackFields(checkout) };
    const first = await w.admin.call(endpoints.makeMonthPaymentThroughGateway, { body });
    expect(first.status, first.text).toBe(200);
    const paid = first.data(ZBillPaymentResult);
    expect(paid.alreadyRecorded).toBe(false);
    expect(paid.bill).toMatchObject({ amountPaid: 10_000, status: 'paid', outstanding: 0 });
    expect(paid.bill.invoiceNumber).toMatch(/^CRD\/26-27\/\d{6}$/);
    expect(paid.bill.payments[0]).toMatchObject({
      provider: 'sandbox',
      providerPaymentId: checkout.razorpay_payment_id,
    });

    const replay = await w.admin.call(endpoints.makeMonthPaymentThroughGateway, { body });
    expect(replay.status, replay.text).toBe(200);
    expect(replay.data(ZBillPaymentResult)).toMatchObject({ alreadyRecorded: true, recordNo: paid.recordNo });
    await t.services.sandboxWebhooks.flush();
    const rows = await billPayments(w.agency.id);
    expect(rows).toHaveLength(1);
    const bill = (await monthBill(w.admin, null, 6, 2026)).bill;
    expect(bill).toMatchObject({ amountPaid: 10_000, invoiceNumber: paid.bill.invoiceNumber });
  });

  it('records a part payment from the webhook alone (the browser never came back), once', async () => {
    const w = await juneBillWorld();
    const order = (
      await w.admin.call(endpoints.createMonthPaymentOrder, { body: { month: 6, year: 2026, amount: 4_000 } })
    ).data(ZPaymentOrderResponse);
    expect(order.order.amount).toBe(4_000);
    const checkout = await sandboxPay(t, order.order.id, order.key);
    await t.services.sandboxWebhooks.flush();
    let bill = (await monthBill(w.admin, null, 6, 2026)).bill;
    expect(bill).toMatchObject({ amountPaid: 4_000, outstanding: 6_000, status: 'partly-paid', invoiceNumber: null });

    // Razorpay retries the webhook (to the platform's host); then the callback arrives late.
    const event = capturedEventBody(checkout, 4_000);
    const retried = await deliverWebhook(t, w.platform, event, signSandboxWebhook(t, event));
    expect(retried.status, retried.text).toBe(200);
    const late = await w.admin.call(endpoints.makeMonthPaymentThroughGateway, {
      body: { month: 6, year: 2026, throughGateway: true, ...callbackFields(checkout) },
    });
    expect(late.data(ZBillPaymentResult).alreadyRecorded).toBe(true);
    expect(await billPayments(w.agency.id)).toHaveLength(1);
    bill = (await monthBill(w.admin, null, 6, 2026)).bill;
    expect(bill?.amountPaid).toBe(4_000);
  });

  it('refuses an order for another bill, a forged signature, and an amount above what is outstanding', async () => {
    const w = await juneBillWorld();
    const other = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(other.superadmin, other.agency, { billingFromYear: 2026, billingFromMonth: 5 });
    await cardMadeOn(t, other.agency, ist('2026-04-10T10:00'));
    const otherOrder = (
      await other.admin.call(endpoints.createMonthPaymentOrder, { body: { month: 5, year: 2026 } })
    ).data(ZPaymentOrderResponse);
    const otherCheckout = await sandboxPay(t, otherOrder.order.id, otherOrder.key);
    const mismatch = await w.admin.call(endpoints.makeMonthPaymentThroughGateway, {
      body: { month: 6, year: 2026, throughGateway: true, ...callbackFields(otherCheckout) },
    });
    expectError(mismatch, 400, BILLING_MESSAGES.orderMismatch);

    const order = (await w.admin.call(endpoints.createMonthPaymentOrder, { body: { month: 6, year: 2026 } })).data(
      ZPaymentOrderResponse,
    );
    const checkout = await sandboxPay(t, order.order.id, order.key);
    const forged = await w.admin.call(endpoints.makeMonthPaymentThroughGateway, {
      body: {
        month: 6,
        year: 2026,
        throughGateway: true,
        ...callbackFields(checkout),
        razorpaySignature: 'a'.repeat(64),
      },
    });
    expectError(forged, 400, 'The payment signature is not valid.');

    const tooMuch = await w.admin.call(endpoints.createMonthPaymentOrder, {
      body: { month: 6, year: 2026, amount: 10_100 },
    });
    expectError(tooMuch, 400, BILLING_MESSAGES.amountAboveOutstanding(10_000));
  });

  it('pays the greetings fee through /agency-image-payment/order and /gateway, and the PDF card fee through POST with throughGateway', async () => {
    const w = await juneBillWorld();
    const imageOrder = (await w.admin.call(endpoints.createAgencyImagePaymentOrder, { body: {} })).data(
      ZPaymentOrderResponse,
    );
    expect(imageOrder.order.amount).toBe(300_000);
    const imageCheckout = await sandboxPay(t, imageOrder.order.id, imageOrder.key);
    const image = await w.admin.call(endpoints.makeAgencyImagePaymentThroughGateway, {
      body: { throughGateway: true, ...callbackFields(imageCheckout) },
    });
    expect(image.status, image.text).toBe(200);
    expect(image.data(ZBillPaymentResult).bill).toMatchObject({ kind: 'greetings', status: 'paid' });

    const pdfOrder = (await w.admin.call(endpoints.createAgencyPdfCardPaymentOrder, { body: {} })).data(
      ZPaymentOrderResponse,
    );
    const pdfCheckout = await sandboxPay(t, pdfOrder.order.id, pdfOrder.key);
    const pdf = await w.admin.call(endpoints.makeAgencyPdfCardPayment, {
      body: { throughGateway: true, ...callbackFields(pdfCheckout) },
    });
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.data(ZBillPaymentResult).bill).toMatchObject({ kind: 'pdf-card', status: 'paid', amountPaid: 200_000 });

    const annualOrder = (await w.admin.call(endpoints.createAnnualPaymentOrder, { body: { year: 2026 } })).data(
      ZPaymentOrderResponse,
    );
    const annualCheckout = await sandboxPay(t, annualOrder.order.id, annualOrder.key);
    const annual = await w.admin.call(endpoints.makeAnnualPayment, {
      body: { year: 2026, throughGateway: true, ...callbackFields(annualCheckout) },
    });
    expect(annual.data(ZBillPaymentResult).bill).toMatchObject({ kind: 'annual', year: 2026, status: 'paid' });
  });
});

describe('invoice numbers', () => {
  it('are sequential within a financial year and start again at 1 on 1 April (IST)', async () => {
    // FY 2031-32 belongs to this test alone.
    const w = await billingWorld(t, ist('2040-01-01T00:00'));
    setClock(t, ist('2032-01-15T12:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2032, billingFromMonth: 1 });
    await cardMadeOn(t, w.agency, ist('2031-12-01T10:00'));
    const pay = async (month: number) => {
      const res = await payMonthInCash(w.superadmin, w.agency, month, 2032);
      expect(res.status, res.text).toBe(200);
      return res.data(ZBillPaymentResult).bill.invoiceNumber;
    };
    await monthBill(w.superadmin, w.agency, 1, 2032);
    setClock(t, ist('2032-03-31T23:59'));
    expect(financialYearOf(t.clock.now())).toBe('2031-32');
    expect(await pay(1)).toBe('CRD/31-32/000001');
    expect(await pay(2)).toBe('CRD/31-32/000002');
    expect(await pay(3)).toBe('CRD/31-32/000003');
    setClock(t, ist('2032-04-01T00:00'));
    expect(await pay(4)).toBe('CRD/32-33/000001');
  });

  it('have no gaps and no duplicates when bills are paid at the same moment', async () => {
    // FY 2034-35 belongs to this test alone.
    const w = await billingWorld(t, ist('2040-01-01T00:00'));
    setClock(t, ist('2035-03-20T12:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2034, billingFromMonth: 4 });
    await cardMadeOn(t, w.agency, ist('2034-01-01T10:00'));
    await w.superadmin.call(endpoints.getOutstandingAmount, { query: { agencyId: w.agency.id } });
    const months = [4, 5, 6, 7, 8, 9, 10, 11];
    const results = await Promise.all(months.map((month) => payMonthInCash(w.superadmin, w.agency, month, 2034)));
    for (const r of results) expect(r.status, r.text).toBe(200);
    const numbers = results.map((r) => r.data(ZBillPaymentResult).bill.invoiceNumber).sort();
    expect(numbers).toEqual(months.map((_, i) => `CRD/34-35/${String(i + 1).padStart(6, '0')}`));
    const [counter] = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, '2034-35'));
    expect(counter?.lastNumber).toBe(months.length);
    const paidBills = await t.db.select().from(agencyBills).where(eq(agencyBills.agencyId, w.agency.id));
    expect(paidBills.filter((b) => b.invoiceNumber !== null)).toHaveLength(months.length);
  });

  it('records a manual payment once per call, and two racing payments of one bill cannot overpay it', async () => {
    const w = await juneBillWorld();
    const results = await Promise.all(
      [1, 2].map(() => payMonthInCash(w.superadmin, w.agency, 6, 2026, { amount: 10_000 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400);
    expect(refused?.error().message).toBe(BILLING_MESSAGES.nothingOutstanding);
    expect(await billPayments(w.agency.id)).toHaveLength(1);
  });
});
