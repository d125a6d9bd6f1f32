// Money and roles: money moved by hand — a manual payment, a custom plan, a deleted
// payment record — is for admins only, and a franchisee only with the permission named for the
// action; a creator (staff, not admin) is refused and nothing changes. Every manual money action
// keeps who did it, and a deletion keeps the deleted record in money_audit_events.
import {
  CUSTOM_PLAN_ID,
  DEFAULT_CUSTOM_PLAN_FORM,
  endpoints,
  type FranchiseePermission,
  ZPaymentResult,
  ZPdfCardPaymentResult,
  ZPromotionalVideoPaymentResult,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import {
  franchiseeClient,
  manualCardPaymentBody,
  paymentRows,
  productRows,
  productWorld,
  staffClient,
} from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createBusiness } from '#test/support/factories';
import { moneyAuditOf } from './money-audit';

const t = testAppPerFile();

type World = Awaited<ReturnType<typeof productWorld>>;

/** Ten years for one rupee: what a creator could give a business before this rule. */
const ONE_RUPEE_PLAN = { ...DEFAULT_CUSTOM_PLAN_FORM, name: 'Ten years for one rupee', validity: 10, priceRupees: 1 };

const recordCard = (client: TestClient, businessId: string, planId: string) =>
  client.call(endpoints.makeCardPayment, { body: manualCardPaymentBody(businessId, planId) });
const customPlanPayment = (client: TestClient, businessId: string) =>
  client.call(endpoints.makeCardPayment, {
    body: manualCardPaymentBody(businessId, CUSTOM_PLAN_ID, { customPlan: ONE_RUPEE_PLAN }),
  });
const customPlanOrder = (client: TestClient, businessId: string) =>
  client.call(endpoints.createCardPaymentOrder, {
    body: { businessId, subscriptionPlanId: CUSTOM_PLAN_ID, customPlan: ONE_RUPEE_PLAN },
  });
const recordPdf = (client: TestClient, pdfCardNo: number) =>
  client.call(endpoints.makePdfCardPayment, {
    body: { pdfCardNo, planId: 'pdf-single', isManualUpdate: true, paymentMode: 'cash', paymentAmount: 5_000 },
  });
const recordVideos = (client: TestClient, businessId: string) =>
  client.call(endpoints.makePromotionalVideoPayment, {
    body: { businessId, quantity: 2, isManualUpdate: true, paymentMode: 'cash', paymentAmount: 59_800 },
  });
const deleteCard = (client: TestClient, recordNo: number) =>
  client.call(endpoints.deleteCardPayment, { query: { recordNo: String(recordNo) } });
const deletePdf = (client: TestClient, recordNo: number) =>
  client.call(endpoints.deletePdfCardPayment, { query: { recordNo: String(recordNo) } });
const deleteVideos = (client: TestClient, recordNo: number) =>
  client.call(endpoints.deletePromotionalVideoPayment, { query: { recordNo: String(recordNo) } });

/** A world where an admin has recorded one payment of each kind. */
async function paidWorld() {
  const world = await productWorld(t);
  const admin = await staffClient(t, world.agency);
  const card = (await recordCard(admin.client, world.business.id, world.plan.id)).data(ZPaymentResult);
  const pdf = (await recordPdf(admin.client, world.pdfCard.pdfCardNo)).data(ZPdfCardPaymentResult);
  const videos = (await recordVideos(admin.client, world.business.id)).data(ZPromotionalVideoPaymentResult);
  return { world, admin, records: { card: card.recordNo, pdf: pdf.recordNo, videos: videos.recordNo } };
}

async function storedMoney(world: World) {
  return {
    card: (await paymentRows(t, world.business.id)).map((row) => row.recordNo).sort(),
    products: (await productRows(t, world.business.id)).map((row) => row.recordNo).sort(),
    audit: (await moneyAuditOf(t.db, world.agency.id, world.business.id)).length,
  };
}

describe('a creator moves no money by hand', () => {
  it('is refused (403) manual payments, custom plans and deletions of every kind, and nothing changes', async () => {
    const { world, records } = await paidWorld();
    const before = await storedMoney(world);
    const creator = (await staffClient(t, world.agency, 'creator')).client;

    const refused = {
      'manual card payment': await recordCard(creator, world.business.id, world.plan.id),
      'one-rupee custom plan': await customPlanPayment(creator, world.business.id),
      'custom plan gateway order': await customPlanOrder(creator, world.business.id),
      'manual PDF card payment': await recordPdf(creator, world.pdfCard.pdfCardNo),
      'manual video payment': await recordVideos(creator, world.business.id),
      'card payment deletion': await deleteCard(creator, records.card),
      'PDF card payment deletion': await deletePdf(creator, records.pdf),
      'video payment deletion': await deleteVideos(creator, records.videos),
    };
    for (const [action, res] of Object.entries(refused)) expect(res.status, `${action}: ${res.text}`).toBe(403);
    expect(await storedMoney(world)).toEqual(before);
  });
});

describe('an admin', () => {
  it('records a manual payment: the audit names who, with the record as written', async () => {
    const world = await productWorld(t);
    const { client, user } = await staffClient(t, world.agency);
    const res = await recordCard(client, world.business.id, world.plan.id);
    expect(res.status, res.text).toBe(200);
    const { recordNo } = res.data(ZPaymentResult);

    const [event, ...more] = await moneyAuditOf(t.db, world.agency.id, world.business.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      action: 'manual-payment-recorded',
      businessName: world.business.businessName,
      recordTable: 'card_payments',
      recordKey: String(recordNo),
      amountPaise: world.plan.pricePaise,
      actorUserId: user.id,
      actorFranchiseeId: null,
    });
    expect(event?.actorLabel).toContain(user.phoneNumber);
    expect(event?.record).toMatchObject({ recordNo, planId: world.plan.id, provider: 'manual' });
  });

  it('deletes payments of every kind: the rows go, the audit keeps each whole record and who deleted it', async () => {
    const { world, admin, records } = await paidWorld();
    expect((await deleteCard(admin.client, records.card)).status).toBe(200);
    expect((await deletePdf(admin.client, records.pdf)).status).toBe(200);
    expect((await deleteVideos(admin.client, records.videos)).status).toBe(200);
    expect(await paymentRows(t, world.business.id)).toEqual([]);
    expect(await productRows(t, world.business.id)).toEqual([]);

    const deletions = (await moneyAuditOf(t.db, world.agency.id, world.business.id)).filter(
      (event) => event.action === 'payment-deleted',
    );
    expect(deletions.map((event) => [event.recordTable, event.recordKey, event.actorUserId]).sort()).toEqual(
      [
        ['card_payments', String(records.card), admin.user.id],
        ['product_payments', String(records.pdf), admin.user.id],
        ['product_payments', String(records.videos), admin.user.id],
      ].sort(),
    );
    const pdf = deletions.find(
      (event) => event.recordTable === 'product_payments' && event.recordKey === String(records.pdf),
    );
    expect(pdf?.record).toMatchObject({ kind: 'pdf-card', amountPaise: 5_000, pdfCardNo: world.pdfCard.pdfCardNo });
    expect(pdf?.amountPaise).toBe(5_000);
  });

  it('gives a custom plan, by hand or through a gateway order', async () => {
    const world = await productWorld(t);
    const { client } = await staffClient(t, world.agency);
    expect((await customPlanPayment(client, world.business.id)).status).toBe(200);
    expect((await customPlanOrder(client, world.business.id)).status).toBe(200);
  });

  it('a deletion that fails (no such record) writes no audit event', async () => {
    const world = await productWorld(t);
    const { client } = await staffClient(t, world.agency);
    expect((await deleteCard(client, 999_999_999)).status).toBe(404);
    expect(await moneyAuditOf(t.db, world.agency.id, world.business.id)).toEqual([]);
  });
});

describe('a franchisee needs the permission named for each money action', () => {
  async function franchiseeOn(world: World, permissions: FranchiseePermission[]) {
    const seller = await franchiseeClient(t, world.agency, { permissions });
    const business = await createBusiness({ user: world.owner, madeByFranchisee: seller.franchisee });
    return { ...seller, business };
  }

  it('payment:record records but neither deletes nor gives a custom plan', async () => {
    const world = await productWorld(t);
    const seller = await franchiseeOn(world, ['payment:record']);
    const recorded = await recordCard(seller.client, seller.business.id, world.plan.id);
    expect(recorded.status, recorded.text).toBe(200);
    const { recordNo } = recorded.data(ZPaymentResult);
    expect((await deleteCard(seller.client, recordNo)).status).toBe(403);
    expect((await customPlanPayment(seller.client, seller.business.id)).status).toBe(403);
    expect((await customPlanOrder(seller.client, seller.business.id)).status).toBe(403);
    expect((await paymentRows(t, seller.business.id)).map((row) => row.recordNo)).toEqual([recordNo]);
    const [event] = await moneyAuditOf(t.db, world.agency.id, seller.business.id);
    expect(event).toMatchObject({ action: 'manual-payment-recorded', actorFranchiseeId: seller.franchisee.id });
    expect(event?.actorLabel).toContain('franchisee');
  });

  it('payment:delete deletes, and the audit names the franchisee', async () => {
    const world = await productWorld(t);
    const seller = await franchiseeOn(world, ['payment:record', 'payment:delete']);
    const { recordNo } = (await recordCard(seller.client, seller.business.id, world.plan.id)).data(ZPaymentResult);
    expect((await deleteCard(seller.client, recordNo)).status).toBe(200);
    const deleted = (await moneyAuditOf(t.db, world.agency.id, seller.business.id)).find(
      (event) => event.action === 'payment-deleted',
    );
    expect(deleted).toMatchObject({ actorFranchiseeId: seller.franchisee.id, recordKey: String(recordNo) });
  });

  it('plan:custom gives a custom plan (with payment:record to record it by hand)', async () => {
    const world = await productWorld(t);
    const seller = await franchiseeOn(world, ['payment:record', 'plan:custom']);
    expect((await customPlanPayment(seller.client, seller.business.id)).status).toBe(200);
    const [row] = await paymentRows(t, seller.business.id);
    expect(row).toMatchObject({ planId: CUSTOM_PLAN_ID, amountPaise: 100 });
  });
});
