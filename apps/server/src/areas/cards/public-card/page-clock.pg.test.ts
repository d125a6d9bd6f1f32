// CardPageClock on a real PostgreSQL (this file runs in `npm run test:pg`, which CI runs): a
// change made by a transaction that was still open when the log was read, and that commits after
// a later change was read, is still applied. Its row's id is below the ids already seen, so a
// reader asking only for ids past the last one would never see it; the clock asks again for every
// row of a transaction at or past the oldest one running at its last read.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { businesses, cards } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { bucketOf, CardPageClock } from './page-clock';

const t = testAppPerFile();

describe('CardPageClock with concurrent writers', () => {
  it('applies a change whose transaction commits after a later change was read', async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const slow = await createCard({ business: await createBusiness({ user: owner }) });
    const quick = await createCard({ business: await createBusiness({ user: owner }) });
    // Made one after the other: card_no differs by one, so the buckets differ.
    expect(bucketOf(quick.cardNo)).not.toBe(bucketOf(slow.cardNo));
    const time = { now: 1_000_000 };
    const clock = new CardPageClock(t.db, () => time.now, 1_000);
    const read = async () => {
      time.now += 1_001;
      await clock.refresh();
    };
    await read();
    const pages = clock.of(agency.id);
    const slowStamp = pages.stamp(bucketOf(slow.cardNo));
    const quickStamp = pages.stamp(bucketOf(quick.cardNo));

    const writer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await writer.connect();
    try {
      await writer.query('begin');
      // A column no counter of the dashboard's follows (those rows would make the writers wait in turn).
      await writer.query('update cards set card_limit = 5 where card_no = $1', [slow.cardNo]);
      // Committed after the open transaction wrote its row: a higher id, seen first.
      await t.db.update(cards).set({ cardLimit: 5 }).where(eq(cards.cardNo, quick.cardNo));
      await read();
      expect(pages.stamp(bucketOf(quick.cardNo))).not.toBe(quickStamp);
      expect(pages.stamp(bucketOf(slow.cardNo))).toBe(slowStamp);
      await writer.query('commit');
    } finally {
      await writer.end();
    }
    await read();
    expect(pages.stamp(bucketOf(slow.cardNo))).not.toBe(slowStamp);
  });

  it('does not apply twice, on its second read, rows its first read met while another transaction was open', async () => {
    // A transaction holding an id on the server (any database: the test run's other worker does
    // this all the time) keeps the horizon of the first read below the rows written since.
    const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await elsewhere.connect();
    try {
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()');
      const world = async () => {
        const agency = await createAgency();
        const business = await createBusiness({ user: await createCustomer({ agency }) });
        return { agency, business, card: await createCard({ business }) };
      };
      const mine = await world();
      const theirs = await world();
      const time = { now: 1_000_000 };
      const clock = new CardPageClock(t.db, () => time.now, 1_000);
      await clock.refresh();
      const myPages = clock.of(mine.agency.id);
      const theirPages = clock.of(theirs.agency.id);
      const theirStamp = theirPages.stamp(bucketOf(theirs.card.cardNo));
      const myStamp = myPages.stamp(bucketOf(mine.card.cardNo));

      await t.db.update(businesses).set({ businessName: 'Changed Name' }).where(eq(businesses.id, mine.business.id));
      time.now += 1_001;
      await clock.refresh();
      expect(myPages.stamp(bucketOf(mine.card.cardNo))).not.toBe(myStamp);
      expect(theirPages.stamp(bucketOf(theirs.card.cardNo))).toBe(theirStamp);
      await elsewhere.query('rollback');
    } finally {
      await elsewhere.end();
    }
  });
});
