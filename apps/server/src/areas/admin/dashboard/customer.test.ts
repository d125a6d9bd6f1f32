// GET /dashboard for a customer: the figures of one
// business — the one named by ?businessId (theirs only: 404 otherwise), else the active one — and
// only its card's visits; a business without a card has no card figures. And the words the home
// and Insights use for the figures hold to how the server counts them.
import { CARD_VIEW_REPEAT_SECONDS, endpoints, ZCardAnalytics, ZDashboard } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import type { BusinessRow, UserRow } from '#db/schema';
import { cardEvents } from '#db/schema';
import { DAY_MS } from '#test/factories/dashboard';
import { type TestApp, testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { signedIn, signedInStaff } from '#test/support/worlds';
import { VIEW_REPEAT_MS } from '../../cards/public-card/routes';

const t = testAppPerFile();

type Client = ReturnType<TestApp['client']>;

async function dashboardOf(client: Client, businessId?: string) {
  const response = await client.call(endpoints.getDashboard, businessId ? { query: { businessId } } : {});
  expect(response.status, response.text).toBe(200);
  const dashboard = response.data(ZDashboard);
  if (dashboard.kind !== 'customer') throw new Error('a customer gets the customer figures');
  return dashboard;
}

/** Events on a card at `hoursAgo` before the test clock's now. */
function event(
  business: BusinessRow,
  cardNo: number,
  kind: 'view' | 'click',
  hoursAgo: number,
  visitor: string,
  action: string | null = kind === 'click' ? 'call' : null,
) {
  return {
    agencyId: business.agencyId,
    cardNo,
    kind,
    action,
    visitorHash: visitor,
    createdAt: new Date(t.clock.now().getTime() - hoursAgo * 3_600_000),
  };
}

/** A customer with a carded business (Sweets, active), a second carded one (Tours) and one without a card (Bare). */
async function threeBusinesses() {
  const agency = await createAgency();
  const owner: UserRow = await createCustomer({ agency });
  const now = t.clock.now().getTime();
  const sweets = await createBusiness({
    user: owner,
    businessName: 'Sweets',
    active: true,
    paymentStatus: 1,
    expiryDateForCustomer: new Date(now + 200 * DAY_MS),
    createdAt: new Date(now - 3 * DAY_MS),
  });
  const tours = await createBusiness({ user: owner, businessName: 'Tours', createdAt: new Date(now - 2 * DAY_MS) });
  const bare = await createBusiness({ user: owner, businessName: 'Bare', createdAt: new Date(now - DAY_MS) });
  const sweetsCard = await createCard({ business: sweets, cardId: `sweets-${now}` });
  const toursCard = await createCard({ business: tours, status: 'inactive' });
  await t.db.insert(cardEvents).values([
    // Sweets this week: 3 views by 2 visitors, 2 clicks of which 1 saved the contact.
    event(sweets, sweetsCard.cardNo, 'view', 1, 'a'),
    event(sweets, sweetsCard.cardNo, 'view', 30, 'a'),
    event(sweets, sweetsCard.cardNo, 'view', 2, 'b'),
    event(sweets, sweetsCard.cardNo, 'click', 1, 'a'),
    event(sweets, sweetsCard.cardNo, 'click', 2, 'b', 'save-contact'),
    // Sweets the week before, and long ago.
    event(sweets, sweetsCard.cardNo, 'view', 10 * 24, 'c'),
    event(sweets, sweetsCard.cardNo, 'view', 40 * 24, 'd'),
    // Tours this week: 5 views, never counted under Sweets.
    ...['p', 'q', 'r', 's', 't'].map((v) => event(tours, toursCard.cardNo, 'view', 3, v)),
  ]);
  return { agency, owner, sweets, tours, bare, sweetsCard, toursCard };
}

describe('customer home figures: one business', () => {
  it("the active business's card only, named, beside counts over all the customer's businesses", async () => {
    const w = await threeBusinesses();
    const client = await signedIn(t.client(w.agency), w.owner);
    expect(await dashboardOf(client)).toEqual({
      kind: 'customer',
      expiringSoonDays: 15,
      business: {
        businessId: w.sweets.id,
        businessName: 'Sweets',
        card: { cardNo: w.sweetsCard.cardNo, cardId: w.sweetsCard.cardId },
      },
      cardActivity: { days: 7, views: 3, uniqueVisitors: 2, clicks: 2, contactSaves: 1, previousViews: 1 },
      businesses: { total: 3, paid: 1, expired: 0, expiringSoon: 0 },
      cards: { total: 2, active: 1 },
    });
  });

  it('?businessId picks another of theirs: its own card', async () => {
    const w = await threeBusinesses();
    const client = await signedIn(t.client(w.agency), w.owner);
    const tours = await dashboardOf(client, w.tours.id);
    expect(tours.business).toEqual({
      businessId: w.tours.id,
      businessName: 'Tours',
      card: { cardNo: w.toursCard.cardNo, cardId: w.toursCard.cardId },
    });
    expect(tours.cardActivity).toEqual({
      days: 7,
      views: 5,
      uniqueVisitors: 5,
      clicks: 0,
      contactSaves: 0,
      previousViews: 0,
    });
  });

  it('a business without a card has no card figures (not the other cards’ views)', async () => {
    const w = await threeBusinesses();
    const client = await signedIn(t.client(w.agency), w.owner);
    const bare = await dashboardOf(client, w.bare.id);
    expect(bare.business).toEqual({ businessId: w.bare.id, businessName: 'Bare', card: null });
    expect(bare.cardActivity).toBeNull();
  });

  it('without a choice: the active business, as the user switched to it', async () => {
    const w = await threeBusinesses();
    const client = await signedIn(t.client(w.agency), w.owner);
    const switched = await client.call(endpoints.updateUserPreference, { body: { activeBusinessId: w.bare.id } });
    expect(switched.status, switched.text).toBe(200);
    const home = await dashboardOf(client);
    expect(home.business?.businessName).toBe('Bare');
    expect(home.cardActivity).toBeNull();
  });

  it('no active business recorded: the first one made (as GET /user falls back)', async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const now = t.clock.now().getTime();
    await createBusiness({ user: owner, businessName: 'Second', createdAt: new Date(now - DAY_MS) });
    await createBusiness({ user: owner, businessName: 'First', createdAt: new Date(now - 2 * DAY_MS) });
    const client = await signedIn(t.client(agency), owner);
    expect((await dashboardOf(client)).business?.businessName).toBe('First');
  });

  it('a customer without businesses: nothing chosen, zeros', async () => {
    const agency = await createAgency();
    const client = await signedIn(t.client(agency), await createCustomer({ agency }));
    expect(await dashboardOf(client)).toEqual({
      kind: 'customer',
      expiringSoonDays: 15,
      business: null,
      cardActivity: null,
      businesses: { total: 0, paid: 0, expired: 0, expiringSoon: 0 },
      cards: { total: 0, active: 0 },
    });
  });
});

describe('?businessId is the caller’s own or nothing', () => {
  it("another customer's business (same agency) or another agency's is 404 and shows nothing", async () => {
    const w = await threeBusinesses();
    const neighbour = await createCustomer({ agency: w.agency });
    const theirs = await createBusiness({ user: neighbour, businessName: 'Neighbour' });
    const client = await signedIn(t.client(w.agency), w.owner);
    for (const businessId of [theirs.id, (await threeBusinesses()).sweets.id]) {
      const response = await client.call(endpoints.getDashboard, { query: { businessId } });
      expect(response.status, response.text).toBe(404);
      expect(response.text).not.toContain('Neighbour');
    }
  });

  it('a malformed id is 400 on the field', async () => {
    const w = await threeBusinesses();
    const client = await signedIn(t.client(w.agency), w.owner);
    const response = await client.call(endpoints.getDashboard, { query: { businessId: 'not-an-id' } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.error().fields ?? {})).toEqual(['businessId']);
  });

  it("staff get the agency's tiles whatever the query says", async () => {
    const w = await threeBusinesses();
    const admin = await signedInStaff(t, w.agency, 'admin');
    const response = await admin.call(endpoints.getDashboard, { query: { businessId: w.sweets.id } });
    expect(response.status, response.text).toBe(200);
    expect(response.data(ZDashboard).kind).toBe('admin');
  });
});

describe('what the figures say they count', () => {
  it('a reload within CARD_VIEW_REPEAT_SECONDS is one view, as the public page counts', () => {
    expect(VIEW_REPEAT_MS).toBe(CARD_VIEW_REPEAT_SECONDS * 1000);
  });

  it("Insights' card analytics name the card: its business and address", async () => {
    const w = await threeBusinesses();
    const client = await signedIn(t.client(w.agency), w.owner);
    const response = await client.call(endpoints.getCardAnalytics, {
      query: { cardNo: String(w.sweetsCard.cardNo), days: '7' },
    });
    expect(response.status, response.text).toBe(200);
    const analytics = response.data(ZCardAnalytics);
    expect(analytics.card).toEqual({ businessId: w.sweets.id, businessName: 'Sweets', cardId: w.sweetsCard.cardId });
    // The home's week and Insights' last 7 days are the same figures.
    const home = await dashboardOf(client, w.sweets.id);
    expect(analytics.totals).toEqual({
      views: home.cardActivity?.views,
      uniqueVisitors: home.cardActivity?.uniqueVisitors,
      clicks: home.cardActivity?.clicks,
      contactSaves: home.cardActivity?.contactSaves,
    });
  });
});
