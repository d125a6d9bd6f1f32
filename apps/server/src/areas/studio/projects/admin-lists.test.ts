// All Businesses and All Projects: every filter × search × sort × paging
// against a model of a seeded agency, the franchisee scope, and /getcardlist.
import { type BusinessSortKey, endpoints, type TBusinessListQuery, ZBusinessList, ZCardList } from '@cardora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyRow, FranchiseeRow } from '#db/schema';
import { createTestApp, signInFranchisee, type TestApp } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import {
  basicDetails,
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  createFranchisee,
} from '#test/support/factories';
import { signedInStaff } from '#test/support/worlds';

let t: TestApp;

/** What the model knows of each seeded business. */
interface Seeded {
  id: string;
  businessName: string;
  phone: string;
  paid: boolean;
  fixed: boolean;
  imagePost: boolean;
  createdAt: number;
  expiry: number | null;
  madeByMaker: boolean;
  card: {
    cardNo: number;
    cardId: string | null;
    active: boolean;
    done: boolean;
    company: string;
    template: string;
  } | null;
}

const WORDS = ['Mango', 'Kiwi', 'Lotus', 'Cedar', 'Amber', 'Tulsi'];
const TEMPLATES = ['bold', 'classic', 'minimal'] as const;

let agency: AgencyRow;
let admin: TestClient;
let maker: FranchiseeRow;
let makerClient: TestClient;
const seeded: Seeded[] = [];

beforeAll(async () => {
  t = await createTestApp();
  agency = await createAgency();
  admin = await signedInStaff(t, agency, 'admin');
  maker = await createFranchisee({ agency });
  makerClient = t.client(agency);
  await signInFranchisee(makerClient, maker);
  const owners = await Promise.all(
    [0, 1, 2].map((i) => createCustomer({ agency, phoneNumber: `+9198765${String(i).padStart(5, '0')}` })),
  );
  const base = Date.UTC(2026, 0, 1);
  // 24 businesses whose attributes cycle with different periods, so every combination occurs.
  for (let i = 0; i < 24; i++) {
    const owner = owners[i % 3];
    if (!owner) throw new Error('owner');
    const word = WORDS[i % WORDS.length] ?? 'Mango';
    // Names repeat every 12, so the name sort needs its id tie-break.
    const businessName = `${word}mart${String(i % 12).padStart(2, '0')}`;
    const createdAt = base + i * 3_600_000;
    const expiry = i % 4 === 0 ? null : base + ((i * 7) % 24) * 86_400_000;
    const b = await createBusiness({
      user: owner,
      businessName,
      paymentStatus: i % 2 === 0 ? 1 : 0,
      isFixedExpiryDate: i % 3 === 0,
      imagePostEnabled: i % 5 !== 0,
      expiryDateForCustomer: expiry === null ? null : new Date(expiry),
      createdAt: new Date(createdAt),
      ...(i % 4 === 1 ? { madeByFranchisee: maker } : {}),
    });
    let card: Seeded['card'] = null;
    if (i % 6 !== 5) {
      const cardId = i % 7 === 3 ? null : `card${word.toLowerCase()}${String(i).padStart(2, '0')}`;
      const done = i % 3 !== 1;
      const company = `${word} Company ${i}`;
      const template = TEMPLATES[i % 3] ?? 'bold';
      const row = await createCard({
        business: b,
        cardId,
        status: i % 4 === 2 ? 'inactive' : 'active',
        filled: done,
        sections: {
          ...(done ? { basicDetails: basicDetails({ companyName: company }) } : {}),
          template: { templateId: template, primaryColor: '#000000', secondaryColor: '#ffffff', style: 'style-1' },
        },
      });
      card = { cardNo: row.cardNo, cardId, active: i % 4 !== 2, done, company: done ? company : '', template };
    }
    seeded.push({
      id: b.id,
      businessName,
      phone: owner.phoneNumber ?? '',
      paid: i % 2 === 0,
      fixed: i % 3 === 0,
      imagePost: i % 5 !== 0,
      createdAt,
      expiry,
      madeByMaker: i % 4 === 1,
      card,
    });
  }
  // Another agency's look-alike never shows.
  await createBusiness({ user: await createCustomer({ agency: await createAgency() }), businessName: 'Mangomart00' });
});
afterAll(() => t.close());

type Query = Omit<TBusinessListQuery, 'page' | 'pageSize'>;

function matches(b: Seeded, q: Query): boolean {
  if (q.done === 'done' && !b.card?.done) return false;
  if (q.done === 'not-done' && b.card?.done) return false;
  if (q.subscribed && b.paid !== (q.subscribed === 'subscribed')) return false;
  if (q.status && (b.card === null || b.card.active !== (q.status === 'active'))) return false;
  if (q.imagePost && b.imagePost !== (q.imagePost === 'enabled')) return false;
  if (q.dateType && b.fixed !== (q.dateType === 'fixed')) return false;
  const term = q.search?.trim().toLowerCase();
  if (term) {
    const fields: Record<string, (string | null | undefined)[]> = {
      cardId: [b.card?.cardId],
      companyName: [b.card?.company],
      businessName: [b.businessName],
      registeredPhoneNumber: [b.phone],
      templateCode: [b.card?.template],
    };
    const values = q.searchKey ? (fields[q.searchKey] ?? []) : [b.businessName, b.card?.company, b.card?.cardId];
    if (!values.some((v) => v?.toLowerCase().includes(term))) return false;
  }
  return true;
}

function sortKey(b: Seeded, by: BusinessSortKey): string | number | null {
  switch (by) {
    case 'createdAt':
      return b.createdAt;
    case 'businessName':
      return b.businessName;
    case 'expiryDateForCustomer':
      return b.expiry;
    case 'cardId':
      return b.card?.cardId ?? null;
  }
}

/** The model's answer: the filter, then the order with nulls last and ties by id. */
function expected(q: Query, only: (b: Seeded) => boolean = () => true): string[] {
  const by = q.sortBy ?? 'createdAt';
  const sign = (q.sortOrder ?? 'desc') === 'asc' ? 1 : -1;
  return seeded
    .filter((b) => only(b) && matches(b, q))
    .sort((x, y) => {
      const a = sortKey(x, by);
      const b = sortKey(y, by);
      if (a !== b) {
        if (a === null) return 1;
        if (b === null) return -1;
        return (a < b ? -1 : 1) * sign;
      }
      return (x.id < y.id ? -1 : 1) * sign;
    })
    .map((b) => b.id);
}

/** Every page of the list, in order, checking the total on each. */
/**
 * Every page of the list, one request per page: by page number (OFFSET), or by the cursor each
 * page hands to the next (keyset). Either way the rows add up to the total and the last page
 * has no cursor.
 */
async function allPages(
  client: TestClient,
  endpoint: typeof endpoints.listBusinesses | typeof endpoints.getCardList,
  q: Query,
  pageSize: number,
  paging: 'page' | 'cursor' = 'page',
): Promise<string[]> {
  const ids: string[] = [];
  let total = Number.POSITIVE_INFINITY;
  let after: string | null = null;
  for (let page = 1; ids.length < total; page++) {
    const asked = { ...q, page, pageSize, ...(paging === 'cursor' && after ? { after } : {}) };
    const query = Object.fromEntries(Object.entries(asked).map(([k, v]) => [k, String(v)]));
    const res = await client.call(endpoint, { query });
    expect(res.status, res.text).toBe(200);
    const data =
      endpoint === endpoints.getCardList
        ? (({ list, ...rest }) => ({ ...rest, ids: list.map((c) => c.business.businessId) }))(res.data(ZCardList))
        : (({ list, ...rest }) => ({ ...rest, ids: list.map((b) => b.businessId) }))(res.data(ZBusinessList));
    total = data.total;
    expect(data.totalCapped).toBe(false);
    ids.push(...data.ids);
    expect(data.nextCursor === null, `page ${page}: a cursor exactly when rows follow`).toBe(ids.length >= total);
    after = data.nextCursor;
    if (data.ids.length === 0) break;
  }
  expect(ids.length).toBe(total);
  return ids;
}

const SORTS: Query[] = (['createdAt', 'businessName', 'expiryDateForCustomer', 'cardId'] as const).flatMap((sortBy) =>
  (['asc', 'desc'] as const).map((sortOrder) => ({ sortBy, sortOrder })),
);

const COMBOS: Query[] = [
  {},
  ...SORTS,
  { done: 'done', sortBy: 'businessName', sortOrder: 'asc' },
  { done: 'not-done', sortBy: 'cardId', sortOrder: 'desc' },
  { subscribed: 'subscribed', sortBy: 'expiryDateForCustomer', sortOrder: 'asc' },
  { subscribed: 'not-subscribed', status: 'active' },
  { status: 'inactive', sortBy: 'businessName', sortOrder: 'desc' },
  { imagePost: 'disabled', sortBy: 'createdAt', sortOrder: 'asc' },
  { imagePost: 'enabled', dateType: 'flexible', sortBy: 'cardId', sortOrder: 'asc' },
  { dateType: 'fixed', subscribed: 'subscribed' },
  { searchKey: 'businessName', search: 'MART0', sortBy: 'businessName', sortOrder: 'asc' },
  { searchKey: 'businessName', search: 'lotus', done: 'done' },
  { searchKey: 'cardId', search: 'cardkiwi', sortBy: 'cardId', sortOrder: 'asc' },
  { searchKey: 'companyName', search: 'company 1', sortBy: 'expiryDateForCustomer', sortOrder: 'desc' },
  { searchKey: 'registeredPhoneNumber', search: '8765000', subscribed: 'not-subscribed' },
  { searchKey: 'registeredPhoneNumber', search: '00002', sortBy: 'businessName', sortOrder: 'desc' },
  { searchKey: 'templateCode', search: 'minim', status: 'active' },
  { search: 'amber', sortBy: 'cardId', sortOrder: 'desc' },
  // Sorted by the searched column: ordered by an expression the index cannot serve (repo.ts).
  { searchKey: 'businessName', search: 'mart', sortBy: 'businessName', sortOrder: 'desc', status: 'active' },
  { search: 'lotus', sortBy: 'businessName', sortOrder: 'asc' },
  { searchKey: 'cardId', search: 'card', sortBy: 'cardId', sortOrder: 'desc' },
  { search: 'nothing-like-this' },
];

describe('GET /business at scale: filters × search × sort × paging', () => {
  it.each(COMBOS)('%j matches the model on every page, by page number and by cursor', async (q) => {
    const want = expected(q);
    expect(await allPages(admin, endpoints.listBusinesses, q, 5)).toEqual(want);
    expect(await allPages(admin, endpoints.listBusinesses, q, 5, 'cursor')).toEqual(want);
  });

  it('the seeded set exercises every filter both ways', () => {
    for (const q of [
      { done: 'done' },
      { status: 'inactive' },
      { imagePost: 'disabled' },
      { dateType: 'fixed' },
    ] as Query[]) {
      const n = expected(q).length;
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThan(seeded.length);
    }
  });

  it('a franchisee sees only the businesses it made, in the same order and paging', async () => {
    for (const q of [{}, { sortBy: 'businessName', sortOrder: 'asc' }, { subscribed: 'not-subscribed' }] as Query[]) {
      const want = expected(q, (b) => b.madeByMaker);
      expect(want.length).toBeGreaterThan(0);
      expect(await allPages(makerClient, endpoints.listBusinesses, q, 2)).toEqual(want);
      expect(await allPages(makerClient, endpoints.listBusinesses, q, 2, 'cursor')).toEqual(want);
    }
  });

  it('a bad sort key or order is 400 naming it', async () => {
    const res = await admin.call(endpoints.listBusinesses, { query: { sortBy: 'phone', sortOrder: 'up' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {}).sort()).toEqual(['sortBy', 'sortOrder']);
  });
});

describe('GET /getcardlist (All Projects, digital cards)', () => {
  it.each(COMBOS)('%j lists the cards of the matching businesses on every page', async (q) => {
    const want = expected(q, (b) => b.card !== null);
    expect(await allPages(admin, endpoints.getCardList, q, 4)).toEqual(want);
    expect(await allPages(admin, endpoints.getCardList, q, 4, 'cursor')).toEqual(want);
  });

  it('each row carries the card, its row-action state and its business', async () => {
    const res = await admin.call(endpoints.getCardList, {
      query: { searchKey: 'cardId', search: 'cardmango00' },
    });
    const [row] = res.data(ZCardList).list;
    const model = seeded[0];
    expect(row).toMatchObject({
      cardNo: model?.card?.cardNo,
      cardId: 'cardmango00',
      status: 'active',
      isDone: true,
      cardLimit: null,
      companyName: 'Mango Company 0',
      templateId: 'bold',
      imagePostStatus: 'disabled',
      imagePostSettings: { greetingImagesLimit: null, greetingVideosEnabled: true },
      business: { businessId: model?.id, businessName: 'Mangomart00', paymentStatus: 1 },
    });
  });

  it('a franchisee sees the cards of the businesses it made', async () => {
    const want = expected({}, (b) => b.madeByMaker && b.card !== null);
    expect(await allPages(makerClient, endpoints.getCardList, {}, 3)).toEqual(want);
  });

  it('only digital cards: another project type is 400', async () => {
    const res = await admin.call(endpoints.getCardList, { query: { projectType: 'pdf_id_card' } });
    expect(res.status).toBe(400);
    expect(res.error().fields).toHaveProperty('projectType');
  });
});
