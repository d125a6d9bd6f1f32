// All Projects: cards with their business, on the same where clause and order as All
// Businesses (businesses/repo), and the row actions' single-row reads and writes.
import {
  DEFAULT_IMAGE_POST_SETTINGS,
  type TCardList,
  type TCardListItem,
  type TCardListQuery,
  ZCardListQuery,
} from '@cardora/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { businessListOrder, businessesRepoBusinessView as businessView, pageOfMatches, toBusiness } from '#cards';
import type { DbOrTx } from '#db/client';
import { businesses, cards, users } from '#db/schema';

export const companyNameSql = sql<string | null>`(${cards.sections} -> 'basicDetails') ->> 'companyName'`;
export const templateIdSql = sql<string | null>`(${cards.sections} -> 'template') ->> 'templateId'`;

const cardView = {
  ...businessView,
  cardLimit: cards.cardLimit,
  companyName: companyNameSql,
  templateId: templateIdSql,
  cardCreatedAt: cards.createdAt,
  imagePostEnabled: businesses.imagePostEnabled,
  imagePostSettings: businesses.imagePostSettings,
};

function cardQuery(db: DbOrTx) {
  return db
    .select(cardView)
    .from(cards)
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .innerJoin(users, eq(users.id, businesses.userId));
}

type CardViewRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

function toCardListItem(row: CardViewRow): TCardListItem {
  const business = toBusiness(row);
  return {
    cardNo: row.cardNo ?? 0,
    cardId: row.cardId,
    status: row.cardStatus === 'inactive' ? 'inactive' : 'active',
    isDone: row.cardIsDone ?? false,
    cardLimit: row.cardLimit,
    companyName: row.companyName,
    templateId: row.templateId,
    imagePostStatus: row.imagePostEnabled ? 'enabled' : 'disabled',
    imagePostSettings: row.imagePostSettings ?? DEFAULT_IMAGE_POST_SETTINGS,
    createdAt: row.cardCreatedAt.toISOString(),
    business,
  };
}

/** One page of the cards whose business matches `reach` and the filters, with the total. */
export async function searchCards(db: DbOrTx, agencyId: string, reach: SQL, input: TCardListQuery): Promise<TCardList> {
  const query = ZCardListQuery.parse(input);
  const order = businessListOrder(query);
  const { ids, ...paging } = await pageOfMatches(db, agencyId, reach, query, 'with-card');
  if (ids.length === 0) return { list: [], ...paging };
  const rows = await cardQuery(db)
    .where(inArray(businesses.id, ids))
    .orderBy(...order);
  return { list: rows.map(toCardListItem), ...paging };
}

/** The card as a list row, when its business matches `reach`. */
export async function findCardListItem(
  db: DbOrTx,
  agencyId: string,
  cardNo: number,
  reach: SQL,
): Promise<TCardListItem | null> {
  const [row] = await cardQuery(db)
    .where(and(eq(cards.agencyId, agencyId), eq(cards.cardNo, cardNo), reach))
    .limit(1);
  return row ? toCardListItem(row) : null;
}
