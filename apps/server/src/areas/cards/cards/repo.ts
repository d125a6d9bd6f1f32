// Card rows. Every query names the agency; reachability goes through the business scope.
import {
  CARD_ID_MAX_LENGTH,
  cardIdProblem,
  emptyCardSections,
  isCardDone,
  suggestCardId,
  type TCardSections,
} from '@cardora/contract';
import { and, eq, like, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { type BusinessRow, businesses, type CardRow, cards } from '#db/schema';
import { findOne, firstRow } from '#lib/sql';

export async function findCardByBusiness(db: DbOrTx, agencyId: string, businessId: string): Promise<CardRow | null> {
  return findOne(db, cards, and(eq(cards.agencyId, agencyId), eq(cards.businessId, businessId)));
}

/** A card with its business, when the business matches `reach` (the principal's scope). */
export async function findReachableCard(
  db: DbOrTx,
  agencyId: string,
  cardNo: number,
  reach: SQL,
): Promise<{ card: CardRow; business: BusinessRow } | null> {
  return firstRow(
    db
      .select({ card: cards, business: businesses })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .where(and(eq(cards.agencyId, agencyId), eq(cards.cardNo, cardNo), reach)),
  );
}

export async function isCardIdTaken(
  db: DbOrTx,
  agencyId: string,
  cardId: string,
  exceptCardNo?: number,
): Promise<boolean> {
  const rows = await db
    .select({ cardNo: cards.cardNo })
    .from(cards)
    .where(
      and(
        eq(cards.agencyId, agencyId),
        eq(cards.cardId, cardId),
        exceptCardNo === undefined ? undefined : ne(cards.cardNo, exceptCardNo),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** suggestCardId(name), made valid and free in the agency by appending -2, -3 … */
export async function freeCardId(db: DbOrTx, agencyId: string, name: string): Promise<string> {
  let base = suggestCardId(name);
  if (cardIdProblem(base)) base = suggestCardId(`${base || 'my'}-card`);
  const taken = new Set(
    (
      await db
        .select({ cardId: cards.cardId })
        .from(cards)
        .where(and(eq(cards.agencyId, agencyId), like(cards.cardId, `${base}%`)))
    ).map((r) => r.cardId),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, CARD_ID_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export async function insertCard(
  db: DbOrTx,
  values: { agencyId: string; businessId: string; cardId: string | null; sections?: TCardSections; now: Date },
): Promise<CardRow> {
  const sections = values.sections ?? emptyCardSections();
  const [row] = await db
    .insert(cards)
    .values({
      agencyId: values.agencyId,
      businessId: values.businessId,
      cardId: values.cardId,
      sections,
      isDone: isCardDone(sections),
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('card not created');
  return row;
}

/**
 * Replaces one section in place (jsonb_set), so two editors saving different sections at
 * the same time do not overwrite each other. The caller passes `isDone` with basic details.
 */
export async function saveSection<K extends keyof TCardSections>(
  db: DbOrTx,
  agencyId: string,
  cardNo: number,
  key: K,
  value: TCardSections[K],
  changes: { cardId?: string; isDone?: boolean; now: Date },
): Promise<CardRow> {
  const [row] = await db
    .update(cards)
    .set({
      sections: sql`jsonb_set(${cards.sections}, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb)`,
      updatedAt: changes.now,
      ...(changes.isDone === undefined ? {} : { isDone: changes.isDone }),
      ...(changes.cardId === undefined ? {} : { cardId: changes.cardId }),
    })
    .where(and(eq(cards.agencyId, agencyId), eq(cards.cardNo, cardNo)))
    .returning();
  if (!row) throw new Error('card not saved');
  return row;
}
