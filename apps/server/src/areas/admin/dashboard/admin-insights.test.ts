// GET /dashboard/admin-insights: the Insights page of the superadmin agency's
// admins. Days and months are IST; revenue is the customer payments (plans and products)
// in integer paise; another agency's rows never count; the range is checked with clear messages.
import {
  DASHBOARD_MESSAGES,
  endpoints,
  INSIGHTS_MAX_RANGE_DAYS,
  type TAdminInsights,
  ZAdminInsights,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import type { AgencyRow, UserRow } from '#db/schema';
import { cardMadeAt, DAY_MS, ist, paidPlan, paidProduct } from '#test/factories/dashboard';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createAgency, createBusiness, createCustomer, createFranchisee } from '#test/support/factories';
import { ROLES, roleWorld } from '#test/support/role-world';
import { signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();

async function superadminWorld() {
  const agency = await createAgency({ roles: ['superadmin'], agencyName: 'Platform HQ' });
  const admin = await signedInStaff(t, agency, 'admin');
  const owner = await createCustomer({ agency });
  return { agency, admin, owner };
}

async function insights(client: TestClient, query: Record<string, string>): Promise<TAdminInsights> {
  const response = await client.call(endpoints.getAdminInsights, { query });
  expect(response.status, response.text).toBe(200);
  return response.data(ZAdminInsights);
}

const MARCH_TO_APRIL = { from: '2026-03-01', to: '2026-04-30' };

/** Businesses, cards and payments around March–April 2026 (IST), with the day and month edges. */
async function history(owner: UserRow) {
  // 00:10 IST on 11 March is still 10 March in UTC: it counts on the 11th.
  const a = await createBusiness({ user: owner, businessName: 'A', createdAt: ist('2026-03-11T00:10') });
  const b = await createBusiness({ user: owner, businessName: 'B', createdAt: ist('2026-03-11T23:50') });
  const c = await createBusiness({ user: owner, businessName: 'C', createdAt: ist('2026-04-30T23:59') });
  // Outside the range on either side.
  const before = await createBusiness({ user: owner, businessName: 'Before', createdAt: ist('2026-02-28T23:59') });
  await createBusiness({ user: owner, businessName: 'After', createdAt: ist('2026-05-01T00:00') });
  await cardMadeAt(a, ist('2026-03-11T00:15'));
  await cardMadeAt(b, ist('2026-03-12T09:00'), 'inactive');
  await cardMadeAt(before, ist('2026-02-28T10:00'));

  await paidPlan(t, a, 149_900, ist('2026-03-15T12:00'));
  // 00:30 IST on 1 April is 31 March in UTC: April's money.
  await paidPlan(t, b, 49_900, ist('2026-04-01T00:30'));
  await paidProduct(t, a, 29_900, ist('2026-03-31T23:59'));
  await paidProduct(t, before, 9_900, ist('2026-04-20T18:00'));
  // 00:10 IST on 1 May is 30 April in UTC: outside the range.
  await paidPlan(t, c, 399_900, ist('2026-05-01T00:10'));
  await paidPlan(t, before, 100_000, ist('2026-02-28T23:00'));
  return { a, b, c, before };
}

describe('the figures', () => {
  it('new businesses and cards per IST day, revenue per IST month, and the state of the agency now', async () => {
    const { agency, admin, owner } = await superadminWorld();
    await history(owner);
    // Another agency with the same history: none of it counts.
    const other = await createAgency();
    await history(await createCustomer({ agency: other }));

    const result = await insights(admin, MARCH_TO_APRIL);
    expect(result.agency).toEqual({ agencyId: agency.id, agencyName: 'Platform HQ' });
    expect(result.from).toBe('2026-03-01');
    expect(result.to).toBe('2026-04-30');
    expect(result.perDay).toHaveLength(61);
    expect(result.perDay[0]).toEqual({ date: '2026-03-01', businesses: 0, cards: 0 });
    expect(result.perDay.filter((day) => day.businesses > 0 || day.cards > 0)).toEqual([
      { date: '2026-03-11', businesses: 2, cards: 1 },
      { date: '2026-03-12', businesses: 0, cards: 1 },
      { date: '2026-04-30', businesses: 1, cards: 0 },
    ]);
    expect(result.revenueByMonth).toEqual([
      { month: '2026-03', planPaise: 149_900, productPaise: 29_900, totalPaise: 179_800, payments: 2 },
      { month: '2026-04', planPaise: 49_900, productPaise: 9_900, totalPaise: 59_800, payments: 2 },
    ]);
    expect(result.totals).toEqual({ newBusinesses: 3, newCards: 2, revenuePaise: 239_600, payments: 4 });
    // Now, whatever the range: all five businesses (none paid), the three cards.
    expect(result.businesses).toEqual({ total: 5, paid: 0, expired: 0, expiringSoon: 0 });
    expect(result.cards).toEqual({ total: 3, active: 2 });
    expect(result.topFranchisees).toEqual({ byBusinesses: [], byRevenue: [] });
  });

  it('counts paid, expired and expiring soon businesses by their expiry', async () => {
    const { admin, owner } = await superadminWorld();
    const now = t.clock.now().getTime();
    const expiring = (days: number, paymentStatus = 1) =>
      createBusiness({ user: owner, paymentStatus, expiryDateForCustomer: new Date(now + days * DAY_MS) });
    await expiring(300);
    await expiring(15);
    await expiring(1);
    await expiring(16);
    await expiring(-1);
    await expiring(-400, 0);
    await createBusiness({ user: owner });
    const result = await insights(admin, MARCH_TO_APRIL);
    expect(result.businesses).toEqual({ total: 7, paid: 5, expired: 2, expiringSoon: 2 });
    expect(result.expiringSoonDays).toBe(15);
  });

  it('ranks franchisees by the businesses they made and by the money their businesses brought in the range', async () => {
    const { agency, admin, owner } = await superadminWorld();
    const maker = await createFranchisee({ agency, name: 'Maker' });
    const earner = await createFranchisee({ agency, name: 'Earner' });
    const veteran = await createFranchisee({ agency, name: 'Veteran' });
    await createFranchisee({ agency, name: 'Idle' });
    const inMarch = ist('2026-03-20T10:00');
    const made = (franchisee: typeof maker, createdAt: Date) =>
      createBusiness({ user: owner, madeByFranchisee: franchisee, createdAt });
    const m1 = await made(maker, inMarch);
    await made(maker, inMarch);
    await made(maker, inMarch);
    await paidPlan(t, m1, 10_000, inMarch);
    const e1 = await made(earner, inMarch);
    await paidPlan(t, e1, 500_000, inMarch);
    await paidProduct(t, e1, 20_000, inMarch);
    // Made before the range: its businesses do not count, its money in the range does.
    const v1 = await made(veteran, ist('2025-12-01T10:00'));
    await paidPlan(t, v1, 60_000, ist('2026-04-02T10:00'));
    await paidPlan(t, v1, 1_000_000, ist('2025-12-02T10:00'));
    // Another agency's franchisee with more of everything.
    const other = await createAgency();
    const rival = await createFranchisee({ agency: other, name: 'Rival' });
    const stranger = await createCustomer({ agency: other });
    for (let i = 0; i < 4; i++) {
      const business = await createBusiness({ user: stranger, madeByFranchisee: rival, createdAt: inMarch });
      await paidPlan(t, business, 900_000, inMarch);
    }

    const result = await insights(admin, MARCH_TO_APRIL);
    const row = (franchisee: typeof maker, businesses: number, revenuePaise: number) => ({
      franchiseeId: franchisee.id,
      name: franchisee.name,
      businesses,
      revenuePaise,
    });
    expect(result.topFranchisees).toEqual({
      byBusinesses: [row(maker, 3, 10_000), row(earner, 1, 520_000)],
      byRevenue: [row(earner, 1, 520_000), row(veteran, 0, 60_000), row(maker, 3, 10_000)],
    });
  });

  it('lists at most five franchisees in each ranking', async () => {
    const { agency, admin, owner } = await superadminWorld();
    const inMarch = ist('2026-03-20T10:00');
    for (let i = 1; i <= 7; i++) {
      const franchisee = await createFranchisee({ agency, name: `Franchisee ${i}` });
      for (let j = 0; j < i; j++)
        await createBusiness({ user: owner, madeByFranchisee: franchisee, createdAt: inMarch });
    }
    const result = await insights(admin, MARCH_TO_APRIL);
    expect(result.topFranchisees.byBusinesses.map((f) => [f.name, f.businesses])).toEqual([
      ['Franchisee 7', 7],
      ['Franchisee 6', 6],
      ['Franchisee 5', 5],
      ['Franchisee 4', 4],
      ['Franchisee 3', 3],
    ]);
    expect(result.topFranchisees.byRevenue).toEqual([]);
  });

  it('an empty agency has a zero for every day and month', async () => {
    const { admin } = await superadminWorld();
    const result = await insights(admin, { from: '2026-01-25', to: '2026-02-03' });
    expect(result.perDay.map((day) => day.date)).toEqual([
      '2026-01-25',
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
    ]);
    expect(result.perDay.every((day) => day.businesses === 0 && day.cards === 0)).toBe(true);
    expect(result.revenueByMonth).toEqual([
      { month: '2026-01', planPaise: 0, productPaise: 0, totalPaise: 0, payments: 0 },
      { month: '2026-02', planPaise: 0, productPaise: 0, totalPaise: 0, payments: 0 },
    ]);
    expect(result.totals).toEqual({ newBusinesses: 0, newCards: 0, revenuePaise: 0, payments: 0 });
  });
});

describe('another agency, by agencyId (the superadmin only)', () => {
  it("the superadmin's admin looks at another agency's figures", async () => {
    const { admin } = await superadminWorld();
    const other = await createAgency({ agencyName: 'Client Agency' });
    await history(await createCustomer({ agency: other }));
    const result = await insights(admin, { ...MARCH_TO_APRIL, agencyId: other.id });
    expect(result.agency).toEqual({ agencyId: other.id, agencyName: 'Client Agency' });
    expect(result.totals).toEqual({ newBusinesses: 3, newCards: 2, revenuePaise: 239_600, payments: 4 });
    expect(result.businesses.total).toBe(5);
  });

  it('an unknown agency is 404', async () => {
    const { admin } = await superadminWorld();
    const response = await admin.call(endpoints.getAdminInsights, {
      query: { ...MARCH_TO_APRIL, agencyId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.status).toBe(404);
  });
});

describe('the range', () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ['no from', { to: '2026-04-30' }, 'from', DASHBOARD_MESSAGES.fromRequired],
    ['no to', { from: '2026-04-01' }, 'to', DASHBOARD_MESSAGES.toRequired],
    ['an unreal date', { from: '2026-02-30', to: '2026-04-30' }, 'from', DASHBOARD_MESSAGES.dateInvalid],
    ['not YYYY-MM-DD', { from: '2026-04-01', to: '30/04/2026' }, 'to', DASHBOARD_MESSAGES.dateInvalid],
    ['from after to', { from: '2026-05-01', to: '2026-04-30' }, 'from', DASHBOARD_MESSAGES.fromAfterTo],
    [
      'more than 366 days',
      { from: '2025-04-29', to: '2026-04-30' },
      'to',
      DASHBOARD_MESSAGES.rangeTooLong(INSIGHTS_MAX_RANGE_DAYS),
    ],
  ];

  it.each(cases)('%s is a 400 naming the field', async (_name, query, field, message) => {
    const { admin } = await superadminWorld();
    const response = await admin.call(endpoints.getAdminInsights, { query });
    expect(response.status).toBe(400);
    expect(response.error()).toEqual({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('366 days, ends included, is the most', async () => {
    const { admin } = await superadminWorld();
    const result = await insights(admin, { from: '2025-04-30', to: '2026-04-30' });
    expect(result.perDay).toHaveLength(366);
    expect(result.revenueByMonth).toHaveLength(13);
  });
});

describe('access: the Insights menu item (superadmin agency and admin)', () => {
  it.each(ROLES)('%s', async (role) => {
    const world = await roleWorld(t);
    const response = await world.clients[role].call(endpoints.getAdminInsights, { query: MARCH_TO_APRIL });
    const expected = role === 'superadmin admin' ? 200 : role === "another agency's admin" ? 401 : 403;
    expect(response.status, response.text).toBe(expected);
  });

  it("the superadmin agency's own creator, franchisees and customers are refused; its admin is not", async () => {
    const world = await roleWorld(t, { inSuperagency: true });
    for (const role of ['customer', 'franchisee', 'franchisee-with-all-card-access', 'creator'] as const) {
      const response = await world.clients[role].call(endpoints.getAdminInsights, { query: MARCH_TO_APRIL });
      expect(response.status, role).toBe(403);
    }
    expect((await world.clients.admin.call(endpoints.getAdminInsights, { query: MARCH_TO_APRIL })).status).toBe(200);
  });

  it("a plain agency's admin cannot reach another agency's figures by naming it", async () => {
    const agency: AgencyRow = await createAgency();
    const admin = await signedInStaff(t, agency, 'admin');
    const target = await createAgency();
    const response = await admin.call(endpoints.getAdminInsights, {
      query: { ...MARCH_TO_APRIL, agencyId: target.id },
    });
    expect(response.status).toBe(403);
  });

  it('signed out is 401', async () => {
    const agency = await createAgency({ roles: ['superadmin'] });
    expect((await t.client(agency).call(endpoints.getAdminInsights, { query: MARCH_TO_APRIL })).status).toBe(401);
  });
});
