// The platform's fee per physical tag (docs/product-rules.md#physical-tags): the super admin sets
// tagFeePaise with the other prices, and an agency's month bill adds the tags it made in that IST
// month × the fee, a line beside its cards that follows the price while the month is current and
// unpaid, and stays as billed once paid or past.
import { endpoints, ZBillingPricesResponse, ZMonthPaymentsResponse } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AgencyRow, cardTags, tagBatches, taxDocuments } from '#db/schema';
import { billingWorld, cardMadeOn, ist, monthBill, payMonthInCash, setClock, setPrices } from '#test/factories/billing';
import { testAppPerFile } from '#test/support/app';
import { newTagCode } from '../../cards/tags/service';

const t = testAppPerFile();

/** A batch of `count` tags the agency made at `createdAt`. */
async function tagsMadeOn(agency: AgencyRow, createdAt: Date, count: number) {
  const [batch] = await t.db
    .insert(tagBatches)
    .values({ agencyId: agency.id, name: 'Print run', createdAt })
    .returning();
  if (!batch) throw new Error('batch not made');
  await t.db
    .insert(cardTags)
    .values(
      Array.from({ length: count }, () => ({ code: newTagCode(), agencyId: agency.id, batchId: batch.id, createdAt })),
    );
}

describe('the fee per tag', () => {
  it('is one of the prices: set, read, and kept when a later save leaves it out', async () => {
    const w = await billingWorld(t);
    expect((await setPrices(w.superadmin, w.agency)).prices?.tagFeePaise).toBe(0);
    expect((await setPrices(w.superadmin, w.agency, { tagFeePaise: 1_500 })).prices?.tagFeePaise).toBe(1_500);
    expect((await setPrices(w.superadmin, w.agency, { perCardMonthlyPaise: 6_000 })).prices?.tagFeePaise).toBe(1_500);
    const read = await w.admin.call(endpoints.getBillingPrices, { query: {} });
    expect(read.data(ZBillingPricesResponse).prices?.tagFeePaise).toBe(1_500);
    const refused = await w.admin.call(endpoints.setBillingPrices, {
      body: {
        agencyId: w.agency.id,
        perCardMonthlyPaise: 1,
        annualFeePaise: 1,
        greetingsFeePaise: 1,
        pdfCardFeePaise: 1,
        tagFeePaise: 1,
      },
    });
    expect(refused.status).toBe(403);
  });

  it('bills the tags made in the month beside its cards; the current month follows, a paid one keeps what it billed', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 5, tagFeePaise: 1_000 });
    await cardMadeOn(t, w.agency, ist('2026-04-10T10:00'), { name: 'A Co' });
    await cardMadeOn(t, w.agency, ist('2026-05-20T10:00'), { name: 'B Co' });
    await tagsMadeOn(w.agency, ist('2026-04-30T23:59'), 4);
    await tagsMadeOn(w.agency, ist('2026-05-01T00:00'), 2);
    await tagsMadeOn(w.agency, ist('2026-05-31T23:59'), 1);
    await tagsMadeOn(w.agency, ist('2026-06-01T00:00'), 5);

    // May (IST): 2 cards × ₹50 and 3 tags × ₹10.
    const may = await monthBill(w.admin, null, 5, 2026);
    expect(may.bill).toMatchObject({ cardCount: 2, tagCount: 3, tagUnitPricePaise: 1_000, amountDue: 13_000 });
    const june = await monthBill(w.admin, null, 6, 2026);
    expect(june.bill).toMatchObject({ cardCount: 2, tagCount: 5, amountDue: 15_000 });

    // June is current and unpaid: tags made since and a new fee are taken on the next read.
    await tagsMadeOn(w.agency, ist('2026-06-15T11:00'), 10);
    await setPrices(w.superadmin, w.agency, { tagFeePaise: 2_000 });
    expect((await monthBill(w.admin, null, 6, 2026)).bill).toMatchObject({
      tagCount: 15,
      tagUnitPricePaise: 2_000,
      amountDue: 2 * 5_000 + 15 * 2_000,
    });
    // May is past: it keeps what it billed.
    expect((await monthBill(w.admin, null, 5, 2026)).bill).toMatchObject({ tagCount: 3, amountDue: 13_000 });

    // Paid in full, with the tags on its document line; moving a card out of June keeps the tags line.
    const paid = await payMonthInCash(w.superadmin, w.agency, 5, 2026);
    expect(paid.status, paid.text).toBe(200);
    expect((await monthBill(w.admin, null, 5, 2026)).bill).toMatchObject({ status: 'paid', amountPaid: 13_000 });
    const documents = await t.db.select().from(taxDocuments).where(eq(taxDocuments.buyerAgencyId, w.agency.id));
    expect(documents.map((d) => d.description)).toEqual(['Platform fee, May 2026 (2 cards, 3 NFC/QR tags)']);
    const june2 = (await monthBill(w.admin, null, 6, 2026)).bill;
    const moved = await w.admin.call(endpoints.moveOutCardFromBill, {
      body: { month: 6, year: 2026, cardNo: june2?.cards[0]?.cardNo ?? 0, reason: 'Test card of our own' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.data(ZMonthPaymentsResponse).bill).toMatchObject({
      cardCount: 1,
      tagCount: 15,
      amountDue: 5_000 + 15 * 2_000,
    });
  });
});
