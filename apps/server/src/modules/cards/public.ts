// What the public card page (modules/public-card) needs from cards: the card by its
// address with its state, and counting views (buffered, never awaited) and clicks.
import { createHash } from 'node:crypto';
import {
  agencyAppName,
  type CardEventAction,
  type CardVisitSource,
  cardIdProblem,
  isBusinessExpired,
  type TCardView,
  visitSourceOfQuery,
} from '@cardora/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { agencies, businesses, cardEvents, cards } from '../../db/schema';
import { publicBaseUrl } from '../../lib/public-url';
import type { Services } from '../../services';
import { categoryNameSql } from '../businesses/repo';

export type PublicCard =
  | { state: 'active'; cardNo: number; businessId: string; view: TCardView; photoPath: string | null }
  | { state: 'inactive' | 'expired' | 'not-found' | 'coming-soon'; agencyName: string };

/**
 * The card at `/<cardId>` of the agency. `photoPath` is the `/uploads/...` path of the
 * photo (else the logo) for the vCard; read it with storageKeyFromUrl + services.storage.get.
 */
/**
 * The card's query, built once per database and prepared: the public page asks it for every
 * check of a kept page (up to PAGE_CHECKS_PER_SECOND), and building the SQL each time cost
 * more of the event loop than reading the row (bench/README.md, many cards).
 */
function prepareCardQuery(db: Db) {
  return db
    .select({
      card: cards,
      businessName: businesses.businessName,
      expiry: businesses.expiryDateForCustomer,
      categoryName: categoryNameSql,
      agency: agencies,
    })
    .from(cards)
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .innerJoin(agencies, eq(agencies.id, cards.agencyId))
    .where(and(eq(cards.agencyId, sql.placeholder('agencyId')), eq(cards.cardId, sql.placeholder('cardId'))))
    .limit(1)
    .prepare('public_card_by_address');
}

const cardQueries = new WeakMap<Db, ReturnType<typeof prepareCardQuery>>();

function cardQuery(db: Db): ReturnType<typeof prepareCardQuery> {
  let query = cardQueries.get(db);
  if (!query) {
    query = prepareCardQuery(db);
    cardQueries.set(db, query);
  }
  return query;
}

export async function findPublicCard(services: Services, agencyId: string, cardId: string): Promise<PublicCard> {
  const { db } = services;
  const [row] = cardIdProblem(cardId) ? [] : await cardQuery(db).execute({ agencyId, cardId });
  if (!row) {
    const [agency] = await db
      .select({ agencyName: agencies.agencyName, theme: agencies.theme })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .limit(1);
    return { state: 'not-found', agencyName: agency ? agencyAppName(agency) : '' };
  }
  // The footer's "Made with …": the agency's app name and colour (UI customisation, issue 14).
  const agencyName = agencyAppName(row.agency);
  if (row.card.status !== 'active') return { state: 'inactive', agencyName };
  if (isBusinessExpired(row.expiry, services.now())) return { state: 'expired', agencyName };
  const basic = row.card.sections.basicDetails;
  // Not published yet (issue 17 item 2): a known address with nothing to show — "coming soon",
  // with nothing of the business (only the agency's name, as every status page).
  if (!basic) return { state: 'coming-soon', agencyName };
  return {
    state: 'active',
    cardNo: row.card.cardNo,
    businessId: row.card.businessId,
    photoPath: basic.photoUrl ?? basic.logoUrl ?? null,
    view: {
      cardId,
      businessName: row.businessName,
      categoryName: row.categoryName,
      agencyName,
      agencyColor: row.agency.theme.primaryColor,
      publicUrl: `${publicBaseUrl(services.config, row.agency)}/${cardId}`,
      sections: row.card.sections,
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

/** Counts a click on a card of the agency; false when there is no such card. */
export async function recordCardEvent(
  services: Services,
  event: { agencyId: string; cardId: string; action: CardEventAction; target?: string; visitorHash: string },
): Promise<boolean> {
  if (cardIdProblem(event.cardId)) return false;
  const [card] = await services.db
    .select({ cardNo: cards.cardNo })
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
