// Payment rows as the API shows them, and the order look-ups. Every query names the agency.
import type { ProductPaymentKind, TCardPaymentRecord, TProductPaymentRecord } from '@cardora/contract';
import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import {
  cardPayments,
  franchisees,
  type PaymentOrderRow,
  type ProductPaymentRow,
  paymentOrders,
  productPayments,
  users,
} from '#db/schema';
import { userRoles } from '#lib/principal';
import { allOf, findOne } from '#lib/sql';

export async function insertOrder(db: DbOrTx, order: typeof paymentOrders.$inferInsert): Promise<void> {
  await db.insert(paymentOrders).values(order);
}

export async function findOrder(
  db: DbOrTx,
  agencyId: string,
  providerOrderId: string,
): Promise<PaymentOrderRow | null> {
  return findOne(
    db,
    paymentOrders,
    and(eq(paymentOrders.agencyId, agencyId), eq(paymentOrders.providerOrderId, providerOrderId)),
  );
}

const recorder = {
  userName: users.name,
  userPhone: users.phoneNumber,
  userEmail: users.email,
  userRoles: users.roles,
  franchiseeName: franchisees.name,
};

const recordView = { payment: cardPayments, ...recorder };

function recordsQuery(db: DbOrTx, where: SQL) {
  return db
    .select(recordView)
    .from(cardPayments)
    .leftJoin(users, eq(users.id, cardPayments.recordedByUserId))
    .leftJoin(franchisees, eq(franchisees.id, cardPayments.recordedByFranchiseeId))
    .where(where)
    .orderBy(desc(cardPayments.paidAt), desc(cardPayments.recordNo));
}

type RecordViewRow = Awaited<ReturnType<ReturnType<typeof recordsQuery>['execute']>>[number];

/** Who recorded a payment, as joined from users and franchisees. */
type RecorderColumns = Pick<RecordViewRow, 'userName' | 'userPhone' | 'userEmail' | 'userRoles' | 'franchiseeName'>;

/** "Ravi Franchise (franchisee)", "Demo Admin (admin)": who recorded a manual payment. */
function recordedBy(row: RecorderColumns): string | null {
  if (row.franchiseeName !== null) return `${row.franchiseeName} (franchisee)`;
  if (row.userRoles === null) return null;
  const who = row.userName ?? row.userPhone ?? row.userEmail ?? 'Unknown';
  const role = userRoles({ roles: row.userRoles })[0];
  return role ? `${who} (${role})` : who;
}

/** The fields every recorded payment shows (the contract's recordedPaymentFields). */
function recordedPayment(
  p: Pick<
    ProductPaymentRow,
    | 'recordNo'
    | 'businessId'
    | 'amountPaise'
    | 'provider'
    | 'providerPaymentId'
    | 'providerOrderId'
    | 'isManualUpdate'
    | 'paidAt'
    | 'paymentMode'
    | 'paymentReference'
  >,
  row: RecorderColumns,
) {
  return {
    recordNo: p.recordNo,
    businessId: p.businessId,
    amount: p.amountPaise,
    provider: p.provider,
    providerPaymentId: p.providerPaymentId,
    providerOrderId: p.providerOrderId,
    isManualUpdate: p.isManualUpdate,
    recordedBy: recordedBy(row),
    paidAt: p.paidAt.toISOString(),
    paymentMode: p.paymentMode,
    paymentReference: p.paymentReference,
  };
}

function toRecord(row: RecordViewRow): TCardPaymentRecord {
  const p = row.payment;
  return {
    ...recordedPayment(p, row),
    planId: p.planId,
    planName: p.planSnapshot.name,
    validity: p.planSnapshot.validityYears,
    limits: p.planSnapshot.limits,
    frameVisibility: p.planSnapshot.frameVisibility,
    validUntil: p.validUntil.toISOString(),
  };
}

const ofBusiness = (agencyId: string, businessId: string) =>
  allOf(eq(cardPayments.agencyId, agencyId), eq(cardPayments.businessId, businessId));

/** Newest first. */
export async function listRecords(db: DbOrTx, agencyId: string, businessId: string): Promise<TCardPaymentRecord[]> {
  const rows = await recordsQuery(db, ofBusiness(agencyId, businessId));
  return rows.map(toRecord);
}

/** The newest payment whose period has not ended. */
export async function lastActiveRecord(
  db: DbOrTx,
  agencyId: string,
  businessId: string,
  now: Date,
): Promise<TCardPaymentRecord | null> {
  const [row] = await recordsQuery(db, allOf(ofBusiness(agencyId, businessId), gt(cardPayments.validUntil, now))).limit(
    1,
  );
  return row ? toRecord(row) : null;
}

export async function findRecordBusiness(db: DbOrTx, agencyId: string, recordNo: number): Promise<string | null> {
  const [row] = await db
    .select({ businessId: cardPayments.businessId })
    .from(cardPayments)
    .where(and(eq(cardPayments.agencyId, agencyId), eq(cardPayments.recordNo, recordNo)))
    .limit(1);
  return row?.businessId ?? null;
}

// ---------------------------------------------------------------------------------------
// Product payments (PDF card single purchases, promotional videos).

const ofKind = (agencyId: string, kind: ProductPaymentKind) =>
  allOf(eq(productPayments.agencyId, agencyId), eq(productPayments.kind, kind));

/** A business's purchases of one kind, newest first. */
export async function listProductRecords(
  db: DbOrTx,
  agencyId: string,
  businessId: string,
  kind: ProductPaymentKind,
): Promise<TProductPaymentRecord[]> {
  const rows = await db
    .select({ payment: productPayments, ...recorder })
    .from(productPayments)
    .leftJoin(users, eq(users.id, productPayments.recordedByUserId))
    .leftJoin(franchisees, eq(franchisees.id, productPayments.recordedByFranchiseeId))
    .where(allOf(ofKind(agencyId, kind), eq(productPayments.businessId, businessId)))
    .orderBy(desc(productPayments.paidAt), desc(productPayments.recordNo));
  return rows.map(({ payment: p, ...row }) => ({
    ...recordedPayment(p, row),
    kind: p.kind,
    pdfCardNo: p.pdfCardNo,
    planId: p.planId,
    quantity: p.quantity,
  }));
}

export async function findProductRecordBusiness(
  db: DbOrTx,
  agencyId: string,
  kind: ProductPaymentKind,
  recordNo: number,
): Promise<string | null> {
  const [row] = await db
    .select({ businessId: productPayments.businessId })
    .from(productPayments)
    .where(allOf(ofKind(agencyId, kind), eq(productPayments.recordNo, recordNo)))
    .limit(1);
  return row?.businessId ?? null;
}

/** Single purchases recorded for one PDF card. */
export async function countPdfCardPurchases(db: DbOrTx, agencyId: string, pdfCardNo: number): Promise<number> {
  const [row] = await db
    .select({ purchases: count() })
    .from(productPayments)
    .where(allOf(ofKind(agencyId, 'pdf-card'), eq(productPayments.pdfCardNo, pdfCardNo)));
  return row?.purchases ?? 0;
}

/** The promotional videos a business has bought: the sum of its purchases recorded now. */
export async function purchasedPromotionalVideos(db: DbOrTx, agencyId: string, businessId: string): Promise<number> {
  const [row] = await db
    .select({ videos: sql<number>`coalesce(sum(${productPayments.quantity}), 0)`.mapWith(Number) })
    .from(productPayments)
    .where(allOf(ofKind(agencyId, 'promotional-video'), eq(productPayments.businessId, businessId)));
  return row?.videos ?? 0;
}

/** The physical tags a business has bought (docs/product-rules.md#physical-tags): the sum of its purchases recorded now. */
export async function purchasedTags(db: DbOrTx, agencyId: string, businessId: string): Promise<number> {
  const [row] = await db
    .select({ tags: sql<number>`coalesce(sum(${productPayments.quantity}), 0)`.mapWith(Number) })
    .from(productPayments)
    .where(allOf(ofKind(agencyId, 'tag'), eq(productPayments.businessId, businessId)));
  return row?.tags ?? 0;
}
