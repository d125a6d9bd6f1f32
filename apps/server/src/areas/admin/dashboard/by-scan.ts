// The dashboard's figures counted straight from the tables, as the service did before the
// counters: the yardstick the counter tests compare against, never served.
// The same queries: scans of an agency's (or a franchisee's) businesses, cards and payments.
import type { BusinessStateBounds } from '@cardora/contract';
import { and, eq, gte, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/client';
import { businesses, cardPayments, cards, franchisees, productPayments } from '#db/schema';
import { istText } from '#lib/sql';
import { type BusinessScope, scopedBusinesses } from '#policies/cards';

const istDay = (column: AnyPgColumn) => istText(column, 'YYYY-MM-DD');
const istMonth = (column: AnyPgColumn) => istText(column, 'YYYY-MM');
const countAll = () => sql<number>`count(*)::int`.mapWith(Number);
const countWhere = (condition: SQL | undefined) =>
  sql<number>`(count(*) filter (where ${condition ?? sql`true`}))::int`.mapWith(Number);

/** Total, paid, expired and expiring soon (as instants), and how many were made since `recentSince`. */
export async function scanBusinessStateCounts(
  db: DbOrTx,
  agencyId: string,
  scope: BusinessScope,
  bounds: BusinessStateBounds,
  recentSince: Date,
) {
  const expiry = businesses.expiryDateForCustomer;
  const [row] = await db
    .select({
      total: countAll(),
      paid: countWhere(eq(businesses.paymentStatus, 1)),
      expired: countWhere(lt(expiry, bounds.expiredBefore)),
      expiringSoon: countWhere(and(gte(expiry, bounds.expiringSoonFrom), lt(expiry, bounds.expiringSoonBefore))),
      recent: countWhere(gte(businesses.createdAt, recentSince)),
    })
    .from(businesses)
    .where(scopedBusinesses(agencyId, scope));
  return row ?? { total: 0, paid: 0, expired: 0, expiringSoon: 0, recent: 0 };
}

/** The cards of the businesses a scope reaches: all of them and the active ones. */
export async function scanCardCounts(db: DbOrTx, agencyId: string, scope: BusinessScope) {
  const fields = { total: countAll(), active: countWhere(eq(cards.status, 'active')) };
  const inAgency = eq(cards.agencyId, agencyId);
  const [row] =
    scope.kind === 'agency'
      ? await db.select(fields).from(cards).where(inAgency)
      : await db
          .select(fields)
          .from(cards)
          .innerJoin(businesses, eq(businesses.id, cards.businessId))
          .where(and(inAgency, scopedBusinesses(agencyId, scope)));
  return row ?? { total: 0, active: 0 };
}

/** The agency's rows whose `at` falls in [start, end). */
function inRange(table: { agencyId: AnyPgColumn }, at: AnyPgColumn, agencyId: string, start: Date, end: Date) {
  return and(eq(table.agencyId, agencyId), gte(at, start), lt(at, end));
}

/** Rows of `table` made per IST day in [start, end), only the days that have some. */
function madePerDay(db: DbOrTx, table: typeof businesses | typeof cards, agencyId: string, start: Date, end: Date) {
  return db
    .select({ date: istDay(table.createdAt), count: countAll() })
    .from(table)
    .where(inRange(table, table.createdAt, agencyId, start, end))
    .groupBy(sql`1`);
}

/** Businesses made per IST day in [start, end), only the days that have some. */
export async function scanBusinessesPerDay(db: DbOrTx, agencyId: string, start: Date, end: Date) {
  return madePerDay(db, businesses, agencyId, start, end);
}

/** Cards made per IST day in [start, end), only the days that have some. */
export async function scanCardsPerDay(db: DbOrTx, agencyId: string, start: Date, end: Date) {
  return madePerDay(db, cards, agencyId, start, end);
}

const sumPaise = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** The customer payments tables: plans (card payments) and product purchases. */
type PaymentTable = typeof cardPayments | typeof productPayments;

/** The agency's payments in `table` taken in [start, end). */
const paidIn = (table: PaymentTable, agencyId: string, start: Date, end: Date) =>
  inRange(table, table.paidAt, agencyId, start, end);

function paymentsPerMonth(db: DbOrTx, table: PaymentTable, agencyId: string, start: Date, end: Date) {
  return db
    .select({ month: istMonth(table.paidAt), paise: sumPaise(table.amountPaise), payments: countAll() })
    .from(table)
    .where(paidIn(table, agencyId, start, end))
    .groupBy(sql`1`);
}

/** Customer payments taken in [start, end) per IST month: plans (card payments) and product purchases. */
export async function scanRevenuePerMonth(db: DbOrTx, agencyId: string, start: Date, end: Date) {
  const [plans, products] = await Promise.all([
    paymentsPerMonth(db, cardPayments, agencyId, start, end),
    paymentsPerMonth(db, productPayments, agencyId, start, end),
  ]);
  return { plans, products };
}

/**
 * The agency's franchisees ranked twice over [start, end): by the businesses they made, and by
 * the payments taken for the businesses they made (whenever those were made). Only the rows in
 * either top `limit` come back; ties break on the name, then the id.
 */
export async function scanRankedFranchisees(db: DbOrTx, agencyId: string, start: Date, end: Date, limit: number) {
  const made = db
    .select({
      franchiseeId: sql<string>`${businesses.madeByFranchiseeId}`.as('made_franchisee_id'),
      count: sql<number>`count(*)`.as('made_count'),
    })
    .from(businesses)
    .where(
      and(inRange(businesses, businesses.createdAt, agencyId, start, end), isNotNull(businesses.madeByFranchiseeId)),
    )
    .groupBy(businesses.madeByFranchiseeId)
    .as('made');

  const paymentsIn = (table: PaymentTable) =>
    db
      .select({ businessId: table.businessId, amountPaise: table.amountPaise })
      .from(table)
      .where(paidIn(table, agencyId, start, end));
  const payments = unionAll(paymentsIn(cardPayments), paymentsIn(productPayments)).as('payments');

  const earned = db
    .select({
      franchiseeId: sql<string>`${businesses.madeByFranchiseeId}`.as('earned_franchisee_id'),
      paise: sql<number>`sum(${payments.amountPaise})`.as('earned_paise'),
    })
    .from(payments)
    .innerJoin(businesses, and(eq(businesses.id, payments.businessId), eq(businesses.agencyId, agencyId)))
    .where(isNotNull(businesses.madeByFranchiseeId))
    .groupBy(businesses.madeByFranchiseeId)
    .as('earned');

  const madeCount = sql`coalesce(${made.count}, 0)`;
  const revenue = sql`coalesce(${earned.paise}, 0)`;
  const ranked = db
    .select({
      franchiseeId: franchisees.id,
      name: franchisees.name,
      businesses: sql<number>`${madeCount}::int`.mapWith(Number).as('businesses'),
      revenuePaise: sql<number>`${revenue}::bigint`.mapWith(Number).as('revenue_paise'),
      businessRank:
        sql<number>`row_number() over (order by ${madeCount} desc, ${revenue} desc, ${franchisees.name}, ${franchisees.id})`
          .mapWith(Number)
          .as('business_rank'),
      revenueRank:
        sql<number>`row_number() over (order by ${revenue} desc, ${madeCount} desc, ${franchisees.name}, ${franchisees.id})`
          .mapWith(Number)
          .as('revenue_rank'),
    })
    .from(franchisees)
    .leftJoin(made, eq(made.franchiseeId, franchisees.id))
    .leftJoin(earned, eq(earned.franchiseeId, franchisees.id))
    .where(eq(franchisees.agencyId, agencyId))
    .as('ranked');

  return db
    .select()
    .from(ranked)
    .where(or(lte(ranked.businessRank, limit), lte(ranked.revenueRank, limit)));
}
