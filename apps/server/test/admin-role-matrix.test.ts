// The role matrix. Every admin endpoint of the contract's table × every
// role (and three variants) makes a real HTTP call with a request that passes
// validation, and gets what the hand-written table in admin-role-matrix.expectations.ts says:
// allowed → the builder's success status; denied → 403 (401 for a cookie of another agency),
// hidden → 404, and a refused call leaves the rows it targets as they were.
import {
  addDays,
  DEFAULT_AGENCY_THEME,
  type EndpointDef,
  endpoints,
  istDateOf,
  OTHER_CATEGORY_KEY,
  type TAgencyInput,
  ZBulkImagePostAccepted,
  ZMonthPaymentsResponse,
  ZPaymentOrderResponse,
  ZPrepareGreetingsAccepted,
} from '@cardora/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CROSSED_BODIES,
  EXPECTATIONS,
  MATRIX_COLUMNS,
  type MatrixColumn,
  type Verdict,
} from '#test/admin-role-matrix.expectations';
import { PRICES } from '#test/factories/billing';
import { createStaticPage } from '#test/factories/category-static-pages';
import {
  createCategory,
  createImagePost,
  createTag,
  formBody,
  imageBytes,
  postForm,
} from '#test/factories/image-posts';
import { createLink, createLinkCategory } from '#test/factories/link-store';
import { insertTrack, toneBytes } from '#test/factories/music';
import {
  callbackFields,
  createPlan,
  gatewayBody,
  NO_FRAMES_HIDDEN,
  PRODUCTS_CONFIGURATION,
  productRows,
  sandboxPay,
} from '#test/factories/payments';
import { MAHARASHTRA_SETTINGS } from '#test/factories/tax-documents';
import { createTemplate, insertVideo, templateRow } from '#test/factories/videos';
import { createTestApp, type TestApp } from '#test/support/app';
import { TestClient, type TestResponse } from '#test/support/client';
import {
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  createFranchisee,
  createPdfCard,
  planLimits,
  uniquePhone,
} from '#test/support/factories';
import { type RoleWorld, roleWorld } from '#test/support/role-world';
import { signedIn, signedInStaff } from '#test/support/worlds';
import { PAGE_IMAGE_HIERARCHY } from '../src/areas/admin/category-static-pages/service';
import { newTagCode } from '../src/areas/cards/tags/service';
import {
  type AgencyRow,
  adminNotificationReads,
  adminNotifications,
  agencies,
  agencyBillCards,
  agencyBillingPrices,
  agencyBillMoveOutRequests,
  agencyBillPayments,
  agencyBills,
  agencyCategoryFrameKinds,
  agencyTaxSettings,
  type BusinessRow,
  businesses,
  cardPayments,
  cards,
  cardTags,
  categoryStaticPages,
  documents,
  type FranchiseeRow,
  franchisees,
  imageCategories,
  imagePostDownloads,
  imagePosts,
  imageSubcategories,
  imageTags,
  linkCategories,
  linkTypes,
  musicTracks,
  paymentOrders,
  paymentRefunds,
  pdfCards,
  subscriptionPlans,
  tagBatches,
  taxDocuments,
  type UserRow,
  uiCustomisationItems,
  users,
  userVideos,
} from '../src/db/schema';
import type { JobQueue } from '../src/lib/jobs';
import { agenciesChanged } from '../src/plugins/tenancy';

const ENDPOINTS: Record<string, EndpointDef> = endpoints;
const NOT_ADMIN_ACCESS = ['public', 'session', 'user'];
const isAdminEndpoint = (endpoint: EndpointDef) =>
  typeof endpoint.access !== 'string' || !NOT_ADMIN_ACCESS.includes(endpoint.access);
const OTHER_AGENCY_COOKIE: MatrixColumn = "another agency's admin";
const OTHER_OWN_HOST: MatrixColumn = "another agency's admin, own host";

// ---------------------------------------------------------------------------------------
// The world: one role world for the file, plus what the builders act on.

let t: TestApp;
let world: RoleWorld;
let people: {
  customer: UserRow;
  /** Owns the agency's self-made businesses (not the signed-in customer). */
  owner: UserRow;
  superOwner: UserRow;
  franchisee: FranchiseeRow;
  noPermissions: FranchiseeRow;
};
let columns: Record<MatrixColumn, Who>;
/** Rows of our agency that another agency's answers must never contain. */
let ours: { businessName: string; cardId: string; franchiseeName: string; notificationTitle: string };
let billing: {
  /** Cards in every month bill (made before billing started). */
  oldCardNo: number;
  year: number;
  payMonth: { month: number; year: number };
  addMonth: { month: number; year: number };
  freeMonths: { month: number; year: number }[];
};

/** Who calls, on which host, about which rows. */
interface Who {
  column: MatrixColumn;
  client: TestClient;
  /** The agency whose host-scoped rows (businesses, cards, payments, users, franchisees) the call names. */
  rows: AgencyRow;
  /** The agency the call names by id (billing, plans) when it is not the caller's own. */
  named: AgencyRow | null;
  /** A fresh business of `rows` for this column: its own, one it made, or a customer's. */
  business(): Promise<BusinessRow>;
  /** A signed-in admin of `rows`, to prepare records (payments to delete). */
  staff: TestClient;
}

/** What a builder makes ready: the request, and how to see that a refused call changed nothing. */
interface Prepared {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The rows the call would change; a refused call must leave them equal. Required for writes. */
  state?: () => Promise<unknown>;
  /** The success status when allowed (default 200): the service answered, past the access check. */
  allowedStatus?: number;
  /** Text of our agency's rows: another agency's admin, allowed on its own host, must not get it. */
  marker?: string;
  /** A multipart body (the greeting uploads) sent instead of `body`. */
  form?: { payload: Buffer; headers: Record<string, string> };
}

type Payment = 'manual' | 'gateway';
type Builder = (who: Who, options: { payment?: Payment }) => Promise<Prepared>;

const unique = () => Math.random().toString(36).slice(2, 10);

/** A batch of one tag in `agency`, written straight to the database. */
async function tagBatchOf(agency: AgencyRow) {
  const [batch] = await t.db
    .insert(tagBatches)
    .values({ agencyId: agency.id, name: `Matrix batch ${unique()}` })
    .returning();
  if (!batch) throw new Error('no batch');
  const code = newTagCode();
  await t.db.insert(cardTags).values({ code, agencyId: agency.id, batchId: batch.id });
  return { batch, code };
}

beforeAll(async () => {
  t = await createTestApp();
  world = await roleWorld(t);
  const { agency, superagency, other } = world;
  // PDF plans, a video price and a tag price, so product payments can be recorded (and deleted).
  await t.db
    .update(agencies)
    .set({ configuration: { ...PRODUCTS_CONFIGURATION, tags: { pricePerTagPaise: 4_900 } } })
    .where(inArray(agencies.id, [agency.id, superagency.id]));
  agenciesChanged(); // written behind the app's back: its cached agency rows go

  // The role world's signed-in customer and plain franchisee, the only ones of their kind so far.
  const agencyUsers = await t.db.select().from(users).where(eq(users.agencyId, agency.id));
  const customer = agencyUsers.find((u) => u.roles.includes('customer'));
  const agencyFranchisees = await t.db.select().from(franchisees).where(eq(franchisees.agencyId, agency.id));
  const franchisee = agencyFranchisees.find((f) => !f.roles.includes('franchisee-with-all-card-access'));
  if (!customer || !franchisee) throw new Error('the role world no longer has a customer and a plain franchisee');
  const noPermissions = await createFranchisee({ agency, permissions: [] });
  people = {
    customer,
    owner: await createCustomer({ agency }),
    superOwner: await createCustomer({ agency: superagency }),
    franchisee,
    noPermissions,
  };
  const noPermissionsClient = await signedIn(t.client(agency), noPermissions);
  // The other agency's admin on its own host: the same cookie as the role world's.
  const otherOwnHost = new TestClient(t.app, `${other.slug}.localhost`);
  for (const [name, value] of world.clients[OTHER_AGENCY_COOKIE].jar) otherOwnHost.jar.set(name, value);

  const c = world.clients;
  const selfMade = () => createBusiness({ user: people.owner });
  const inAgency = { rows: agency, named: null, staff: c.admin, business: selfMade };
  columns = {
    customer: {
      ...inAgency,
      column: 'customer',
      client: c.customer,
      business: () => createBusiness({ user: customer }),
    },
    franchisee: {
      ...inAgency,
      column: 'franchisee',
      client: c.franchisee,
      business: () => createBusiness({ user: people.owner, madeByFranchisee: franchisee }),
    },
    'franchisee-with-all-card-access': {
      ...inAgency,
      column: 'franchisee-with-all-card-access',
      client: c['franchisee-with-all-card-access'],
    },
    creator: { ...inAgency, column: 'creator', client: c.creator },
    admin: { ...inAgency, column: 'admin', client: c.admin },
    'superadmin admin': {
      column: 'superadmin admin',
      client: c['superadmin admin'],
      rows: superagency,
      named: agency,
      staff: c['superadmin admin'],
      business: () => createBusiness({ user: people.superOwner }),
    },
    [OTHER_AGENCY_COOKIE]: { ...inAgency, column: OTHER_AGENCY_COOKIE, client: c[OTHER_AGENCY_COOKIE] },
    'franchisee without permissions': {
      ...inAgency,
      column: 'franchisee without permissions',
      client: noPermissionsClient,
      business: () => createBusiness({ user: people.owner, madeByFranchisee: noPermissions }),
    },
    'franchisee, not its business': { ...inAgency, column: 'franchisee, not its business', client: c.franchisee },
    [OTHER_OWN_HOST]: { ...inAgency, column: OTHER_OWN_HOST, client: otherOwnHost, named: agency },
  };

  // Billing: the superadmin bills the agency from January three years ago (IST), so there are
  // past months enough for each call that changes a month bill to have its own.
  const year = new Date(t.clock.now().getTime() + 5.5 * 3_600_000).getUTCFullYear();
  const prices = await c['superadmin admin'].call(endpoints.setBillingPrices, {
    body: { agencyId: agency.id, ...PRICES, billingFromYear: year - 3, billingFromMonth: 1 },
  });
  expect(prices.status, prices.text).toBe(200);
  const oldBusiness = await createBusiness({ user: people.owner, businessName: `Ours ${unique()}` });
  const oldCard = await createCard({ business: oldBusiness, cardId: `ours-${unique()}` });
  const second = await createCard({ business: await createBusiness({ user: people.owner }) });
  await t.db
    .update(cards)
    // Made and published then: a month bill counts a card from its publishing.
    .set({ createdAt: new Date(Date.UTC(year - 4, 5, 1)), publishedAt: new Date(Date.UTC(year - 4, 5, 1)) })
    .where(inArray(cards.cardNo, [oldCard.cardNo, second.cardNo]));
  const freeMonths = Array.from({ length: 24 }, (_, i) => ({
    year: year - 3 + Math.floor(i / 12),
    month: (i % 12) + 1,
  }));
  billing = {
    oldCardNo: oldCard.cardNo,
    year,
    payMonth: { year: year - 1, month: 6 },
    addMonth: { year: year - 1, month: 7 },
    freeMonths,
  };
  const ourNotification = await notification(columns.admin);
  ours = {
    businessName: oldBusiness.businessName,
    cardId: oldCard.cardId ?? '',
    franchiseeName: franchisee.name,
    notificationTitle: ourNotification.title,
  };
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------
// Reading the rows a call targets.

const one = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null;
const businessRow = (id: string) => one(t.db.select().from(businesses).where(eq(businesses.id, id)));
const cardRow = (cardNo: number) => one(t.db.select().from(cards).where(eq(cards.cardNo, cardNo)));
const userRow = (id: string) => one(t.db.select().from(users).where(eq(users.id, id)));
const agencyRow = (id: string) => one(t.db.select().from(agencies).where(eq(agencies.id, id)));
const planRow = (id: string) => one(t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)));
const franchiseeRow = (id: string) => one(t.db.select().from(franchisees).where(eq(franchisees.id, id)));

/** Everything billing keeps about the agency, and the platform's orders for its bills. */
async function billingState() {
  const agencyId = world.agency.id;
  return {
    prices: await t.db.select().from(agencyBillingPrices).where(eq(agencyBillingPrices.agencyId, agencyId)),
    bills: await t.db.select().from(agencyBills).where(eq(agencyBills.agencyId, agencyId)).orderBy(asc(agencyBills.id)),
    lines: await t.db
      .select()
      .from(agencyBillCards)
      .where(eq(agencyBillCards.agencyId, agencyId))
      .orderBy(asc(agencyBillCards.billId), asc(agencyBillCards.cardNo)),
    payments: await t.db
      .select()
      .from(agencyBillPayments)
      .where(eq(agencyBillPayments.agencyId, agencyId))
      .orderBy(asc(agencyBillPayments.recordNo)),
    orders: await t.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.agencyId, world.superagency.id), eq(paymentOrders.kind, 'agency-bill')))
      .orderBy(asc(paymentOrders.id)),
  };
}

// ---------------------------------------------------------------------------------------
// Request builders, one per admin endpoint.

function agencyInput(overrides: Partial<TAgencyInput> = {}): TAgencyInput {
  return {
    slug: `matrix-${unique()}`,
    agencyName: 'Matrix Agency',
    customDomain: null,
    configuration: PRODUCTS_CONFIGURATION,
    theme: DEFAULT_AGENCY_THEME,
    ...overrides,
  };
}

/** A card of the column's business, for the All Projects row actions. */
async function cardAction(who: Who, body: (cardNo: number) => unknown): Promise<Prepared> {
  const business = await who.business();
  const card = await createCard({ business });
  return {
    body: body(card.cardNo),
    state: async () => ({ card: await cardRow(card.cardNo), business: await businessRow(business.id) }),
  };
}

/** A PDF card of the column's business, for the pdf_id_card row actions. */
async function pdfCardAction(who: Who, body: (pdfCardNo: number) => unknown): Promise<Prepared> {
  const pdfCard = await createPdfCard({ business: await who.business(), details: true });
  return {
    body: body(pdfCard.pdfCardNo),
    state: () => one(t.db.select().from(pdfCards).where(eq(pdfCards.pdfCardNo, pdfCard.pdfCardNo))),
  };
}

let ourPdfCompany: string | null = null;
/** A PDF card of our agency, whose company another agency's list must never show. */
async function ourPdfCardCompany(): Promise<string> {
  if (ourPdfCompany) return ourPdfCompany;
  const companyName = `Ours PDF ${unique()}`;
  await createPdfCard({
    business: await createBusiness({ user: people.owner }),
    companyName,
    details: { companyName },
  });
  ourPdfCompany = companyName;
  return companyName;
}

/** Stands in for an MP4 where no render or probe reads it. */
const MATRIX_MP4 = Buffer.from('matrix video');
const userVideoRow = (videoNo: number) => one(t.db.select().from(userVideos).where(eq(userVideos.videoNo, videoNo)));

let ourVideoName: string | null = null;
/** A video of a business of our agency, whose name another agency's list must never show. */
async function ourVideoBusiness(): Promise<string> {
  if (ourVideoName) return ourVideoName;
  const businessName = `Ours video ${unique()}`;
  await insertVideo(t, { business: await createBusiness({ user: people.owner, businessName }), file: MATRIX_MP4 });
  ourVideoName = businessName;
  return businessName;
}

/** The record number of a payment just recorded (the three payment results all carry it). */
function recordNoOf(res: TestResponse): string {
  expect(res.status, res.text).toBe(200);
  return String(res.data(z.object({ recordNo: z.number().int() })).recordNo);
}

/** Records a cash payment as the column's staff and hands back its record number. */
async function cashPaymentRecordNo(who: Who, endpoint: EndpointDef, body: Record<string, unknown>) {
  return recordNoOf(await who.staff.call(endpoint, { body: { ...body, isManualUpdate: true, paymentMode: 'cash' } }));
}

/** A new-customer notification of `rows`, about the column's business (so a franchisee's own, when it made it). */
async function notification(who: Who) {
  const business = await who.business();
  const [row] = await t.db
    .insert(adminNotifications)
    .values({
      agencyId: who.rows.id,
      kind: 'new-customer',
      title: `Matrix ${unique()}`,
      body: 'A new customer, for the role matrix.',
      businessId: business.id,
      franchiseeId: business.madeByFranchiseeId,
      sourceKey: `matrix:${unique()}`,
    })
    .returning();
  if (!row) throw new Error('notification not made');
  return row;
}

const notificationReads = (agency: AgencyRow) =>
  t.db
    .select()
    .from(adminNotificationReads)
    .where(eq(adminNotificationReads.agencyId, agency.id))
    .orderBy(asc(adminNotificationReads.notificationId), asc(adminNotificationReads.readAt));

/** agencyId for billing calls: the superadmin (and another agency's admin) name our agency. */
const billed = (who: Who): Record<string, string> => (who.named ? { agencyId: who.named.id } : {});

/** The checkout callback of a paid gateway order, opened by our agency's admin for that bill. */
async function paidCheckout(order: EndpointDef, body: Record<string, unknown>) {
  const res = await world.clients.admin.call(order, { body: { ...body, amount: 100 } });
  expect(res.status, res.text).toBe(200);
  const opened = res.data(ZPaymentOrderResponse);
  return callbackFields(await sandboxPay(t, opened.order.id, opened.key));
}

function nextFreeMonth() {
  const month = billing.freeMonths.shift();
  if (!month) throw new Error('out of billing months: start billing earlier');
  return month;
}

/**
 * A pending request to move a paid, live card out of our agency's bill (asked by its admin), for
 * approve/refuse: a fresh card each time, added to one month's bill.
 */
async function moveOutDecision(): Promise<Prepared> {
  const business = await createBusiness({ user: people.owner, businessName: `Paid ${unique()}` });
  await t.db
    .update(businesses)
    .set({ paymentStatus: 1, expiryDateForCustomer: new Date(Date.UTC(billing.year + 5, 0, 1)) })
    .where(eq(businesses.id, business.id));
  const card = await createCard({ business, cardId: `paid-${unique()}` });
  await t.db
    .update(cards)
    .set({ publishedAt: new Date(Date.UTC(billing.year - 4, 5, 1)) })
    .where(eq(cards.cardNo, card.cardNo));
  const month = { year: billing.year - 1, month: 9 };
  // The month's first read makes its bill with the card; a bill made earlier takes it by hand.
  const bill = await world.clients.admin.call(endpoints.getMonthPayments, {
    query: { month: String(month.month), year: String(month.year) },
  });
  expect(bill.status, bill.text).toBe(200);
  if (!bill.data(ZMonthPaymentsResponse).bill?.cards.some((line) => line.cardNo === card.cardNo)) {
    const added = await world.clients.admin.call(endpoints.addCardInBill, { body: { ...month, cardNo: card.cardNo } });
    expect(added.status, added.text).toBe(200);
  }
  const asked = await world.clients.admin.call(endpoints.moveOutCardFromBill, {
    body: { ...month, cardNo: card.cardNo, reason: 'Asked by the matrix' },
  });
  expect(asked.status, asked.text).toBe(200);
  const request = await one(
    t.db
      .select()
      .from(agencyBillMoveOutRequests)
      .where(
        and(eq(agencyBillMoveOutRequests.agencyId, world.agency.id), eq(agencyBillMoveOutRequests.cardNo, card.cardNo)),
      ),
  );
  if (!request) throw new Error('no move-out request');
  return {
    params: { requestId: request.id },
    body: {},
    state: async () => ({
      billing: await billingState(),
      request: await one(
        t.db.select().from(agencyBillMoveOutRequests).where(eq(agencyBillMoveOutRequests.id, request.id)),
      ),
    }),
  };
}

/** A bill payment call that takes either kind: by hand (the superadmin's) or through the gateway (the agency's). */
function billPayment(order: EndpointDef, ref: (who: Who) => Record<string, unknown>): Builder {
  return async (who, { payment }) => {
    const kind = payment ?? (who.column === 'superadmin admin' ? 'manual' : 'gateway');
    const body =
      kind === 'manual'
        ? { ...billed(who), ...ref(who), isManualUpdate: true, paymentMode: 'cash', amount: 100 }
        : { ...billed(who), ...ref(who), throughGateway: true, ...(await paidCheckout(order, ref(who))) };
    return { body, state: billingState };
  };
}

type ProbeQueue = JobQueue<{ 'matrix-failing-probe': { n: number } }>;
let probeRegistered: Promise<void> | null = null;

/** A job of the app's queue that failed for good, and how to see it is still there. */
async function failedJob(): Promise<Prepared> {
  const queue = t.services.jobs as unknown as ProbeQueue;
  probeRegistered ??= queue.register(
    'matrix-failing-probe',
    async () => {
      throw new Error('the probe fails, as asked');
    },
    { retryLimit: 0 },
  );
  await probeRegistered;
  const id = await queue.enqueue('matrix-failing-probe', { n: 1 });
  await expect
    .poll(async () => (await queue.status('matrix-failing-probe', id))?.state, { timeout: 20_000 })
    .toBe('failed');
  return {
    body: { queue: 'matrix-failing-probe', id },
    state: async () => (await queue.status('matrix-failing-probe', id))?.state ?? 'gone',
  };
}

const BUILDERS: Record<string, Builder> = {
  getSystemStatus: async () => ({}),
  retryFailedJob: () => failedJob(),
  discardFailedJob: () => failedJob(),

  async regenerateRandomPassword(who) {
    const user = await createCustomer({ agency: who.rows });
    return { body: { userId: user.id }, state: () => userRow(user.id) };
  },
  getFranchisee: async () => ({}),

  listBusinesses: async () => ({ marker: ours.businessName }),
  // Typed "Other" categories: the platform's Greetings managers only.
  listOtherCategories: async () => ({}),
  listFestivals: async () => ({ query: { from: '2026-12-01', to: '2026-12-31' } }),
  async promoteOtherCategory(who) {
    const otherCategory = `Matrix trade ${unique()}`;
    const owner = await createCustomer({ agency: who.rows });
    const business = await createBusiness({ user: owner, category: OTHER_CATEGORY_KEY, otherCategory });
    return {
      body: { otherCategory },
      state: () => t.db.select().from(businesses).where(eq(businesses.id, business.id)),
    };
  },
  async registerUserAndGetBusinesses() {
    const phoneNumber = uniquePhone();
    return {
      body: { phoneNumber, isForeignUser: false },
      state: () => t.db.select().from(users).where(eq(users.phoneNumber, phoneNumber)),
    };
  },

  async saveSubscriptionPlan(who) {
    const plan = await createPlan(t, who.named ?? who.rows);
    return {
      ...(who.named ? { query: { agencyId: who.named.id } } : {}),
      body: {
        subscriptionPlanId: plan.id,
        name: 'Edited by the matrix',
        price: 99_900,
        validity: 2,
        ...planLimits({ digitalCardLimit: 2, greetingImagesIncluded: true, greetingImagesLimit: -1 }),
        frameVisibility: NO_FRAMES_HIDDEN,
      },
      state: () => planRow(plan.id),
    };
  },
  async deleteSubscriptionPlan(who) {
    const plan = await createPlan(t, who.named ?? who.rows);
    return { params: { subscriptionPlanId: plan.id }, state: () => planRow(plan.id) };
  },

  async makeCardPayment(who) {
    const business = await who.business();
    const plan = await createPlan(t, who.rows);
    return {
      body: {
        businessId: business.id,
        subscriptionPlanId: plan.id,
        isManualUpdate: true,
        paymentMode: 'cash',
        throughGateway: false,
      },
      state: async () => ({
        business: await businessRow(business.id),
        payments: await t.db.select().from(cardPayments).where(eq(cardPayments.businessId, business.id)),
      }),
    };
  },
  async deleteCardPayment(who) {
    const business = await who.business();
    const plan = await createPlan(t, who.rows);
    const recordNo = await cashPaymentRecordNo(who, endpoints.makeCardPayment, {
      businessId: business.id,
      subscriptionPlanId: plan.id,
      throughGateway: false,
    });
    return {
      query: { recordNo },
      state: async () => ({
        business: await businessRow(business.id),
        payments: await t.db.select().from(cardPayments).where(eq(cardPayments.businessId, business.id)),
      }),
    };
  },
  async deletePdfCardPayment(who) {
    const business = await who.business();
    const pdfCard = await createPdfCard({ business });
    const recordNo = await cashPaymentRecordNo(who, endpoints.makePdfCardPayment, {
      pdfCardNo: pdfCard.pdfCardNo,
      planId: 'pdf-single',
      paymentAmount: 9_900,
    });
    return {
      query: { recordNo },
      state: async () => ({
        pdfCard: await one(t.db.select().from(pdfCards).where(eq(pdfCards.pdfCardNo, pdfCard.pdfCardNo))),
        payments: await productRows(t, business.id),
      }),
    };
  },
  async deletePromotionalVideoPayment(who) {
    const business = await who.business();
    const recordNo = await cashPaymentRecordNo(who, endpoints.makePromotionalVideoPayment, {
      businessId: business.id,
      quantity: 1,
      paymentAmount: 19_900,
    });
    return {
      query: { recordNo },
      state: async () => ({
        business: await businessRow(business.id),
        payments: await productRows(t, business.id),
      }),
    };
  },
  async deleteTagPayment(who) {
    const business = await who.business();
    const recordNo = await cashPaymentRecordNo(who, endpoints.makeTagPayment, {
      businessId: business.id,
      quantity: 2,
      paymentAmount: 9_800,
    });
    return {
      query: { recordNo },
      state: async () => ({ payments: await productRows(t, business.id) }),
    };
  },

  async refundPayment(who) {
    const business = await who.business();
    const plan = await createPlan(t, who.rows);
    const order = await who.staff.call(endpoints.createCardPaymentOrder, {
      body: { businessId: business.id, subscriptionPlanId: plan.id },
    });
    expect(order.status, order.text).toBe(200);
    const opened = order.data(ZPaymentOrderResponse);
    const checkout = await sandboxPay(t, opened.order.id, opened.key);
    const paid = await who.staff.call(endpoints.makeCardPaymentThroughGateway, {
      body: gatewayBody(business.id, plan.id, checkout),
    });
    expect(paid.status, paid.text).toBe(200);
    const documentsOf = () => t.db.select().from(taxDocuments).where(eq(taxDocuments.businessId, business.id));
    const [invoice] = await documentsOf();
    if (!invoice) throw new Error('no invoice for the gateway payment');
    return {
      body: { documentId: invoice.id, amountPaise: 100, reason: 'Role matrix' },
      state: async () => ({ documents: await documentsOf(), refunds: await t.db.select().from(paymentRefunds) }),
    };
  },
  getTaxSettings: async (who) => ({ query: billed(who) }),
  saveTaxSettings: async (who) => ({
    query: billed(who),
    body: { ...MAHARASHTRA_SETTINGS, legalName: `Matrix ${unique()}` },
    state: () => t.db.select().from(agencyTaxSettings).orderBy(asc(agencyTaxSettings.agencyId)),
  }),
  exportTaxDocuments: async (who) => ({ query: { ...billed(who), month: '2026-12', format: 'csv' } }),

  // Physical tags: a batch of the agency the call names (its own host's for the superadmin).
  async listTagBatches() {
    const { batch } = await tagBatchOf(world.agency);
    return { marker: batch.name };
  },
  createTagBatch: async (who) => ({
    body: { name: `Matrix run ${unique()}`, count: 2 },
    state: () => t.db.select().from(tagBatches).where(eq(tagBatches.agencyId, who.rows.id)),
  }),
  tagBatchCsv: async (who) => ({ params: { id: (await tagBatchOf(who.rows)).batch.id } }),
  tagBatchSheet: async (who) => ({ params: { id: (await tagBatchOf(who.rows)).batch.id } }),
  async updateTag(who) {
    const { code } = await tagBatchOf(who.rows);
    return {
      params: { code },
      body: { status: 'disabled' },
      state: () => t.db.select().from(cardTags).where(eq(cardTags.code, code)),
    };
  },

  listFranchisees: async () => ({ marker: ours.franchiseeName }),
  async franchiseeSignup() {
    const phoneNumber = uniquePhone();
    return {
      body: { name: 'Matrix franchisee', phoneNumber, permissions: [], roles: ['franchisee'] },
      state: () => t.db.select().from(franchisees).where(eq(franchisees.phoneNumber, phoneNumber)),
    };
  },
  async franchiseeEdit(who) {
    const franchisee = await createFranchisee({ agency: who.rows, permissions: ['card:edit'] });
    return {
      body: {
        franchiseeId: franchisee.id,
        name: 'Edited by the matrix',
        phoneNumber: franchisee.phoneNumber,
        permissions: ['card:edit', 'business:delete'],
        roles: ['franchisee', 'franchisee-with-all-card-access'],
        configuration: { hideBilling: true },
      },
      state: () => franchiseeRow(franchisee.id),
    };
  },

  listAgencies: async () => ({}),
  async createAgency() {
    const agency = agencyInput();
    return {
      body: { agency },
      state: () => t.db.select().from(agencies).where(eq(agencies.slug, agency.slug)),
    };
  },
  async updateAgency() {
    const target = await createAgency({ agencyName: 'Untouched' });
    return {
      body: { agency: { ...agencyInput({ agencyName: 'Changed' }), agencyId: target.id, slug: target.slug } },
      state: () => agencyRow(target.id),
    };
  },
  async addAgencyAdmin() {
    const target = await createAgency();
    return {
      body: { adminData: { agencyId: target.id, name: 'Matrix admin', phoneNumber: uniquePhone() } },
      state: () => t.db.select().from(users).where(eq(users.agencyId, target.id)),
    };
  },
  async createSsl() {
    const target = await createAgency();
    // The service's answer for an agency without a custom domain: 400 on the field.
    return { body: { agencyId: target.id }, state: () => agencyRow(target.id), allowedStatus: 400 };
  },

  getAdminInsights: async (who) => {
    const to = istDateOf(t.clock.now());
    return { query: { from: addDays(to, -29), to, ...billed(who) } };
  },

  getCardList: async () => ({ marker: ours.cardId }),
  updateCardStatus: (who) => cardAction(who, (cardNo) => ({ cardNo, status: 'inactive' })),
  updateCardLimit: (who) => cardAction(who, (cardNo) => ({ cardNo, cardLimit: 3 })),
  updateImagePostStatus: (who) => cardAction(who, (cardNo) => ({ cardNo, imagePostStatus: 'disabled' })),
  updateImagePostSettings: (who) =>
    cardAction(who, (cardNo) => ({
      cardNo,
      imagePostSettings: { greetingImagesLimit: 2, greetingVideosEnabled: false },
    })),
  deleteCard: (who) => cardAction(who, (cardNo) => ({ cardNo })),

  getPdfCardList: async () => ({ marker: await ourPdfCardCompany() }),
  updatePdfCardStatus: (who) => pdfCardAction(who, (pdfCardNo) => ({ pdfCardNo, status: 'revoked' })),
  deletePdfCard: (who) => pdfCardAction(who, (pdfCardNo) => ({ pdfCardNo })),

  listUserVideos: async () => ({ marker: await ourVideoBusiness() }),
  async updateUserVideoStatus(who) {
    const video = await insertVideo(t, { business: await who.business(), file: MATRIX_MP4 });
    return { body: { videoNo: video.videoNo, status: 'hidden' }, state: () => userVideoRow(video.videoNo) };
  },
  async saveVideoTemplate() {
    const template = await createTemplate(t, { source: MATRIX_MP4, slots: [] });
    return {
      form: formBody(
        {
          templateId: template.id,
          name: 'Edited by the matrix',
          category: 'Matrix',
          kind: 'SQUARE_VIDEO',
          slots: '[]',
        },
        [],
      ),
      state: () => templateRow(t, template.id),
    };
  },
  async deleteVideoTemplate() {
    const template = await createTemplate(t, { source: MATRIX_MP4, slots: [] });
    return { body: { templateId: template.id }, state: () => templateRow(t, template.id) };
  },
  async remakeVideoTemplatePreview() {
    const template = await createTemplate(t, { source: MATRIX_MP4, slots: [] });
    return { body: { templateId: template.id }, state: () => templateRow(t, template.id) };
  },

  // Category static pages and the link store act on our agency's rows: the superadmin agency's admin
  // names it (billed), everyone else on its host leaves agencyId out.
  listCategoryStaticPages: async (who) => ({ query: billed(who) }),
  async saveCategoryStaticPage(who) {
    const page = await createStaticPage(t, world.agency, { category: `matrix-${unique()}` });
    return {
      body: {
        ...billed(who),
        categoryStaticPageId: page.id,
        category: 'travel-agency',
        title: 'Edited by the matrix',
        content: '<p>Matrix</p>',
      },
      state: () => staticPageRow(page.id),
    };
  },
  async deleteCategoryStaticPage(who) {
    const page = await createStaticPage(t, world.agency, { category: `matrix-${unique()}` });
    return { query: { ...billed(who), categoryStaticPageId: page.id }, state: () => staticPageRow(page.id) };
  },
  async uploadCategoryStaticPageImage(who) {
    return {
      query: billed(who),
      form: formBody({}, [{ field: 'file', filename: 'matrix.png', bytes: await imageBytes() }]),
      state: () => t.db.select().from(documents).where(eq(documents.hierarchy1, PAGE_IMAGE_HIERARCHY)),
    };
  },

  listLinkCategories: async (who) => ({ query: billed(who) }),
  async getLinkCategory(who) {
    const category = await createLinkCategory(t, world.agency, `Matrix ${unique()}`);
    return { params: { linkCategoryId: category.id }, query: billed(who) };
  },
  async createLinkCategory(who) {
    const name = `Matrix ${unique()}`;
    return {
      body: { ...billed(who), name },
      state: () => t.db.select().from(linkCategories).where(eq(linkCategories.name, name)),
    };
  },
  async updateLinkCategory(who) {
    const category = await createLinkCategory(t, world.agency, `Matrix ${unique()}`);
    return {
      params: { linkCategoryId: category.id },
      body: { ...billed(who), name: 'Renamed by the matrix' },
      state: () => one(t.db.select().from(linkCategories).where(eq(linkCategories.id, category.id))),
    };
  },
  async deleteLinkCategory(who) {
    const category = await createLinkCategory(t, world.agency, `Matrix ${unique()}`);
    return {
      params: { linkCategoryId: category.id },
      query: billed(who),
      state: () => one(t.db.select().from(linkCategories).where(eq(linkCategories.id, category.id))),
    };
  },
  listLinkTypes: async (who) => ({ query: billed(who) }),
  async getLinkType(who) {
    const link = await createLink(t, world.agency);
    return { params: { linkTypeId: link.id }, query: billed(who) };
  },
  async createLinkType(who) {
    const category = await createLinkCategory(t, world.agency, `Matrix ${unique()}`);
    return {
      body: { ...billed(who), ...matrixLink(category.id) },
      state: () => t.db.select().from(linkTypes).where(eq(linkTypes.linkCategoryId, category.id)),
    };
  },
  async updateLinkType(who) {
    const link = await createLink(t, world.agency);
    return {
      params: { linkTypeId: link.id },
      body: { ...billed(who), ...matrixLink(link.linkCategoryId) },
      state: () => linkTypeRow(link.id),
    };
  },
  async deleteLinkType(who) {
    const link = await createLink(t, world.agency);
    return { params: { linkTypeId: link.id }, query: billed(who), state: () => linkTypeRow(link.id) };
  },

  digitalCardReport: async () => ({ marker: ours.cardId }),
  businessReport: async () => ({ marker: ours.businessName }),

  listAdminNotifications: async () => ({ marker: ours.notificationTitle }),
  markAllAdminNotificationsRead: async (who) => {
    await notification(who);
    return { state: () => notificationReads(who.rows) };
  },
  async markAdminNotificationRead(who) {
    const { id } = await notification(who);
    return { params: { id }, state: () => notificationReads(who.rows) };
  },

  getBillingPrices: async (who) => ({ query: billed(who) }),
  setBillingPrices: async () => ({
    // The prices already set: an allowed call changes nothing the other calls rely on.
    body: { agencyId: world.agency.id, ...PRICES, billingFromYear: billing.year - 3, billingFromMonth: 1 },
    state: billingState,
  }),
  getOutstandingAmount: async (who) => ({ query: billed(who) }),
  getMonthPayments: async (who) => ({
    query: { ...billed(who), month: String(billing.payMonth.month), year: String(billing.payMonth.year) },
  }),
  makeMonthPayment: async (who) => ({
    body: { ...billed(who), ...billing.payMonth, isManualUpdate: true, paymentMode: 'cash', amount: 100 },
    state: billingState,
  }),
  makeMonthPaymentThroughGateway: async (who) => ({
    body: {
      ...billed(who),
      ...billing.payMonth,
      throughGateway: true,
      ...(await paidCheckout(endpoints.createMonthPaymentOrder, billing.payMonth)),
    },
    state: billingState,
  }),
  createMonthPaymentOrder: async (who) => ({
    body: { ...billed(who), ...billing.payMonth, amount: 100 },
    state: billingState,
  }),
  moveOutCardFromBill: async (who) => ({
    body: { ...billed(who), ...nextFreeMonth(), cardNo: billing.oldCardNo, reason: 'Closed by the matrix' },
    state: billingState,
  }),
  listMoveOutRequests: async (who) => ({ query: billed(who) }),
  approveMoveOutRequest: moveOutDecision,
  refuseMoveOutRequest: moveOutDecision,
  async addCardInBill(who) {
    const card = await createCard({ business: await createBusiness({ user: people.owner }) });
    return { body: { ...billed(who), ...billing.addMonth, cardNo: card.cardNo }, state: billingState };
  },
  getAnnualPayments: async (who) => ({ query: billed(who) }),
  makeAnnualPayment: billPayment(endpoints.createAnnualPaymentOrder, () => ({ year: billing.year - 1 })),
  createAnnualPaymentOrder: async (who) => ({
    body: { ...billed(who), year: billing.year - 1, amount: 100 },
    state: billingState,
  }),
  getAgencyImagePayments: async (who) => ({ query: billed(who) }),
  makeAgencyImagePayment: async (who) => ({
    body: { ...billed(who), isManualUpdate: true, paymentMode: 'cash', amount: 100 },
    state: billingState,
  }),
  makeAgencyImagePaymentThroughGateway: async (who) => ({
    body: {
      ...billed(who),
      throughGateway: true,
      ...(await paidCheckout(endpoints.createAgencyImagePaymentOrder, {})),
    },
    state: billingState,
  }),
  createAgencyImagePaymentOrder: async (who) => ({ body: { ...billed(who), amount: 100 }, state: billingState }),
  getAgencyPdfCardPayments: async (who) => ({ query: billed(who) }),
  makeAgencyPdfCardPayment: billPayment(endpoints.createAgencyPdfCardPaymentOrder, () => ({})),
  createAgencyPdfCardPaymentOrder: async (who) => ({ body: { ...billed(who), amount: 100 }, state: billingState }),

  async createImagePost(who) {
    const { post, subcategory } = await greetingPost(who);
    return {
      form: formBody({ imageId: post.id, imageSubcategoryId: subcategory.id, title: 'Edited by the matrix' }, []),
      state: () => imagePostRow(post.id),
    };
  },
  async createImagePostsBulk(who) {
    const { subcategory } = await greetingRows(who);
    const bytes = await imageBytes();
    return {
      form: formBody({ imageSubcategoryId: subcategory.id }, [{ field: 'files', filename: 'matrix.png', bytes }]),
      state: () => t.db.select().from(imagePosts).where(eq(imagePosts.imageSubcategoryId, subcategory.id)),
      // Another agency's admin on its own host names our subcategory, which it does not see.
      ...(who.column === OTHER_OWN_HOST ? { allowedStatus: 400 } : {}),
    };
  },
  // Queues a job that stores pictures and counts nothing: the agency's downloads stay as they were.
  prepareGreetings: async (who) => ({
    body: {},
    state: () => t.db.select().from(imagePostDownloads).where(eq(imagePostDownloads.agencyId, who.rows.id)),
  }),
  async getGreetingPreparation(who) {
    // A preparation of the agency the call names, queued by its own admin.
    const res = await who.staff.call(endpoints.prepareGreetings, { body: {} });
    if (res.status !== 200) throw new Error(`preparation not queued: ${res.text}`);
    return { params: { jobId: res.data(ZPrepareGreetingsAccepted).jobId } };
  },
  async getImagePostsBulkStatus(who) {
    // A bulk upload of the agency the call names, queued by its own admin.
    const { subcategory } = await greetingRows(who);
    const res = await postForm(who.staff, endpoints.createImagePostsBulk.path, { imageSubcategoryId: subcategory.id }, [
      { field: 'files', filename: 'matrix.png', contentType: 'image/png', bytes: await imageBytes() },
    ]);
    if (res.status !== 200) throw new Error(`bulk upload not queued: ${res.text}`);
    return { params: { jobId: res.data(ZBulkImagePostAccepted).jobId } };
  },
  async generateLowQualityImagePost(who) {
    const { post } = await greetingPost(who);
    return { body: { imageIds: [post.id] }, state: () => imagePostRow(post.id) };
  },
  async deleteImagePosts(who) {
    const { post } = await greetingPost(who);
    return { body: { imageIds: [post.id] }, state: () => imagePostRow(post.id) };
  },
  async saveImagePostTextLayers(who) {
    const { post } = await greetingPost(who);
    return {
      params: { imageId: post.id },
      body: { textLayers: [MATRIX_TEXT_LAYER] },
      state: () => imagePostRow(post.id),
    };
  },
  async previewImagePostText(who) {
    const { post } = await greetingPost(who);
    return {
      body: { imageId: post.id, language: 'hi', textLayers: [MATRIX_TEXT_LAYER] },
      state: () => imagePostRow(post.id),
    };
  },
  async saveImageCategory() {
    const name = `Matrix ${unique()}`;
    return { body: { name }, state: () => t.db.select().from(imageCategories).where(eq(imageCategories.name, name)) };
  },
  async createImageSubcategory(who) {
    const { category } = await greetingRows(who);
    return {
      params: { imageCategoryId: category.id },
      body: { name: `Matrix ${unique()}` },
      state: () => t.db.select().from(imageSubcategories).where(eq(imageSubcategories.imageCategoryId, category.id)),
    };
  },
  async deleteImageSubcategory(who) {
    const { category, subcategory } = await greetingRows(who);
    return {
      params: { imageCategoryId: category.id },
      body: { imageSubcategoryId: subcategory.id },
      state: () => t.db.select().from(imageSubcategories).where(eq(imageSubcategories.imageCategoryId, category.id)),
    };
  },
  async createImageTag() {
    const name = `matrix-${unique()}`;
    return { body: { name }, state: () => t.db.select().from(imageTags).where(eq(imageTags.name, name)) };
  },
  getCategoryFrameKinds: async () => ({}),
  async saveCategoryFrameKinds(who) {
    const categoryKey = 'bakery';
    return {
      body: { list: [{ categoryKey, kinds: ['regular', 'political'] }] },
      state: () =>
        t.db
          .select()
          .from(agencyCategoryFrameKinds)
          .where(
            and(
              eq(agencyCategoryFrameKinds.agencyId, who.rows.id),
              eq(agencyCategoryFrameKinds.categoryKey, categoryKey),
            ),
          ),
    };
  },
  async deleteImageTag(who) {
    const tag = await createTag(t, greetingOwner(who));
    return {
      params: { imageTagId: tag.id },
      state: () => t.db.select().from(imageTags).where(eq(imageTags.id, tag.id)),
    };
  },

  // The music library: owned like the greetings (the superadmin agency's admin the platform's
  // tracks, everyone else our agency's, which may add its own with exclusive posts allowed).
  listMusicTracks: async () => ({}),
  async uploadMusicTrack(who) {
    await greetingRows(who);
    const name = `Matrix ${unique()}`;
    return {
      form: formBody({ name }, [{ field: 'file', filename: 'matrix.wav', bytes: await toneBytes('wav', 2.5) }]),
      state: () => t.db.select().from(musicTracks).where(eq(musicTracks.name, name)),
      // Another agency's admin on its own host adds to its own agency, which has no exclusive posts.
      ...(who.column === OTHER_OWN_HOST ? { allowedStatus: 400 } : {}),
    };
  },
  async updateMusicTrack(who) {
    const track = await insertTrack(t, { agency: greetingOwner(who) });
    return {
      params: { id: track.id },
      body: { name: 'Renamed by the matrix' },
      state: () => musicTrackRow(track.id),
    };
  },
  async deleteMusicTrack(who) {
    const track = await insertTrack(t, { agency: greetingOwner(who) });
    return { params: { id: track.id }, state: () => musicTrackRow(track.id) };
  },
  async setImagePostMusic(who) {
    const rows = await greetingRows(who);
    const post = await createImagePost(t, {
      agency: greetingOwner(who),
      imageSubcategoryId: rows.subcategory.id,
      mediaType: 'VIDEO',
    });
    const track = await insertTrack(t, { agency: null });
    return { params: { imageId: post.id }, body: { musicTrackId: track.id }, state: () => imagePostRow(post.id) };
  },

  getUiCustomisation: async (who) => ({ query: billed(who) }),
  saveUiCustomisation: async (who) => ({
    body: {
      type: 'theme',
      ...billed(who),
      theme: { appName: `Matrix ${unique()}`, primaryColor: '#1e63d6', secondaryColor: '#0f1b2d' },
    },
    state: () => agencyRow(world.agency.id),
  }),
  async deleteUiCustomisation(who) {
    const item = await uiCustomisationItem((who.named ?? who.rows).id);
    return {
      params: { uiCustomisationId: item.id },
      query: billed(who),
      state: () => t.db.select().from(uiCustomisationItems).where(eq(uiCustomisationItems.id, item.id)),
    };
  },
  async uploadUiCustomisationImage(who) {
    return {
      query: billed(who),
      form: formBody({}, [{ field: 'file', filename: 'matrix.png', bytes: await imageBytes() }]),
      state: () => t.db.select().from(documents).where(eq(documents.hierarchy1, 'ui-customisation')),
    };
  },
};

/** A banner of the agency, inserted as the UI customisation page would have saved it. */
async function uiCustomisationItem(agencyId: string) {
  const [item] = await t.db
    .insert(uiCustomisationItems)
    .values({
      agencyId,
      kind: 'BANNER',
      placement: 'HOME_PAGE',
      style: 'style-1',
      height: 'HEIGHT-2',
      displayMode: 'all-details',
      title: `Matrix ${unique()}`,
      imageUrl: `/uploads/ui-customisation/${agencyId}/matrix.webp`,
      sortOrder: 0,
    })
    .returning();
  if (!item) throw new Error('banner not made');
  return item;
}

const staticPageRow = (id: string) =>
  one(t.db.select().from(categoryStaticPages).where(eq(categoryStaticPages.id, id)));
const linkTypeRow = (id: string) => one(t.db.select().from(linkTypes).where(eq(linkTypes.id, id)));
const matrixLink = (linkCategoryId: string) => ({
  linkCategoryId,
  title: 'Added by the matrix',
  url: 'https://example.com/matrix',
  kind: 'tutorial',
  pages: ['payment'],
});

// Greetings: the superadmin agency's admin manages the platform's rows (agency null); everyone
// else is named our agency's rows, which our agency may own (exclusive posts allowed).
function greetingOwner(who: Who): AgencyRow | null {
  return who.column === 'superadmin admin' ? null : who.rows;
}

let exclusivePostsAllowed = false;
async function greetingRows(who: Who) {
  if (!exclusivePostsAllowed) {
    await t.db
      .update(agencies)
      .set({
        configuration: {
          ...PRODUCTS_CONFIGURATION,
          imagePost: { ...PRODUCTS_CONFIGURATION.imagePost, allowAgencyExclusivePosts: true },
        },
      })
      .where(eq(agencies.id, world.agency.id));
    agenciesChanged(); // written behind the app's back: its cached agency rows go
    exclusivePostsAllowed = true;
  }
  return createCategory(t, greetingOwner(who));
}

async function greetingPost(who: Who) {
  const rows = await greetingRows(who);
  const post = await createImagePost(t, { agency: greetingOwner(who), imageSubcategoryId: rows.subcategory.id });
  return { ...rows, post };
}

/** A headline in English and Hindi, as the text-layer editor sends it. */
const MATRIX_TEXT_LAYER = {
  role: 'headline',
  box: { x: 0.1, y: 0.1, width: 0.8, height: 0.2 },
  texts: { en: 'Good morning', hi: 'शुभ प्रभात' },
} as const;

const imagePostRow = (id: string) => one(t.db.select().from(imagePosts).where(eq(imagePosts.id, id)));
const musicTrackRow = (id: string) => one(t.db.select().from(musicTracks).where(eq(musicTracks.id, id)));

// ---------------------------------------------------------------------------------------
// The checks.

function deniedStatus(column: MatrixColumn, verdict: Exclude<Verdict, 'allowed'>): number {
  if (verdict === 'hidden') return 404;
  // A session cookie shown on another agency's host counts as no session (README product rules).
  return column === OTHER_AGENCY_COOKIE ? 401 : 403;
}

async function check(name: string, column: MatrixColumn, verdict: Verdict, payment?: Payment) {
  const endpoint = ENDPOINTS[name];
  const build = BUILDERS[name];
  if (!endpoint) throw new Error(`${name} is not in the endpoint table any more: remove its expectation row`);
  if (!build) throw new Error(`${name} has no request builder in admin-role-matrix.test.ts`);
  const who = columns[column];
  const prepared = await build(who, payment ? { payment } : {});
  if (endpoint.method !== 'GET' && !prepared.state) throw new Error(`${name} changes rows: its builder needs state()`);
  const before = await prepared.state?.();
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => prepared.params?.[key] ?? `{${key}}`);
  const res = await who.client.request(endpoint.method, path, {
    ...(prepared.query ? { query: prepared.query } : {}),
    ...(prepared.body === undefined ? {} : { body: prepared.body }),
    ...(prepared.form ? { payload: prepared.form.payload, headers: prepared.form.headers } : {}),
  });
  const label = `${name} × ${column} should be ${verdict}; got ${res.status} ${res.text.slice(0, 300)}`;
  if (verdict === 'allowed') {
    expect(res.status, label).toBe(prepared.allowedStatus ?? 200);
    if (column === OTHER_OWN_HOST && prepared.marker) expect(res.text, label).not.toContain(prepared.marker);
    return;
  }
  expect(res.status, label).toBe(deniedStatus(column, verdict));
  if (prepared.state)
    expect(await prepared.state(), `${name} × ${column}: a refused call changed rows`).toEqual(before);
}

describe('admin role matrix: completeness', () => {
  it('every admin endpoint has an expectation row and a request builder; no row names a gone or non-admin endpoint', () => {
    const admin = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => isAdminEndpoint(endpoint))
      .map(([name]) => name);
    const rows = Object.keys(EXPECTATIONS);
    expect({
      'admin endpoints without an expectation row': admin.filter((name) => !rows.includes(name)),
      'rows naming no endpoint (removed or renamed)': rows.filter((name) => !(name in ENDPOINTS)),
      'rows naming an endpoint that is not admin any more': rows.filter(
        (name) => name in ENDPOINTS && !admin.includes(name),
      ),
      'rows without a request builder': rows.filter((name) => !(name in BUILDERS)),
      'builders without a row': Object.keys(BUILDERS).filter((name) => !rows.includes(name)),
    }).toEqual({
      'admin endpoints without an expectation row': [],
      'rows naming no endpoint (removed or renamed)': [],
      'rows naming an endpoint that is not admin any more': [],
      'rows without a request builder': [],
      'builders without a row': [],
    });
  });
});

describe.each(Object.keys(EXPECTATIONS))('admin role matrix: %s', (name) => {
  it.each(MATRIX_COLUMNS)('%s', async (column) => {
    const expectation = EXPECTATIONS[name];
    if (!expectation) throw new Error(`no row for ${name}`);
    await check(name, column, expectation.verdicts[column]);
  });
});

describe('admin role matrix: bill payments with the other kind of payment', () => {
  it.each(CROSSED_BODIES)('$endpoint × $column with a $payment payment: $verdict', async (crossed) => {
    await check(crossed.endpoint, crossed.column, crossed.verdict, crossed.payment);
  });
});

describe('admin role matrix: agency configuration', () => {
  it('All Projects is hidden in the digital-card-only configuration, so its list is refused to the admin (403)', async () => {
    const agency = await createAgency({
      configuration: {
        ...PRODUCTS_CONFIGURATION,
        imagePost: { enableImagePost: false, isVideoPostsIncluded: false, allowAgencyExclusivePosts: false },
        pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] },
        video: { enableVideo: false },
      },
    });
    const admin = await signedInStaff(t, agency, 'admin');
    expect((await admin.call(endpoints.getCardList)).status).toBe(403);
    expect((await admin.call(endpoints.listBusinesses)).status).toBe(200);
  });
});
