// Product rule: a card that is not published yet (no basic details, so its
// address shows "coming soon") is not in the agency's month bill; it counts from the month it is
// published in — published mid-month, that month's bill has it, the months before do not.
import { endpoints } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, cards, users } from '#db/schema';
import { billingWorld, cardMadeOn, ist, monthBill, PRICES, setClock, setPrices } from '#test/factories/billing';
import { signIn, testAppPerFile } from '#test/support/app';
import { basicDetails, createBusiness, createCard, createCustomer } from '#test/support/factories';

const t = testAppPerFile();

describe('cards not published yet are not billed', () => {
  it('a month with one published and one unpublished card bills the published one only', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 5 });
    const published = await cardMadeOn(t, w.agency, ist('2026-05-03T10:00'), { name: 'Published Co' });
    const empty = await cardMadeOn(t, w.agency, ist('2026-05-04T10:00'), { name: 'Empty Co', published: false });

    const may = await monthBill(w.admin, null, 5, 2026);
    expect(may.bill?.cards.map((card) => card.cardNo)).toEqual([published.cardNo]);
    expect(may.bill).toMatchObject({ cardCount: 1, amountDue: PRICES.perCardMonthlyPaise });
    expect(may.bill?.cards.map((card) => card.cardNo)).not.toContain(empty.cardNo);
    // The superadmin sees the same bill.
    expect((await monthBill(w.superadmin, w.agency, 5, 2026)).bill?.cardCount).toBe(1);
  });

  it('a card done but without an address (a clone) is not published either', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 6 });
    const owner = await createCustomer({ agency: w.agency });
    const noAddress = await createCard({ business: await createBusiness({ user: owner }), cardId: null });
    const [row] = await t.db.select().from(cards).where(eq(cards.cardNo, noAddress.cardNo));
    expect(row).toMatchObject({ isDone: true, publishedAt: null });
    expect((await monthBill(w.admin, null, 6, 2026)).bill?.cardCount).toBe(0);
  });

  it('a card published mid-month counts from that month: not in the months before, in its month and after', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-04-10T09:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 4 });
    // Made empty in April with its business (an admin's "create the card too").
    const card = await cardMadeOn(t, w.agency, ist('2026-04-10T09:00'), { name: 'Late Co', published: false });
    expect((await monthBill(w.admin, null, 4, 2026)).bill?.cardCount).toBe(0);

    // 20 June: its owner fills in the basic details through the editor: published now.
    setClock(t, ist('2026-06-20T11:00'));
    const [stored] = await t.db.select().from(cards).where(eq(cards.cardNo, card.cardNo));
    if (!stored) throw new Error('card gone');
    const owner = await ownerOf(stored.businessId);
    const client = t.client(w.agency);
    await signIn(client, owner);
    const saved = await client.call(endpoints.updateCardBasicDetails, {
      body: { cardNo: card.cardNo, basicDetails: basicDetails() },
    });
    expect(saved.status, saved.text).toBe(200);
    const [published] = await t.db.select().from(cards).where(eq(cards.cardNo, card.cardNo));
    expect(published?.publishedAt?.toISOString()).toBe(ist('2026-06-20T11:00').toISOString());

    // May (first read only now) does not have it; June, the month it was published in, does.
    expect((await monthBill(w.admin, null, 5, 2026)).bill?.cardCount).toBe(0);
    const june = await monthBill(w.admin, null, 6, 2026);
    expect(june.bill?.cards.map((line) => line.cardNo)).toEqual([card.cardNo]);
    expect(june.bill?.amountDue).toBe(PRICES.perCardMonthlyPaise);
    // April's bill, made while it was empty, stays without it.
    expect((await monthBill(w.admin, null, 4, 2026)).bill?.cardCount).toBe(0);

    // A later save does not move the moment it was published.
    setClock(t, ist('2026-07-02T10:00'));
    await client.call(endpoints.updateCardBasicDetails, {
      body: { cardNo: card.cardNo, basicDetails: basicDetails({ companyName: 'Late Co Renamed' }) },
    });
    const [after] = await t.db.select().from(cards).where(eq(cards.cardNo, card.cardNo));
    expect(after?.publishedAt?.toISOString()).toBe(ist('2026-06-20T11:00').toISOString());
    expect((await monthBill(w.admin, null, 7, 2026)).bill?.cardCount).toBe(1);
  });
});

async function ownerOf(businessId: string) {
  const [row] = await t.db
    .select({ user: users })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(eq(businesses.id, businessId));
  if (!row) throw new Error('no owner');
  return row.user;
}
