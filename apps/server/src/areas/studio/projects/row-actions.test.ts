// The All Projects row actions: valid and invalid input, another agency's
// card, the franchisee's scope and permissions — a refused call changes nothing.
import { endpoints, MESSAGES, ZCardList, ZCardListItem, ZDeleteCardResponse } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, cards } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';
import { createAgency, createBusiness, createCard, createCustomer, createFranchisee } from '#test/support/factories';
import { signedIn, signedInStaff, storedCardRow } from '#test/support/worlds';

const t = testAppPerFile();

async function world() {
  const agency = await createAgency();
  const admin = await signedInStaff(t, agency, 'admin');
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: 'Row Action Co' });
  const card = await createCard({ business });
  return { agency, admin, owner, business, card };
}

async function storedBusiness(id: string) {
  const [row] = await t.db.select().from(businesses).where(eq(businesses.id, id));
  if (!row) throw new Error('business gone');
  return row;
}

describe("the card's state kept on its business (migration 0010's trigger)", () => {
  it('follows the card from creation through status and done changes to deletion', async () => {
    const owner = await createCustomer({ agency: await createAgency() });
    const business = await createBusiness({ user: owner, businessName: 'Trigger Co' });
    const state = async () => {
      const row = await storedBusiness(business.id);
      return { status: row.cardStatus, done: row.cardIsDone };
    };
    expect(await state()).toEqual({ status: null, done: null });
    const card = await createCard({ business });
    expect(await state()).toEqual({ status: 'active', done: card.isDone });
    await t.db.update(cards).set({ status: 'inactive', isDone: true }).where(eq(cards.cardNo, card.cardNo));
    expect(await state()).toEqual({ status: 'inactive', done: true });
    await t.db.update(cards).set({ isDone: false }).where(eq(cards.cardNo, card.cardNo));
    expect(await state()).toEqual({ status: 'inactive', done: false });
    await t.db.delete(cards).where(eq(cards.cardNo, card.cardNo));
    expect(await state()).toEqual({ status: null, done: null });
  });
});

describe('card row actions', () => {
  it('updateCardStatus sets inactive and back; the list filter follows', async () => {
    const { admin, card } = await world();
    const res = await admin.call(endpoints.updateCardStatus, { body: { cardNo: card.cardNo, status: 'inactive' } });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZCardListItem)).toMatchObject({ cardNo: card.cardNo, status: 'inactive' });
    expect((await storedCardRow(t, card.cardNo)).status).toBe('inactive');
    const inactive = await admin.call(endpoints.getCardList, { query: { status: 'inactive' } });
    expect(inactive.data(ZCardList).list.map((c) => c.cardNo)).toEqual([card.cardNo]);
    await admin.call(endpoints.updateCardStatus, { body: { cardNo: card.cardNo, status: 'active' } });
    expect((await storedCardRow(t, card.cardNo)).status).toBe('active');
  });

  it('updateCardLimit sets a limit and null returns to the plan', async () => {
    const { admin, card } = await world();
    const set = await admin.call(endpoints.updateCardLimit, { body: { cardNo: card.cardNo, cardLimit: 5 } });
    expect(set.data(ZCardListItem).cardLimit).toBe(5);
    expect((await storedCardRow(t, card.cardNo)).cardLimit).toBe(5);
    const reset = await admin.call(endpoints.updateCardLimit, { body: { cardNo: card.cardNo, cardLimit: null } });
    expect(reset.data(ZCardListItem).cardLimit).toBeNull();
  });

  it("updateImagePostStatus and updateImagePostSettings change the card's business", async () => {
    const { admin, card, business } = await world();
    const off = await admin.call(endpoints.updateImagePostStatus, {
      body: { cardNo: card.cardNo, imagePostStatus: 'disabled' },
    });
    expect(off.data(ZCardListItem).imagePostStatus).toBe('disabled');
    expect((await storedBusiness(business.id)).imagePostEnabled).toBe(false);
    const settings = { greetingImagesLimit: 30, greetingVideosEnabled: false };
    const saved = await admin.call(endpoints.updateImagePostSettings, {
      body: { cardNo: card.cardNo, imagePostSettings: settings },
    });
    expect(saved.data(ZCardListItem).imagePostSettings).toEqual(settings);
    expect((await storedBusiness(business.id)).imagePostSettings).toEqual(settings);
  });

  it('deleteCard removes the card, keeps the business; a second delete is 404', async () => {
    const { admin, card, business } = await world();
    const res = await admin.call(endpoints.deleteCard, { body: { cardNo: card.cardNo } });
    expect(res.data(ZDeleteCardResponse)).toEqual({ cardDeleted: true, cardNo: card.cardNo });
    expect(await t.db.select().from(cards).where(eq(cards.cardNo, card.cardNo))).toEqual([]);
    expect((await storedBusiness(business.id)).businessName).toBe('Row Action Co');
    const again = await admin.call(endpoints.deleteCard, { body: { cardNo: card.cardNo } });
    expectError(again, 404, MESSAGES.notFound);
  });

  it.each([
    [endpoints.updateCardStatus, { status: 'paused' }, 'status'],
    [endpoints.updateCardLimit, { cardLimit: 0 }, 'cardLimit'],
    [endpoints.updateCardLimit, { cardLimit: 2.5 }, 'cardLimit'],
    [endpoints.updateImagePostStatus, { imagePostStatus: 'on' }, 'imagePostStatus'],
    [endpoints.updateImagePostSettings, { imagePostSettings: { greetingImagesLimit: -2 } }, 'imagePostSettings'],
  ])('%s with bad input is 400 naming the field; nothing changes', async (endpoint, extra, field) => {
    const { admin, card, business } = await world();
    const res = await admin.call(endpoint, { body: { cardNo: card.cardNo, ...extra } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {}).some((k) => k.startsWith(field))).toBe(true);
    expect(await storedCardRow(t, card.cardNo)).toEqual(card);
    expect((await storedBusiness(business.id)).imagePostEnabled).toBe(true);
  });

  it("the limit's message is the contract's", async () => {
    const { admin, card } = await world();
    const res = await admin.call(endpoints.updateCardLimit, { body: { cardNo: card.cardNo, cardLimit: 0 } });
    expect(res.error().fields?.cardLimit).toBe('A card limit is at least 1.');
  });

  it("another agency's card is 404 for every action and nothing changes", async () => {
    const { card, business } = await world();
    // As stored now: creating the card wrote its state onto the business (migration 0010).
    const businessBefore = await storedBusiness(business.id);
    const other = await world();
    for (const [endpoint, extra] of [
      [endpoints.updateCardStatus, { status: 'inactive' }],
      [endpoints.updateCardLimit, { cardLimit: 9 }],
      [endpoints.updateImagePostStatus, { imagePostStatus: 'disabled' }],
      [
        endpoints.updateImagePostSettings,
        { imagePostSettings: { greetingImagesLimit: 1, greetingVideosEnabled: false } },
      ],
      [endpoints.deleteCard, {}],
    ] as const) {
      const res = await other.admin.call(endpoint, { body: { cardNo: card.cardNo, ...extra } });
      expect(res.status, endpoint.path).toBe(404);
    }
    expect(await storedCardRow(t, card.cardNo)).toEqual(card);
    expect(await storedBusiness(business.id)).toEqual(businessBefore);
  });

  it('a franchisee needs card:edit (403), reaches only the cards of businesses it made (404), and with both succeeds', async () => {
    const { agency, owner, card } = await world();
    const bare = await createFranchisee({ agency });
    const editor = await createFranchisee({ agency, permissions: ['card:edit'] });
    const own = await createCard({
      business: await createBusiness({ user: owner, businessName: 'Editor Made', madeByFranchisee: editor }),
    });
    const bareClient = await signedIn(t.client(agency), bare);
    const editorClient = await signedIn(t.client(agency), editor);
    const body = (cardNo: number) => ({ body: { cardNo, status: 'inactive' } });
    expect((await bareClient.call(endpoints.updateCardStatus, body(card.cardNo))).status).toBe(403);
    expect((await editorClient.call(endpoints.updateCardStatus, body(card.cardNo))).status).toBe(404);
    expect(await storedCardRow(t, card.cardNo)).toEqual(card);
    expect((await editorClient.call(endpoints.updateCardStatus, body(own.cardNo))).status).toBe(200);
    expect((await storedCardRow(t, own.cardNo)).status).toBe('inactive');
    // Deleting needs business:delete, which the editor lacks.
    expect((await editorClient.call(endpoints.deleteCard, { body: { cardNo: own.cardNo } })).status).toBe(403);
  });
});
