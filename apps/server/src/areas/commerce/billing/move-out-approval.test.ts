// docs/product-rules.md#bill-move-out-approval over HTTP: an agency moves an unpaid or expired
// card out of its month bill itself; moving a paid, live card out only asks the platform, whose
// admins approve (the card leaves the bill) or refuse (it stays), each side notified.
import {
  BILLING_MESSAGES,
  endpoints,
  type TMoveOutRequest,
  ZAdminNotificationList,
  ZMonthPaymentsResponse,
  ZMoveOutDecision,
  ZMoveOutRequestList,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, cards } from '#db/schema';
import { billingWorld, cardMadeOn, ist, monthBill, PRICES, setClock, setPrices } from '#test/factories/billing';
import { franchiseeClient, staffClient } from '#test/factories/payments';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createCustomer } from '#test/support/factories';

const t = testAppPerFile();

/** The card's business paid for a plan that runs until `until`. */
async function paidUntil(cardNo: number, until: Date) {
  const [card] = await t.db.select().from(cards).where(eq(cards.cardNo, cardNo));
  if (!card) throw new Error('card gone');
  await t.db
    .update(businesses)
    .set({ paymentStatus: 1, isSubscriptionActive: true, expiryDateForCustomer: until })
    .where(eq(businesses.id, card.businessId));
}

async function june() {
  const w = await billingWorld(t);
  setClock(t, ist('2026-06-15T12:00'));
  await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 6 });
  const paid = await cardMadeOn(t, w.agency, ist('2026-06-02T10:00'), { name: 'Paid Co' });
  await paidUntil(paid.cardNo, ist('2027-06-02T10:00'));
  const expired = await cardMadeOn(t, w.agency, ist('2026-06-03T10:00'), { name: 'Lapsed Co' });
  await paidUntil(expired.cardNo, ist('2026-06-10T10:00'));
  const unpaid = await cardMadeOn(t, w.agency, ist('2026-06-04T10:00'), { name: 'Trial Co' });
  return { ...w, paid, expired, unpaid };
}

const moveOut = (client: TestClient, cardNo: number, reason = 'Our own test card') =>
  client.call(endpoints.moveOutCardFromBill, { body: { month: 6, year: 2026, cardNo, reason } });

/** POST /billing/move-out-requests/{requestId}/approve|refuse, with an optional note in `body`. */
const decide = (client: TestClient, action: 'approve' | 'refuse', request: { requestId: string }, body: object = {}) =>
  client.request(
    'POST',
    endpoints[action === 'approve' ? 'approveMoveOutRequest' : 'refuseMoveOutRequest'].path.replace(
      '{requestId}',
      request.requestId,
    ),
    { body },
  );

async function requests(client: TestClient, query: Record<string, string> = {}): Promise<TMoveOutRequest[]> {
  const res = await client.call(endpoints.listMoveOutRequests, { query });
  expect(res.status, res.text).toBe(200);
  return res.data(ZMoveOutRequestList).list;
}

/** The agency moves its paid card out (200); the request the platform then sees. */
async function pendingRequest(w: Awaited<ReturnType<typeof june>>): Promise<TMoveOutRequest> {
  expect((await moveOut(w.admin, w.paid.cardNo)).status).toBe(200);
  const [request] = await requests(w.superadmin);
  if (!request) throw new Error('no request');
  return request;
}

async function notifications(client: TestClient) {
  const res = await client.call(endpoints.listAdminNotifications, { query: {} });
  expect(res.status, res.text).toBe(200);
  return res.data(ZAdminNotificationList).list.filter((n) => n.kind === 'bill-move-out');
}

describe('moving a card out of a month bill', () => {
  it('an expired or never-paid card: the agency moves it out itself, as before', async () => {
    const w = await june();
    for (const card of [w.expired, w.unpaid]) {
      const res = await moveOut(w.admin, card.cardNo);
      expect(res.status, res.text).toBe(200);
      const line = res.data(ZMonthPaymentsResponse).bill?.cards.find((c) => c.cardNo === card.cardNo);
      expect(line).toMatchObject({ movedOut: true, moveOutPending: false, movedOutReason: 'Our own test card' });
    }
    expect((await monthBill(w.admin, null, 6, 2026)).bill).toMatchObject({
      cardCount: 1,
      amountDue: PRICES.perCardMonthlyPaise,
    });
    expect(await requests(w.superadmin)).toEqual([]);
  });

  it('a paid, live card: a pending request, the bill unchanged, the platform told; asked twice: 409', async () => {
    const w = await june();
    const res = await moveOut(w.admin, w.paid.cardNo, 'Customer left us');
    expect(res.status, res.text).toBe(200);
    const bill = res.data(ZMonthPaymentsResponse).bill;
    expect(bill).toMatchObject({ cardCount: 3, amountDue: 3 * PRICES.perCardMonthlyPaise });
    expect(bill?.cards.find((c) => c.cardNo === w.paid.cardNo)).toMatchObject({
      movedOut: false,
      moveOutPending: true,
    });

    const [request] = await requests(w.superadmin, { status: 'pending' });
    expect(request).toMatchObject({
      agencyId: w.agency.id,
      agencyName: 'Billed Agency',
      cardNo: w.paid.cardNo,
      businessName: 'Paid Co',
      reason: 'Customer left us',
      status: 'pending',
      month: 6,
      year: 2026,
    });
    expect(request?.requestedBy).toContain('(admin)');
    // The agency sees its own request too.
    expect((await requests(w.admin)).map((r) => r.requestId)).toEqual([request?.requestId]);
    const [told] = await notifications(w.superadmin);
    expect(told?.title).toBe('Move-out request');
    expect(told?.body).toContain('Customer left us');

    const again = await moveOut(w.admin, w.paid.cardNo);
    expectError(again, 409, BILLING_MESSAGES.moveOutAlreadyRequested);
  });

  it('the superadmin approves: the card leaves the bill and the agency is told; deciding again: 409', async () => {
    const w = await june();
    const request = await pendingRequest(w);

    const approved = await decide(w.superadmin, 'approve', request, { note: 'Fine this once' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.data(ZMoveOutDecision).request).toMatchObject({
      status: 'approved',
      decisionNote: 'Fine this once',
    });
    expect(approved.data(ZMoveOutDecision).request.decidedBy).toContain('(admin)');

    const bill = (await monthBill(w.admin, null, 6, 2026)).bill;
    expect(bill).toMatchObject({ cardCount: 2, amountDue: 2 * PRICES.perCardMonthlyPaise });
    expect(bill?.cards.find((c) => c.cardNo === w.paid.cardNo)).toMatchObject({
      movedOut: true,
      moveOutPending: false,
      movedOutReason: 'Our own test card',
    });
    const [told] = await notifications(w.admin);
    expect(told).toMatchObject({ title: 'Move-out approved', link: '/admin/billing' });
    expect(told?.body).toContain('Fine this once');

    const twice = await decide(w.superadmin, 'refuse', request);
    expectError(twice, 409, BILLING_MESSAGES.moveOutRequestDecided);
  });

  it('the superadmin refuses: the card stays on the bill and the agency is told', async () => {
    const w = await june();
    const request = await pendingRequest(w);
    const refused = await decide(w.superadmin, 'refuse', request, { note: 'It was live all month' });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.data(ZMoveOutDecision).request.status).toBe('refused');
    const bill = (await monthBill(w.admin, null, 6, 2026)).bill;
    expect(bill).toMatchObject({ cardCount: 3, amountDue: 3 * PRICES.perCardMonthlyPaise });
    expect(bill?.cards.find((c) => c.cardNo === w.paid.cardNo)).toMatchObject({
      movedOut: false,
      moveOutPending: false,
    });
    const [told] = await notifications(w.admin);
    expect(told?.title).toBe('Move-out refused');
    expect(told?.body).toContain('It was live all month');
    expect(await requests(w.superadmin, { status: 'pending' })).toEqual([]);
  });

  it('only the platform decides: the agency admin, another agency, a franchisee and a customer are refused', async () => {
    const w = await june();
    const request = await pendingRequest(w);
    const params = { requestId: request.requestId };

    // The agency cannot approve its own request.
    expect((await decide(w.admin, 'approve', params)).status).toBe(403);
    // Another agency's admin, on its own host: 403, and it does not see the request.
    const other = await staffClient(t, await createAgency({ agencyName: 'Other Agency' }));
    expect((await decide(other.client, 'approve', params)).status).toBe(403);
    expect(await requests(other.client)).toEqual([]);
    // A franchisee (every permission) and a customer of the agency: 403 everywhere.
    const franchisee = await franchiseeClient(t, w.agency, { allCardAccess: true });
    const customer = t.client(w.agency);
    await signIn(customer, await createCustomer({ agency: w.agency }));
    for (const client of [franchisee.client, customer]) {
      expect((await client.call(endpoints.listMoveOutRequests, { query: {} })).status).toBe(403);
      expect((await decide(client, 'approve', params)).status).toBe(403);
      expect((await decide(client, 'refuse', params)).status).toBe(403);
      expect((await moveOut(client, w.paid.cardNo)).status).toBe(403);
    }
    // Still pending, the card still billed.
    expect((await requests(w.superadmin, { status: 'pending' })).length).toBe(1);
    expect((await monthBill(w.admin, null, 6, 2026)).bill?.cardCount).toBe(3);
  });

  it('the superadmin moving a paid card out needs no approval', async () => {
    const w = await june();
    const res = await w.superadmin.call(endpoints.moveOutCardFromBill, {
      body: { agencyId: w.agency.id, month: 6, year: 2026, cardNo: w.paid.cardNo, reason: 'Agreed by phone' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZMonthPaymentsResponse).bill?.cards.find((c) => c.cardNo === w.paid.cardNo)?.movedOut).toBe(true);
  });
});
