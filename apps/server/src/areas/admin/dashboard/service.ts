// Dashboard rules: who sees which figures, over which days. The home tiles
// follow the caller's reach (businesses/scope.ts: a customer their own businesses, staff the
// agency's, a franchisee the ones it made unless it has all-card access); Insights is the
// superadmin agency's admins', on their own agency unless they name another.

import type { ZAdminInsightsQuery } from '@cardora/contract';
import {
  addDays,
  type BusinessStateBounds,
  businessStateBounds,
  DASHBOARD_RECENT_DAYS,
  DEFAULT_EXPIRING_SOON_DAYS,
  datesInRange,
  istDateOf,
  istDayStart,
  monthsInRange,
  type TAdminDashboard,
  type TAdminInsights,
  type TDashboard,
  TOP_FRANCHISEES_LIMIT,
  type TTopFranchisee,
} from '@cardora/contract';
import type { z } from 'zod';
import { type AgencyRow, ALL_FRANCHISEES } from '#db/schema';
import { findAgencyById } from '#identity';
import { authorize } from '#lib/access';
import { notFound } from '#lib/errors';
import { type Principal, requireUser } from '#lib/principal';
import { mayViewInsightsOf } from '#policies/admin';
import { businessScope } from '#policies/cards';
import type { Services } from '#services';
import { customerDashboard } from './customer';
import {
  type BusinessStateDays,
  businessesPerDay,
  cardsPerDay,
  countedBusinessStates,
  countedCards,
  rankedFranchisees,
  revenuePerMonth,
} from './repo';

/** The IST day that starts at `edge`: the counters count per day, and every bound here is a 00:00 IST. */
function dayStartingAt(edge: Date): string {
  const day = istDateOf(edge);
  if (istDayStart(day).getTime() !== edge.getTime()) {
    throw new Error(`${edge.toISOString()} is not the start of an IST day`);
  }
  return day;
}

function stateDays(bounds: BusinessStateBounds, recentSince: string): BusinessStateDays {
  return {
    expiredBefore: dayStartingAt(bounds.expiredBefore),
    expiringSoonFrom: dayStartingAt(bounds.expiringSoonFrom),
    expiringSoonBefore: dayStartingAt(bounds.expiringSoonBefore),
    recentSince,
  };
}

/** The agency's businesses by state and its cards, from the counters. */
async function agencyCounts(services: Services, agencyId: string, days: BusinessStateDays) {
  const [{ counts }, cards] = await Promise.all([
    countedBusinessStates(services.db, agencyId, ALL_FRANCHISEES, days),
    countedCards(services.db, agencyId),
  ]);
  return { counts, cards };
}

/** GET /dashboard: the admin area's tiles for staff and franchisees, a customer's own otherwise. */
export async function getDashboard(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  /** A customer's figures are for this business of theirs (default: the active one); staff: ignored. */
  businessId?: string,
): Promise<TDashboard> {
  const scope = businessScope(principal);
  const now = services.now();
  const bounds = businessStateBounds(now);
  if (scope.kind === 'owner') return customerDashboard(services, agency, requireUser(principal).user, businessId, now);

  const days = stateDays(bounds, addDays(istDateOf(now), -(DASHBOARD_RECENT_DAYS - 1)));
  const { counts, cards } =
    scope.kind === 'agency'
      ? await agencyCounts(services, agency.id, days)
      : await countedBusinessStates(services.db, agency.id, scope.franchiseeId, days);
  const dashboard: TAdminDashboard = {
    kind: 'admin',
    scope: scope.kind,
    expiringSoonDays: DEFAULT_EXPIRING_SOON_DAYS,
    businesses: counts,
    cards,
  };
  return dashboard;
}

/** The agency Insights looks at: the caller's own, or (the platform's admins) the one named. */
async function insightsAgency(services: Services, agency: AgencyRow, agencyId: string | undefined) {
  if (agencyId === undefined || agencyId === agency.id) return agency;
  authorize(mayViewInsightsOf(agency, agencyId));
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
  const { from, to } = query;
  const db = services.db;
  const [{ counts, cards }, businessDays, cardDays, revenue, franchisees] = await Promise.all([
    agencyCounts(services, target.id, stateDays(businessStateBounds(services.now()), from)),
    businessesPerDay(db, target.id, from, to),
    cardsPerDay(db, target.id, from, to),
    revenuePerMonth(db, target.id, from, to),
    rankedFranchisees(db, target.id, from, to, TOP_FRANCHISEES_LIMIT),
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
