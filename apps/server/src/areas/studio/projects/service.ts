// All Projects and the card row actions. Each action first finds the card within the
// caller's scope (not reachable: 404, nothing changed); the endpoint's access has already
// checked the menu item and, for a franchisee, the permission.
import type {
  TCardListItem,
  TCardListQuery,
  TDeleteCardBody,
  TImagePostSettings,
  TUpdateCardLimitBody,
  TUpdateCardStatusBody,
  TUpdateImagePostStatusBody,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { requireProductSold } from '#commerce';
import type { Db } from '#db/client';
import { type AgencyRow, businesses, cards } from '#db/schema';
import { notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { reachableBusinesses } from '#policies/cards';
import { findCardListItem, searchCards } from './repo';

export function listCards(db: Db, agencyId: string, principal: Principal, query: TCardListQuery) {
  return searchCards(db, agencyId, reachableBusinesses(agencyId, principal), query);
}

async function requireCard(db: Db, agencyId: string, principal: Principal, cardNo: number): Promise<TCardListItem> {
  const found = await findCardListItem(db, agencyId, cardNo, reachableBusinesses(agencyId, principal));
  if (!found) throw notFound();
  return found;
}

type CardChange = { card?: Partial<Pick<typeof cards.$inferInsert, 'status' | 'cardLimit'>> } & {
  business?: Partial<Pick<typeof businesses.$inferInsert, 'imagePostEnabled' | 'imagePostSettings'>>;
};

/** Applies a change to a reachable card (or its business) in one transaction and returns the row. */
async function changeCard(
  db: Db,
  agencyId: string,
  principal: Principal,
  cardNo: number,
  change: CardChange,
): Promise<TCardListItem> {
  const before = await requireCard(db, agencyId, principal, cardNo);
  await db.transaction(async (tx) => {
    if (change.card) {
      await tx
        .update(cards)
        .set({ ...change.card, updatedAt: new Date() })
        .where(and(eq(cards.agencyId, agencyId), eq(cards.cardNo, cardNo)));
    }
    if (change.business) {
      await tx
        .update(businesses)
        .set(change.business)
        .where(and(eq(businesses.agencyId, agencyId), eq(businesses.id, before.business.businessId)));
    }
  });
  return requireCard(db, agencyId, principal, cardNo);
}

export function updateCardStatus(db: Db, agencyId: string, principal: Principal, body: TUpdateCardStatusBody) {
  return changeCard(db, agencyId, principal, body.cardNo, { card: { status: body.status } });
}

export function updateCardLimit(db: Db, agencyId: string, principal: Principal, body: TUpdateCardLimitBody) {
  return changeCard(db, agencyId, principal, body.cardNo, { card: { cardLimit: body.cardLimit } });
}

/** Greetings on or off for the card's business: only while the agency sells greeting images (else 400). */
export function updateImagePostStatus(
  db: Db,
  agency: Pick<AgencyRow, 'id' | 'configuration'>,
  principal: Principal,
  body: TUpdateImagePostStatusBody,
) {
  requireProductSold(agency.configuration, 'greetingImages');
  return changeCard(db, agency.id, principal, body.cardNo, {
    business: { imagePostEnabled: body.imagePostStatus === 'enabled' },
  });
}

export function updateImagePostSettings(
  db: Db,
  agency: Pick<AgencyRow, 'id' | 'configuration'>,
  principal: Principal,
  body: { cardNo: number; imagePostSettings: TImagePostSettings },
) {
  requireProductSold(agency.configuration, 'greetingImages');
  return changeCard(db, agency.id, principal, body.cardNo, {
    business: { imagePostSettings: body.imagePostSettings },
  });
}

/** Deletes the card (its events go with it); the business stays, without a card. */
export async function deleteCard(db: Db, agencyId: string, principal: Principal, body: TDeleteCardBody) {
  await requireCard(db, agencyId, principal, body.cardNo);
  await db.delete(cards).where(and(eq(cards.agencyId, agencyId), eq(cards.cardNo, body.cardNo)));
  return { cardDeleted: true as const, cardNo: body.cardNo };
}
