// Billing arithmetic over HTTP: a month's cards (active in that month, added, moved out), paid in
// part and in full, refusals with their reasons, and the outstanding amount across months,
// annual fees and product fees.
import {
  BILLING_MESSAGES,
  endpoints,
  ZAgencyBillList,
  ZBillPaymentResult,
  ZMonthPaymentsResponse,
  ZOutstandingAmount,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { agenciesChanged } from '#plugins/tenancy';
import {
  billingWorld,
  cardMadeOn,
  ist,
  monthBill,
  PRICES,
  payMonthInCash,
  setClock,
  setPrices,
} from '#test/factories/billing';
import { testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';

const t = testAppPerFile();

describe('month bills', () => {
  it('lists the cards active in the month, then follows add-card-in-bill, move-out-card and payments', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 5 });
    const a = await cardMadeOn(t, w.agency, ist('2026-04-10T10:00'), { name: 'A Co' });
    const b = await cardMadeOn(t, w.agency, ist('2026-05-31T23:59'), { name: 'B Co' });
    const c = await cardMadeOn(t, w.agency, ist('2026-06-01T00:00'), { name: 'C Co' });
    const d = await cardMadeOn(t, w.agency, ist('2026-04-01T10:00'), { status: 'inactive', name: 'D Co' });

    // May (IST): A and B; C was made at the first instant of June; D is inactive.
    const may = await monthBill(w.admin, null, 5, 2026);
    expect(may.bill?.cards.map((x) => x.cardNo)).toEqual([a.cardNo, b.cardNo]);
    expect(may.bill).toMatchObject({
      cardCount: 2,
      amountDue: 10_000,
      amountPaid: 0,
      outstanding: 10_000,
      status: 'open',
    });

    const june = await monthBill(w.admin, null, 6, 2026);
    expect(june.bill?.cards.map((x) => x.cardNo).sort()).toEqual([a.cardNo, b.cardNo, c.cardNo].sort());
    expect(june.bill?.amountDue).toBe(15_000);

    // Added by hand: D (inactive, but the admin says it was used in June).
    const added = await w.admin.call(endpoints.addCardInBill, { body: { month: 6, year: 2026, cardNo: d.cardNo } });
    expect(added.status, added.text).toBe(200);
    const withD = added.data(ZMonthPaymentsResponse).bill;
    expect(withD).toMatchObject({ cardCount: 4, amountDue: 20_000 });
    expect(withD?.cards.find((x) => x.cardNo === d.cardNo)).toMatchObject({ addedManually: true, movedOut: false });
    expect(withD?.cards.find((x) => x.cardNo === d.cardNo)?.addedBy).toContain('(admin)');
    const again = await w.admin.call(endpoints.addCardInBill, { body: { month: 6, year: 2026, cardNo: d.cardNo } });
    expectError(again, 400, BILLING_MESSAGES.cardAlreadyInBill);

    // Moved out with the reason: B.
    const noReason = await w.admin.call(endpoints.moveOutCardFromBill, {
      body: { month: 6, year: 2026, cardNo: b.cardNo, reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.error().fields?.reason).toBe(BILLING_MESSAGES.moveOutReasonRequired);
    const movedB = await w.admin.call(endpoints.moveOutCardFromBill, {
      body: { month: 6, year: 2026, cardNo: b.cardNo, reason: 'Test card of our own' },
    });
    expect(movedB.status, movedB.text).toBe(200);
    const afterB = movedB.data(ZMonthPaymentsResponse).bill;
    expect(afterB).toMatchObject({ cardCount: 3, amountDue: 15_000 });
    expect(afterB?.cards.find((x) => x.cardNo === b.cardNo)).toMatchObject({
      movedOut: true,
      movedOutReason: 'Test card of our own',
      movedOutAt: ist('2026-06-15T12:00').toISOString(),
    });

    // A card made later in June joins the current month's bill while nothing is paid on it.
    setClock(t, ist('2026-06-20T12:00'));
    const e = await cardMadeOn(t, w.agency, ist('2026-06-20T11:00'), { name: 'E Co' });
    const withE = await monthBill(w.admin, null, 6, 2026);
    expect(withE.bill).toMatchObject({ cardCount: 4, amountDue: 20_000 });
    expect(withE.bill?.cards.find((x) => x.cardNo === b.cardNo)?.movedOut).toBe(true);

    // Partly paid (the superadmin records ₹50): 150 outstanding, no invoice yet.
    const paid = await payMonthInCash(w.superadmin, w.agency, 6, 2026, { amount: 5_000, note: 'NEFT 1234' });
    expect(paid.status, paid.text).toBe(200);
    const partly = paid.data(ZBillPaymentResult).bill;
    expect(partly).toMatchObject({
      amountDue: 20_000,
      amountPaid: 5_000,
      outstanding: 15_000,
      status: 'partly-paid',
      invoiceNumber: null,
    });
    expect(partly.payments[0]).toMatchObject({
      amount: 5_000,
      provider: 'manual',
      isManualUpdate: true,
      paymentMode: 'cash',
      note: 'NEFT 1234',
    });

    // Once something is paid, cards made later wait for next month's bill.
    await cardMadeOn(t, w.agency, ist('2026-06-20T11:30'), { name: 'F Co' });
    expect((await monthBill(w.admin, null, 6, 2026)).bill?.cardCount).toBe(4);

    // Moving cards out of a partly paid bill is fine down to what was paid; exactly paid = paid, with an invoice.
    for (const card of [a, c, e]) {
      const res = await w.admin.call(endpoints.moveOutCardFromBill, {
        body: { month: 6, year: 2026, cardNo: card.cardNo, reason: 'Closed business' },
      });
      expect(res.status, res.text).toBe(200);
    }
    const settled = await monthBill(w.admin, null, 6, 2026);
    expect(settled.bill).toMatchObject({
      cardCount: 1,
      amountDue: 5_000,
      amountPaid: 5_000,
      outstanding: 0,
      status: 'paid',
    });
    const invoice = settled.bill?.invoiceNumber ?? '';
    expect(invoice).toMatch(/^CRD\/26-27\/\d{6}$/);

    // A paid bill: moving out is refused with the reason, and so is adding; nothing changes.
    const refused = await w.admin.call(endpoints.moveOutCardFromBill, {
      body: { month: 6, year: 2026, cardNo: d.cardNo, reason: 'Closed business' },
    });
    expectError(refused, 409, BILLING_MESSAGES.movedOutOfPaidBill(invoice));
    const refusedAdd = await w.admin.call(endpoints.addCardInBill, {
      body: { month: 6, year: 2026, cardNo: b.cardNo },
    });
    expectError(refusedAdd, 409, BILLING_MESSAGES.addToPaidBill(invoice));
    expect((await monthBill(w.admin, null, 6, 2026)).bill).toMatchObject({
      cardCount: 1,
      amountDue: 5_000,
      invoiceNumber: invoice,
    });
  });

  it('refuses to move a card out of a partly paid bill below what was paid, with the amounts', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 5 });
    const a = await cardMadeOn(t, w.agency, ist('2026-04-10T10:00'));
    await cardMadeOn(t, w.agency, ist('2026-04-11T10:00'));
    const pay = await payMonthInCash(w.superadmin, w.agency, 5, 2026, { amount: 7_000 });
    expect(pay.status, pay.text).toBe(200);
    const res = await w.admin.call(endpoints.moveOutCardFromBill, {
      body: { month: 5, year: 2026, cardNo: a.cardNo, reason: 'Not used' },
    });
    expectError(res, 409, BILLING_MESSAGES.moveOutBelowPaid(7_000, 5_000));
    expect(res.error().message).toBe(
      '₹70 has been paid on this bill: moving this card out would make it ₹50, less than what was paid.',
    );
    expect((await monthBill(w.admin, null, 5, 2026)).bill).toMatchObject({
      cardCount: 2,
      amountDue: 10_000,
      amountPaid: 7_000,
    });

    // Paying more than is outstanding is refused too.
    const over = await payMonthInCash(w.superadmin, w.agency, 5, 2026, { amount: 3_100 });
    expectError(over, 400, BILLING_MESSAGES.amountAboveOutstanding(3_000));
  });

  it('answers why a month has no bill: no prices, before billing starts, not started yet', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    expect((await monthBill(w.admin, null, 6, 2026)).notBilledReason).toBe(BILLING_MESSAGES.pricesNotSet);
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 5 });
    expect((await monthBill(w.admin, null, 4, 2026)).notBilledReason).toBe(
      BILLING_MESSAGES.beforeBillingStart(5, 2026),
    );
    expect(BILLING_MESSAGES.beforeBillingStart(5, 2026)).toBe('Billing for this agency starts in May 2026.');
    const july = await monthBill(w.admin, null, 7, 2026);
    expect(july).toMatchObject({ bill: null, notBilledReason: BILLING_MESSAGES.monthNotStarted });
    // The month starts at midnight IST (18:30 UTC the day before).
    setClock(t, ist('2026-07-01T00:00'));
    expect((await monthBill(w.admin, null, 7, 2026)).bill).not.toBeNull();
  });

  it("keeps a bill's price once paid on; the current unpaid month follows a new price", async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 5 });
    await cardMadeOn(t, w.agency, ist('2026-04-10T10:00'));
    expect((await monthBill(w.admin, null, 5, 2026)).bill?.amountDue).toBe(5_000);
    expect((await monthBill(w.admin, null, 6, 2026)).bill?.amountDue).toBe(5_000);
    await setPrices(w.superadmin, w.agency, { perCardMonthlyPaise: 6_000 });
    expect((await monthBill(w.admin, null, 5, 2026)).bill?.amountDue).toBe(5_000);
    expect((await monthBill(w.admin, null, 6, 2026)).bill).toMatchObject({ unitPricePaise: 6_000, amountDue: 6_000 });
  });
});

describe('outstanding amount', () => {
  it('sums what is unpaid on months, annual fees and product fees', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2025, billingFromMonth: 12 });
    await cardMadeOn(t, w.agency, ist('2025-11-10T10:00'));
    await cardMadeOn(t, w.agency, ist('2026-03-10T10:00'));

    // Months Dec 2025 – Jun 2026: 1 card in Dec–Feb, 2 from March: 3×5,000 + 4×10,000.
    const months = 3 * 5_000 + 4 * 10_000;
    // Annual fees 2025 and 2026; the greetings and PDF card products are on (fees once each).
    const expected = months + 2 * PRICES.annualFeePaise + PRICES.greetingsFeePaise + PRICES.pdfCardFeePaise;
    const res = await w.admin.call(endpoints.getOutstandingAmount);
    expect(res.status, res.text).toBe(200);
    const outstanding = res.data(ZOutstandingAmount);
    expect(outstanding.outstandingAmount).toBe(expected);
    expect(outstanding.bills.filter((b) => b.kind === 'month')).toHaveLength(7);

    // Paid: March in full, the 2025 annual fee in part, the greetings fee through POST /agency-image-payment.
    const march = await payMonthInCash(w.superadmin, w.agency, 3, 2026);
    expect(march.status, march.text).toBe(200);
    expect(march.data(ZBillPaymentResult).bill).toMatchObject({ status: 'paid', amountPaid: 10_000 });
    const annual = await w.superadmin.call(endpoints.makeAnnualPayment, {
      body: { agencyId: w.agency.id, year: 2025, isManualUpdate: true, paymentMode: 'cash', amount: 200_000 },
    });
    expect(annual.status, annual.text).toBe(200);
    expect(annual.data(ZBillPaymentResult).bill).toMatchObject({ status: 'partly-paid', outstanding: 1_000_000 });
    const greetings = await w.superadmin.call(endpoints.makeAgencyImagePayment, {
      body: { agencyId: w.agency.id, isManualUpdate: true, paymentMode: 'cash' },
    });
    expect(greetings.status, greetings.text).toBe(200);
    expect(greetings.data(ZBillPaymentResult).bill.invoiceNumber).toMatch(/^CRD\/26-27\//);

    const after = (await w.superadmin.call(endpoints.getOutstandingAmount, { query: { agencyId: w.agency.id } })).data(
      ZOutstandingAmount,
    );
    expect(after.outstandingAmount).toBe(expected - 10_000 - 200_000 - PRICES.greetingsFeePaise);
    expect(after.bills.some((b) => b.kind === 'greetings')).toBe(false);

    const annualList = (await w.admin.call(endpoints.getAnnualPayments)).data(ZAgencyBillList);
    expect(annualList.list.map((b) => [b.year, b.amountDue, b.amountPaid])).toEqual([
      [2026, PRICES.annualFeePaise, 0],
      [2025, PRICES.annualFeePaise, 200_000],
    ]);
    const pdf = (await w.admin.call(endpoints.getAgencyPdfCardPayments)).data(ZAgencyBillList);
    expect(pdf.list).toHaveLength(1);
    expect(pdf.list[0]).toMatchObject({ kind: 'pdf-card', amountDue: PRICES.pdfCardFeePaise, status: 'open' });
  });

  it('charges no product fee for a product that is off', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { annualFeePaise: 0, perCardMonthlyPaise: 0 });
    const { DEFAULT_AGENCY_CONFIGURATION } = await import('@cardora/contract');
    const { agencies } = await import('#db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(agencies)
      .set({
        configuration: {
          ...DEFAULT_AGENCY_CONFIGURATION,
          pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] },
        },
      })
      .where(eq(agencies.id, w.agency.id));
    agenciesChanged(); // written behind the app's back: its cached agency rows go
    const pdf = (await w.admin.call(endpoints.getAgencyPdfCardPayments)).data(ZAgencyBillList);
    expect(pdf).toMatchObject({ list: [], notBilledReason: BILLING_MESSAGES.productNotBilled });
    const out = (await w.admin.call(endpoints.getOutstandingAmount)).data(ZOutstandingAmount);
    expect(out.outstandingAmount).toBe(PRICES.greetingsFeePaise);
  });
});
