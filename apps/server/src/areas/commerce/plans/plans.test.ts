// Subscription plans: the agency's list, create / edit / soft delete by its admins, the
// superadmin naming another agency, and everyone else kept to their own agency.
import {
  endpoints,
  MESSAGES,
  type TSaveSubscriptionPlanBody,
  ZDeletedResponse,
  ZSubscriptionPlan,
  ZSubscriptionPlanList,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionPlans } from '#db/schema';
import { createPlan, franchiseeClient, NO_FRAMES_HIDDEN, staffClient } from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCustomer, planLimits } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';

const t = testAppPerFile();

const deletePath = (id: string) => endpoints.deleteSubscriptionPlan.path.replace('{subscriptionPlanId}', id);

function planBody(overrides: Partial<TSaveSubscriptionPlanBody> = {}): TSaveSubscriptionPlanBody {
  return {
    name: 'Gold',
    price: 249_900,
    validity: 1,
    ...planLimits({ greetingImagesIncluded: true, greetingImagesLimit: -1, pdfCardIncluded: true, pdfCardLimit: 2 }),
    frameVisibility: { hideRegularFrame: false, hideProductFrame: true, hidePoliticalFrame: true },
    ...overrides,
  };
}

describe('GET /business/subscription-plan', () => {
  it("lists the agency's live plans, cheapest first, to a signed-in customer", async () => {
    const agency = await createAgency();
    const premium = await createPlan(t, agency, { name: 'Premium', pricePaise: 399_900, validityYears: 2 });
    const starter = await createPlan(t, agency, { name: 'Starter', pricePaise: 49_900 });
    await createPlan(t, agency, { name: 'Old', pricePaise: 9_900, deletedAt: new Date() });
    await createPlan(t, await createAgency(), { name: 'Elsewhere' });
    const client = await signedIn(t.client(agency), await createCustomer({ agency }));
    const res = await client.call(endpoints.listSubscriptionPlans);
    expect(res.status, res.text).toBe(200);
    const { list, total } = res.data(ZSubscriptionPlanList);
    expect(total).toBe(2);
    expect(list.map((p) => [p.subscriptionPlanId, p.name, p.price, p.validity])).toEqual([
      [starter.id, 'Starter', 49_900, 1],
      [premium.id, 'Premium', 399_900, 2],
    ]);
    expect(list[0]).toMatchObject({
      agencyId: agency.id,
      digitalCardIncluded: true,
      greetingImagesLimit: -1,
      greetingVideosLimit: 3,
      frameVisibility: NO_FRAMES_HIDDEN,
    });
  });

  it('needs a session', async () => {
    const agency = await createAgency();
    expect((await t.client(agency).call(endpoints.listSubscriptionPlans)).status).toBe(401);
  });

  it("refuses another agency's id to anyone but the superadmin's admins (403)", async () => {
    const agency = await createAgency();
    const other = await createAgency();
    await createPlan(t, other, { name: 'Theirs' });
    const customer = await signedIn(t.client(agency), await createCustomer({ agency }));
    const admin = (await staffClient(t, agency)).client;
    for (const client of [customer, admin]) {
      const res = await client.call(endpoints.listSubscriptionPlans, { query: { agencyId: other.id } });
      expect(res.status, res.text).toBe(403);
    }
    // Naming one's own agency is fine.
    const own = await admin.call(endpoints.listSubscriptionPlans, { query: { agencyId: agency.id } });
    expect(own.status).toBe(200);
  });

  it("lets a superadmin admin read and write another agency's plans, not a superadmin creator", async () => {
    const hq = await createAgency({ roles: ['superadmin'] });
    const other = await createAgency();
    await createPlan(t, other, { name: 'Theirs' });
    const admin = (await staffClient(t, hq)).client;
    const list = await admin.call(endpoints.listSubscriptionPlans, { query: { agencyId: other.id } });
    expect(list.data(ZSubscriptionPlanList).list.map((p) => p.name)).toEqual(['Theirs']);
    const created = await admin.call(endpoints.saveSubscriptionPlan, {
      query: { agencyId: other.id },
      body: planBody({ name: 'Made by HQ' }),
    });
    expect(created.data(ZSubscriptionPlan).agencyId).toBe(other.id);
    const deleted = await admin.request('DELETE', deletePath(created.data(ZSubscriptionPlan).subscriptionPlanId));
    expect(deleted.status, deleted.text).toBe(200);

    const creator = (await staffClient(t, hq, 'creator')).client;
    const res = await creator.call(endpoints.listSubscriptionPlans, { query: { agencyId: other.id } });
    expect(res.status).toBe(403);
    const unknown = await admin.call(endpoints.listSubscriptionPlans, {
      query: { agencyId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /business/subscription-plan', () => {
  it('creates a plan for the admin’s agency; an excluded product gets limit 0', async () => {
    const agency = await createAgency();
    const { client } = await staffClient(t, agency);
    const res = await client.call(endpoints.saveSubscriptionPlan, {
      body: planBody({ promotionalVideoIncluded: false, promotionalVideoLimit: 5 }),
    });
    expect(res.status, res.text).toBe(200);
    const plan = res.data(ZSubscriptionPlan);
    expect(plan).toMatchObject({
      agencyId: agency.id,
      name: 'Gold',
      price: 249_900,
      validity: 1,
      pdfCardLimit: 2,
      promotionalVideoLimit: 0,
      frameVisibility: { hideProductFrame: true },
    });
    const list = (await client.call(endpoints.listSubscriptionPlans)).data(ZSubscriptionPlanList);
    expect(list.list.map((p) => p.subscriptionPlanId)).toEqual([plan.subscriptionPlanId]);
  });

  it('edits a plan of the agency when given its id', async () => {
    const agency = await createAgency();
    const plan = await createPlan(t, agency);
    const { client } = await staffClient(t, agency);
    const res = await client.call(endpoints.saveSubscriptionPlan, {
      body: planBody({ subscriptionPlanId: plan.id, name: 'Business Plus', price: 179_900 }),
    });
    expect(res.data(ZSubscriptionPlan)).toMatchObject({
      subscriptionPlanId: plan.id,
      name: 'Business Plus',
      price: 179_900,
    });
  });

  it("answers 404 for another agency's plan or a deleted one, and changes nothing", async () => {
    const agency = await createAgency();
    const theirs = await createPlan(t, await createAgency(), { name: 'Theirs' });
    const gone = await createPlan(t, agency, { name: 'Gone', deletedAt: new Date() });
    const { client } = await staffClient(t, agency);
    for (const id of [theirs.id, gone.id]) {
      const res = await client.call(endpoints.saveSubscriptionPlan, {
        body: planBody({ subscriptionPlanId: id, name: 'Hijacked' }),
      });
      expect(res.status, res.text).toBe(404);
    }
    const [row] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, theirs.id));
    expect(row?.name).toBe('Theirs');
  });

  it('is for admins only: customers, creators and franchisees get 403', async () => {
    const agency = await createAgency();
    const customer = await signedIn(t.client(agency), await createCustomer({ agency }));
    const creator = (await staffClient(t, agency, 'creator')).client;
    const franchisee = (await franchiseeClient(t, agency, { allCardAccess: true })).client;
    for (const client of [customer, creator, franchisee]) {
      const res = await client.call(endpoints.saveSubscriptionPlan, { body: planBody() });
      expect(res.status, res.text).toBe(403);
    }
    expect(await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.agencyId, agency.id))).toEqual([]);
  });

  it("uses the spec's messages for a missing name, price and validity", async () => {
    const agency = await createAgency();
    const { client } = await staffClient(t, agency);
    const { name: _n, price: _p, validity: _v, ...rest } = planBody();
    const res = await client.call(endpoints.saveSubscriptionPlan, { body: { ...rest, name: '  ' } });
    expect(res.status).toBe(400);
    expect(res.error().fields).toMatchObject({
      name: MESSAGES.subscriptionNameRequired,
      price: MESSAGES.priceRequired,
      validity: MESSAGES.validityRequired,
    });
  });

  it("refuses another agency's id to a plain admin (403)", async () => {
    const agency = await createAgency();
    const other = await createAgency();
    const { client } = await staffClient(t, agency);
    const res = await client.call(endpoints.saveSubscriptionPlan, { query: { agencyId: other.id }, body: planBody() });
    expect(res.status).toBe(403);
  });
});

describe('DELETE /business/subscription-plan/{subscriptionPlanId}', () => {
  it('soft-deletes: gone from the list, the row kept for the payments made on it', async () => {
    const agency = await createAgency();
    const plan = await createPlan(t, agency);
    const { client } = await staffClient(t, agency);
    const res = await client.request('DELETE', deletePath(plan.id));
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZDeletedResponse)).toEqual({ deleted: true });
    expect((await client.call(endpoints.listSubscriptionPlans)).data(ZSubscriptionPlanList).total).toBe(0);
    const [row] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // Deleting it again: it is not there any more.
    expect((await client.request('DELETE', deletePath(plan.id))).status).toBe(404);
  });

  it("answers 404 for another agency's plan and 403 for a customer", async () => {
    const agency = await createAgency();
    const theirs = await createPlan(t, await createAgency());
    const { client } = await staffClient(t, agency);
    expect((await client.request('DELETE', deletePath(theirs.id))).status).toBe(404);
    const mine = await createPlan(t, agency);
    const owner = await createCustomer({ agency });
    await createBusiness({ user: owner });
    const customer = await signedIn(t.client(agency), owner);
    expect((await customer.request('DELETE', deletePath(mine.id))).status).toBe(403);
    const [row] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, theirs.id));
    expect(row?.deletedAt).toBeNull();
  });
});
