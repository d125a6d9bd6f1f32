// The plan offer on the server (contract plan-offer.ts): on a plan with more than 15 days left, a
// customer's order for a plan not above it (the screen's Not available) is refused in words and
// makes no order; the same plan again (an early renewal: it only adds days) and a plan above are
// taken; in the last 15 days, or once ended, any plan. Staff record any plan.
import { endpoints, PLAN_OFFER_MESSAGES } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, paymentOrders } from '#db/schema';
import { createPlan, DAY_MS, payingCustomerWorld, payThroughSandbox, staffClient } from '#test/factories/payments';
import { type TestApp, testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';

const t = testAppPerFile();

/** A customer whose business is on Business (bought through the sandbox), with Starter below and Premium above. */
async function onBusinessPlan() {
  const world = await payingCustomerWorld(t);
  const starter = await createPlan(t, world.agency, { name: 'Starter', pricePaise: 49_900 });
  const premium = await createPlan(t, world.agency, { name: 'Premium', pricePaise: 399_900 });
  await payThroughSandbox(t, world.client, world.business.id, world.plan.id);
  return { ...world, starter, premium };
}

async function order(client: ReturnType<TestApp['client']>, businessId: string, subscriptionPlanId: string) {
  return client.call(endpoints.createCardPaymentOrder, { body: { businessId, subscriptionPlanId } });
}

async function ordersOf(businessId: string) {
  return t.db.select().from(paymentOrders).where(eq(paymentOrders.businessId, businessId));
}

/** Moves the business's expiry to `days` from now (an admin's date, or time passing). */
async function expiresIn(businessId: string, days: number) {
  await t.db
    .update(businesses)
    .set({ expiryDateForCustomer: new Date(t.clock.now().getTime() + days * DAY_MS) })
    .where(eq(businesses.id, businessId));
}

describe('a customer orders only what they are offered', () => {
  it('with a year left: a lower plan is refused in words and makes no order; the same or a higher one is taken', async () => {
    const w = await onBusinessPlan();
    const before = (await ordersOf(w.business.id)).length;
    const lower = await order(w.client, w.business.id, w.starter.id);
    expectError(lower, 400, PLAN_OFFER_MESSAGES.lowerNotDue(15));
    expect(await ordersOf(w.business.id)).toHaveLength(before);

    expect((await order(w.client, w.business.id, w.plan.id)).status).toBe(200);
    const upgrade = await order(w.client, w.business.id, w.premium.id);
    expect(upgrade.status, upgrade.text).toBe(200);
  });

  it('a plan at the same price is not above it', async () => {
    const w = await onBusinessPlan();
    const twin = await createPlan(t, w.agency, { name: 'Business two', pricePaise: 149_900 });
    expect((await order(w.client, w.business.id, twin.id)).status).toBe(400);
  });

  it('in the last 15 days: renew, switch down or up', async () => {
    const w = await onBusinessPlan();
    await expiresIn(w.business.id, 10);
    for (const plan of [w.plan, w.starter, w.premium]) {
      const response = await order(w.client, w.business.id, plan.id);
      expect(response.status, `${plan.name}: ${response.text}`).toBe(200);
    }
  });

  it('on day 16 (a day of grace for a phone a time zone ahead) a lower plan is already taken', async () => {
    const w = await onBusinessPlan();
    await expiresIn(w.business.id, 16);
    expect((await order(w.client, w.business.id, w.starter.id)).status).toBe(200);
    await expiresIn(w.business.id, 18);
    expect((await order(w.client, w.business.id, w.starter.id)).status).toBe(400);
  });

  it('after the plan ended: any plan', async () => {
    const w = await onBusinessPlan();
    await expiresIn(w.business.id, -3);
    expect((await order(w.client, w.business.id, w.starter.id)).status).toBe(200);
    expect((await order(w.client, w.business.id, w.plan.id)).status).toBe(200);
  });

  it('a free business may order any plan', async () => {
    const w = await payingCustomerWorld(t);
    const starter = await createPlan(t, w.agency, { name: 'Starter', pricePaise: 49_900 });
    expect((await order(w.client, w.business.id, starter.id)).status).toBe(200);
    expect((await order(w.client, w.business.id, w.plan.id)).status).toBe(200);
  });

  it('staff record any plan for a paid business (they select plans)', async () => {
    const w = await onBusinessPlan();
    const { client: admin } = await staffClient(t, w.agency);
    const recorded = await admin.call(endpoints.makeCardPayment, {
      body: { businessId: w.business.id, subscriptionPlanId: w.starter.id, isManualUpdate: true, paymentMode: 'cash' },
    });
    expect(recorded.status, recorded.text).toBe(200);
  });
});
