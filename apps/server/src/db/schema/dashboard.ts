// The dashboard's counters: per agency and IST day, kept by statement-level
// triggers on businesses, cards and the payment tables (migration dashboard_rollup_triggers), so
// every writer keeps them right — the app, seeds, bulk INSERT ... SELECT, SQL fixes — and the home
// tiles and Insights sum a few hundred rows instead of scanning an agency's million businesses.
// Never written by the application. Re-exported by ../schema.ts.
//
// franchisee_id is ALL_FRANCHISEES (the nil uuid) on the rows that count the whole agency; a
// franchisee's own rows count again the businesses it made (and their payments).
import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { agencyRef } from './identity';

/** The franchisee_id of the rollup rows that count the whole agency. */
export const ALL_FRANCHISEES = '00000000-0000-0000-0000-000000000000';

const day = () => date('day', { mode: 'string' }).notNull();
const count = (name: string) => integer(name).notNull().default(0);

/**
 * Businesses per IST day: those made on the day (and of them, the paid ones, those with a card and
 * those with an active card, as they are now) and those whose expiry falls on the day.
 */
export const dashboardBusinessDays = pgTable(
  'dashboard_business_days',
  {
    agencyId: agencyRef(),
    franchiseeId: uuid('franchisee_id').notNull(),
    day: day(),
    made: count('made'),
    madePaid: count('made_paid'),
    madeWithCard: count('made_with_card'),
    madeWithActiveCard: count('made_with_active_card'),
    expiring: count('expiring'),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.franchiseeId, t.day] })],
);

/** Cards made per IST day (cards.agency_id, cards.created_at), and of them the active ones now. */
export const dashboardCardDays = pgTable(
  'dashboard_card_days',
  {
    agencyId: agencyRef(),
    day: day(),
    made: count('made'),
    active: count('active'),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day] })],
);

/**
 * Customer payments taken per IST day: kind 'plan' (card_payments) or 'product'
 * (product_payments). A franchisee's rows: the payments of the businesses it made, in its agency.
 */
export const dashboardPaymentDays = pgTable(
  'dashboard_payment_days',
  {
    agencyId: agencyRef(),
    franchiseeId: uuid('franchisee_id').notNull(),
    kind: text('kind').$type<'plan' | 'product'>().notNull(),
    day: day(),
    payments: count('payments'),
    paise: bigint('paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.franchiseeId, t.kind, t.day] })],
);
