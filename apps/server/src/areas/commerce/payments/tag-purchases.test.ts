// Physical tags bought beyond the plan (docs/product-rules.md#physical-tags): the order at
// quantity × the agency's price per tag, sold only while the agency charges for tags; the
// gateway payment checked and recorded once (replay, the webhook), with its document; staff's
// manual payments; the list, deletion recomputing what was bought; and the bought tags letting
// the business claim more.
import {
  DEFAULT_AGENCY_CONFIGURATION,
  endpoints,
  PRODUCT_PAYMENT_MESSAGES,
  type TAgencyConfiguration,
  type TMakeTagPaymentBody,
  tagLimitMessage,
  ZDeleteTagPaymentResponse,
  ZPaymentOrderResponse,
  ZTagBatch,
  ZTagList,
  ZTagPaymentList,
  ZTagPaymentResult,
  ZWebhookResponse,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutResponse,
  callbackFields,
  capturedEventBody,
  deliverWebhook,
  productRows,
  productWorld,
  sandboxPay,
  signSandboxWebhook,
  staffClient,
  storedOrder,
} from '#test/factories/payments';
import { businessDocuments, saveTaxSettings } from '#test/factories/tax-documents';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createCard, createCustomer } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';

const t = testAppPerFile();

/** ₹49 a tag. */
const CHARGES_FOR_TAGS: TAgencyConfiguration = { ...DEFAULT_AGENCY_CONFIGURATION, tags: { pricePerTagPaise: 4_900 } };

type World = Awaited<ReturnType<typeof productWorld>>;

const orderFor = (client: TestClient, businessId: string, quantity: number) =>
  client.call(endpoints.createTagPaymentOrder, { body: { businessId, quantity } });

async function orderAndPay(world: World, quantity: number) {
  const res = await orderFor(world.client, world.business.id, quantity);
  expect(res.status, res.text).toBe(200);
  const order = res.data(ZPaymentOrderResponse);
  return { order, checkout: await sandboxPay(t, order.order.id, order.key) };
}

const gatewayBody = (businessId: string, quantity: number, checkout: CheckoutResponse): TMakeTagPaymentBody => ({
  businessId,
  quantity,
  ...callbackFields(checkout),
});

const pay = (client: TestClient, body: TMakeTagPaymentBody) => client.call(endpoints.makeTagPayment, { body });

const manual = (businessId: string, quantity: number, paymentAmount: number) => ({
  businessId,
  quantity,
  isManualUpdate: true,
  paymentMode: 'cash' as const,
  paymentAmount,
});

describe('POST /tag-payment/order', () => {
  it("charges quantity × the agency's price per tag, 1 to 100 at a time", async () => {
    const world = await productWorld(t, CHARGES_FOR_TAGS);
    const res = await world.client.call(endpoints.createTagPaymentOrder, {
      body: { businessId: world.business.id, quantity: 3, amount: 100 },
    });
    expect(res.status, res.text).toBe(200);
    const order = res.data(ZPaymentOrderResponse);
    expect(order).toMatchObject({ description: '3 NFC/QR tags for Paying Co', order: { amount: 14_700 } });
    expect(await storedOrder(t, order.order.id)).toMatchObject({ kind: 'tag', quantity: 3, amountPaise: 14_700 });
    for (const quantity of [0, 101, 1.5]) {
      const bad = await orderFor(world.client, world.business.id, quantity);
      expect(bad.status, String(quantity)).toBe(400);
      expect(Object.keys(bad.error().fields ?? {})).toEqual(['quantity']);
    }
  });

  it('sells none while the agency gives tags free (400)', async () => {
    const world = await productWorld(t, DEFAULT_AGENCY_CONFIGURATION);
    expectError(await orderFor(world.client, world.business.id, 1), 400, PRODUCT_PAYMENT_MESSAGES.tagsFree);
    const { client: admin } = await staffClient(t, world.agency);
    expectError(await pay(admin, manual(world.business.id, 1, 4_900)), 400, PRODUCT_PAYMENT_MESSAGES.tagsFree);
  });
});

describe('POST /tag-payment (gateway)', () => {
  it('records the purchase once with its document, and the bought tags let the business claim more', async () => {
    const world = await productWorld(t, CHARGES_FOR_TAGS);
    const { client: admin } = await staffClient(t, world.agency);
    await saveTaxSettings(admin);
    await createCard({ business: world.business });
    const made = (await admin.call(endpoints.createTagBatch, { body: { name: 'Counter stickers', count: 3 } })).data(
      ZTagBatch,
    );
    const codes = (await admin.call(endpoints.listTags, { query: { batchId: made.id } }))
      .data(ZTagList)
      .list.map((tag) => tag.code);
    const claim = (code: string | undefined) =>
      world.client.post(endpoints.claimTag.path.replace('{code}', code ?? ''), { businessId: world.business.id });
    expectError(await claim(codes[0]), 409, tagLimitMessage(0, 0));

    const { checkout } = await orderAndPay(world, 2);
    const body = gatewayBody(world.business.id, 2, checkout);
    const res = await pay(world.client, body);
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZTagPaymentResult)).toEqual({
      businessId: world.business.id,
      recordNo: expect.any(Number),
      quantity: 2,
      purchasedTags: 2,
      alreadyRecorded: false,
    });
    expect((await pay(world.client, body)).data(ZTagPaymentResult)).toMatchObject({
      alreadyRecorded: true,
      purchasedTags: 2,
    });
    const [row] = await productRows(t, world.business.id);
    expect(row).toMatchObject({ kind: 'tag', quantity: 2, amountPaise: 9_800, pdfCardNo: null, provider: 'sandbox' });
    const documents = await businessDocuments(world.client, world.business.id);
    expect(documents.map((d) => [d.kind, d.source, d.description, d.totalPaise])).toEqual([
      ['tax-invoice', 'tag', 'NFC/QR tags × 2', 9_800],
    ]);

    for (const code of codes.slice(0, 2)) expect((await claim(code)).status).toBe(200);
    expectError(await claim(codes[2]), 409, tagLimitMessage(0, 2));
  });

  it('refuses an order for another number of tags or another product (400)', async () => {
    const world = await productWorld(t, { ...CHARGES_FOR_TAGS, video: { enableVideo: true, pricePerVideo: 19_900 } });
    const { checkout } = await orderAndPay(world, 3);
    expectError(
      await pay(world.client, gatewayBody(world.business.id, 1, checkout)),
      400,
      'This order is for another business or number of tags.',
    );
    const videoOrder = (
      await world.client.call(endpoints.createPromotionalVideoPaymentOrder, {
        body: { businessId: world.business.id, quantity: 3 },
      })
    ).data(ZPaymentOrderResponse);
    const videoCheckout = await sandboxPay(t, videoOrder.order.id, videoOrder.key);
    expect((await pay(world.client, gatewayBody(world.business.id, 3, videoCheckout))).status).toBe(400);
    expect(await productRows(t, world.business.id)).toEqual([]);
  });

  it('the webhook records it when the callback never comes', async () => {
    const world = await productWorld(t, CHARGES_FOR_TAGS);
    const { checkout } = await orderAndPay(world, 2);
    const event = capturedEventBody(checkout, 9_800);
    const res = await deliverWebhook(t, world.agency, event, signSandboxWebhook(t, event));
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZWebhookResponse)).toEqual({ received: true, recorded: true });
    const list = await world.client.call(endpoints.listTagPayments, { query: { businessId: world.business.id } });
    expect(list.data(ZTagPaymentList).purchasedTags).toBe(2);
  });
});

describe('manual purchases, the list and deletion', () => {
  it('an admin records tags by hand; deleting one recomputes; customers may not delete, others see nothing', async () => {
    const world = await productWorld(t, CHARGES_FOR_TAGS);
    const { client: admin } = await staffClient(t, world.agency);
    const first = (await pay(admin, manual(world.business.id, 3, 14_700))).data(ZTagPaymentResult);
    t.clock.advance(60_000);
    const second = (await pay(admin, manual(world.business.id, 1, 4_900))).data(ZTagPaymentResult);
    expect(second.purchasedTags).toBe(4);
    const list = (
      await world.client.call(endpoints.listTagPayments, { query: { businessId: world.business.id } })
    ).data(ZTagPaymentList);
    expect(list).toMatchObject({ purchasedTags: 4, total: 2 });
    expect(list.list.map((r) => r.recordNo)).toEqual([second.recordNo, first.recordNo]);

    const remove = (client: TestClient, recordNo: number) =>
      client.call(endpoints.deleteTagPayment, { query: { recordNo: String(recordNo) } });
    expect((await remove(world.client, first.recordNo)).status).toBe(403);
    const deleted = await remove(admin, first.recordNo);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.data(ZDeleteTagPaymentResponse)).toEqual({
      deleted: true,
      businessId: world.business.id,
      purchasedTags: 1,
    });
    const stranger = await signedIn(t.client(world.agency), await createCustomer({ agency: world.agency }));
    const hidden = await stranger.call(endpoints.listTagPayments, { query: { businessId: world.business.id } });
    expect(hidden.status).toBe(404);
  });
});
