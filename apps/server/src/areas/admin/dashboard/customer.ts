// The customer home's figures: one business's —
// the one asked for (it must be theirs: 404 otherwise), else their active one — and its card's
// visits over the last DASHBOARD_RECENT_DAYS UTC days (the days of the card's /insights), beside
// counts over all of their businesses. A customer's few rows are counted from the tables; every
// query names the agency and the owner.
import {
  type BusinessStateBounds,
  businessStateBounds,
  DASHBOARD_RECENT_DAYS,
  DEFAULT_EXPIRING_SOON_DAYS,
  type TCardActivity,
  type TCustomerDashboard,
} from '@cardora/contract';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { type AgencyRow, businesses, cardEvents, cards, type UserRow } from '#db/schema';
import { notFound } from '#lib/errors';
import { firstRow } from '#lib/sql';
import type { Services } from '#services';

const DAY_MS = 86_400_000;

const countWhere = (condition: SQL | undefined) =>
  sql<number>`(count(*) filter (where ${condition ?? sql`true`}))::int`.mapWith(Number);

const ownedBy = (agencyId: string, userId: string) =>
  and(eq(businesses.agencyId, agencyId), eq(businesses.userId, userId));

/**
 * The business the figures are for, with its card: `businessId` when given (null when it is not
 * theirs), else the active business, else their first (as GET /user falls back).
 */
export async function chosenBusiness(
  db: DbOrTx,
  agencyId: string,
  user: Pick<UserRow, 'id' | 'activeBusinessId'>,
  businessId: string | undefined,
) {
  const preferred = businessId ?? user.activeBusinessId;
  return firstRow(
    db
      .select({
        businessId: businesses.id,
        businessName: businesses.businessName,
        cardNo: cards.cardNo,
        cardId: cards.cardId,
      })
      .from(businesses)
      .leftJoin(cards, and(eq(cards.businessId, businesses.id), eq(cards.agencyId, agencyId)))
      .where(and(ownedBy(agencyId, user.id), businessId ? eq(businesses.id, businessId) : undefined))
      .orderBy(
        ...(preferred ? [desc(sql`${businesses.id} = ${preferred}`)] : []),
        asc(businesses.createdAt),
        asc(businesses.id),
      ),
  );
}

/** All of the customer's businesses by state (paid, expiring soon, expired; as instants) and their cards. */
async function ownerCounts(db: DbOrTx, agencyId: string, userId: string, bounds: BusinessStateBounds) {
  const expiry = businesses.expiryDateForCustomer;
  const [[states], [cardRow]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`.mapWith(Number),
        paid: countWhere(eq(businesses.paymentStatus, 1)),
        expired: countWhere(lt(expiry, bounds.expiredBefore)),
        expiringSoon: countWhere(and(gte(expiry, bounds.expiringSoonFrom), lt(expiry, bounds.expiringSoonBefore))),
      })
      .from(businesses)
      .where(ownedBy(agencyId, userId)),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number), active: countWhere(eq(cards.status, 'active')) })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .where(and(eq(cards.agencyId, agencyId), ownedBy(agencyId, userId))),
  ]);
  return {
    businesses: states ?? { total: 0, paid: 0, expired: 0, expiringSoon: 0 },
    cards: cardRow ?? { total: 0, active: 0 },
  };
}

/**
 * One card's events since `since` (views, visitors, clicks, contact saves: as GET /card/analytics
 * counts them) and its views in [previousSince, since).
 */
export async function cardActivitySince(
  db: DbOrTx,
  agencyId: string,
  cardNo: number,
  since: Date,
  previousSince: Date,
): Promise<Omit<TCardActivity, 'days'>> {
  const inWindow = gte(cardEvents.createdAt, since);
  const isView = eq(cardEvents.kind, 'view');
  const isClick = eq(cardEvents.kind, 'click');
  const [row] = await db
    .select({
      views: countWhere(and(isView, inWindow)),
      uniqueVisitors:
        sql<number>`(count(distinct ${cardEvents.visitorHash}) filter (where ${and(isView, inWindow)}))::int`.mapWith(
          Number,
        ),
      clicks: countWhere(and(isClick, inWindow)),
      contactSaves: countWhere(and(isClick, eq(cardEvents.action, 'save-contact'), inWindow)),
      previousViews: countWhere(and(isView, lt(cardEvents.createdAt, since))),
    })
    .from(cardEvents)
    .where(
      and(eq(cardEvents.agencyId, agencyId), eq(cardEvents.cardNo, cardNo), gte(cardEvents.createdAt, previousSince)),
    );
  return row ?? { views: 0, uniqueVisitors: 0, clicks: 0, contactSaves: 0, previousViews: 0 };
}

/** GET /dashboard for a customer. */
export async function customerDashboard(
  services: Services,
  agency: AgencyRow,
  user: UserRow,
  businessId: string | undefined,
  now: Date,
): Promise<TCustomerDashboard> {
  // UTC days, today included: the same window as the card's /insights over DASHBOARD_RECENT_DAYS.
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(todayStart - (DASHBOARD_RECENT_DAYS - 1) * DAY_MS);
  const previousSince = new Date(since.getTime() - DASHBOARD_RECENT_DAYS * DAY_MS);
  const db = services.db;
  const [chosen, counts] = await Promise.all([
    chosenBusiness(db, agency.id, user, businessId),
    ownerCounts(db, agency.id, user.id, businessStateBounds(now)),
  ]);
  if (businessId && !chosen) throw notFound();
  const activity =
    chosen?.cardNo != null ? await cardActivitySince(db, agency.id, chosen.cardNo, since, previousSince) : null;
  return {
    kind: 'customer',
    expiringSoonDays: DEFAULT_EXPIRING_SOON_DAYS,
    business: chosen
      ? {
          businessId: chosen.businessId,
          businessName: chosen.businessName,
          card: chosen.cardNo != null ? { cardNo: chosen.cardNo, cardId: chosen.cardId } : null,
        }
      : null,
    cardActivity: activity ? { days: DASHBOARD_RECENT_DAYS, ...activity } : null,
    ...counts,
  };
}
