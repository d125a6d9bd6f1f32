// Who reaches billing: an agency admin (own agency only; it alone pays through the gateway), the
// superadmin's admins (any agency, and they alone record payments and set prices); customers,
// creators and franchisees (with or without all-card access) get 403; another agency's admin
// gets 403 and changes nothing.
import { BILLING_MESSAGES, type EndpointDef, endpoints } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { billingWorld, cardMadeOn, ist, monthBill, setClock, setPrices } from '#test/factories/billing';
import { franchiseeClient, staffClient } from '#test/factories/payments';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createCustomer } from '#test/support/factories';

const t = testAppPerFile();

async function world() {
  const w = await billingWorld(t);
  setClock(t, ist('2026-06-15T12:00'));
  await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 6 });
  const card = await cardMadeOn(t, w.agency, ist('2026-04-10T10:00'));
  const customerUser = await createCustomer({ agency: w.agency });
  const customer = t.client(w.agency);
  await signIn(customer, customerUser);
  const creator = (await staffClient(t, w.agency, 'creator')).client;
  const franchisee = (await franchiseeClient(t, w.agency, { permissions: ['payment:record'] })).client;
  const allCards = (await franchiseeClient(t, w.agency, { permissions: ['payment:record'], allCardAccess: true }))
    .client;
  const other = await billingWorld(t);
  setClock(t, ist('2026-06-15T12:00'));
  return { ...w, card, customer, creator, franchisee, allCards, otherAdmin: other.admin, otherAgency: other.agency };
}

type Call = { endpoint: EndpointDef; query?: Record<string, string>; body?: Record<string, unknown> };

const calls = (agencyId: string, cardNo: number): Call[] => [
  { endpoint: endpoints.getBillingPrices, query: { agencyId } },
  { endpoint: endpoints.getOutstandingAmount, query: { agencyId } },
  { endpoint: endpoints.getMonthPayments, query: { agencyId, month: '6', year: '2026' } },
  { endpoint: endpoints.createMonthPaymentOrder, body: { agencyId, month: 6, year: 2026 } },
  { endpoint: endpoints.moveOutCardFromBill, body: { agencyId, month: 6, year: 2026, cardNo, reason: 'x' } },
  { endpoint: endpoints.addCardInBill, body: { agencyId, month: 6, year: 2026, cardNo } },
  { endpoint: endpoints.getAnnualPayments, query: { agencyId } },
  { endpoint: endpoints.getAgencyImagePayments, query: { agencyId } },
  { endpoint: endpoints.createAgencyImagePaymentOrder, body: { agencyId } },
  { endpoint: endpoints.getAgencyPdfCardPayments, query: { agencyId } },
  {
    endpoint: endpoints.makeMonthPayment,
    body: { agencyId, month: 6, year: 2026, isManualUpdate: true, paymentMode: 'cash' },
  },
  { endpoint: endpoints.makeAnnualPayment, body: { agencyId, year: 2026, isManualUpdate: true, paymentMode: 'cash' } },
  { endpoint: endpoints.makeAgencyImagePayment, body: { agencyId, isManualUpdate: true, paymentMode: 'cash' } },
  { endpoint: endpoints.makeAgencyPdfCardPayment, body: { agencyId, isManualUpdate: true, paymentMode: 'cash' } },
  {
    endpoint: endpoints.setBillingPrices,
    body: { agencyId, perCardMonthlyPaise: 1, annualFeePaise: 1, greetingsFeePaise: 1, pdfCardFeePaise: 1 },
  },
];

const send = (client: TestClient, call: Call) =>
  client.call(call.endpoint, {
    ...(call.query ? { query: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
  });

describe('billing access', () => {
  it('denies customers, creators, franchisees and franchisees with all-card access (403), and changes nothing', async () => {
    const w = await world();
    for (const who of [w.customer, w.creator, w.franchisee, w.allCards]) {
      for (const call of calls(w.agency.id, w.card.cardNo)) {
        const res = await send(who, call);
        expect(res.status, `${call.endpoint.path}: ${res.text}`).toBe(403);
      }
    }
    const bill = (await monthBill(w.admin, null, 6, 2026)).bill;
    expect(bill).toMatchObject({ cardCount: 1, amountPaid: 0 });
    expect(bill?.cards[0]?.movedOut).toBe(false);
  });

  it("denies another agency's admin (403) on every call naming this agency, and changes nothing", async () => {
    const w = await world();
    for (const call of calls(w.agency.id, w.card.cardNo)) {
      const res = await send(w.otherAdmin, call);
      expect(res.status, `${call.endpoint.path}: ${res.text}`).toBe(403);
    }
    const bill = (await monthBill(w.superadmin, w.agency, 6, 2026)).bill;
    expect(bill).toMatchObject({ cardCount: 1, amountPaid: 0, status: 'open' });
  });

  it('lets the agency admin read, order, move out and add on its own agency, but not record payments or set prices', async () => {
    const w = await world();
    const allowed: EndpointDef[] = [
      endpoints.getBillingPrices,
      endpoints.getOutstandingAmount,
      endpoints.getMonthPayments,
      endpoints.createMonthPaymentOrder,
      endpoints.moveOutCardFromBill,
      endpoints.addCardInBill,
      endpoints.getAnnualPayments,
      endpoints.getAgencyImagePayments,
      endpoints.createAgencyImagePaymentOrder,
      endpoints.getAgencyPdfCardPayments,
    ];
    for (const call of calls(w.agency.id, w.card.cardNo)) {
      const res = await send(w.admin, call);
      const expected = allowed.includes(call.endpoint) ? 200 : 403;
      expect(res.status, `${call.endpoint.path}: ${res.text}`).toBe(expected);
    }
    // Without agencyId the agency admin means its own agency.
    expect((await monthBill(w.admin, null, 6, 2026)).agencyId).toBe(w.agency.id);
  });

  it("lets the superadmin's admin do the rest for any agency, but not pay an agency's bill nor bill the platform itself", async () => {
    const w = await world();
    // Paying through the gateway is the Billing page (not superadmin): the platform is the payee.
    const payerOnly: EndpointDef[] = [endpoints.createMonthPaymentOrder, endpoints.createAgencyImagePaymentOrder];
    for (const call of calls(w.agency.id, w.card.cardNo)) {
      const res = await send(w.superadmin, call);
      const expected = payerOnly.includes(call.endpoint) ? 403 : 200;
      expect(res.status, `${call.endpoint.path}: ${res.text}`).toBe(expected);
    }
    const own = await w.superadmin.call(endpoints.getMonthPayments, { query: { month: '6', year: '2026' } });
    expectError(own, 400, BILLING_MESSAGES.platformNotBilled);
    const platform = await w.superadmin.call(endpoints.getOutstandingAmount, { query: { agencyId: w.platform.id } });
    expect(platform.status).toBe(400);
    // An admin of the platform agency who is a creator gets nothing.
    const creator = (await staffClient(t, w.platform, 'creator')).client;
    setClock(t, ist('2026-06-15T12:00'));
    const denied = await creator.call(endpoints.getMonthPayments, {
      query: { agencyId: w.agency.id, month: '6', year: '2026' },
    });
    expect(denied.status).toBe(403);
    expect((await monthBill(w.superadmin, w.agency, 6, 2026)).bill?.status).toBe('paid');
  });
});
