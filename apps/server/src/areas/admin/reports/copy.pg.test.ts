// The reports through COPY on PostgreSQL (copy.ts) against the keyset writer (repo.ts): the same
// bytes for an agency full of hostile values, with every filter and search, a search term that
// tries SQL injection, the agency's own category names; a failing COPY answers JSON before any
// byte; a client gone mid-export gives its connection back; busy slots fall back to keyset.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  endpoints,
  MESSAGES,
  OTHER_CATEGORY_KEY,
  type TReportQuery,
  ZReportQuery,
} from '@cardora/contract';
import { eq, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, POSTGRES_TIMEOUTS } from '#db/client';
import { type AgencyRow, businesses, cards, imageCategories, imageSubcategories } from '#db/schema';
import { scopedBusinesses } from '#policies/cards';
import { createTestApp, type TestApp } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { getTestDatabase } from '#test/support/database';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { signedInStaff } from '#test/support/worlds';
import { REPORT_COPY_MAX_CONCURRENT } from './copy';
import {
  businessReport,
  businessReportChunks,
  digitalCardReport,
  digitalCardReportChunks,
  type ReportChunks,
} from './repo';

/** The test database with its COPY connections counted, and a switch that makes the next COPY fail. */
interface Watched {
  database: Database;
  connects: number;
  /** Per released connection: true when it was closed instead of going back to the pool. */
  released: boolean[];
  /** The next COPY runs a statement that times out (57014) instead of the report's. */
  failNextCopy: boolean;
  /** statement_timeout of each connection given back to the pool. */
  statementTimeouts: string[];
}

function watch(real: Database): Watched {
  const connect = real.connect;
  if (!connect) throw new Error('copy.pg.test.ts runs on PostgreSQL (npm run test:pg)');
  const watched: Watched = {
    database: {
      ...real,
      connect: async () => {
        const client = await connect();
        watched.connects++;
        const failing = watched.failNextCopy;
        watched.failNextCopy = false;
        const { query, release } = client;
        if (failing) {
          // What the database does to a statement past statement_timeout.
          (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
            const run = query as (...args: unknown[]) => unknown;
            if (typeof config === 'string' && config.startsWith('set statement_timeout')) {
              return run.call(client, 'set statement_timeout = 50');
            }
            const submittable = config as { text?: string; submit?: unknown };
            if (typeof submittable.submit === 'function' && submittable.text?.startsWith('copy')) {
              submittable.text = 'copy (select pg_sleep(2)) to stdout with (format csv)';
            }
            return run.call(client, config, ...rest);
          };
        }
        client.release = (destroy?: boolean | Error) => {
          watched.released.push(Boolean(destroy));
          Object.assign(client, { query, release });
          if (destroy) return release.call(client, destroy);
          // What the next user of this pooled connection gets: the pool's statement_timeout again.
          client
            .query<{ statement_timeout: string }>('show statement_timeout')
            .then((result) => watched.statementTimeouts.push(result.rows[0]?.statement_timeout ?? '?'))
            .finally(() => release.call(client));
        };
        return client as PoolClient;
      },
    },
    connects: 0,
    released: [],
    failNextCopy: false,
    statementTimeouts: [],
  };
  return watched;
}

let t: TestApp;
let watched: Watched;
beforeAll(async () => {
  watched = watch(await getTestDatabase());
  t = await createTestApp({ deps: { database: watched.database } });
});
afterAll(() => t.close());

async function bytesOf(chunks: ReportChunks): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
  return Buffer.concat(parts);
}

const NASTY_NAMES = [
  '=HYPERLINK("http://evil")',
  '+cmd|calc',
  '-2+3',
  '@SUM(A1)',
  '\tTabbed',
  '\rCR first',
  'Line one\r\nline two, with "quotes"',
  'only\nLF',
  'ends with CR\r',
  '"',
  '""',
  ',',
  '',
  'हिंदी व्यापार, "दुकान"',
  'plain',
  "O'Brien \\ back\\slash",
  '$$; drop table businesses; $$',
  ' leading space',
  'trailing "quote"\n',
];

/** An agency whose every report column holds something hostile somewhere. */
async function nastyAgency(): Promise<{ agency: AgencyRow; admin: TestClient }> {
  const agency = await createAgency();
  const admin = await signedInStaff(t, agency, 'admin');
  // The agency's own names: one over a platform category's, one only it has.
  const [own] = await t.db
    .insert(imageCategories)
    .values({ agencyId: agency.id, name: BUSINESS_CATEGORY_IMAGE_CATEGORY })
    .returning();
  if (!own) throw new Error('no category');
  await t.db.insert(imageSubcategories).values([
    { imageCategoryId: own.id, key: 'sweet-shop', name: '=Sweets, "मिठाई"' },
    { imageCategoryId: own.id, key: 'own-key', name: 'Line\nbreak' },
  ]);
  const owners = [
    await createCustomer({ agency, name: 'Ravi, "RK" Kumar', phoneNumber: '+919876512345' }),
    await createCustomer({ agency, name: null, phoneNumber: null, email: 'a"b,c@example.com' }),
    await createCustomer({ agency, name: '', email: '' }),
    await createCustomer({ agency, name: 'राम\r\nश्याम', phoneNumber: '-9999' }),
    await createCustomer({ agency, name: '@owner', email: '=cmd@example.com' }),
  ];
  // 'other' with a typed category: the report shows the typed name.
  const categories = ['sweet-shop', 'own-key', 'no-such-key', '+odd,key', OTHER_CATEGORY_KEY];
  for (const [i, businessName] of NASTY_NAMES.entries()) {
    const owner = owners[i % owners.length];
    if (!owner) throw new Error('no owner');
    const business = await createBusiness({
      user: owner,
      businessName,
      category: categories[i % categories.length],
      ...(categories[i % categories.length] === OTHER_CATEGORY_KEY
        ? { otherCategory: NASTY_NAMES[(i + 3) % NASTY_NAMES.length] }
        : {}),
      paymentStatus: i % 3 === 0 ? 1 : i % 3,
      isFixedExpiryDate: i % 4 === 0,
      imagePostEnabled: i % 5 !== 0,
      // 18:30 UTC is the next day's midnight in IST.
      expiryDateForCustomer: i % 3 === 2 ? null : new Date(Date.UTC(2027, 2, 31, 18, 30 + i)),
      // Pairs share a created_at, so the id breaks the tie in both writers.
      createdAt: new Date(Date.UTC(2026, 10, 22, 8, Math.floor(i / 2))),
    });
    if (i % 4 === 3) continue;
    const card = await createCard({
      business,
      cardId: i % 6 === 0 ? null : i === 1 ? '' : `card-${i}-${agency.slug}`,
      status: i % 2 ? 'inactive' : 'active',
      filled: i % 3 !== 1,
    });
    const companyName = NASTY_NAMES[(i + 5) % NASTY_NAMES.length] ?? '';
    await t.db.execute(sql`
      update ${cards} set
        sections = jsonb_set(
          jsonb_set(sections, '{basicDetails}', coalesce(sections->'basicDetails', '{}'::jsonb) || jsonb_build_object('companyName', ${companyName}::text)),
          '{template}', jsonb_build_object('templateId', ${i % 2 ? `T${i}, "x"` : `-T${i}`}::text)),
        card_limit = ${i % 3 === 0 ? null : i % 3 === 1 ? 25 : -5}::int
      where ${cards.cardNo} = ${card.cardNo}`);
  }
  return { agency, admin };
}

const FILTERS: TReportQuery[] = [
  {},
  { subscribed: 'subscribed' },
  { subscribed: 'not-subscribed', done: 'not-done' },
  { done: 'done', imagePost: 'enabled' },
  { status: 'inactive', dateType: 'flexible' },
  { status: 'active', dateType: 'fixed', imagePost: 'disabled' },
  { searchKey: 'businessName', search: 'line' },
  { search: '"' },
  { search: 'हिंदी' },
  { searchKey: 'registeredPhoneNumber', search: '98765' },
  { searchKey: 'companyName', search: ',' },
  { searchKey: 'templateCode', search: 't1' },
  { searchKey: 'cardId', search: 'card-1' },
  { searchKey: 'category', search: 'sweets' },
  { searchKey: 'category', search: ',' },
];

type Report = 'business' | 'digital-card';

async function bothWriters(
  report: Report,
  agency: AgencyRow,
  query: TReportQuery,
  reach = eq(businesses.agencyId, agency.id),
) {
  const filters = ZReportQuery.parse(query);
  const connectsBefore = watched.connects;
  const copy = await bytesOf(
    (report === 'business' ? businessReport : digitalCardReport)(watched.database, agency.id, reach, filters),
  );
  // The COPY path served it (one connection of its own), not the keyset fallback.
  expect(watched.connects).toBe(connectsBefore + 1);
  const keyset = await bytesOf(
    (report === 'business' ? businessReportChunks : digitalCardReportChunks)(t.db, agency.id, reach, filters),
  );
  return { copy, keyset };
}

/** The data rows of a report's bytes (RFC 4180 records after the header). */
function recordCount(csv: Buffer): number {
  let quoted = false;
  let records = 0;
  for (let i = 0; i < csv.length; i++) {
    if (csv[i] === 0x22) quoted = !quoted;
    else if (!quoted && csv[i] === 0x0d && csv[i + 1] === 0x0a) records++;
  }
  return records - 1;
}

describe.each<Report>(['business', 'digital-card'])('the %s report by COPY', (report) => {
  it('gives the keyset writer’s bytes for every filter and search', async () => {
    const { agency } = await nastyAgency();
    const counts: number[] = [];
    for (const query of FILTERS) {
      const { copy, keyset } = await bothWriters(report, agency, query);
      expect(copy.toString('utf8'), JSON.stringify(query)).toBe(keyset.toString('utf8'));
      expect(copy.equals(keyset)).toBe(true);
      counts.push(recordCount(copy));
    }
    // The fixture is not trivially empty under the filters: most of them select some rows.
    expect(counts[0]).toBe(report === 'business' ? NASTY_NAMES.length : 15);
    expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(10);
    // Every kind of hostile value is in the unfiltered business report, neutralised and quoted.
    if (report === 'business') {
      const { copy } = await bothWriters(report, agency, {});
      const text = copy.toString('utf8');
      expect(text.startsWith('\uFEFFBusiness ID,')).toBe(true);
      for (const fragment of [
        `"'=HYPERLINK(""http://evil"")"`,
        `"'=Sweets, ""मिठाई"""`,
        '"Line\nbreak"',
        `"Line one\r\nline two, with ""quotes"""`,
        `"'\rCR first"`,
        "'\tTabbed",
        '"Ravi, ""RK"" Kumar"',
        ',"""",',
        ',"""""",',
        "'-9999",
        'no-such-key',
        '"\'+odd,key"',
      ]) {
        expect(text).toContain(fragment);
      }
    }
  });

  it('treats a search term as a value, whatever SQL it holds', async () => {
    const { agency } = await nastyAgency();
    const attempts = [
      "'; drop table businesses; --",
      "\\'; select pg_sleep(5); --",
      "' or '1'='1",
      '$$; drop table businesses; $$',
      "O'Brien \\ back\\slash",
      "E'\\x27' or true --",
      '%',
      '_',
      '\\',
      '); delete from cards; (',
    ];
    for (const search of attempts) {
      for (const searchKey of ['businessName', undefined] as const) {
        const { copy, keyset } = await bothWriters(report, agency, { search, searchKey });
        expect(copy.toString('utf8'), search).toBe(keyset.toString('utf8'));
      }
    }
    // The names that are themselves such terms are found, and only they.
    const found = await bothWriters('business', agency, { searchKey: 'businessName', search: '$$; drop table' });
    expect(recordCount(found.copy)).toBe(1);
    const brien = await bothWriters('business', agency, { searchKey: 'businessName', search: "O'Brien \\ back" });
    expect(recordCount(brien.copy)).toBe(1);
    const [stillThere] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(businesses)
      .where(eq(businesses.agencyId, agency.id));
    expect(stillThere?.n).toBe(NASTY_NAMES.length);
  });

  it('keeps to the reach: one owner’s businesses, another agency’s never', async () => {
    const { agency } = await nastyAgency();
    const other = await nastyAgency();
    const [owner] = await t.db
      .select({ userId: businesses.userId })
      .from(businesses)
      .where(eq(businesses.agencyId, agency.id))
      .limit(1);
    if (!owner) throw new Error('no owner');
    const reach = scopedBusinesses(agency.id, { kind: 'owner', userId: owner.userId });
    const { copy, keyset } = await bothWriters(report, agency, {}, reach);
    expect(copy.equals(keyset)).toBe(true);
    // The other agency's id with this agency's reach: COPY's own agency condition leaves nothing.
    const crossed = await bytesOf(
      (report === 'business' ? businessReport : digitalCardReport)(
        watched.database,
        other.agency.id,
        eq(businesses.agencyId, agency.id),
        ZReportQuery.parse({}),
      ),
    );
    expect(recordCount(crossed)).toBe(0);
  });

  it('streams many COPY chunks with quoted line breaks across them, the same bytes', async () => {
    const { agency } = await nastyAgency();
    const [owner] = await t.db
      .select({ userId: businesses.userId })
      .from(businesses)
      .where(eq(businesses.agencyId, agency.id))
      .limit(1);
    await t.db.execute(sql`
      with made as (
        insert into businesses (agency_id, user_id, business_name, category, payment_status, created_at)
        select ${agency.id}, ${owner?.userId}, 'Bulk "' || g || E'"\n,\r\n' || repeat('ह', g % 40), 'sweet-shop', g % 2,
          '2026-01-01T00:00:00Z'::timestamptz + (g % 7) * interval '1 minute'
        from generate_series(1, 3000) g
        returning id, agency_id
      )
      insert into cards (agency_id, business_id, card_id, sections)
      select agency_id, id, null, jsonb_build_object('basicDetails', jsonb_build_object('companyName', '=Bulk, "' || id || '"'))
      from made`);
    const { copy, keyset } = await bothWriters(report, agency, {});
    expect(copy.length).toBeGreaterThan(300_000);
    expect(copy.toString('utf8')).toBe(keyset.toString('utf8'));
  });
});

describe('the report routes on PostgreSQL', () => {
  it('answer the COPY bytes, with the same headers as before', async () => {
    const { agency, admin } = await nastyAgency();
    const query = { searchKey: 'businessName', search: 'line' } as const;
    const res = await admin.call(endpoints.businessReport, { query });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-length']).toBeUndefined();
    const keyset = await bytesOf(
      businessReportChunks(t.db, agency.id, eq(businesses.agencyId, agency.id), ZReportQuery.parse(query)),
    );
    expect(res.bytes.equals(keyset)).toBe(true);
    const cardsRes = await admin.call(endpoints.digitalCardReport);
    const cardsKeyset = await bytesOf(
      digitalCardReportChunks(t.db, agency.id, eq(businesses.agencyId, agency.id), ZReportQuery.parse({})),
    );
    expect(cardsRes.bytes.equals(cardsKeyset)).toBe(true);
    // The export's longer statement_timeout ended with it.
    expect(watched.statementTimeouts.length).toBeGreaterThan(0);
    expect(new Set(watched.statementTimeouts)).toEqual(new Set([`${POSTGRES_TIMEOUTS.statementMs / 1000}s`]));
  });

  it('a COPY that fails answers the JSON error before any CSV, and its connection is closed', async () => {
    const { admin } = await nastyAgency();
    const released = watched.released.length;
    watched.failNextCopy = true;
    const res = await admin.call(endpoints.businessReport);
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.error().message).toBe(MESSAGES.temporarilyUnavailable);
    expect(watched.released.slice(released)).toEqual([true]);
    // The pool serves the next export.
    const next = await admin.call(endpoints.businessReport);
    expect(next.status).toBe(200);
    expect(watched.released.slice(released)).toEqual([true, false]);
  });

  it('a client that goes away mid-export gives the connection back; the pool serves the exports after', async () => {
    const { agency, admin } = await nastyAgency();
    const [owner] = await t.db
      .select({ userId: businesses.userId })
      .from(businesses)
      .where(eq(businesses.agencyId, agency.id))
      .limit(1);
    // ~10 MB of CSV: far more than the socket buffers hold, so the export is mid-way at the abort.
    // Without the pool's 10 s statement_timeout: with its triggers (counters, name buckets) the
    // insert takes ~2 s here, but longer than 10 s when CI's other suite has the CPU.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
        insert into businesses (agency_id, user_id, business_name, category, created_at)
        select ${agency.id}, ${owner?.userId}, 'Bulk business number ' || g || repeat(' padding', 10), 'sweet-shop', '2026-01-01T00:00:00Z'
        from generate_series(1, 60000) g`);
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cookie = [...admin.jar].map(([name, value]) => `${name}=${value}`).join('; ');

    /** Reads the first chunk of the export, then drops the connection. */
    const abortAfterFirstChunk = () =>
      new Promise<Buffer>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: endpoints.businessReport.path,
            headers: { host: admin.host, cookie },
          },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              req.destroy();
              resolve(chunk);
            });
            res.once('error', () => {});
          },
        );
        req.on('error', () => {});
        req.once('close', () => reject(new Error('closed before any data')));
        req.end();
      });

    const pool = t.services.database;
    const copyRunning = async () => {
      const [running] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_stat_activity`)
        .where(sql`datname = current_database() and query like 'copy (%' and pid <> pg_backend_pid()`);
      return running?.n ?? 0;
    };
    const until = async (check: () => boolean | Promise<boolean>, what: string) => {
      const deadline = Date.now() + 10_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    // More aborted exports than the test pool has connections (4).
    for (let i = 0; i < 5; i++) {
      const connects = watched.connects;
      const released = watched.released.length;
      const first = await abortAfterFirstChunk();
      expect(first.subarray(0, 3).toString('utf8')).toBe('\uFEFF');
      expect(watched.connects).toBe(connects + 1);
      await until(() => watched.released.length === released + 1, 'the aborted export’s connection');
      expect(watched.released.at(-1)).toBe(true);
    }
    // The server stopped those COPYs too.
    await until(async () => (await copyRunning()) === 0, 'the aborted COPYs to end on the server');

    // The pool serves whole exports after (of a few rows, for time), each by COPY, each
    // connection returned clean.
    const query = { searchKey: 'businessName', search: 'line' } as const;
    const keyset = await bytesOf(
      businessReportChunks(t.db, agency.id, eq(businesses.agencyId, agency.id), ZReportQuery.parse(query)),
    );
    expect(recordCount(keyset)).toBe(1);
    for (let i = 0; i < 6; i++) {
      const released = watched.released.length;
      const res = await admin.call(endpoints.businessReport, { query });
      expect(res.status).toBe(200);
      expect(res.bytes.equals(keyset)).toBe(true);
      expect(watched.released.slice(released)).toEqual([false]);
    }
    expect(pool.kind).toBe('postgres');
  });
});

describe('COPY slots', () => {
  it(`past ${REPORT_COPY_MAX_CONCURRENT} exports at once, the next takes the keyset path with the same bytes`, async () => {
    const { agency } = await nastyAgency();
    const reach = eq(businesses.agencyId, agency.id);
    const filters = ZReportQuery.parse({});
    const connects = watched.connects;
    const exports = Array.from({ length: REPORT_COPY_MAX_CONCURRENT + 1 }, () =>
      businessReport(watched.database, agency.id, reach, filters),
    );
    // Each export started (as the route does: the first chunk pulled), none finished.
    const firsts = await Promise.all(exports.map((chunks) => chunks.next()));
    expect(watched.connects).toBe(connects + REPORT_COPY_MAX_CONCURRENT);
    const all = await Promise.all(
      exports.map(async (chunks, i) => {
        const first = firsts[i]?.value;
        const rest = await bytesOf(chunks);
        return Buffer.concat([typeof first === 'string' ? Buffer.from(first) : (first ?? Buffer.alloc(0)), rest]);
      }),
    );
    const keyset = await bytesOf(businessReportChunks(t.db, agency.id, reach, filters));
    for (const bytes of all) expect(bytes.equals(keyset)).toBe(true);
    // The slots are free again.
    await bytesOf(businessReport(watched.database, agency.id, reach, filters));
    await bytesOf(businessReport(watched.database, agency.id, reach, filters));
    expect(watched.connects).toBe(connects + REPORT_COPY_MAX_CONCURRENT + 2);
  });
});
