// The dashboard's counters: the triggers of migration 0023 keep them per IST day
// whoever writes, so the tiles and Insights read them instead of scanning. Here every figure read
// from the counters must equal the same figure counted straight from the tables (the queries the
// dashboard ran before, by-scan.ts), for the agency and each franchisee, at instants on either
// side of IST midnight, after inserts, updates and deletes of every kind, a bulk INSERT ... SELECT,
// the deletion of a whole agency, and concurrent transactions.
import {
  addDays,
  businessStateBounds,
  DASHBOARD_RECENT_DAYS,
  emptyCardSections,
  endpoints,
  istDateOf,
  istDayStart,
  ZDashboard,
} from '@cardora/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DbOrTx } from '#db/client';
import {
  type AgencyRow,
  ALL_FRANCHISEES,
  agencies,
  type BusinessRow,
  businesses,
  cardPayments,
  cards,
  dashboardBusinessDays,
  dashboardCardDays,
  dashboardPaymentDays,
  type FranchiseeRow,
  franchisees,
  productPayments,
  type UserRow,
  users,
} from '#db/schema';
import { cardMadeAt, DAY_MS, ist, paidPlan, paidProduct } from '#test/factories/dashboard';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createAgency, createBusiness, createCustomer, createFranchisee, createStaff } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';
import {
  scanBusinessesPerDay,
  scanBusinessStateCounts,
  scanCardCounts,
  scanCardsPerDay,
  scanRankedFranchisees,
  scanRevenuePerMonth,
} from './by-scan';
import {
  businessesPerDay,
  cardsPerDay,
  countedBusinessStates,
  countedCards,
  rankedFranchisees,
  revenuePerMonth,
} from './repo';

const t = testAppPerFile();

/** Instants around IST midnight between 10 and 11 March 2026 (and exactly on it). */
const NOWS = [
  new Date(ist('2026-03-11T00:00').getTime() - 1),
  ist('2026-03-11T00:00'),
  new Date(ist('2026-03-11T00:00').getTime() + 1),
  ist('2026-03-11T12:00'),
];

/** Insights ranges: one day on either side of midnight, across the month end, and a long one. */
const RANGES = [
  { from: '2026-03-10', to: '2026-03-10' },
  { from: '2026-03-11', to: '2026-03-11' },
  { from: '2026-03-11', to: '2026-04-01' },
  { from: '2026-04-01', to: '2026-04-30' },
  { from: '2025-04-01', to: '2026-03-31' },
];

const byKey = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

/** Every tile figure of the agency and of each franchisee: from the counters and from the tables. */
async function expectTilesMatch(agency: AgencyRow, made: FranchiseeRow[]) {
  const db = t.db;
  for (const now of NOWS) {
    const bounds = businessStateBounds(now);
    const recentDay = addDays(istDateOf(now), -(DASHBOARD_RECENT_DAYS - 1));
    const days = {
      expiredBefore: istDateOf(bounds.expiredBefore),
      expiringSoonFrom: istDateOf(bounds.expiringSoonFrom),
      expiringSoonBefore: istDateOf(bounds.expiringSoonBefore),
      recentSince: recentDay,
    };
    const at = `${now.toISOString()}`;
    const agencyWide = await countedBusinessStates(db, agency.id, ALL_FRANCHISEES, days);
    const scope = { kind: 'agency' } as const;
    expect(agencyWide.counts, at).toEqual(
      await scanBusinessStateCounts(db, agency.id, scope, bounds, istDayStart(recentDay)),
    );
    expect(await countedCards(db, agency.id), at).toEqual(await scanCardCounts(db, agency.id, scope));
    for (const franchisee of made) {
      const own = { kind: 'franchisee', franchiseeId: franchisee.id } as const;
      const counted = await countedBusinessStates(db, agency.id, franchisee.id, days);
      expect(counted.counts, `${franchisee.name} ${at}`).toEqual(
        await scanBusinessStateCounts(db, agency.id, own, bounds, istDayStart(recentDay)),
      );
      expect(counted.cards, `${franchisee.name} ${at}`).toEqual(await scanCardCounts(db, agency.id, own));
    }
  }
}

/** Every Insights series of the agency over each range: from the counters and from the tables. */
async function expectInsightsMatch(agency: AgencyRow) {
  const db = t.db;
  for (const { from, to } of RANGES) {
    const start = istDayStart(from);
    const end = istDayStart(addDays(to, 1));
    const range = `${from}..${to}`;
    const date = (row: { date: string }) => row.date;
    expect(byKey(await businessesPerDay(db, agency.id, from, to), date), range).toEqual(
      byKey(await scanBusinessesPerDay(db, agency.id, start, end), date),
    );
    expect(byKey(await cardsPerDay(db, agency.id, from, to), date), range).toEqual(
      byKey(await scanCardsPerDay(db, agency.id, start, end), date),
    );
    // A month whose payments were all deleted keeps a zero row in the counters: the same as none.
    const some = (rows: { month: string; paise: number; payments: number }[]) =>
      byKey(rows, (row) => row.month).filter((row) => row.payments > 0);
    const counted = await revenuePerMonth(db, agency.id, from, to);
    const scanned = await scanRevenuePerMonth(db, agency.id, start, end);
    expect(some(counted.plans), range).toEqual(some(scanned.plans));
    expect(some(counted.products), range).toEqual(some(scanned.products));
    const id = (row: { franchiseeId: string }) => row.franchiseeId;
    expect(byKey(await rankedFranchisees(db, agency.id, from, to, 2), id), range).toEqual(
      byKey(await scanRankedFranchisees(db, agency.id, start, end, 2), id),
    );
  }
}

/**
 * The counter tables row by row against a regrouping of the tables, straight from cards (not the
 * card state kept on businesses), for the given agencies. Rows that net to zero are as no row.
 */
async function expectCounterRowsMatch(agencyIds: string[]) {
  const ids = sql.join(
    agencyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const istDay = (column: string) => sql.raw(`(${column} at time zone interval '330 minutes')::date`);
  const differences = await t.db.execute(sql`
    with facts as (
      select b.agency_id, f.id as franchisee_id, ${istDay('b.created_at')} as day, 1 as made,
        (b.payment_status = 1)::int as made_paid, (c.card_no is not null)::int as made_with_card,
        coalesce(c.status = 'active', false)::int as made_with_active_card, 0 as expiring
      from businesses b
      left join cards c on c.business_id = b.id
      cross join lateral (values (${ALL_FRANCHISEES}::uuid), (b.made_by_franchisee_id)) as f(id)
      where f.id is not null and b.agency_id in (${ids})
      union all
      select b.agency_id, f.id, ${istDay('b.expiry_date_for_customer')}, 0, 0, 0, 0, 1
      from businesses b
      cross join lateral (values (${ALL_FRANCHISEES}::uuid), (b.made_by_franchisee_id)) as f(id)
      where f.id is not null and b.expiry_date_for_customer is not null and b.agency_id in (${ids})
    ),
    expected as (
      select agency_id, franchisee_id, day, sum(made) as made, sum(made_paid) as made_paid,
        sum(made_with_card) as made_with_card, sum(made_with_active_card) as made_with_active_card,
        sum(expiring) as expiring
      from facts group by 1, 2, 3
    ),
    counted as (
      select agency_id, franchisee_id, day, made::bigint, made_paid::bigint, made_with_card::bigint,
        made_with_active_card::bigint, expiring::bigint
      from dashboard_business_days
      where agency_id in (${ids}) and (made, made_paid, made_with_card, made_with_active_card, expiring) <> (0, 0, 0, 0, 0)
    ),
    expected_cards as (
      select agency_id, ${istDay('created_at')} as day, count(*) as made, count(*) filter (where status = 'active') as active
      from cards where agency_id in (${ids}) group by 1, 2
    ),
    counted_cards as (
      select agency_id, day, made::bigint, active::bigint from dashboard_card_days
      where agency_id in (${ids}) and (made, active) <> (0, 0)
    ),
    payments as (
      select 'plan' as kind, agency_id, business_id, paid_at, amount_paise from card_payments where agency_id in (${ids})
      union all
      select 'product', agency_id, business_id, paid_at, amount_paise from product_payments where agency_id in (${ids})
    ),
    expected_payments as (
      select p.agency_id, f.id as franchisee_id, p.kind, ${istDay('p.paid_at')} as day, count(*) as payments,
        sum(p.amount_paise)::bigint as paise
      from payments p
      left join businesses b on b.id = p.business_id and b.agency_id = p.agency_id
      cross join lateral (values (${ALL_FRANCHISEES}::uuid), (b.made_by_franchisee_id)) as f(id)
      where f.id is not null
      group by 1, 2, 3, 4
    ),
    counted_payments as (
      select agency_id, franchisee_id, kind, day, payments::bigint, paise from dashboard_payment_days
      where agency_id in (${ids}) and (payments, paise) <> (0, 0)
    )
    select 'business' as counter, count(*)::int as rows from (
      (select * from expected except all select * from counted) union all (select * from counted except all select * from expected)
    ) d
    union all
    select 'card', count(*)::int from (
      (select * from expected_cards except all select * from counted_cards)
      union all (select * from counted_cards except all select * from expected_cards)
    ) d
    union all
    select 'payment', count(*)::int from (
      (select * from expected_payments except all select * from counted_payments)
      union all (select * from counted_payments except all select * from expected_payments)
    ) d
  `);
  const { rows } = z.object({ rows: z.array(z.object({ counter: z.string(), rows: z.number() })) }).parse(differences);
  expect(rows).toEqual([
    { counter: 'business', rows: 0 },
    { counter: 'card', rows: 0 },
    { counter: 'payment', rows: 0 },
  ]);
}

interface World {
  agency: AgencyRow;
  other: AgencyRow;
  owner: UserRow;
  ravi: FranchiseeRow;
  priya: FranchiseeRow;
  sunil: FranchiseeRow;
}

async function expectAllMatch(world: World) {
  await expectCounterRowsMatch([world.agency.id, world.other.id]);
  await expectTilesMatch(world.agency, [world.ravi, world.priya, world.sunil]);
  await expectInsightsMatch(world.agency);
}

/** Businesses, cards and payments on either side of IST midnight, month ends and the tiles' bounds. */
async function history(owner: UserRow, made: FranchiseeRow[]) {
  const madeBy = (i: number) => made[i % (made.length + 1)];
  // Expiries on either side of each bound for "now" on 10 and 11 March (IST).
  const expiries = [
    null,
    ist('2026-03-10T23:59'),
    ist('2026-03-11T00:00'),
    ist('2026-03-11T23:59'),
    ist('2026-03-12T00:00'),
    ist('2026-03-26T23:59'),
    ist('2026-03-27T00:00'),
    ist('2026-03-27T00:01'),
    ist('2027-01-01T10:00'),
  ];
  const createdAts = [
    ist('2026-03-04T23:59'),
    ist('2026-03-05T00:00'),
    ist('2026-03-10T23:59'),
    ist('2026-03-11T00:00'),
    ist('2026-03-11T00:01'),
    ist('2026-03-31T23:59'),
    ist('2026-04-01T00:00'),
    ist('2025-12-01T10:00'),
  ];
  const rows: BusinessRow[] = [];
  for (let i = 0; i < 24; i++) {
    const franchisee = madeBy(i);
    rows.push(
      await createBusiness({
        user: owner,
        businessName: `History ${i}`,
        paymentStatus: i % 3 === 0 ? 0 : 1,
        expiryDateForCustomer: expiries[i % expiries.length] ?? null,
        createdAt: createdAts[i % createdAts.length],
        ...(franchisee ? { madeByFranchisee: franchisee } : {}),
      }),
    );
  }
  for (const [i, business] of rows.entries()) {
    if (i % 4 === 3) continue;
    await cardMadeAt(
      business,
      createdAts[(i + 1) % createdAts.length] ?? new Date(),
      i % 5 === 0 ? 'inactive' : 'active',
    );
    const paidAt = createdAts[(i + 2) % createdAts.length] ?? new Date();
    if (i % 2 === 0) await paidPlan(t, business, 10_000 + i * 100, paidAt);
    if (i % 3 === 0) await paidProduct(t, business, 2_000 + i, ist('2026-03-31T23:59'));
  }
  return rows;
}

async function world(): Promise<World> {
  const agency = await createAgency();
  const owner = await createCustomer({ agency });
  const ravi = await createFranchisee({ agency, name: 'Ravi' });
  const priya = await createFranchisee({ agency, name: 'Priya' });
  const sunil = await createFranchisee({ agency, name: 'Sunil' });
  // Another agency with a history of its own: nothing of it may count for the first.
  const other = await createAgency();
  const stranger = await createCustomer({ agency: other });
  await history(stranger, [await createFranchisee({ agency: other, name: 'Rival' })]);
  return { agency, other, owner, ravi, priya, sunil };
}

describe('the counters equal a count over the tables', () => {
  it('after inserts, updates and deletes of businesses, cards and payments, around IST midnight', async () => {
    const w = await world();
    const made = await history(w.owner, [w.ravi, w.priya]);
    await expectAllMatch(w);
    const at = (i: number) => {
      const business = made[i];
      if (!business) throw new Error(`no business ${i}`);
      return business;
    };

    // Payment status, expiry across the bounds and midnight, made day across midnight.
    await t.db
      .update(businesses)
      .set({ paymentStatus: sql`1 - ${businesses.paymentStatus}` })
      .where(inArray(businesses.id, [at(0).id, at(1).id, at(5).id]));
    await t.db
      .update(businesses)
      .set({ expiryDateForCustomer: ist('2026-03-11T23:59') })
      .where(inArray(businesses.id, [at(2).id, at(3).id]));
    await t.db
      .update(businesses)
      .set({ expiryDateForCustomer: null })
      .where(eq(businesses.id, at(4).id));
    await t.db
      .update(businesses)
      .set({ createdAt: sql`${businesses.createdAt} - interval '1 minute'` })
      .where(inArray(businesses.id, [at(3).id, at(11).id]));
    await expectAllMatch(w);

    // Cards: status both ways, moved to another day, one deleted, one added to a business without.
    await t.db
      .update(cards)
      .set({ status: sql`case ${cards.status} when 'active' then 'inactive' else 'active' end` })
      .where(inArray(cards.businessId, [at(0).id, at(1).id, at(2).id]));
    await t.db
      .update(cards)
      .set({ createdAt: ist('2026-03-10T23:59') })
      .where(eq(cards.businessId, at(4).id));
    await t.db.delete(cards).where(eq(cards.businessId, at(5).id));
    // History gives every fourth business no card.
    await cardMadeAt(at(3), ist('2026-03-11T00:00'));
    await expectAllMatch(w);

    // Franchisees: a business changes hands, loses its franchisee, gains one; a franchisee is deleted.
    await t.db
      .update(businesses)
      .set({ madeByFranchiseeId: w.sunil.id })
      .where(eq(businesses.madeByFranchiseeId, w.ravi.id));
    await t.db
      .update(businesses)
      .set({ madeByFranchiseeId: null })
      .where(eq(businesses.id, at(1).id));
    await t.db
      .update(businesses)
      .set({ madeByFranchiseeId: w.ravi.id })
      .where(eq(businesses.id, at(0).id));
    await expectAllMatch(w);
    await t.db.delete(franchisees).where(eq(franchisees.id, w.priya.id));
    await expectAllMatch(w);

    // Payments: amount and day across the month end, moved to another business, deleted.
    await t.db
      .update(cardPayments)
      .set({ amountPaise: sql`${cardPayments.amountPaise} + 1`, paidAt: ist('2026-04-01T00:00') })
      .where(eq(cardPayments.businessId, at(0).id));
    await t.db
      .update(productPayments)
      .set({ businessId: at(1).id, paidAt: ist('2026-04-01T00:00') })
      .where(eq(productPayments.businessId, at(9).id));
    await t.db.delete(cardPayments).where(eq(cardPayments.businessId, at(2).id));
    await t.db.delete(productPayments).where(eq(productPayments.businessId, at(6).id));
    await expectAllMatch(w);

    // Businesses deleted: one made by a franchisee with a card and payments, and an owner with theirs.
    await t.db.delete(businesses).where(eq(businesses.id, at(0).id));
    const leaving = await createCustomer({ agency: w.agency });
    const theirs = await createBusiness({
      user: leaving,
      madeByFranchisee: w.sunil,
      createdAt: ist('2026-03-11T00:00'),
    });
    await cardMadeAt(theirs, ist('2026-03-11T00:00'));
    await paidPlan(t, theirs, 77_700, ist('2026-03-11T00:00'));
    await expectAllMatch(w);
    await t.db.delete(users).where(eq(users.id, leaving.id));
    await expectAllMatch(w);
  });

  it('after a bulk INSERT ... SELECT of businesses and cards, and a bulk update', async () => {
    const w = await world();
    await history(w.owner, [w.ravi]);
    await t.db.execute(sql`
      insert into businesses (agency_id, user_id, business_name, category, payment_status, expiry_date_for_customer,
        created_at, made_by_franchisee_id)
      select ${w.agency.id}::uuid, ${w.owner.id}::uuid, 'Bulk ' || g, 'sweet-shop', g % 2,
        case when g % 4 = 0 then null else ${ist('2026-03-11T00:00').toISOString()}::timestamptz + (g % 40 - 20) * interval '7 hours' end,
        ${ist('2026-03-11T00:00').toISOString()}::timestamptz - g * interval '17 minutes',
        case g % 3 when 0 then ${w.ravi.id}::uuid when 1 then ${w.sunil.id}::uuid end
      from generate_series(1, 300) g`);
    await t.db.execute(sql`
      insert into cards (agency_id, business_id, card_id, status, sections)
      select b.agency_id, b.id, 'bulk-' || b.id, case when b.payment_status = 1 then 'active' else 'inactive' end, '{}'::jsonb
      from businesses b where b.agency_id = ${w.agency.id} and b.business_name like 'Bulk %' and b.expiry_date_for_customer is not null`);
    await expectAllMatch(w);
    await t.db.execute(sql`
      update businesses set payment_status = 1 - payment_status, made_by_franchisee_id = ${w.priya.id}::uuid
      where agency_id = ${w.agency.id} and business_name like 'Bulk 1%'`);
    await t.db.execute(
      sql`delete from cards where agency_id = ${w.agency.id} and card_id like 'bulk-%' and card_no % 2 = 0`,
    );
    await expectAllMatch(w);
  });

  it("an agency's deletion takes its counters along and leaves the others' as they were", async () => {
    const w = await world();
    await history(w.owner, [w.ravi, w.priya]);
    const counterRows = async (agencyId: string) =>
      (await t.db.select().from(dashboardBusinessDays).where(eq(dashboardBusinessDays.agencyId, agencyId))).length +
      (await t.db.select().from(dashboardCardDays).where(eq(dashboardCardDays.agencyId, agencyId))).length +
      (await t.db.select().from(dashboardPaymentDays).where(eq(dashboardPaymentDays.agencyId, agencyId))).length;
    expect(await counterRows(w.other.id)).toBeGreaterThan(0);
    await t.db.delete(agencies).where(eq(agencies.id, w.other.id));
    expect(await counterRows(w.other.id)).toBe(0);
    await expectCounterRowsMatch([w.agency.id]);
    await expectTilesMatch(w.agency, [w.ravi, w.priya]);
  });
});

// TRUNCATE locks every table that references businesses: on the PostgreSQL run, whose database the
// test files share, it would stall the others. PGlite gives each file its own.
// Defined on PGlite only (not skipped on PostgreSQL): the trigger's SQL is the same on both.
if (!process.env.TEST_DATABASE_URL) {
  it('TRUNCATE empties the counters of what it empties', async () => {
    const w = await world();
    await history(w.owner, [w.ravi]);
    const counterRows = async (tx: DbOrTx) => ({
      businessDays: (await tx.select().from(dashboardBusinessDays)).length,
      cardDays: (await tx.select().from(dashboardCardDays)).length,
      planDays: (await tx.select().from(dashboardPaymentDays).where(eq(dashboardPaymentDays.kind, 'plan'))).length,
      productDays: (await tx.select().from(dashboardPaymentDays).where(eq(dashboardPaymentDays.kind, 'product')))
        .length,
    });
    const rolledBack = new Error('rolled back');
    const truncated = async (tables: string) => {
      let rows: Awaited<ReturnType<typeof counterRows>> | undefined;
      await t.db
        .transaction(async (tx) => {
          await tx.execute(sql.raw(`truncate ${tables}`));
          rows = await counterRows(tx);
          throw rolledBack;
        })
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error;
        });
      return rows;
    };
    const before = await counterRows(t.db);
    expect(Object.values(before).every((rows) => rows > 0)).toBe(true);
    expect(await truncated('product_payments')).toEqual({ ...before, productDays: 0 });
    expect(await truncated('cards cascade')).toEqual({ ...before, cardDays: 0 });
    expect(await truncated('businesses cascade')).toEqual({
      businessDays: 0,
      cardDays: 0,
      planDays: 0,
      productDays: 0,
    });
    expect(await counterRows(t.db)).toEqual(before);
  });
}

describe('the tiles over HTTP', () => {
  it('answer what a count over the tables gives, just before, at and after IST midnight', async () => {
    const w = await world();
    await history(w.owner, [w.ravi, w.priya]);
    const setClock = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());
    const staff = await createStaff({ agency: w.agency, role: 'admin' });
    for (const now of NOWS) {
      // Signed in at each instant: the clock jumps further than a session's 30 idle minutes.
      setClock(now);
      const admin: TestClient = await signedIn(t.client(w.agency), staff);
      const ravi = await signedIn(t.client(w.agency), w.ravi);
      const bounds = businessStateBounds(now);
      const recentSince = istDayStart(addDays(istDateOf(now), -(DASHBOARD_RECENT_DAYS - 1)));
      for (const [client, scope] of [
        [admin, { kind: 'agency' }],
        [ravi, { kind: 'franchisee', franchiseeId: w.ravi.id }],
      ] as const) {
        const response = await client.call(endpoints.getDashboard);
        expect(response.status, response.text).toBe(200);
        expect(response.data(ZDashboard), `${scope.kind} at ${now.toISOString()}`).toEqual({
          kind: 'admin',
          scope: scope.kind,
          expiringSoonDays: 15,
          businesses: await scanBusinessStateCounts(t.db, w.agency.id, scope, bounds, recentSince),
          cards: await scanCardCounts(t.db, w.agency.id, scope),
        });
      }
    }
  });
});

describe('concurrent writers', () => {
  it("the app's transactions on the same counter rows at once neither deadlock nor miscount", async () => {
    const w = await world();
    const now = t.clock.now();
    const made = (madeBy?: FranchiseeRow) =>
      createBusiness({ user: w.owner, createdAt: now, ...(madeBy ? { madeByFranchisee: madeBy } : {}) });
    // Each in the app's order: a payment before its business's update, a business before its card.
    const newCard = (tx: DbOrTx, business: BusinessRow) =>
      tx
        .insert(cards)
        .values({ agencyId: w.agency.id, businessId: business.id, sections: emptyCardSections(), createdAt: now });
    const shapes = async () => {
      const [forCard, forPayment, forMove, doomed] = await Promise.all([
        made(w.ravi),
        made(w.ravi),
        made(w.priya),
        made(w.ravi),
      ]);
      if (!forCard || !forPayment || !forMove || !doomed) throw new Error('not made');
      await newCard(t.db, doomed);
      await paidPlan(t, doomed, 5_000, now);
      return [
        t.db.transaction(async (tx) => {
          const [business] = await tx
            .insert(businesses)
            .values({
              agencyId: w.agency.id,
              userId: w.owner.id,
              businessName: 'Concurrent',
              category: 'sweet-shop',
              madeByFranchiseeId: w.ravi.id,
              createdAt: now,
            })
            .returning();
          if (business) await newCard(tx, business);
        }),
        t.db.transaction((tx) => newCard(tx, forCard)),
        t.db.transaction(async (tx) => {
          await paidPlan(t, forPayment, 9_900, now, tx);
          await tx
            .update(businesses)
            .set({ paymentStatus: 1, expiryDateForCustomer: new Date(now.getTime() + 365 * DAY_MS) })
            .where(eq(businesses.id, forPayment.id));
        }),
        t.db.transaction((tx) =>
          tx.update(businesses).set({ madeByFranchiseeId: w.ravi.id }).where(eq(businesses.id, forMove.id)),
        ),
        t.db.delete(businesses).where(eq(businesses.id, doomed.id)),
        t.db.update(cards).set({ status: 'inactive' }).where(eq(cards.businessId, forCard.id)),
      ];
    };
    for (let round = 0; round < 6; round++) {
      const batches = await Promise.all([shapes(), shapes(), shapes()]);
      await Promise.all(batches.flat());
    }
    await expectCounterRowsMatch([w.agency.id]);
    await expectTilesMatch(w.agency, [w.ravi, w.priya]);
  });
});
