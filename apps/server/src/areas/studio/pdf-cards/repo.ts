// All Projects' pdf_id_card view: PDF cards with their business, within the caller's reach,
// filtered, searched ("contains", case-insensitive, LIKE wildcards literal), sorted and paged
// (ties by card number, so pages never overlap).
import { type TPdfCardListQuery, ZPdfCardListQuery } from '@cardora/contract';
import { and, asc, count, desc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { businessesRepoBusinessView as businessView, toBusiness } from '#cards';
import type { DbOrTx } from '#db/client';
import { businesses, cards, type PdfCardRow, pdfCardExports, pdfCards, users } from '#db/schema';
import { readPage } from '#lib/sql';

type ListQuery = ReturnType<typeof ZPdfCardListQuery.parse>;

const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const holderName = sql`${pdfCards.details} ->> 'name'`;

function searchCondition(query: ListQuery): SQL | undefined {
  const term = query.search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  const byKey = {
    companyName: ilike(pdfCards.companyName, pattern),
    businessName: ilike(businesses.businessName, pattern),
    // The number registered on the card, or the owner's sign-in phone.
    registeredPhoneNumber: or(ilike(pdfCards.registeredPhoneNumber, pattern), ilike(users.phoneNumber, pattern)),
    templateCode: ilike(pdfCards.templateCode, pattern),
  };
  if (query.searchKey) return byKey[query.searchKey];
  // Without a key: the company, the business and the holder's name.
  return or(byKey.companyName, byKey.businessName, sql`${holderName} ilike ${pattern}`);
}

function listWhere(db: DbOrTx, reach: SQL, query: ListQuery): SQL | undefined {
  const exported = exists(
    db.select({ one: sql`1` }).from(pdfCardExports).where(eq(pdfCardExports.pdfCardNo, pdfCards.pdfCardNo)),
  );
  return and(
    reach,
    query.businessId ? eq(pdfCards.businessId, query.businessId) : undefined,
    query.status ? eq(pdfCards.status, query.status) : undefined,
    query.paid ? eq(pdfCards.isPaid, query.paid === 'paid') : undefined,
    query.exported === 'exported' ? exported : undefined,
    query.exported === 'not-exported' ? sql`not ${exported}` : undefined,
    query.subscribed === 'subscribed' ? eq(businesses.paymentStatus, 1) : undefined,
    query.subscribed === 'not-subscribed' ? ne(businesses.paymentStatus, 1) : undefined,
    query.templateCode ? eq(pdfCards.templateCode, query.templateCode) : undefined,
    searchCondition(query),
  );
}

function listOrder(query: ListQuery): SQL[] {
  const dir = query.sortOrder === 'asc' ? asc : desc;
  switch (query.sortBy) {
    case 'companyName':
      return [dir(sql`lower(${pdfCards.companyName})`), dir(pdfCards.pdfCardNo)];
    case 'businessName':
      return [dir(sql`lower(${businesses.businessName})`), dir(pdfCards.pdfCardNo)];
    case 'createdAt':
      return [dir(pdfCards.createdAt), dir(pdfCards.pdfCardNo)];
  }
}

function fromCards(db: DbOrTx) {
  return db
    .select({ pdfCard: pdfCards, ...businessView })
    .from(pdfCards)
    .innerJoin(businesses, eq(businesses.id, pdfCards.businessId))
    .innerJoin(users, eq(users.id, businesses.userId))
    .leftJoin(cards, eq(cards.businessId, businesses.id));
}

export type PdfCardWithBusiness = { pdfCard: PdfCardRow; business: ReturnType<typeof toBusiness> };

/** One page of the PDF cards `reach` (agency and scope, on businesses) lets the caller see. */
export async function searchPdfCards(
  db: DbOrTx,
  reach: SQL,
  input: TPdfCardListQuery,
): Promise<{ rows: PdfCardWithBusiness[]; total: number }> {
  const query = ZPdfCardListQuery.parse(input);
  const where = listWhere(db, reach, query);
  const { rows: page, total } = await readPage(
    db
      .select({ no: pdfCards.pdfCardNo })
      .from(pdfCards)
      .innerJoin(businesses, eq(businesses.id, pdfCards.businessId))
      .innerJoin(users, eq(users.id, businesses.userId))
      .where(where)
      .orderBy(...listOrder(query)),
    db
      .select({ total: count() })
      .from(pdfCards)
      .innerJoin(businesses, eq(businesses.id, pdfCards.businessId))
      .innerJoin(users, eq(users.id, businesses.userId))
      .where(where),
    query,
  );
  const nos = page.map((row) => row.no);
  if (nos.length === 0) return { rows: [], total };
  const rows = await fromCards(db)
    .where(inArray(pdfCards.pdfCardNo, nos))
    .orderBy(...listOrder(query));
  return { rows: rows.map((row) => ({ pdfCard: row.pdfCard, business: toBusiness(row) })), total };
}
