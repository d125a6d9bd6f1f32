// Refunds through the gateway (the sandbox speaks Razorpay's refund call and webhooks): a part
// refunded gets its credit note and leaves the plan; the rest refunded ends the payment as a
// deletion does; a refund made in the gateway's dashboard arrives by webhook, recorded once.
import { endpoints, TAX_MESSAGES, ZRefundPaymentResult, ZWebhookResponse } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefunds, sandboxRefunds } from '#db/schema';
import {
  deliverWebhook,
  franchiseeClient,
  payingCustomerWorld,
  paymentRows,
  payThroughSandbox,
  signSandboxWebhook,
  staffClient,
  storedBusiness,
} from '#test/factories/payments';
import { businessDocuments, saveTaxSettings } from '#test/factories/tax-documents';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { sandboxRefundEvent } from '../payments/webhook';

const t = testAppPerFile();

/** A registered agency's customer who paid ₹1,499 through the sandbox, and the agency's admin. */
async function paidWorld() {
  const world = await payingCustomerWorld(t);
  const admin = await staffClient(t, world.agency);
  await saveTaxSettings(admin.client);
  const paid = await payThroughSandbox(t, world.client, world.business.id, world.plan.id);
  const [invoice] = await businessDocuments(world.client, world.business.id);
  if (!invoice) throw new Error('no invoice');
  return { ...world, admin: admin.client, paid, invoice };
}

const refund = (client: TestClient, documentId: string, amountPaise: number, reason = 'Customer asked') =>
  client.call(endpoints.refundPayment, { body: { documentId, amountPaise, reason } });

describe('POST /payments/refund', () => {
  it('half refunded: a credit note for half, the invoice partly credited, the plan stays; the rest ends the payment', async () => {
    const w = await paidWorld();
    expect(w.invoice.refundablePaise).toBe(149_900);
    t.clock.advance(60_000);
    const half = await refund(w.admin, w.invoice.id, 74_950);
    expect(half.status, half.text).toBe(200);
    const result = half.data(ZRefundPaymentResult);
    expect(result).toMatchObject({ refundedPaise: 74_950, refundablePaise: 74_950, paymentEnded: false });
    expect(result.creditNote).toMatchObject({
      kind: 'credit-note',
      creditedDocumentNumber: w.invoice.number,
      totalPaise: 74_950,
      reason: 'Customer asked',
      paymentReference: expect.stringMatching(/^rfnd_/),
    });
    // The sandbox took the refund like Razorpay, and its webhook (a moment later) changes nothing more.
    const [atGateway] = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, result.refundId));
    expect(atGateway).toMatchObject({
      amountPaise: 74_950,
      status: 'processed',
      paymentId: w.invoice.paymentReference,
    });
    await t.services.sandboxWebhooks.flush();
    const customerSees = await businessDocuments(w.client, w.business.id);
    expect(customerSees.map((d) => [d.kind, d.status, d.totalPaise])).toEqual([
      ['tax-invoice', 'partly-credited', 149_900],
      ['credit-note', 'issued', 74_950],
    ]);
    expect((await storedBusiness(t, w.business)).paymentStatus).toBe(1);
    expect(await paymentRows(t, w.business.id)).toHaveLength(1);

    const tooMuch = await refund(w.admin, w.invoice.id, 74_951);
    expectError(tooMuch, 400, TAX_MESSAGES.refundTooMuch(74_950));

    t.clock.advance(60_000);
    const rest = (await refund(w.admin, w.invoice.id, 74_950)).data(ZRefundPaymentResult);
    expect(rest).toMatchObject({ refundablePaise: 0, paymentEnded: true });
    const after = await businessDocuments(w.client, w.business.id);
    expect(after.map((d) => [d.kind, d.status])).toEqual([
      ['tax-invoice', 'cancelled'],
      ['credit-note', 'issued'],
      ['credit-note', 'issued'],
    ]);
    // The two credit notes take back exactly the invoice, figure by figure.
    const [invoice, ...notes] = after;
    const sum = (pick: (d: (typeof after)[number]) => number) => notes.reduce((a, d) => a + pick(d), 0);
    expect(sum((d) => d.taxablePaise)).toBe(invoice?.taxablePaise);
    expect(sum((d) => d.totalPaise)).toBe(invoice?.totalPaise);
    expect(sum((d) => d.taxLines.reduce((a, l) => a + l.amountPaise, 0))).toBe(
      invoice?.taxLines.reduce((a, l) => a + l.amountPaise, 0),
    );
    expect(await paymentRows(t, w.business.id)).toHaveLength(0);
    expect((await storedBusiness(t, w.business)).paymentStatus).toBe(0);
    expectError(await refund(w.admin, w.invoice.id, 100), 409, TAX_MESSAGES.refundNothingLeft);
  });

  it('a customer, a creator and a franchisee without the delete permission may not refund (403); nothing happens', async () => {
    const w = await paidWorld();
    const creator = await staffClient(t, w.agency, 'creator');
    const franchisee = await franchiseeClient(t, w.agency, { permissions: ['payment:record'], allCardAccess: true });
    for (const client of [w.client, creator.client, franchisee.client]) {
      expect((await refund(client, w.invoice.id, 100)).status).toBe(403);
    }
    expect(
      await t.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, w.invoice.paymentReference ?? '')),
    ).toEqual([]);
  });

  it('bad input changes nothing: no reason, zero, and a document of another agency (404)', async () => {
    const w = await paidWorld();
    expect((await refund(w.admin, w.invoice.id, 100, '  ')).status).toBe(400);
    expect((await refund(w.admin, w.invoice.id, 0)).status).toBe(400);
    const other = await staffClient(t, (await payingCustomerWorld(t)).agency);
    expect((await refund(other.client, w.invoice.id, 100)).status).toBe(404);
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.documentId, w.invoice.id))).toEqual([]);
  });
});

describe('refund webhooks', () => {
  it("a refund made in the gateway's dashboard arrives by webhook: one credit note however often it is delivered", async () => {
    const w = await paidWorld();
    const paymentId = w.paid.checkout.razorpay_payment_id;
    const body = sandboxRefundEvent(
      w.agency,
      { id: 'rfnd_Dashboard00001', paymentId, amount: 20_000, status: 'processed' },
      'Goodwill',
      t.clock.now(),
    );
    for (let i = 0; i < 2; i++) {
      const res = await deliverWebhook(t, w.agency, body, signSandboxWebhook(t, body));
      expect(res.status, res.text).toBe(200);
      expect(res.data(ZWebhookResponse).recorded).toBe(i === 0);
    }
    const documents = await businessDocuments(w.client, w.business.id);
    expect(documents.map((d) => [d.kind, d.totalPaise])).toEqual([
      ['tax-invoice', 149_900],
      ['credit-note', 20_000],
    ]);
    expect(documents[1]).toMatchObject({ reason: 'Goodwill', paymentReference: 'rfnd_Dashboard00001' });
    expect(documents[0]?.refundablePaise).toBe(129_900);
  });

  it('a refund of a payment this agency did not document is acknowledged and ignored', async () => {
    const w = await paidWorld();
    const body = sandboxRefundEvent(
      w.agency,
      { id: 'rfnd_NotOurs000001', paymentId: 'pay_NotOurs0000001', amount: 100, status: 'processed' },
      'x',
      t.clock.now(),
    );
    const res = await deliverWebhook(t, w.agency, body, signSandboxWebhook(t, body));
    expect(res.status).toBe(200);
    expect(res.data(ZWebhookResponse).recorded).toBe(false);
    expect(await businessDocuments(w.client, w.business.id)).toHaveLength(1);
  });
});
