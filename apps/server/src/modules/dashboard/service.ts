// Dashboard rules (issue 5 point 1): who sees which figures, over which days. The home tiles
// follow the caller's reach (businesses/scope.ts: a customer their own businesses, staff the
// agency's, a franchisee the ones it made unless it has all-card access); Insights is the
// superadmin agency's admins' (spec 6), on their own agency unless they name another.

import type { ZAdminInsightsQuery } from '@cardora/contract';
import {
  addDays,
  businessStateBounds,
  DASHBOARD_RECENT_DAYS,
  DEFAULT_EXPIRING_SOON_DAYS,
  datesInRange,
  istDateOf,
  istDayStart,
  monthsInRange,
  type TAdminDashboard,
  type TAdminInsights,
  type TCustomerDashboard,
  type TDashboard,
  TOP_FRANCHISEES_LIMIT,
  type TTopFranchisee,
} from '@cardora/contract';
import type { z } from 'zod';
import type { AgencyRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import type { Services } from '../../services';
import { findAgencyById } from '../agencies/repo';
import { businessScope } from '../businesses/scope';
import {
  businessesPerDay,
  businessStateCounts,
  cardCounts,
  cardsPerDay,
  customerCardActivity,
  rankedFranchisees,
  revenuePerMonth,
} from './repo';

const DAY_MS = 86_400_000;

/** GET /dashboard: the admin area's tiles for staff and franchisees, a customer's own otherwise. */
export async function getDashboard(services: Services, agency: AgencyRow, principal: Principal): Promise<TDashboard> {
  const scope = businessScope(principal);
  const now = services.now();
  const bounds = businessStateBounds(now);
  if (scope.kind === 'owner') return customerDashboard(services, agency, scope.userId, now);

  const recentSince = istDayStart(addDays(istDateOf(now), -(DASHBOARD_RECENT_DAYS - 1)));
  const [counts, cards] = await Promise.all([
    businessStateCounts(services.db, agency.id, scope, bounds, recentSince),
    cardCounts(services.db, agency.id, scope),
  ]);
  const dashboard: TAdminDashboard = {
    kind: 'admin',
    scope: scope.kind,
    expiringSoonDays: DEFAULT_EXPIRING_SOON_DAYS,
    businesses: counts,
    cards,
  };
  return dashboard;
}

async function customerDashboard(
  services: Services,
  agency: AgencyRow,
  userId: string,
  now: Date,
): Promise<TCustomerDashboard> {
  const scope = { kind: 'owner', userId } as const;
  // UTC days, today included: the same window as the card's /insights over DASHBOARD_RECENT_DAYS.
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(todayStart - (DASHBOARD_RECENT_DAYS - 1) * DAY_MS);
  const previousSince = new Date(since.getTime() - DASHBOARD_RECENT_DAYS * DAY_MS);
  const [counts, cards, activity] = await Promise.all([
    businessStateCounts(services.db, agency.id, scope, businessStateBounds(now), since),
    cardCounts(services.db, agency.id, scope),
    customerCardActivity(services.db, agency.id, userId, since, previousSince),
  ]);
  const { recent: _recent, ...businesses } = counts;
  return {
    kind: 'customer',
    expiringSoonDays: DEFAULT_EXPIRING_SOON_DAYS,
    businesses,
    cards,
    cardActivity: { days: DASHBOARD_RECENT_DAYS, ...activity },
  };
}

/** The agency Insights looks at: the caller's own, or (the platform's admins) the one named. */
async function insightsAgency(services: Services, agency: AgencyRow, agencyId: string | undefined) {
  if (agencyId === undefined || agencyId === agency.id) return agency;
  // The endpoint's access already limits Insights to the superadmin agency; kept here too.
  if (!agency.roles.includes('superadmin')) throw forbidden();
  const target = await findAgencyById(services.db, agencyId);
  if (!target) throw notFound();
  return target;
}

type InsightsQuery = z.output<typeof ZAdminInsightsQuery>;

/** GET /dashboard/admin-insights over IST days [from, to]. */
export async function getAdminInsights(
  services: Services,
  agency: AgencyRow,
  query: InsightsQuery,
): Promise<TAdminInsights> {
  const target = await insightsAgency(services, agency, query.agencyId);
  const now = services.now();
  const start = istDayStart(query.from);
  const end = istDayStart(addDays(query.to, 1));
  const db = services.db;
  const scope = { kind: 'agency' } as const;
  const [counts, cards, businessDays, cardDays, revenue, franchisees] = await Promise.all([
    businessStateCounts(db, target.id, scope, businessStateBounds(now), start),
    cardCounts(db, target.id, scope),
    businessesPerDay(db, target.id, start, end),
    cardsPerDay(db, target.id, start, end),
    revenuePerMonth(db, target.id, start, end),
    rankedFranchisees(db, target.id, start, end, TOP_FRANCHISEES_LIMIT),
  ]);

  const businessesOn = new Map(businessDays.map((row) => [row.date, row.count]));
  const cardsOn = new Map(cardDays.map((row) => [row.date, row.count]));
  const perDay = datesInRange(query.from, query.to).map((date) => ({
    date,
    businesses: businessesOn.get(date) ?? 0,
    cards: cardsOn.get(date) ?? 0,
  }));

  const plansIn = new Map(revenue.plans.map((row) => [row.month, row]));
  const productsIn = new Map(revenue.products.map((row) => [row.month, row]));
  const revenueByMonth = monthsInRange(query.from, query.to).map((month) => {
    const plans = plansIn.get(month);
    const products = productsIn.get(month);
    const planPaise = plans?.paise ?? 0;
    const productPaise = products?.paise ?? 0;
    return {
      month,
      planPaise,
      productPaise,
      totalPaise: planPaise + productPaise,
      payments: (plans?.payments ?? 0) + (products?.payments ?? 0),
    };
  });

  const top = (rank: 'businessRank' | 'revenueRank', value: 'businesses' | 'revenuePaise'): TTopFranchisee[] =>
    franchisees
      .filter((row) => row[rank] <= TOP_FRANCHISEES_LIMIT && row[value] > 0)
      .sort((a, b) => a[rank] - b[rank])
      .map(({ franchiseeId, name, businesses, revenuePaise }) => ({ franchiseeId, name, businesses, revenuePaise }));

  const { recent: _recent, ...businesses } = counts;
  return {
    agency: { agencyId: target.id, agencyName: target.agencyName },
    from: query.from,
    to: query.to,
    expiringSoonDays: DEFAULT_EXPIRING_SOON_DAYS,
    businesses,
    cards,
    totals: {
      newBusinesses: perDay.reduce((sum, day) => sum + day.businesses, 0),
      newCards: perDay.reduce((sum, day) => sum + day.cards, 0),
      revenuePaise: revenueByMonth.reduce((sum, month) => sum + month.totalPaise, 0),
      payments: revenueByMonth.reduce((sum, month) => sum + month.payments, 0),
    },
    perDay,
    revenueByMonth,
    topFranchisees: { byBusinesses: top('businessRank', 'businesses'), byRevenue: top('revenueRank', 'revenuePaise') },
  };
}
