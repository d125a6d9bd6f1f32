// The name buckets of migration 0026: a name search sorted by name starts at
// the first bucket that may hold the term. What the lists rely on: every name's trigrams are in
// the trigrams kept for the bucket it falls in, however the name came (a bulk insert, one by one, a
// rename, a bucket cut again), so the start never skips a match.
import { endpoints, ZBusinessList, ZCardList } from '@cardora/contract';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AgencyRow, businesses } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import { createAgency, createCustomer } from '#test/support/factories';
import { signedInStaff } from '#test/support/worlds';
import { nameSearchStart } from './repo';

const t = testAppPerFile();

async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Inserts `names` into the agency in one statement (the trigger sees them together). */
async function insertNames(agency: AgencyRow, ownerId: string, names: string[]) {
  await t.db.execute(sql`
    insert into businesses (agency_id, user_id, business_name, category)
    select ${agency.id}, ${ownerId}, n, 'sweet-shop' from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as n`);
}

/**
 * Names of the agency whose bucket lacks some of their trigrams: every name's whole trigram set,
 * and for one name in 100 (and the names beyond ASCII), every term within it — its substrings of
 * 3 to 7 characters as typed and upper-cased — that ILIKE finds in it.
 */
async function missedMatches(agency: AgencyRow) {
  return rowsOf<{ name: string; term: string | null }>(sql`
    with kept_by_bucket as materialized (
      select lower_bound, array_agg(trigram) as kept from business_name_bucket_trigrams
      where agency_id = ${agency.id} group by lower_bound
    ),
    named as materialized (
      select b.business_name as name, bucket.lower_bound as bucket, coalesce(k.kept, '{}') as kept
      from businesses b
      left join lateral (
        select x.lower_bound from business_name_buckets x
        where x.agency_id = b.agency_id and x.lower_bound <= b.business_name
        order by x.lower_bound desc limit 1
      ) as bucket on true
      left join kept_by_bucket k on k.lower_bound = bucket.lower_bound
      where b.agency_id = ${agency.id}
    ),
    sampled as materialized (select * from named where hashtext(name) % 100 = 0 or name !~ '^[ -~]*$'),
    terms as materialized (
      select distinct name, bucket, kept, s.term
      from sampled
      cross join lateral generate_series(1, greatest(length(name) - 2, 1)) as i
      cross join lateral generate_series(3, 7) as len
      cross join lateral (values (substr(name, i, len)), (upper(substr(name, i, len)))) as s(term)
    )
    select name, null as term from named
    where bucket is null or not (show_trgm(name) <@ kept)
    union all
    select name, term from terms
    where name ilike '%' || replace(replace(replace(term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
      and (bucket is null or not (name_search_trigrams(term) <@ kept))
    limit 5`);
}

async function bucketsOf(agency: AgencyRow) {
  return rowsOf<{ lower_bound: string; names: number }>(sql`
    select lower_bound, names from business_name_buckets where agency_id = ${agency.id} order by lower_bound`);
}

const WORDS = ['Amber', 'Cedar', 'Kiwi', 'Lotus', 'Mango', 'Zulu'];
/** Names that cluster by their first word, as real ones do, with letters beyond ASCII among them. */
function clusteredNames(from: number, count: number): string[] {
  const odd = ['शर्मा स्वीट्स', 'Café Noir', 'ÖZ Market', 'Kelvin K Lab', 'a_b%c\\d', 'Δelta Foods'];
  return Array.from({ length: count }, (_, k) => {
    const g = from + k;
    if (g % 97 === 0) return `${odd[g % odd.length]} ${g}`;
    return `${WORDS[Math.floor(g / 1000) % WORDS.length]} Traders ${g}`;
  });
}

describe('name buckets', () => {
  it('keep every name in its bucket through a bulk insert, inserts one by one, renames and cuts', async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    // A bulk insert into an empty agency cuts it afresh: buckets of a thousand names.
    await insertNames(agency, owner.id, clusteredNames(0, 3500));
    const cut = await bucketsOf(agency);
    expect(cut.map((b) => b.names)).toEqual([1000, 1000, 1000, 500]);
    expect(cut[0]?.lower_bound).toBe('');
    expect(await missedMatches(agency)).toEqual([]);

    // Statements smaller than the agency add to the buckets they fall in, and a bucket grown
    // past 2,000 names is cut again.
    for (let batch = 0; batch < 4; batch++) {
      await insertNames(agency, owner.id, clusteredNames(10_000 + batch * 400, 400));
    }
    for (let one = 0; one < 5; one++) {
      await insertNames(agency, owner.id, [`Lotus Traders ${20_000 + one}`]);
    }
    const grown = await bucketsOf(agency);
    expect(grown.reduce((sum, b) => sum + b.names, 0)).toBe(3500 + 1600 + 5);
    expect(Math.max(...grown.map((b) => b.names))).toBeLessThanOrEqual(2000);
    expect(grown.length).toBeGreaterThan(cut.length);

    // Renames add the new name to its bucket.
    await t.db
      .update(businesses)
      .set({ businessName: sql`'Renamed Quartzite ' || ${businesses.businessName}` })
      .where(and(eq(businesses.agencyId, agency.id), ilike(businesses.businessName, '%Traders 12%')));
    expect(await missedMatches(agency)).toEqual([]);
    // Over 5,000 names through the bucket triggers: ~15 s alone on the embedded database, twice
    // that beside the rest of the suite on two cores, so the default 30 s is too close.
  }, 90_000);

  it("starts a search where the term's bucket is, and the lists give the database's own order", async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const staff = await signedInStaff(t, agency, 'admin');
    await insertNames(agency, owner.id, clusteredNames(0, 6000));

    // 'zulu' names are the last thousand: the start rules out the five thousand before them.
    const start = await nameSearchStart(t.db, agency.id, 'zulu', 'asc');
    expect(start).toBeDefined();
    const before = await t.db
      .select({ name: businesses.businessName })
      .from(businesses)
      .where(and(eq(businesses.agencyId, agency.id), sql`not (${start})`));
    expect(before.length).toBeGreaterThanOrEqual(4000);
    expect(before.some((row) => /zulu/i.test(row.name))).toBe(false);
    // Read backwards, 'amber' (the first thousand) starts before everything after them.
    const backwards = await nameSearchStart(t.db, agency.id, 'AMBER', 'desc');
    const after = await t.db
      .select({ name: businesses.businessName })
      .from(businesses)
      .where(and(eq(businesses.agencyId, agency.id), sql`not (${backwards})`));
    expect(after.length).toBeGreaterThanOrEqual(4000);
    expect(after.some((row) => /amber/i.test(row.name))).toBe(false);
    // Nothing to rule out: fewer than three letters in a row, or a word in every bucket.
    expect(await nameSearchStart(t.db, agency.id, 'zu', 'asc')).toBeUndefined();
    expect(await nameSearchStart(t.db, agency.id, 'traders', 'asc')).toBeUndefined();

    for (const [search, sortOrder] of [
      ['zulu', 'asc'],
      ['ZULU TRADERS 59', 'asc'],
      ['amber', 'desc'],
      ['café', 'asc'],
      ['स्वीट्स', 'asc'],
      ['%c\\d', 'desc'],
    ] as const) {
      const direction = sortOrder === 'asc' ? asc : desc;
      const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
      const reference = await t.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.agencyId, agency.id), ilike(businesses.businessName, `%${escaped}%`)))
        .orderBy(direction(businesses.businessName), direction(businesses.id));
      const want = reference.map((row) => row.id);
      expect(want.length, search).toBeGreaterThan(0);
      const walked: string[] = [];
      let cursor: string | null = null;
      for (let page = 1; page <= 3; page++) {
        const res = await staff.call(endpoints.listBusinesses, {
          query: {
            searchKey: 'businessName',
            search,
            sortBy: 'businessName',
            sortOrder,
            pageSize: '20',
            page: String(page),
            ...(cursor ? { after: cursor } : {}),
          },
        });
        expect(res.status, res.text).toBe(200);
        const data = res.data(ZBusinessList);
        expect(data.total, search).toBe(want.length);
        walked.push(...data.list.map((b) => b.businessId));
        cursor = data.nextCursor;
        if (!cursor) break;
      }
      expect(walked, search).toEqual(want.slice(0, 60));
    }

    // All Projects walks the same way (no business here has a card: an empty page, not an error).
    const cards = await staff.call(endpoints.getCardList, {
      query: { searchKey: 'businessName', search: 'zulu', sortBy: 'businessName', sortOrder: 'asc' },
    });
    expect(cards.status, cards.text).toBe(200);
    expect(cards.data(ZCardList).list).toEqual([]);
  });

  it('keeps one agency out of another', async () => {
    const mine = await createAgency();
    const theirs = await createAgency();
    await insertNames(mine, (await createCustomer({ agency: mine })).id, clusteredNames(0, 1500));
    await insertNames(theirs, (await createCustomer({ agency: theirs })).id, ['Zulu Theirs 1']);
    // Their one name is in their bucket, not ours: 'theirs' may be in none of ours.
    expect(await nameSearchStart(t.db, theirs.id, 'theirs', 'asc')).toBeUndefined();
    const ours = await rowsOf<{ lower_bound: string }>(sql`
      select distinct lower_bound from business_name_bucket_trigrams
      where agency_id = ${mine.id} and trigram = any(name_search_trigrams('theirs'))`);
    expect(ours).toEqual([]);
  });
});
