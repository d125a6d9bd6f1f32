// Role matrix for the admin lists, row actions and reports: every role against the business and card
// lists, each card row action and both reports (Report is admin only; a franchisee's
// row actions reach only the businesses it made unless it has all-card access).
import { type EndpointDef, endpoints } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import type { AgencyRow, CardRow, UserRow } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { byRole, type MatrixRole, ROLES } from '#test/support/role-world';
import { signedIn, signedInFranchisee, signedInStaff, storedCardRow } from '#test/support/worlds';

const t = testAppPerFile();

/** A signed-in client of the role, and a card for it to act on (in the agency the client is on). */
interface Actor {
  client: TestClient;
  /** A fresh card of the target agency's (or for the superadmin, its own agency's) business. */
  freshCard(): Promise<CardRow>;
}

const FRANCHISEE_PERMISSIONS = ['card:edit', 'business:delete'] as const;

async function actor(role: MatrixRole, target: AgencyRow): Promise<Actor> {
  const owner = await createCustomer({ agency: target });
  const cardIn = async (user: UserRow) =>
    createCard({ business: await createBusiness({ user, businessName: `Matrix ${role}` }) });
  switch (role) {
    case 'customer':
      // Their own card: refused for the role, not the scope.
      return { client: await signedIn(t.client(target), owner), freshCard: () => cardIn(owner) };
    case 'franchisee':
    case 'franchisee-with-all-card-access': {
      const client = await signedInFranchisee(t, target, {
        roles: role === 'franchisee' ? ['franchisee'] : ['franchisee', 'franchisee-with-all-card-access'],
        permissions: [...FRANCHISEE_PERMISSIONS],
      });
      return { client, freshCard: () => cardIn(owner) };
    }
    case 'creator':
    case 'admin':
      return { client: await signedInStaff(t, target, role), freshCard: () => cardIn(owner) };
    case 'superadmin admin': {
      const platform = await createAgency({ roles: ['superadmin'] });
      const platformOwner = await createCustomer({ agency: platform });
      return {
        client: await signedInStaff(t, platform, 'admin'),
        freshCard: () => cardIn(platformOwner),
      };
    }
    case "another agency's admin": {
      const other = await createAgency();
      return {
        client: await signedInStaff(t, other, 'admin'),
        // The target agency's card, asked for from the other agency.
        freshCard: () => cardIn(owner),
      };
    }
  }
}

type Expect = Record<MatrixRole, number>;
const row = byRole<number>;

//                    customer franchisee all-card creator admin superadmin other-admin
const LISTS = row([403, 200, 200, 200, 200, 200, 200]);
const ROW_ACTIONS = row([403, 404, 200, 200, 200, 200, 404]);
const REPORTS = row([403, 403, 403, 403, 200, 200, 200]);

const CASES: [string, EndpointDef, Expect, (card: CardRow) => unknown][] = [
  ['listBusinesses', endpoints.listBusinesses, LISTS, () => undefined],
  ['getCardList', endpoints.getCardList, LISTS, () => undefined],
  ['updateCardStatus', endpoints.updateCardStatus, ROW_ACTIONS, (c) => ({ cardNo: c.cardNo, status: 'inactive' })],
  ['updateCardLimit', endpoints.updateCardLimit, ROW_ACTIONS, (c) => ({ cardNo: c.cardNo, cardLimit: 3 })],
  [
    'updateImagePostStatus',
    endpoints.updateImagePostStatus,
    ROW_ACTIONS,
    (c) => ({ cardNo: c.cardNo, imagePostStatus: 'disabled' }),
  ],
  [
    'updateImagePostSettings',
    endpoints.updateImagePostSettings,
    ROW_ACTIONS,
    (c) => ({ cardNo: c.cardNo, imagePostSettings: { greetingImagesLimit: 2, greetingVideosEnabled: false } }),
  ],
  ['deleteCard', endpoints.deleteCard, ROW_ACTIONS, (c) => ({ cardNo: c.cardNo })],
  ['businessReport', endpoints.businessReport, REPORTS, () => undefined],
  ['digitalCardReport', endpoints.digitalCardReport, REPORTS, () => undefined],
];

describe('admin lists, row actions and reports × roles', () => {
  it.each(ROLES)('%s', async (role) => {
    const target = await createAgency();
    const who = await actor(role, target);
    for (const [name, endpoint, expected, body] of CASES) {
      const card = await who.freshCard();
      const payload = body(card);
      const res = await who.client.call(endpoint, payload === undefined ? {} : { body: payload });
      expect(res.status, `${role} ${name}: ${res.text.slice(0, 200)}`).toBe(expected[role]);
      if (res.status !== 200 && endpoint.method === 'POST') {
        // Refused: nothing changed.
        expect(await storedCardRow(t, card.cardNo)).toEqual(card);
      }
    }
  });

  it("another agency's admin never sees the target's rows", async () => {
    const target = await createAgency();
    const who = await actor("another agency's admin", target);
    const card = await who.freshCard();
    const list = await who.client.call(endpoints.getCardList);
    expect(list.text).not.toContain(String(card.cardId));
    const csv = await who.client.call(endpoints.digitalCardReport);
    expect(csv.text).not.toContain(String(card.cardId));
  });
});
