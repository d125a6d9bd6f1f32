// Visits that came from greetings: the public card opened with `?g=<imageId>` (the address and QR
// every branded greeting carries) records the post on the view (card_events.greeting_image_id).
// Read here per post over the last `days` days, and since Monday 00:00 IST for the home's
// "this week's greetings brought N visits". Only posts the business's agency sees are named: a
// forged ?g= of another agency's post counts towards nothing.
import { IST_OFFSET_MINUTES, istDateOf, istDayStart, type TGreetingVisits } from '@cardora/contract';
import { and, desc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { findCardByBusiness, requireReachableBusiness } from '#cards';
import { cardEvents, imagePosts, imageSubcategories } from '#db/schema';
import type { Services } from '#services';
import type { Caller } from './access';

const DAY_MS = 86_400_000;

/** Monday 00:00 IST of the week `now` is in. */
export function istWeekStart(now: Date): Date {
  const today = istDateOf(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  return new Date(istDayStart(today, IST_OFFSET_MINUTES).getTime() - sinceMonday * DAY_MS);
}

export async function getGreetingVisits(
  services: Services,
  caller: Caller,
  query: { businessId: string; days: number },
): Promise<TGreetingVisits> {
  const { db } = services;
  const business = await requireReachableBusiness(db, caller.agency.id, caller.principal, query.businessId);
  const card = await findCardByBusiness(db, caller.agency.id, business.id);
  const empty = { businessId: business.id, days: query.days, thisWeek: 0, total: 0, perPost: [] };
  if (!card) return empty;
  const now = services.now();
  const since = new Date(istDayStart(istDateOf(now)).getTime() - (query.days - 1) * DAY_MS);
  const weekStart = istWeekStart(now);
  const seen = or(isNull(imagePosts.agencyId), eq(imagePosts.agencyId, caller.agency.id));
  const fromGreetings = and(
    eq(cardEvents.agencyId, caller.agency.id),
    eq(cardEvents.cardNo, card.cardNo),
    eq(cardEvents.kind, 'view'),
    isNotNull(cardEvents.greetingImageId),
  );
  const visits = sql<number>`count(*)`.mapWith(Number);
  const [perPost, week] = await Promise.all([
    db
      .select({
        imageId: imagePosts.id,
        title: imagePosts.title,
        imageSubcategoryName: imageSubcategories.name,
        previewKey: imagePosts.previewKey,
        visits,
        uniqueVisitors: sql<number>`count(distinct ${cardEvents.visitorHash})`.mapWith(Number),
      })
      .from(cardEvents)
      .innerJoin(imagePosts, eq(imagePosts.id, cardEvents.greetingImageId))
      .innerJoin(imageSubcategories, eq(imageSubcategories.id, imagePosts.imageSubcategoryId))
      .where(and(fromGreetings, gte(cardEvents.createdAt, since), seen))
      .groupBy(imagePosts.id, imageSubcategories.name)
      .orderBy(desc(visits), imagePosts.id)
      .limit(100),
    db
      .select({ visits })
      .from(cardEvents)
      .innerJoin(imagePosts, eq(imagePosts.id, cardEvents.greetingImageId))
      .where(and(fromGreetings, gte(cardEvents.createdAt, weekStart), seen)),
  ]);
  return {
    ...empty,
    thisWeek: week[0]?.visits ?? 0,
    total: perPost.reduce((sum, row) => sum + row.visits, 0),
    perPost: perPost.map((row) => ({
      imageId: row.imageId,
      title: row.title,
      imageSubcategoryName: row.imageSubcategoryName,
      previewUrl: row.previewKey ? services.storage.url(row.previewKey) : null,
      visits: row.visits,
      uniqueVisitors: row.uniqueVisitors,
    })),
  };
}
