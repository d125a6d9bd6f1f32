// card_page_changes (migration 0029) and its reader: every write to what a card page is made of
// leaves a row naming the card, its agency or everything, whatever made the write (here plain
// SQL, as a job, an admin or psql would); writes that change nothing a page shows leave none;
// and CardPageClock turns the rows into counts that move for the pages concerned only.
import { BUSINESS_CATEGORY_IMAGE_CATEGORY } from '@cardora/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client';
import { agencies, businesses, cards, imageCategories, imageSubcategories } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { bucketOf, CARD_BUCKETS, CardPageClock, MAX_CHANGES_PER_READ } from './page-clock';

const EVERY_AGENCY = '00000000-0000-0000-0000-000000000000';

const t = testAppPerFile();

async function lastChangeId(db: Db = t.db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select coalesce(max("id"), 0)::int as "id" from "card_page_changes"`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return rows[0]?.id ?? 0;
}

/**
 * What the rows written by `write` name, as [agency, card_no], each once (one write may name a
 * card twice: a card's change also updates its business's card_status, migration 0010).
 */
async function changesOf(write: () => Promise<unknown>): Promise<[string, number | null][]> {
  const after = await lastChangeId();
  await write();
  const { rows } = (await t.db.execute(
    sql`select "agency_id", "card_no" from "card_page_changes" where "id" > ${after} order by "id"`,
  )) as unknown as { rows: { agency_id: string; card_no: number | null }[] };
  const named = new Map(
    rows.map((row) => [`${row.agency_id}|${row.card_no}`, [row.agency_id, row.card_no] as [string, number | null]]),
  );
  return [...named.values()];
}

async function world() {
  const agency = await createAgency();
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner });
  const card = await createCard({ business });
  return { agency, owner, business, card };
}

describe('card_page_changes: what writes leave a row', () => {
  it('a card: any real change to its row, or the card gone; an update that changes nothing, none', async () => {
    const { agency, card } = await world();
    expect(
      await changesOf(() => t.db.update(cards).set({ status: 'inactive' }).where(eq(cards.cardNo, card.cardNo))),
    ).toEqual([[agency.id, card.cardNo]]);
    expect(
      await changesOf(() => t.db.update(cards).set({ status: 'inactive' }).where(eq(cards.cardNo, card.cardNo))),
    ).toEqual([]);
    expect(await changesOf(() => t.db.delete(cards).where(eq(cards.cardNo, card.cardNo)))).toEqual([
      [agency.id, card.cardNo],
    ]);
  });

  it("a business: its card's row when the business really changed; a business without a card, none", async () => {
    const { agency, owner, business, card } = await world();
    const rename = (name: string) => () =>
      t.db.update(businesses).set({ businessName: name }).where(eq(businesses.id, business.id));
    expect(await changesOf(rename('Renamed Sweets'))).toEqual([[agency.id, card.cardNo]]);
    expect(await changesOf(rename('Renamed Sweets'))).toEqual([]);
    const bare = await createBusiness({ user: owner });
    expect(
      await changesOf(() =>
        t.db.update(businesses).set({ businessName: 'No Card Yet' }).where(eq(businesses.id, bare.id)),
      ),
    ).toEqual([]);
  });

  it("an agency: a row for all its cards when it really changed; its cards deleted with it leave only the agency's", async () => {
    const { agency } = await world();
    const retheme = () =>
      t.db
        .update(agencies)
        .set({ theme: { ...agency.theme, primaryColor: '#123456' } })
        .where(eq(agencies.id, agency.id));
    expect(await changesOf(retheme)).toEqual([[agency.id, null]]);
    expect(await changesOf(retheme)).toEqual([]);
    expect(await changesOf(() => t.db.delete(agencies).where(eq(agencies.id, agency.id)))).toEqual([[agency.id, null]]);
  });

  it("business category names: the agency's own for it, the platform's for every agency; greeting categories none", async () => {
    const { agency } = await world();
    const [own] = await t.db
      .insert(imageCategories)
      .values({ agencyId: agency.id, name: BUSINESS_CATEGORY_IMAGE_CATEGORY })
      .returning();
    if (!own) throw new Error('no category');
    expect(
      await changesOf(() =>
        t.db.insert(imageSubcategories).values({ imageCategoryId: own.id, key: 'dhaba', name: 'Dhaba', sort: 99 }),
      ),
    ).toEqual([[agency.id, null]]);
    expect(
      await changesOf(() =>
        t.db
          .update(imageSubcategories)
          .set({ name: 'Highway Dhaba' })
          .where(eq(imageSubcategories.imageCategoryId, own.id)),
      ),
    ).toEqual([[agency.id, null]]);

    const [platform] = await t.db
      .select()
      .from(imageCategories)
      .where(and(isNull(imageCategories.agencyId), eq(imageCategories.name, BUSINESS_CATEGORY_IMAGE_CATEGORY)));
    if (!platform) throw new Error('the migration seeds the platform business categories');
    const [sweets] = await t.db
      .select()
      .from(imageSubcategories)
      .where(and(eq(imageSubcategories.imageCategoryId, platform.id), eq(imageSubcategories.key, 'sweet-shop')));
    if (!sweets) throw new Error('the migration seeds sweet-shop');
    expect(
      await changesOf(() =>
        t.db
          .update(imageSubcategories)
          .set({ name: `${sweets.name} ` })
          .where(eq(imageSubcategories.id, sweets.id)),
      ),
    ).toEqual([[EVERY_AGENCY, null]]);
    await t.db.update(imageSubcategories).set({ name: sweets.name }).where(eq(imageSubcategories.id, sweets.id));

    const [greetings] = await t.db
      .insert(imageCategories)
      .values({ agencyId: agency.id, name: 'Festivals' })
      .returning();
    if (!greetings) throw new Error('no category');
    expect(
      await changesOf(async () => {
        await t.db.insert(imageSubcategories).values({ imageCategoryId: greetings.id, key: 'diwali', name: 'Diwali' });
        await t.db
          .update(imageCategories)
          .set({ name: 'Festivals of India' })
          .where(eq(imageCategories.id, greetings.id));
      }),
    ).toEqual([]);
  });

  it('a TRUNCATE leaves a row for every agency', async () => {
    const rolledBack = new Error('roll back');
    let seen: [string, number | null][] = [];
    await t.db
      .transaction(async (tx) => {
        const after = await lastChangeId(tx as unknown as Db);
        await tx.execute(sql`truncate "image_subcategories" cascade`);
        const { rows } = (await tx.execute(
          sql`select "agency_id", "card_no" from "card_page_changes" where "id" > ${after}`,
        )) as unknown as { rows: { agency_id: string; card_no: number | null }[] };
        seen = rows.map((row) => [row.agency_id, row.card_no]);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(seen).toEqual([[EVERY_AGENCY, null]]);
  });
});

describe('CardPageClock', () => {
  function clockAt(start = 1_000_000) {
    const time = { now: start };
    return { time, clock: new CardPageClock(t.db, () => time.now, 1_000) };
  }

  it("moves a card's bucket for its card, every bucket of the agency for the agency, nothing of another agency", async () => {
    const { time, clock } = clockAt();
    const { agency, business, card } = await world();
    const other = await world();
    await clock.refresh();
    const mine = clock.of(agency.id);
    const theirs = clock.of(other.agency.id);
    const bucket = bucketOf(card.cardNo);
    const neighbour = (bucket + 1) % CARD_BUCKETS;
    const before = [mine.stamp(bucket), mine.stamp(neighbour), theirs.stamp(bucketOf(other.card.cardNo))];

    await t.db.update(businesses).set({ businessName: 'Changed Name' }).where(eq(businesses.id, business.id));
    time.now += 1_001;
    expect(clock.isCurrent).toBe(false);
    await clock.refresh();
    expect(clock.isCurrent).toBe(true);
    expect(mine.stamp(bucket)).not.toBe(before[0]);
    expect(mine.stamp(neighbour)).toBe(before[1]);
    expect(theirs.stamp(bucketOf(other.card.cardNo))).toBe(before[2]);

    // Read again with nothing new: rows already applied are not applied twice.
    const after = mine.stamp(bucket);
    const generation = clock.generation;
    time.now += 1_001;
    await clock.refresh();
    expect(mine.stamp(bucket)).toBe(after);
    expect(clock.generation).toBe(generation);

    await t.db
      .update(agencies)
      .set({ theme: { ...agency.theme, primaryColor: '#654321' } })
      .where(eq(agencies.id, agency.id));
    time.now += 1_001;
    await clock.refresh();
    expect(mine.stamp(neighbour)).not.toBe(before[1]);
    expect(theirs.stamp(bucketOf(other.card.cardNo))).toBe(before[2]);
  });

  it('takes every page as changed after more rows than it reads at once, and after a long gap', async () => {
    const { time, clock } = clockAt();
    const { agency, card } = await world();
    await clock.refresh();
    const mine = clock.of(agency.id);
    const stamp = mine.stamp(bucketOf(card.cardNo));
    // A bulk load of another agency's cards: more rows than one read takes.
    const bulk = await createAgency();
    await t.db.execute(
      sql`insert into "card_page_changes" ("agency_id", "card_no") select ${bulk.id}::uuid, g from generate_series(1, ${MAX_CHANGES_PER_READ + 1}) g`,
    );
    time.now += 1_001;
    await clock.refresh();
    const afterBulk = mine.stamp(bucketOf(card.cardNo));
    expect(afterBulk).not.toBe(stamp);

    // Nothing read for longer than the rows are sure to be kept.
    time.now += 1_001;
    await clock.refresh();
    const settled = mine.stamp(bucketOf(card.cardNo));
    time.now += 3_600_000;
    await clock.refresh();
    expect(mine.stamp(bucketOf(card.cardNo))).not.toBe(settled);
  });

  it('reads ahead past three quarters of its time, so it stays current under a stream of visits', async () => {
    const { time, clock } = clockAt();
    const { agency, card } = await world();
    await clock.refresh();
    const stamp = clock.of(agency.id).stamp(bucketOf(card.cardNo));
    await t.db.update(cards).set({ cardLimit: 3 }).where(eq(cards.cardNo, card.cardNo));
    time.now += 700;
    clock.refreshAhead();
    time.now += 100;
    clock.refreshAhead();
    expect(clock.isCurrent).toBe(true);
    await vi.waitFor(() => expect(clock.of(agency.id).stamp(bucketOf(card.cardNo))).not.toBe(stamp));
    time.now += 700;
    expect(clock.isCurrent).toBe(true);
  });

  it('is not current when its clock is set back', async () => {
    const { time, clock } = clockAt();
    await clock.refresh();
    expect(clock.isCurrent).toBe(true);
    time.now -= 5_000;
    expect(clock.isCurrent).toBe(false);
  });
});
