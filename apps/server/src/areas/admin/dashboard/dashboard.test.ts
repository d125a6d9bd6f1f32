// GET /dashboard: the home tiles. Staff see the agency's businesses by
// state (paid, expiring soon, expired) and its cards; a franchisee only the businesses it made (unless it has all-card access);
// a customer their own, with their cards' recent visits. Another agency's rows never count.
import { endpoints, ZDashboard } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import type { AgencyRow, BusinessRow, FranchiseeRow, UserRow } from '#db/schema';
import { DAY_MS } from '#test/factories/dashboard';
import { type TestApp, testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer, createFranchisee } from '#test/support/factories';
import { ROLES, roleWorld } from '#test/support/role-world';
import { signedIn, signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();

async function dashboardOf(client: ReturnType<TestApp['client']>) {
  const response = await client.call(endpoints.getDashboard);
  expect(response.status, response.text).toBe(200);
  return response.data(ZDashboard);
}

/** The tiles staff and franchisees see, over the whole agency or the franchisee's own; "expiring soon" is 15 days. */
const staffTiles = (scope: 'agency' | 'franchisee', businesses: object, cards: object) => ({
  kind: 'admin',
  scope,
  expiringSoonDays: 15,
  businesses,
  cards,
});

/**
 * One business per state, relative to now (whole days, so the time of day never moves
 * a business across a bound): paid for a long time, expiring in 5 and in 15 days (the
 * threshold), not expiring in 16, expired 3 days ago and earlier today, and never paid.
 * Made `madeDaysAgo` days ago each (6: still among the last 7 days; 7: not).
 */
async function stateBusinesses(owner: UserRow, options: { madeBy?: FranchiseeRow; madeDaysAgo: number }) {
  const now = t.clock.now().getTime();
  const at = (days: number) => new Date(now + days * DAY_MS);
  const createdAt = at(-options.madeDaysAgo);
  const make = (businessName: string, paymentStatus: number, expiry: Date | null) =>
    createBusiness({
      user: owner,
      businessName,
      paymentStatus,
      expiryDateForCustomer: expiry,
      createdAt,
      ...(options.madeBy ? { madeByFranchisee: options.madeBy } : {}),
    });
  return [
    await make('Paid long', 1, at(200)),
    await make('Expiring in 5', 1, at(5)),
    await make('Expiring in 15', 1, at(15)),
    await make('Not expiring in 16', 1, at(16)),
    await make('Expired 3 days ago', 1, at(-3)),
    // Expired once the start of the expiry day is before now.
    await make('Expires today', 1, new Date(now)),
    await make('Free', 0, null),
  ];
}

describe('admin area tiles', () => {
  it("count the agency's businesses by state and its cards, and nothing of another agency's", async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const made = await stateBusinesses(owner, { madeDaysAgo: 6 });
    await createBusiness({
      user: owner,
      businessName: 'Made a week ago',
      createdAt: new Date(t.clock.now().getTime() - 7 * DAY_MS),
    });
    await createCard({ business: made[0] as BusinessRow });
    await createCard({ business: made[1] as BusinessRow });
    await createCard({ business: made[6] as BusinessRow, status: 'inactive' });

    // The same again in another agency: never counted.
    const other = await createAgency();
    const stranger = await createCustomer({ agency: other });
    for (const business of await stateBusinesses(stranger, { madeDaysAgo: 0 })) await createCard({ business });

    const admin = await signedInStaff(t, agency, 'admin');
    expect(await dashboardOf(admin)).toEqual(
      staffTiles('agency', { total: 8, paid: 6, expired: 2, expiringSoon: 2, recent: 7 }, { total: 3, active: 2 }),
    );
    // A creator works on the whole agency too.
    const creator = await signedInStaff(t, agency, 'creator');
    expect((await dashboardOf(creator)).businesses.total).toBe(8);
  });

  it('a franchisee counts only the businesses it made; with all-card access, the whole agency', async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const ravi = await createFranchisee({ agency, permissions: ['business:create'] });
    const priya = await createFranchisee({ agency, roles: ['franchisee', 'franchisee-with-all-card-access'] });
    const ravis = await stateBusinesses(owner, { madeBy: ravi, madeDaysAgo: 1 });
    await createCard({ business: ravis[0] as BusinessRow });
    const other = await createBusiness({ user: owner, businessName: 'Made by the agency', paymentStatus: 1 });
    await createCard({ business: other });
    await createBusiness({ user: owner, businessName: 'Made by Priya', madeByFranchisee: priya });

    const raviClient = await signedIn(t.client(agency), ravi);
    expect(await dashboardOf(raviClient)).toEqual(
      staffTiles('franchisee', { total: 7, paid: 6, expired: 2, expiringSoon: 2, recent: 7 }, { total: 1, active: 1 }),
    );

    const priyaClient = await signedIn(t.client(agency), priya);
    const all = await dashboardOf(priyaClient);
    expect(all.kind === 'admin' && all.scope).toBe('agency');
    expect(all.businesses).toMatchObject({ total: 9, paid: 7 });
    expect(all.cards).toEqual({ total: 2, active: 2 });
  });
});

// A customer's home figures: customer.test.ts.

describe('access', () => {
  const KIND = {
    customer: 'customer',
    franchisee: 'admin',
    'franchisee-with-all-card-access': 'admin',
    creator: 'admin',
    admin: 'admin',
    'superadmin admin': 'admin',
  } as const;

  it.each(ROLES)('%s', async (role) => {
    const world = await roleWorld(t);
    const response = await world.clients[role].call(endpoints.getDashboard);
    if (role === "another agency's admin") {
      // A session is good only on its own agency's host.
      expect(response.status).toBe(401);
      return;
    }
    expect(response.status, response.text).toBe(200);
    expect(response.data(ZDashboard).kind).toBe(KIND[role]);
  });

  it('signed out is 401', async () => {
    const agency: AgencyRow = await createAgency();
    expect((await t.client(agency).call(endpoints.getDashboard)).status).toBe(401);
  });
});
