// A card's views, unique visitors and clicks per UTC day over the last `days` days
// (today included), with totals and clicks per action and per target, and each team member's
// page's figures (docs/product-rules.md#staff-cards).
import {
  CARD_EVENT_ACTIONS,
  CARD_VISIT_SOURCES,
  type CardEventAction,
  type TCardAnalytics,
  type TCardTeamMember,
} from '@cardora/contract';
import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { cardEvents, cardLeads } from '#db/schema';

const DAY_MS = 86_400_000;

function isAction(value: string | null): value is CardEventAction {
  return CARD_EVENT_ACTIONS.some((action) => action === value);
}

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `card` names whose card it is in the answer (the page shows it above the figures). */
export async function cardAnalytics(
  db: DbOrTx,
  agencyId: string,
  cardNo: number,
  card: TCardAnalytics['card'],
  days: number,
  now: Date,
  /** The card's team as stored, hidden members too: each member's page's figures (byMember). */
  team: readonly TCardTeamMember[] = [],
): Promise<TCardAnalytics> {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(todayStart - (days - 1) * DAY_MS);
  const inWindow = and(
    eq(cardEvents.agencyId, agencyId),
    eq(cardEvents.cardNo, cardNo),
    gte(cardEvents.createdAt, since),
  );
  const isClick = eq(cardEvents.kind, 'click');

  const views = sql<number>`count(*) filter (where ${cardEvents.kind} = 'view')`.mapWith(Number);
  const unique =
    sql<number>`count(distinct ${cardEvents.visitorHash}) filter (where ${cardEvents.kind} = 'view')`.mapWith(Number);
  const clicks = sql<number>`count(*) filter (where ${cardEvents.kind} = 'click')`.mapWith(Number);
  const contactSaves =
    sql<number>`count(*) filter (where ${cardEvents.kind} = 'click' and ${cardEvents.action} = 'save-contact')`.mapWith(
      Number,
    );
  const day = sql<string>`to_char(${cardEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

  const [perDayRows, totalRows, actionRows, targetRows, sourceRows, memberRows, memberLeadRows] = await Promise.all([
    db.select({ date: day, views, uniqueVisitors: unique, clicks }).from(cardEvents).where(inWindow).groupBy(sql`1`),
    db
      .select({
        views,
        uniqueVisitors: unique,
        clicks,
        contactSaves,
      })
      .from(cardEvents)
      .where(inWindow),
    db
      .select({ action: cardEvents.action, clicks: count() })
      .from(cardEvents)
      .where(and(inWindow, isClick))
      .groupBy(cardEvents.action)
      .orderBy(desc(count()), cardEvents.action),
    db
      .select({ action: cardEvents.action, target: cardEvents.target, clicks: count() })
      .from(cardEvents)
      .where(and(inWindow, isClick, isNotNull(cardEvents.target)))
      .groupBy(cardEvents.action, cardEvents.target)
      .orderBy(desc(count()), cardEvents.action, cardEvents.target)
      .limit(50),
    db
      .select({ source: cardEvents.source, views: count() })
      .from(cardEvents)
      .where(and(inWindow, eq(cardEvents.kind, 'view')))
      .groupBy(cardEvents.source),
    team.length === 0
      ? []
      : db
          .select({ memberId: cardEvents.memberId, views, uniqueVisitors: unique, clicks, contactSaves })
          .from(cardEvents)
          .where(and(inWindow, isNotNull(cardEvents.memberId)))
          .groupBy(cardEvents.memberId),
    team.length === 0
      ? []
      : db
          .select({ memberId: cardLeads.memberId, leads: count() })
          .from(cardLeads)
          .where(
            and(
              eq(cardLeads.agencyId, agencyId),
              eq(cardLeads.cardNo, cardNo),
              gte(cardLeads.createdAt, since),
              isNotNull(cardLeads.memberId),
            ),
          )
          .groupBy(cardLeads.memberId),
  ]);
  const byMemberId = new Map(memberRows.map((row) => [row.memberId, row]));
  const leadsByMemberId = new Map(memberLeadRows.map((row) => [row.memberId, row.leads]));
  const viewsBySource = new Map(sourceRows.map((row) => [row.source, row.views]));

  const byDate = new Map(perDayRows.map((row) => [row.date, row]));
  const perDay = Array.from({ length: days }, (_, i) => {
    const date = utcDay(new Date(since.getTime() + i * DAY_MS));
    const row = byDate.get(date);
    return { date, views: row?.views ?? 0, uniqueVisitors: row?.uniqueVisitors ?? 0, clicks: row?.clicks ?? 0 };
  });
  const totals = totalRows[0] ?? { views: 0, uniqueVisitors: 0, clicks: 0, contactSaves: 0 };
  return {
    cardNo,
    card,
    days,
    totals,
    perDay,
    byAction: actionRows.flatMap((row) => (isAction(row.action) ? [{ action: row.action, clicks: row.clicks }] : [])),
    byTarget: targetRows.flatMap((row) =>
      isAction(row.action) && row.target !== null
        ? [{ action: row.action, target: row.target, clicks: row.clicks }]
        : [],
    ),
    bySource: CARD_VISIT_SOURCES.map((source) => ({ source, views: viewsBySource.get(source) ?? 0 })),
    byMember: team.map((member) => {
      const row = byMemberId.get(member.memberId);
      return {
        memberId: member.memberId,
        name: member.name,
        slug: member.slug,
        views: row?.views ?? 0,
        uniqueVisitors: row?.uniqueVisitors ?? 0,
        contactSaves: row?.contactSaves ?? 0,
        clicks: row?.clicks ?? 0,
        leads: leadsByMemberId.get(member.memberId) ?? 0,
      };
    }),
  };
}
