// Business rows as the API shows them: with the owner, the category name (joined from the
// 'Business Category' subcategories, never copied) and the card summary.
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  BUSINESS_MADE_BY,
  LIST_TOTAL_CAP,
  OTHER_CATEGORY_KEY,
  type TBusiness,
  type TBusinessCategory,
  type TBusinessList,
  type TBusinessListQuery,
  ZBusinessListQuery,
} from '@cardora/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { categoryNameSql, subcategoriesIn } from '#db/category-name';
import type { DbOrTx } from '#db/client';
import { businesses, cards, imageCategories, imageSubcategories, users } from '#db/schema';
import {
  afterCursor,
  cappedTotal,
  decodeListCursor,
  encodeListCursor,
  type ListCursor,
  sortKeyText,
} from './list-paging';

export const businessView = {
  business: businesses,
  categoryName: categoryNameSql,
  owner: {
    userId: users.id,
    name: users.name,
    phoneNumber: users.phoneNumber,
    email: users.email,
    isForeignUser: users.isForeignUser,
  },
  cardNo: cards.cardNo,
  cardId: cards.cardId,
  cardStatus: cards.status,
  cardIsDone: cards.isDone,
};

export function baseQuery(db: DbOrTx) {
  return db
    .select(businessView)
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .leftJoin(cards, eq(cards.businessId, businesses.id));
}

type BusinessViewRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function madeBy(value: string): TBusiness['businessMadeBy'] {
  return BUSINESS_MADE_BY.find((known) => known === value) ?? 'self';
}

export function toBusiness(row: BusinessViewRow): TBusiness {
  const b = row.business;
  return {
    businessId: b.id,
    agencyId: b.agencyId,
    businessName: b.businessName,
    category: b.category,
    otherCategory: b.category === OTHER_CATEGORY_KEY ? b.otherCategory : null,
    categoryName: row.categoryName,
    email: b.email,
    phoneNumber: b.phoneNumber,
    user: row.owner,
    expiryDateForCustomer: b.expiryDateForCustomer?.toISOString() ?? null,
    isFixedExpiryDate: b.isFixedExpiryDate,
    paymentStatus: b.paymentStatus,
    businessMadeBy: madeBy(b.businessMadeBy),
    isSubscriptionActive: b.isSubscriptionActive,
    planLimits: b.planLimits,
    frameVisibility: b.frameVisibility,
    card:
      row.cardNo === null
        ? null
        : {
            cardNo: row.cardNo,
            cardId: row.cardId,
            status: row.cardStatus === 'inactive' ? 'inactive' : 'active',
            isDone: row.cardIsDone ?? false,
          },
    createdAt: b.createdAt.toISOString(),
  };
}

export async function findBusinessView(db: DbOrTx, where: SQL): Promise<TBusiness | null> {
  const [row] = await baseQuery(db).where(where).limit(1);
  return row ? toBusiness(row) : null;
}

export async function listBusinessViews(db: DbOrTx, where: SQL): Promise<TBusiness[]> {
  const rows = await baseQuery(db).where(where).orderBy(asc(businesses.createdAt), asc(businesses.id));
  return rows.map(toBusiness);
}

/** `%term%` with LIKE's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type ListQuery = Omit<ReturnType<typeof ZBusinessListQuery.parse>, 'page' | 'pageSize' | 'after'>;
/** The filters and search of the lists and reports. */
export type ListFilters = Omit<ListQuery, 'sortBy' | 'sortOrder'>;

/**
 * The category search (searchKey=category): the businesses whose category's name — the typed one
 * for "Other" — contains the words. Candidates first, by key on (agency_id, category): the keys
 * of any 'Business Category' subcategory whose name matches (a small table) and "Other"; then
 * the name each business actually shows (its agency's own name wins) is checked on those only.
 */
function categorySearch(pattern: string): SQL {
  return sql`(${businesses.category} in (
      select s.key from ${imageSubcategories} s
      join ${imageCategories} c on c.id = s.image_category_id
      where c.name = ${BUSINESS_CATEGORY_IMAGE_CATEGORY} and s.name ilike ${pattern}
    ) or ${businesses.category} = ${sql.raw(`'${OTHER_CATEGORY_KEY}'`)})
    and ${categoryNameSql} ilike ${pattern}`;
}

function searchCondition(query: ListFilters): SQL | undefined {
  const term = query.search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  const byKey: Record<NonNullable<typeof query.searchKey>, SQL> = {
    cardId: ilike(cards.cardId, pattern),
    companyName: sql`${cards.sections}->'basicDetails'->>'companyName' ilike ${pattern}`,
    businessName: ilike(businesses.businessName, pattern),
    registeredPhoneNumber: ilike(users.phoneNumber, pattern),
    templateCode: sql`${cards.sections}->'template'->>'templateId' ilike ${pattern}`,
    category: categorySearch(pattern),
  };
  // Without a key: the business name, the company name and the card address. The category is a
  // key of its own rather than a fourth OR here: the default search stays what the trigram
  // indexes and the name walk were tuned for (a million businesses).
  return query.searchKey ? byKey[query.searchKey] : or(byKey.businessName, byKey.companyName, byKey.cardId);
}

function filterConditions(query: ListFilters): (SQL | undefined)[] {
  return [
    // The card's state as kept on the business (migration 0010): no join to cards to filter.
    query.done === 'done' ? eq(businesses.cardIsDone, true) : undefined,
    query.done === 'not-done' ? or(isNull(businesses.cardIsDone), eq(businesses.cardIsDone, false)) : undefined,
    query.subscribed === 'subscribed' ? eq(businesses.paymentStatus, 1) : undefined,
    query.subscribed === 'not-subscribed' ? ne(businesses.paymentStatus, 1) : undefined,
    query.status ? eq(businesses.cardStatus, query.status) : undefined,
    query.imagePost ? eq(businesses.imagePostEnabled, query.imagePost === 'enabled') : undefined,
    query.dateType ? eq(businesses.isFixedExpiryDate, query.dateType === 'fixed') : undefined,
    searchCondition(query),
  ];
}

/**
 * The where clause of the business and card lists and reports: `reach` (the principal's
 * scope, agency included), the filters and the search. Reads businesses, users and cards.
 */
export function businessListWhere(reach: SQL, query: ListFilters): SQL | undefined {
  return and(reach, ...filterConditions(query));
}

/**
 * Whether the list is sorted by the very column a contains-search filters on. Matches of such
 * a search sit together in that column's order (every "Tulsi …" name is in one stretch), but
 * the planner assumes them spread evenly, so it walks the sort index from the top and filters
 * row by row: 2 ms for a word near the start of the alphabet, 70 ms at 100,000 businesses for
 * one near the end. Sorting by an expression the index cannot serve makes it take the trigram
 * bitmap and a top-N sort instead: ~20 ms whatever the word.
 */
function sortsBySearchedColumn(query: Pick<ListQuery, 'sortBy' | 'search' | 'searchKey'>): boolean {
  if (!query.search?.trim()) return false;
  const key = query.searchKey;
  if (query.sortBy === 'businessName') return key === undefined || key === 'businessName';
  if (query.sortBy === 'cardId') return key === undefined || key === 'cardId';
  return false;
}

/** The list's order; a missing expiry or card address sorts last either way, ties by id. */
export function businessListOrder(query: Pick<ListQuery, 'sortBy' | 'sortOrder' | 'search' | 'searchKey'>): SQL[] {
  const dir = query.sortOrder === 'asc' ? asc : desc;
  const direction = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  // `|| ''` leaves the order as it is and hides the column's index from the planner (above).
  const key = (column: typeof businesses.businessName | typeof cards.cardId) =>
    sortsBySearchedColumn(query) ? sql`(${column} || '')` : sql`${column}`;
  switch (query.sortBy) {
    case 'businessName':
      return [sql`${key(businesses.businessName)} ${direction}`, dir(businesses.id)];
    case 'expiryDateForCustomer':
      return [sql`${businesses.expiryDateForCustomer} ${direction} nulls last`, dir(businesses.id)];
    case 'cardId':
      return [sql`${key(cards.cardId)} ${direction} nulls last`, dir(businesses.id)];
    case 'createdAt':
      return [dir(businesses.createdAt), dir(businesses.id)];
  }
}

/** Whether the where clause reads the owner (users): only the phone search does. */
function needsOwnerJoin(query: Pick<ListFilters, 'search' | 'searchKey'>): boolean {
  return Boolean(query.search?.trim()) && query.searchKey === 'registeredPhoneNumber';
}

/**
 * Which businesses a list reads: every business (All Businesses, with its card when it has
 * one) or only those with a card (All Projects, a card per row).
 */
export type ListRows = 'businesses' | 'with-card';

/**
 * The ids of the businesses matching: businesses with their card, and the owner only when
 * the search reads it. The count and the page both start here, so they cannot disagree.
 */
function matchingBusinessIds(
  db: DbOrTx,
  where: SQL | undefined,
  query: ListFilters,
  rows: ListRows,
  key: SQL<string | null> = sql<null>`null`,
) {
  const from = db
    .select({ id: businesses.id, key: sql<string | null>`${key}`.as('sort_key') })
    .from(businesses)
    .leftJoin(cards, eq(cards.businessId, businesses.id))
    .$dynamic();
  // "Has a card" from the business row (kept by the cards trigger, migration 0010) rather than
  // an inner join: PostgreSQL drops the left join when the filters do not read cards. With the
  // inner join a broad All Projects search at 100,000 businesses took 35 ms (p50); now 17 ms.
  const matching = rows === 'with-card' ? and(where, isNotNull(businesses.cardStatus)) : where;
  return (needsOwnerJoin(query) ? from.innerJoin(users, eq(users.id, businesses.userId)) : from).where(matching);
}

/** A page of a list: the rows' ids in order, the (capped) total and the next page's cursor. */
export interface PageOfMatches {
  ids: string[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/**
 * The ids of one page of the businesses matching, in the list's order, how many match (up to
 * LIST_TOTAL_CAP: list-paging.ts) and the cursor of the next page. Lists read the page's rows
 * in full after, by these ids: sorting thousands of matches of a broad search then carries only
 * the id and the sort key, not every column of the row with the owner and card (at 100,000
 * businesses the sort took ~9 ms of a 30 ms query; ~4 ms after).
 *
 * With `after` the page starts past that cursor (keyset); without, `page` skips rows (OFFSET:
 * cheap for the first pages, which is where a list without a cursor is opened).
 */
export async function pageOfMatches(
  db: DbOrTx,
  agencyId: string,
  reach: SQL,
  query: ListFilters & Pick<ListQuery, 'sortBy' | 'sortOrder'> & { page: number; pageSize: number; after?: string },
  rows: ListRows,
): Promise<PageOfMatches> {
  const where = businessListWhere(reach, query);
  const cursor = query.after ? decodeListCursor(query.after, query) : null;
  const pageWhere = cursor ? and(where, afterCursor(cursor)) : where;
  // One row more than the page: whether a next page exists, without another query.
  const pageIn = (bound: SQL | undefined, order: SQL[]) => {
    const page = matchingBusinessIds(db, and(pageWhere, bound), query, rows, sortKeyText(query.sortBy))
      .orderBy(...order)
      .limit(query.pageSize + 1);
    return cursor ? page : page.offset((query.page - 1) * query.pageSize);
  };
  const countAll = async () => {
    const [counted] = await db.select({ total: count() }).from(
      matchingBusinessIds(db, where, query, rows)
        .limit(LIST_TOTAL_CAP + 1)
        .as('matching'),
    );
    return counted?.total ?? 0;
  };
  let page: Awaited<ReturnType<typeof pageIn>>;
  let total: number;
  if (walksNameIndex(query)) {
    const term = query.search ?? '';
    const start = await nameSearchStart(db, agencyId, term, query.sortOrder);
    const countFrom = query.sortOrder === 'asc' ? start : await nameSearchStart(db, agencyId, term, 'asc');
    const [walked, dense] = await Promise.all([
      pageWithinNameWalk(db, reach, cursor, query, pageIn, start),
      countFromNameStart(db, reach, where, query, rows, countFrom),
    ]);
    [page, total] = await Promise.all([walked ?? pageIn(undefined, businessListOrder(query)), dense ?? countAll()]);
  } else {
    [page, total] = await Promise.all([pageIn(undefined, businessListOrder(query)), countAll()]);
  }
  const shown = page.slice(0, query.pageSize);
  const last = shown.at(-1);
  const nextCursor =
    page.length > query.pageSize && last
      ? encodeListCursor({ sortBy: query.sortBy, sortOrder: query.sortOrder, key: last.key, id: last.id })
      : null;
  return { ids: shown.map((row) => row.id), ...cappedTotal(total), nextCursor };
}

/** How many rows of the name index a name search sorted by name walks before it sorts instead. */
export const NAME_WALK_ROWS = 5_000;

/** A search of the name, sorted by the name: the case the walk below serves. */
function walksNameIndex(query: Pick<ListQuery, 'sortBy' | 'search' | 'searchKey'>): boolean {
  return query.sortBy === 'businessName' && sortsBySearchedColumn(query);
}

/**
 * A page of a name search sorted by name, at any size of agency, when it lies within a short
 * walk. Sorting every match (what businessListOrder makes the planner do) costs what the matches
 * cost: ~300 ms for a word in 160,000 of a million names. Walking the name index in order and
 * filtering stops at the page, but may read a long way when the matches sit together far along
 * (every "Tulsi …" near the end). So the walk begins at `start` (nameSearchStart: no name before
 * it contains the term) and reads at most NAME_WALK_ROWS rows of the index; a full page (and the
 * one row more) found within them is exactly the page, since every row beyond sorts after it.
 * Null when the page is not within the walk (the caller sorts the matches instead).
 */
async function pageWithinNameWalk<Page extends { length: number }>(
  db: DbOrTx,
  reach: SQL,
  cursor: ListCursor | null,
  query: Pick<ListQuery, 'sortBy' | 'sortOrder' | 'search' | 'searchKey'> & { pageSize: number },
  pageIn: (bound: SQL | undefined, order: SQL[]) => PromiseLike<Page>,
  start: SQL | undefined,
): Promise<Page | null> {
  const indexOrder = businessListOrder({ ...query, search: undefined });
  const [horizon] = await db
    .select({ name: businesses.businessName, id: businesses.id })
    .from(businesses)
    .where(and(reach, cursor ? afterCursor(cursor) : undefined, start))
    .orderBy(...indexOrder)
    .offset(NAME_WALK_ROWS - 1)
    .limit(1);
  // Fewer rows than the walk from here on: walking them all is the cheap way.
  if (!horizon) return pageIn(start, indexOrder);
  const within =
    query.sortOrder === 'asc'
      ? sql`(${businesses.businessName}, ${businesses.id}) <= (${horizon.name}, ${horizon.id}::uuid)`
      : sql`(${businesses.businessName}, ${businesses.id}) >= (${horizon.name}, ${horizon.id}::uuid)`;
  const walked = await pageIn(and(start, within), indexOrder);
  return walked.length > query.pageSize ? walked : null;
}

/** How many rows of the name index a name search's count reads from its start before it counts the usual way. */
export const NAME_COUNT_ROWS = 30_000;

/**
 * The capped count of a name search, read along the name index from `start` (ascending; no name
 * before it matches) over at most NAME_COUNT_ROWS names, all from the index (migration 0028
 * carries the filters' columns). A broad word's 10,001 matches are found there in ~10 ms, where
 * counting the usual way read ~75,000 rows of the table (~40 ms). The count is the list's total
 * when it passes the cap or when the names from `start` end within the read; null otherwise.
 */
async function countFromNameStart(
  db: DbOrTx,
  reach: SQL,
  where: SQL | undefined,
  query: ListFilters,
  rows: ListRows,
  start: SQL | undefined,
): Promise<number | null> {
  const nameOrder = [asc(businesses.businessName), asc(businesses.id)];
  const [bound] = await db
    .select({ name: businesses.businessName, id: businesses.id })
    .from(businesses)
    .where(and(reach, start))
    .orderBy(...nameOrder)
    .offset(NAME_COUNT_ROWS - 1)
    .limit(1);
  const within = bound
    ? sql`(${businesses.businessName}, ${businesses.id}) <= (${bound.name}, ${bound.id}::uuid)`
    : undefined;
  const [counted] = await db.select({ total: count() }).from(
    matchingBusinessIds(db, and(where, start, within), query, rows)
      .orderBy(...nameOrder)
      .limit(LIST_TOTAL_CAP + 1)
      .as('matching'),
  );
  const total = counted?.total ?? 0;
  return !bound || total > LIST_TOTAL_CAP ? total : null;
}

/**
 * Where in name order (asc or desc) the first name containing `term` can be, as a condition on
 * the name: the first (or, read backwards, the last) of the agency's name buckets that hold
 * every inner trigram of the term (migration 0026). No row outside it contains the term. Undefined
 * when nothing is ruled out (a term of fewer than three letters in a row, an agency without
 * buckets, or a term no bucket may hold).
 */
export async function nameSearchStart(
  db: DbOrTx,
  agencyId: string,
  term: string,
  sortOrder: ListQuery['sortOrder'],
): Promise<SQL | undefined> {
  const readBackwards = sortOrder === 'desc';
  // Both drivers (node-postgres, PGlite) answer a raw query with its rows. The term's trigrams
  // are worked out once (materialized: inlined, they were worked out again for every bucket).
  const { rows } = (await db.execute(sql`
    with "term" as materialized (select name_search_trigrams(${term.trim()}) as "trigrams"),
    "holding" as (
      select x."lower_bound" from "business_name_bucket_trigrams" x, "term"
      where x."agency_id" = ${agencyId} and x."trigram" = any("term"."trigrams")
      group by x."lower_bound"
      having count(*) = (select cardinality("trigrams") from "term")
    )
    select b."lower_bound", b."upper_bound" from (
      select "lower_bound", lead("lower_bound") over (order by "lower_bound") as "upper_bound"
      from "business_name_buckets" where "agency_id" = ${agencyId}
    ) b
    where (select cardinality("trigrams") from "term") = 0 or b."lower_bound" in (select "lower_bound" from "holding")
    order by b."lower_bound" ${readBackwards ? sql`desc` : sql`asc`}
    limit 1`)) as unknown as { rows: { lower_bound: string; upper_bound: string | null }[] };
  const bucket = rows[0];
  if (!bucket) return undefined;
  if (readBackwards) {
    return bucket.upper_bound === null ? undefined : sql`${businesses.businessName} < ${bucket.upper_bound}`;
  }
  return bucket.lower_bound === '' ? undefined : sql`${businesses.businessName} >= ${bucket.lower_bound}`;
}

/** One page of the businesses matching `reach` and the filters, in the asked order, with the total. */
export async function searchBusinesses(
  db: DbOrTx,
  agencyId: string,
  reach: SQL,
  input: TBusinessListQuery,
): Promise<TBusinessList> {
  const query = ZBusinessListQuery.parse(input);
  const order = businessListOrder(query);
  const { ids, ...paging } = await pageOfMatches(db, agencyId, reach, query, 'businesses');
  if (ids.length === 0) return { list: [], ...paging };
  const rows = await baseQuery(db)
    .where(inArray(businesses.id, ids))
    .orderBy(...order);
  return { list: rows.map(toBusiness), ...paging };
}

/** The subcategories of the named image category: the agency's own and the platform's. */
export async function listSubcategories(
  db: DbOrTx,
  agencyId: string,
  categoryName: string,
): Promise<TBusinessCategory[]> {
  const rows = await db
    .select({ id: imageSubcategories.id, key: imageSubcategories.key, name: imageSubcategories.name })
    .from(imageSubcategories)
    .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.imageCategoryId))
    .where(subcategoriesIn(categoryName, agencyId))
    .orderBy(asc(imageSubcategories.sort), asc(imageSubcategories.name));
  // The same key in the agency's and the platform's category shows once; "Other" is reserved
  // (the picker offers it last, with a category to type), never a row of the list.
  const seen = new Set<string>(categoryName === BUSINESS_CATEGORY_IMAGE_CATEGORY ? [OTHER_CATEGORY_KEY] : []);
  return rows
    .filter((r) => !seen.has(r.key) && seen.add(r.key))
    .map((r) => ({ imageSubcategoryId: r.id, key: r.key, imageSubcategoryName: r.name }));
}

export async function isBusinessCategory(db: DbOrTx, agencyId: string, key: string): Promise<boolean> {
  if (key === OTHER_CATEGORY_KEY) return true;
  const rows = await db
    .select({ id: imageSubcategories.id })
    .from(imageSubcategories)
    .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.imageCategoryId))
    .where(and(eq(imageSubcategories.key, key), subcategoriesIn(BUSINESS_CATEGORY_IMAGE_CATEGORY, agencyId)))
    .limit(1);
  return rows.length > 0;
}
