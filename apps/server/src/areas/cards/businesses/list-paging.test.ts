// Capped totals and keyset paging of All Businesses and All Projects: past
// LIST_TOTAL_CAP matches the total says "at least"; a cursor reads on from the exact row it
// names (timestamps to the microsecond, ties by id); a cursor that is not ours, or is of
// another sort, is a 400 and never a wrong page.
import { endpoints, LIST_TOTAL_CAP, ZBusinessList, ZCardList } from '@cardora/contract';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AgencyRow, businesses } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createAgency, createBusiness, createCustomer } from '#test/support/factories';
import { signedInStaff } from '#test/support/worlds';
import { encodeListCursor } from './list-paging';

const t = testAppPerFile();
let agency: AgencyRow;
let admin: TestClient;

beforeAll(async () => {
  agency = await createAgency();
  admin = await signedInStaff(t, agency, 'admin');
});

async function listIds(client: TestClient, query: Record<string, string>) {
  const res = await client.call(endpoints.listBusinesses, { query });
  expect(res.status, res.text).toBe(200);
  const data = res.data(ZBusinessList);
  return { ...data, ids: data.list.map((b) => b.businessId) };
}

describe('keyset paging', () => {
  it('walks rows made within the same millisecond, and exact ties, in the order OFFSET gives', async () => {
    const owner = await createCustomer({ agency });
    const made = [];
    for (let i = 0; i < 9; i++) made.push(await createBusiness({ user: owner, businessName: `Tie ${i % 3}` }));
    // Microseconds apart (JavaScript's Date would round them together), and two exact ties.
    await t.db.execute(sql`
      update businesses set created_at = timestamptz '2026-03-01 10:00:00.000000+00'
        + (case when business_name = 'Tie 0' then 0 else (ascii(right(id::text, 1)) % 7) end) * interval '1 microsecond'
      where agency_id = ${agency.id}`);
    for (const sort of [
      { sortBy: 'createdAt', sortOrder: 'desc' },
      { sortBy: 'createdAt', sortOrder: 'asc' },
      { sortBy: 'businessName', sortOrder: 'asc' },
    ]) {
      const everything = await listIds(admin, { ...sort, pageSize: '100' });
      expect(everything.ids).toHaveLength(9);
      const walked: string[] = [];
      let after: string | null = null;
      for (let page = 1; page <= 5; page++) {
        const data = await listIds(admin, { ...sort, pageSize: '2', page: String(page), ...(after ? { after } : {}) });
        walked.push(...data.ids);
        after = data.nextCursor;
        if (!after) break;
      }
      expect(walked, JSON.stringify(sort)).toEqual(everything.ids);
    }
  });

  it('a cursor of another sort, or not one of ours, is 400 naming `after`', async () => {
    const first = await listIds(admin, { pageSize: '1' });
    expect(first.nextCursor).not.toBeNull();
    const bad: Record<string, string>[] = [
      { after: first.nextCursor ?? '', sortBy: 'businessName', sortOrder: 'asc' },
      { after: first.nextCursor ?? '', sortOrder: 'asc' },
      { after: 'not-a-cursor' },
      { after: Buffer.from('{"a":1}').toString('base64url') },
      { after: encodeListCursor({ sortBy: 'createdAt', sortOrder: 'desc', key: 'x', id: 'nope' }) },
      { after: 'a+b/c=' },
      { after: 'x'.repeat(401) },
    ];
    for (const query of bad) {
      const res = await admin.call(endpoints.listBusinesses, { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.error().fields).toHaveProperty('after');
    }
  });

  it('a cursor whose key is not a timestamp is a 400, not a database error', async () => {
    const after = encodeListCursor({
      sortBy: 'createdAt',
      sortOrder: 'desc',
      key: 'yesterday-ish',
      id: '00000000-0000-4000-8000-000000000000',
    });
    const res = await admin.call(endpoints.listBusinesses, { query: { after } });
    expect(res.status).toBe(400);
    expect(res.error().fields).toHaveProperty('after');
  });
});

describe('capped totals', () => {
  it(`counts exactly up to ${LIST_TOTAL_CAP.toLocaleString('en')}, then says "at least" and still pages on`, async () => {
    const big = await createAgency();
    const staff = await signedInStaff(t, big, 'admin');
    const owner = await createCustomer({ agency: big });
    const insert = (count: number, from: number) =>
      t.db.execute(sql`
        insert into businesses (agency_id, user_id, business_name, category, created_at)
        select ${big.id}, ${owner.id}, 'Bulk ' || g, 'sweet-shop', now() - g * interval '1 second'
        from generate_series(${from}::int, ${from + count - 1}::int) g`);
    await insert(LIST_TOTAL_CAP, 1);

    const exact = await listIds(staff, { pageSize: '10' });
    expect(exact).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: false });
    const narrowed = await listIds(staff, { searchKey: 'businessName', search: 'Bulk 99' });
    expect(narrowed).toMatchObject({ total: 111, totalCapped: false });

    await insert(1, LIST_TOTAL_CAP + 1);
    const capped = await listIds(staff, { pageSize: '10' });
    expect(capped).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    expect(capped.ids).toHaveLength(10);
    // Page 2 by its cursor is what OFFSET gives.
    const byCursor = await listIds(staff, { pageSize: '10', page: '2', after: capped.nextCursor ?? '' });
    const byOffset = await listIds(staff, { pageSize: '10', page: '2' });
    expect(byCursor.ids).toEqual(byOffset.ids);
    expect(byCursor.totalCapped).toBe(true);

    // A name search sorted by name counts along the name index from its start: past the cap it
    // says so, and a word in none of the names counts none.
    for (const sortOrder of ['asc', 'desc'] as const) {
      const broad = await listIds(staff, {
        searchKey: 'businessName',
        search: 'bulk',
        sortBy: 'businessName',
        sortOrder,
      });
      expect(broad, sortOrder).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
      const none = await listIds(staff, { search: 'quartz', sortBy: 'businessName', sortOrder });
      expect(none, sortOrder).toMatchObject({ total: 0, totalCapped: false, ids: [] });
    }

    const cards = await staff.call(endpoints.getCardList, {});
    expect(cards.status).toBe(200);
    expect(cards.data(ZCardList)).toMatchObject({ total: 0, totalCapped: false, nextCursor: null });

    // A name search sorted by name walks the name index (NAME_WALK_ROWS rows at most) or, when
    // the page is not within them, sorts every match: either way the page the database's own
    // ORDER BY gives. 'bulk 1' fills pages at the start of the index; 'bulk 9999' (one row, far
    // along) and 'bulk 99' read backwards are not within the walk.
    for (const [search, sortOrder] of [
      ['bulk 1', 'asc'],
      ['bulk 9999', 'asc'],
      ['bulk 99', 'desc'],
      ['bulk 1000', 'desc'],
    ] as const) {
      const direction = sortOrder === 'asc' ? asc : desc;
      const reference = await t.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.agencyId, big.id), ilike(businesses.businessName, `%${search}%`)))
        .orderBy(direction(businesses.businessName), direction(businesses.id));
      const want = reference.map((row) => row.id);
      expect(want.length).toBeGreaterThan(0);
      const walked: string[] = [];
      let after: string | null = null;
      for (let page = 1; page <= 3; page++) {
        const data = await listIds(staff, {
          searchKey: 'businessName',
          search,
          sortBy: 'businessName',
          sortOrder,
          pageSize: '25',
          page: String(page),
          ...(after ? { after } : {}),
        });
        expect(data.total).toBe(want.length);
        walked.push(...data.ids);
        after = data.nextCursor;
        if (!after) break;
      }
      expect(walked, search).toEqual(want.slice(0, 75));
      const third = await listIds(staff, { search, sortBy: 'businessName', sortOrder, pageSize: '25', page: '3' });
      expect(third.ids, `${search} page 3 by number`).toEqual(want.slice(50, 75));
    }
  });
});
