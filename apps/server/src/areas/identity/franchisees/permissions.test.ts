// Franchisee permissions, table-driven: for each permission, a franchisee without it is refused
// (403, nothing changes) and one with it is let through, on a representative endpoint of the
// contract's FRANCHISEE_PERMISSION_INFO table.
import {
  CUSTOM_PLAN_ID,
  DEFAULT_CUSTOM_PLAN_FORM,
  endpoints,
  FRANCHISEE_PERMISSIONS,
  type FranchiseePermission,
  ZFranchiseeList,
  ZFranchiseeLoginResponse,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies, businesses, cards, franchisees } from '#db/schema';
import { createPlan, paymentRows } from '#test/factories/payments';
import { signInFranchisee, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import {
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  createFranchisee,
  uniquePhone,
} from '#test/support/factories';
import { signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();

interface Case {
  /** The call, on a business and card the franchisee made. */
  call(client: TestClient, ids: { businessId: string; cardNo: number }): ReturnType<TestClient['call']>;
  /** What the row looks like when the call changed nothing. */
  unchanged(ids: { businessId: string; cardNo: number }): Promise<boolean>;
  /** Status with the permission (the call itself may still say 404 for an unknown record). */
  allowedStatus: number;
}

const businessName = async (id: string) =>
  (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0]?.businessName;
const agencyOfBusiness = async (id: string) => {
  const [row] = await t.db
    .select({ agency: agencies })
    .from(businesses)
    .innerJoin(agencies, eq(agencies.id, businesses.agencyId))
    .where(eq(businesses.id, id));
  if (!row) throw new Error(`no business ${id}`);
  return row.agency;
};
const cardStatus = async (cardNo: number) =>
  (await t.db.select().from(cards).where(eq(cards.cardNo, cardNo)))[0]?.status;

// Every permission has a case (the Record's type): a permission the server does not enforce fails here.
const CASES: Record<FranchiseePermission, Case> = {
  'business:create': {
    call: (client) =>
      client.call(endpoints.registerUserAndGetBusinesses, {
        body: { phoneNumber: uniquePhone(), isForeignUser: false },
      }),
    unchanged: async () => true,
    allowedStatus: 200,
  },
  'business:edit': {
    call: (client, { businessId }) =>
      client.call(endpoints.updateBusinessMetadata, { body: { businessId, businessName: 'Edited' } }),
    unchanged: async ({ businessId }) => (await businessName(businessId)) === 'Made by franchisee',
    allowedStatus: 200,
  },
  'business:delete': {
    call: (client, { businessId }) =>
      client.call({ ...endpoints.deleteBusiness, path: endpoints.deleteBusiness.path.replace('{id}', businessId) }),
    unchanged: async ({ businessId }) => (await businessName(businessId)) === 'Made by franchisee',
    allowedStatus: 200,
  },
  'card:edit': {
    call: (client, { cardNo }) => client.call(endpoints.updateCardStatus, { body: { cardNo, status: 'inactive' } }),
    unchanged: async ({ cardNo }) => (await cardStatus(cardNo)) === 'active',
    allowedStatus: 200,
  },
  'payment:record': {
    // A manual payment on the business (a plan of the agency): refused before anything is recorded.
    call: async (client, { businessId }) => {
      const plan = await createPlan(t, await agencyOfBusiness(businessId));
      return client.call(endpoints.makeCardPayment, {
        body: {
          businessId,
          subscriptionPlanId: plan.id,
          isManualUpdate: true,
          paymentMode: 'cash',
          throughGateway: false,
        },
      });
    },
    unchanged: async ({ businessId }) => (await paymentRows(t, businessId)).length === 0,
    allowedStatus: 200,
  },
  'payment:delete': {
    // No such payment: with the permission the answer is 404, without it 403 before any lookup.
    call: (client) => client.call(endpoints.deleteCardPayment, { query: { recordNo: '999999999' } }),
    unchanged: async () => true,
    allowedStatus: 404,
  },
  'plan:custom': {
    // A custom plan recorded by hand (payment:record is among the other permissions).
    call: (client, { businessId }) =>
      client.call(endpoints.makeCardPayment, {
        body: {
          businessId,
          subscriptionPlanId: CUSTOM_PLAN_ID,
          isManualUpdate: true,
          paymentMode: 'cash',
          throughGateway: false,
          customPlan: { ...DEFAULT_CUSTOM_PLAN_FORM, name: 'Ten years for one rupee', validity: 10, priceRupees: 1 },
        },
      }),
    unchanged: async ({ businessId }) => (await paymentRows(t, businessId)).length === 0,
    allowedStatus: 200,
  },
};

async function franchiseeWorld(permissions: FranchiseePermission[]) {
  const agency = await createAgency();
  const franchisee = await createFranchisee({ agency, permissions });
  const owner = await createCustomer({ agency });
  const business = await createBusiness({
    user: owner,
    businessName: 'Made by franchisee',
    madeByFranchisee: franchisee,
  });
  const card = await createCard({ business, status: 'active' });
  const client = t.client(agency);
  await signInFranchisee(client, franchisee);
  return { client, ids: { businessId: business.id, cardNo: card.cardNo } };
}

describe('each franchisee permission is checked by name', () => {
  for (const [permission, test] of Object.entries(CASES)) {
    it(`${permission}: refused without it (403, nothing changes)`, async () => {
      const others = FRANCHISEE_PERMISSIONS.filter((p) => p !== permission);
      const { client, ids } = await franchiseeWorld(others);
      const res = await test.call(client, ids);
      expect(res.status, res.text).toBe(403);
      expect(await test.unchanged(ids)).toBe(true);
    });

    it(`${permission}: allowed with it`, async () => {
      const { client, ids } = await franchiseeWorld([...FRANCHISEE_PERMISSIONS]);
      const res = await test.call(client, ids);
      expect(res.status, res.text).toBe(test.allowedStatus);
    });
  }

  it('Report is for admins: a franchisee with every permission is refused both CSVs', async () => {
    const { client } = await franchiseeWorld([...FRANCHISEE_PERMISSIONS]);
    expect((await client.call(endpoints.businessReport)).status).toBe(403);
    expect((await client.call(endpoints.digitalCardReport)).status).toBe(403);
  });
});

describe("the retired 'report:download'", () => {
  it('is no longer offered: an admin cannot give it (400, nothing made)', async () => {
    const agency = await createAgency();
    const client = await signedInStaff(t, agency, 'admin');
    const phoneNumber = uniquePhone();
    const res = await client.call(endpoints.franchiseeSignup, {
      body: { name: 'Old Habits', phoneNumber, permissions: ['report:download'], roles: ['franchisee'] },
    });
    expect(res.status, res.text).toBe(400);
    expect(await t.db.select().from(franchisees).where(eq(franchisees.phoneNumber, phoneNumber))).toEqual([]);
  });

  it('left in a stored list, it opens nothing and reads as absent', async () => {
    const agency = await createAgency();
    const stale = await createFranchisee({ agency, permissions: ['card:edit'] });
    // A row written before migration 0027 removed the name from stored lists.
    await t.db
      .update(franchisees)
      .set({ permissions: ['report:download', 'card:edit'] })
      .where(eq(franchisees.id, stale.id));
    const client = t.client(agency);
    const signedIn = await signInFranchisee(client, stale);
    expect(signedIn.data(ZFranchiseeLoginResponse).franchisee.permissions).toEqual(['card:edit']);
    expect((await client.call(endpoints.businessReport)).status).toBe(403);

    const admin = await signedInStaff(t, agency, 'admin');
    const listed = await admin.call(endpoints.listFranchisees, { query: { all: 'true' } });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.data(ZFranchiseeList).list.map((f) => f.permissions)).toEqual([['card:edit']]);
  });
});
