// What the public card page (areas/cards/public-card) needs from cards: the card by its
// address with its state, and counting views (buffered, never awaited) and clicks.
import { createHash } from 'node:crypto';
import {
  agencyAppName,
  businessExpiresAfter,
  type CardEventAction,
  type CardVisitSource,
  cardIdProblem,
  isBusinessExpired,
  type TCardView,
  visitSourceOfQuery,
  withSectionsAddedLater,
} from '@cardora/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { categoryNameSql } from '#db/category-name';
import type { Db } from '#db/client';
import { agencies, businesses, cardEvents, cards } from '#db/schema';
import { publicBaseUrl } from '#lib/public-url';
import type { Services } from '#services';

export type PublicCard = (
  | { state: 'active'; cardNo: number; businessId: string; view: TCardView; photoPath: string | null }
  | { state: 'inactive' | 'expired' | 'coming-soon'; cardNo: number; agencyName: string }
  | { state: 'not-found'; cardNo: null; agencyName: string }
) &
  PublicCardVersion;

/** What findPublicCard's answer was made of, and until when the clock alone leaves it as it is. */
export interface PublicCardVersion {
  /** The same version, the same answer. */
  version: string;
  /**
   * services.now() after which the answer may change with no write: the moment the business
   * expires (ms since the epoch); Infinity when it has no expiry or has expired already.
   */
  validUntil: number;
}

/**
 * Everything findPublicCard's answer is made of (the card row, its business's name and expiry,
 * its category's name, the agency row), hashed by the database. A kept page is checked by asking
 * for this alone (publicCardVersion): 32 bytes instead of the card's sections parsed, copied and
 * hashed again in the event loop, which was the larger part of a check's cost when visits spread
 * over thousands of cards (bench/README.md, many cards). Whole rows, so a column added later is
 * covered without anyone remembering this. A row's text form quotes its fields, so no two
 * different contents read the same.
 */
const cardContentMd5 = sql<string>`md5(row(${cards}, ${businesses.businessName}, ${businesses.expiryDateForCustomer}, ${categoryNameSql}, ${agencies})::text)`;

/**
 * The card's queries, built once per database and prepared: the public page asks one for every
 * check of a kept page (up to PAGE_CHECKS_PER_SECOND), and building the SQL each time cost
 * more of the event loop than reading the row (bench/README.md, many cards).
 */
function prepareCardQueries(db: Db) {
  const byAddress = and(eq(cards.agencyId, sql.placeholder('agencyId')), eq(cards.cardId, sql.placeholder('cardId')));
  return {
    full: db
      .select({
        card: cards,
        businessName: businesses.businessName,
        expiry: businesses.expiryDateForCustomer,
        categoryName: categoryNameSql,
        agency: agencies,
        contentMd5: cardContentMd5,
      })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .innerJoin(agencies, eq(agencies.id, cards.agencyId))
      .where(byAddress)
      .limit(1)
      .prepare('public_card_by_address'),
    version: db
      .select({ expiry: businesses.expiryDateForCustomer, contentMd5: cardContentMd5 })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .innerJoin(agencies, eq(agencies.id, cards.agencyId))
      .where(byAddress)
      .limit(1)
      .prepare('public_card_version_by_address'),
  };
}

const cardQueries = new WeakMap<Db, ReturnType<typeof prepareCardQueries>>();

function cardQueriesOf(db: Db): ReturnType<typeof prepareCardQueries> {
  let queries = cardQueries.get(db);
  if (!queries) {
    queries = prepareCardQueries(db);
    cardQueries.set(db, queries);
  }
  return queries;
}

/**
 * The version of findPublicCard's answer now: the stored content's hash, and whether the business
 * has expired by now (that changes with the clock, not with a write). No card: "none".
 */
function versionOf(row: { expiry: Date | null; contentMd5: string } | undefined, now: Date): PublicCardVersion {
  if (!row) return { version: 'none', validUntil: Number.POSITIVE_INFINITY };
  const expired = isBusinessExpired(row.expiry, now);
  return {
    version: `${row.contentMd5}|${expired ? 'expired' : 'current'}`,
    validUntil: expired ? Number.POSITIVE_INFINITY : (businessExpiresAfter(row.expiry) ?? Number.POSITIVE_INFINITY),
  };
}

/** findPublicCard's version now, from one small read: equal to a kept answer's version, that answer still holds. */
export async function publicCardVersion(
  services: Services,
  agencyId: string,
  cardId: string,
): Promise<PublicCardVersion> {
  if (cardIdProblem(cardId)) return versionOf(undefined, services.now());
  const [row] = await cardQueriesOf(services.db).version.execute({ agencyId, cardId });
  return versionOf(row, services.now());
}

/**
 * The card at `/<cardId>` of the agency. `photoPath` is the `/uploads/...` path of the
 * photo (else the logo) for the vCard; read it with storageKeyFromUrl + services.storage.get.
 */
export async function findPublicCard(services: Services, agencyId: string, cardId: string): Promise<PublicCard> {
  const { db } = services;
  const [row] = cardIdProblem(cardId) ? [] : await cardQueriesOf(db).full.execute({ agencyId, cardId });
  const now = services.now();
  const version = versionOf(row, now);
  if (!row) {
    const [agency] = await db
      .select({ agencyName: agencies.agencyName, theme: agencies.theme })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .limit(1);
    return { state: 'not-found', cardNo: null, agencyName: agency ? agencyAppName(agency) : '', ...version };
  }
  // The footer's "Made with …": the agency's app name and colour (UI customisation).
  const agencyName = agencyAppName(row.agency);
  const { cardNo } = row.card;
  if (row.card.status !== 'active') return { state: 'inactive', cardNo, agencyName, ...version };
  if (isBusinessExpired(row.expiry, now)) return { state: 'expired', cardNo, agencyName, ...version };
  const basic = row.card.sections.basicDetails;
  // Not published yet: a known address with nothing to show — "coming soon",
  // with nothing of the business (only the agency's name, as every status page).
  if (!basic) return { state: 'coming-soon', cardNo, agencyName, ...version };
  return {
    state: 'active',
    ...version,
    cardNo,
    businessId: row.card.businessId,
    photoPath: basic.photoUrl ?? basic.logoUrl ?? null,
    view: {
      cardId,
      businessName: row.businessName,
      categoryName: row.categoryName,
      agencyName,
      agencyColor: row.agency.theme.primaryColor,
      publicUrl: `${publicBaseUrl(services.config, row.agency)}/${cardId}`,
      sections: withSectionsAddedLater(row.card.sections),
    },
  };
}

/**
 * Counts a view without waiting: the row is queued and written within a second. greetingImageId:
 * the page was opened from a branded greeting (`?g=<imageId>`), read by image-posts/visits.ts.
 */
export function recordCardView(
  services: Services,
  event: {
    agencyId: string;
    cardNo: number;
    visitorHash: string;
    greetingImageId?: string | null;
    source?: CardVisitSource;
    /** A team member's page (docs/product-rules.md#staff-cards). */
    memberId?: string | null;
  },
): void {
  services.cardEvents.add({
    agencyId: event.agencyId,
    cardNo: event.cardNo,
    kind: 'view',
    visitorHash: event.visitorHash,
    greetingImageId: event.greetingImageId ?? null,
    // A valid greeting tag wins (a greeting's QR is a greeting); a junk ?g= is a plain visit.
    source: event.greetingImageId ? 'greeting' : (event.source ?? 'card'),
    memberId: event.memberId ?? null,
    createdAt: services.now(),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a card page visit came from by its `?src=` (greetings: greetingOfRequest). */
export function visitSourceOfRequest(request: FastifyRequest): CardVisitSource {
  const query: unknown = request.query;
  return typeof query === 'object' && query !== null && 'src' in query
    ? visitSourceOfQuery({ src: query.src })
    : 'card';
}

/** The greeting a card page was opened from (`?g=<imageId>`), when the query names one. */
export function greetingOfRequest(request: FastifyRequest): string | null {
  const query: unknown = request.query;
  const g = typeof query === 'object' && query !== null && 'g' in query ? query.g : undefined;
  return typeof g === 'string' && UUID.test(g) ? g.toLowerCase() : null;
}

/**
 * Counts a click on a card of the agency; false when there is no such card. memberId: on a team
 * member's page, kept when the card's team has that member (docs/product-rules.md#staff-cards).
 */
export async function recordCardEvent(
  services: Services,
  event: {
    agencyId: string;
    cardId: string;
    action: CardEventAction;
    target?: string;
    visitorHash: string;
    memberId?: string;
  },
): Promise<boolean> {
  if (cardIdProblem(event.cardId)) return false;
  const [card] = await services.db
    .select({
      cardNo: cards.cardNo,
      hasMember: event.memberId
        ? sql<boolean>`coalesce(${cards.sections} -> 'team' -> 'members' @> ${JSON.stringify([{ memberId: event.memberId }])}::jsonb, false)`
        : sql<boolean>`false`,
    })
    .from(cards)
    .where(and(eq(cards.agencyId, event.agencyId), eq(cards.cardId, event.cardId)))
    .limit(1);
  if (!card) return false;
  await services.db.insert(cardEvents).values({
    agencyId: event.agencyId,
    cardNo: card.cardNo,
    kind: 'click',
    action: event.action,
    target: event.target?.slice(0, 200) ?? null,
    visitorHash: event.visitorHash,
    memberId: card.hasMember ? (event.memberId ?? null) : null,
    createdAt: services.now(),
  });
  return true;
}

/**
 * A visitor's id for unique counts: sha256 of a server secret, the UTC day, the IP and the
 * user agent, truncated. No raw IP is stored, and the same visitor is unlinkable across days.
 */
export function visitorHash(services: Services, request: FastifyRequest): string {
  return visitorHashOf(services, request.ip, request.headers['user-agent']);
}

/** visitorHash from the address and user agent alone (the front door has no Fastify request). */
export function visitorHashOf(services: Services, ip: string | undefined, userAgent: string | undefined): string {
  const day = services.now().toISOString().slice(0, 10);
  return createHash('sha256')
    .update(`card-visitor:${services.config.otpPepper}:${day}:${ip}:${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}
