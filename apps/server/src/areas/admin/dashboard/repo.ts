// The dashboard's figures. An agency's or a franchisee's are read from the counters that triggers
// keep per IST day (db/schema/dashboard.ts, migration 0023): a few hundred rows, whatever the
// agency's size (1,000,000 businesses: the scans of by-scan.ts took 300-700 ms). A customer's few
// businesses are counted from the tables (customer.ts). Every query names the agency. A read
// model over several modules' tables, like the reports: it only reads.
import { and, eq, gte, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/client';
import {
  ALL_FRANCHISEES,
  dashboardBusinessDays,
  dashboardCardDays,
  dashboardPaymentDays,
  franchisees,
} from '#db/schema';

const _countWhere = (condition: SQL | undefined) =>
  sql<number>`(count(*) filter (where ${condition ?? sql`true`}))::int`.mapWith(Number);

// ---------------------------------------------------------------------------------------
// From the counters. Days are IST 'YYYY-MM-DD'; ranges [from, to] include both ends.

/** The tiles' bounds as IST days: BusinessStateBounds and the recent window all fall on 00:00 IST. */
export interface BusinessStateDays {
  /** Expired: the expiry's day is before this one. */
  expiredBefore: string;
  /** Expiring soon: the expiry's day is this one or later… */
  expiringSoonFrom: string;
  /** …and before this one. */
  expiringSoonBefore: string;
  /** Recent: made on this day or later. */
  recentSince: string;
}

const sumOf = (column: AnyPgColumn, condition?: SQL) =>
  sql<number>`coalesce(sum(${column})${condition ? sql` filter (where ${condition})` : sql``}, 0)::int`.mapWith(Number);

/**
 * The agency's businesses (franchiseeId ALL_FRANCHISEES) or those a franchisee made: by state,
 * made since `days.recentSince`, and their cards.
 */
export async function countedBusinessStates(
  db: DbOrTx,
  agencyId: string,
  franchiseeId: string,
  days: BusinessStateDays,
) {
  const t = dashboardBusinessDays;
  const [row] = await db
    .select({
      total: sumOf(t.made),
      paid: sumOf(t.madePaid),
      expired: sumOf(t.expiring, lt(t.day, days.expiredBefore)),
      expiringSoon: sumOf(t.expiring, and(gte(t.day, days.expiringSoonFrom), lt(t.day, days.expiringSoonBefore))),
      recent: sumOf(t.made, gte(t.day, days.recentSince)),
      cards: sumOf(t.madeWithCard),
      activeCards: sumOf(t.madeWithActiveCard),
    })
    .from(t)
    .where(and(eq(t.agencyId, agencyId), eq(t.franchiseeId, franchiseeId)));
  const { cards, activeCards, ...counts } = row ?? {
    total: 0,
    paid: 0,
    expired: 0,
    expiringSoon: 0,
    recent: 0,
    cards: 0,
    activeCards: 0,
  };
  return { counts, cards: { total: cards, active: activeCards } };
}

/** The agency's cards, all of them and the active ones. */
export async function countedCards(db: DbOrTx, agencyId: string) {
  const t = dashboardCardDays;
  const [row] = await db
    .select({ total: sumOf(t.made), active: sumOf(t.active) })
    .from(t)
    .where(eq(t.agencyId, agencyId));
  return row ?? { total: 0, active: 0 };
}

/** Businesses the agency made per day of [from, to], only the days that have some. */
export async function businessesPerDay(db: DbOrTx, agencyId: string, from: string, to: string) {
  const t = dashboardBusinessDays;
  return db
    .select({ date: t.day, count: t.made })
    .from(t)
    .where(
      and(
        eq(t.agencyId, agencyId),
        eq(t.franchiseeId, ALL_FRANCHISEES),
        gte(t.day, from),
        lte(t.day, to),
        ne(t.made, 0),
      ),
    );
}

/** Cards the agency made per day of [from, to], only the days that have some. */
export async function cardsPerDay(db: DbOrTx, agencyId: string, from: string, to: string) {
  const t = dashboardCardDays;
  return db
    .select({ date: t.day, count: t.made })
    .from(t)
    .where(and(eq(t.agencyId, agencyId), gte(t.day, from), lte(t.day, to), ne(t.made, 0)));
}

/** Customer payments taken in [from, to] per month: plans (card payments) and product purchases. */
export async function revenuePerMonth(db: DbOrTx, agencyId: string, from: string, to: string) {
  const t = dashboardPaymentDays;
  const rows = await db
    .select({
      kind: t.kind,
      month: sql<string>`to_char(${t.day}, 'YYYY-MM')`,
      paise: sql<number>`sum(${t.paise})::bigint`.mapWith(Number),
      payments: sql<number>`sum(${t.payments})::int`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.agencyId, agencyId), eq(t.franchiseeId, ALL_FRANCHISEES), gte(t.day, from), lte(t.day, to)))
    .groupBy(t.kind, sql`2`);
  const of = (kind: 'plan' | 'product') =>
    rows.filter((row) => row.kind === kind).map(({ month, paise, payments }) => ({ month, paise, payments }));
  return { plans: of('plan'), products: of('product') };
}

/**
 * The agency's franchisees ranked twice over [from, to]: by the businesses they made, and by the
 * payments taken for the businesses they made (whenever those were made). Only the rows in
 * either top `limit` come back; ties break on the name, then the id. Each franchisee's sums are
 * an index range of its own counter rows.
 */
export async function rankedFranchisees(db: DbOrTx, agencyId: string, from: string, to: string, limit: number) {
  const made = dashboardBusinessDays;
  const paid = dashboardPaymentDays;
  const ofFranchisee = (t: typeof made | typeof paid) =>
    and(eq(t.agencyId, agencyId), eq(t.franchiseeId, franchisees.id), gte(t.day, from), lte(t.day, to));
  const madeCount = sql`coalesce((select sum(${made.made}) from ${made} where ${ofFranchisee(made)}), 0)`;
  const revenue = sql`coalesce((select sum(${paid.paise}) from ${paid} where ${ofFranchisee(paid)}), 0)`;
  const totals = db
    .select({
      franchiseeId: franchisees.id,
      name: franchisees.name,
      businesses: sql<number>`${madeCount}::int`.as('businesses'),
      revenuePaise: sql<number>`${revenue}::bigint`.as('revenue_paise'),
    })
    .from(franchisees)
    .where(eq(franchisees.agencyId, agencyId))
    .as('totals');
  const ranked = db
    .select({
      franchiseeId: totals.franchiseeId,
      name: totals.name,
      businesses: sql<number>`${totals.businesses}`.mapWith(Number).as('businesses'),
      revenuePaise: sql<number>`${totals.revenuePaise}`.mapWith(Number).as('revenue_paise'),
      businessRank:
        sql<number>`row_number() over (order by ${totals.businesses} desc, ${totals.revenuePaise} desc, ${totals.name}, ${totals.franchiseeId})`
          .mapWith(Number)
          .as('business_rank'),
      revenueRank:
        sql<number>`row_number() over (order by ${totals.revenuePaise} desc, ${totals.businesses} desc, ${totals.name}, ${totals.franchiseeId})`
          .mapWith(Number)
          .as('revenue_rank'),
    })
    .from(totals)
    .as('ranked');

  return db
    .select()
    .from(ranked)
    .where(or(lte(ranked.businessRank, limit), lte(ranked.revenueRank, limit)));
}
