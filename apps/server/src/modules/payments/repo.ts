// Payment rows as the API shows them, and the order look-ups. Every query names the agency.
import type { TCardPaymentRecord } from '@cardora/contract';
import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardPayments, franchisees, type PaymentOrderRow, paymentOrders, users } from '../../db/schema';
import { userRoles } from '../../lib/principal';
import { allOf } from '../../lib/sql';

export async function insertOrder(db: DbOrTx, order: typeof paymentOrders.$inferInsert): Promise<void> {
  await db.insert(paymentOrders).values(order);
}

export async function findOrder(
  db: DbOrTx,
  agencyId: string,
  providerOrderId: string,
): Promise<PaymentOrderRow | null> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.agencyId, agencyId), eq(paymentOrders.providerOrderId, providerOrderId)))
    .limit(1);
  return row ?? null;
}

const recordView = {
  payment: cardPayments,
  userName: users.name,
  userPhone: users.phoneNumber,
  userEmail: users.email,
  userRoles: users.roles,
  franchiseeName: franchisees.name,
};

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

/** "Ravi Franchise (franchisee)", "Demo Admin (admin)": who recorded a manual payment. */
function recordedBy(row: RecordViewRow): string | null {
  if (row.franchiseeName !== null) return `${row.franchiseeName} (franchisee)`;
  if (row.userRoles === null) return null;
  const who = row.userName ?? row.userPhone ?? row.userEmail ?? 'Unknown';
  const role = userRoles({ roles: row.userRoles })[0];
  return role ? `${who} (${role})` : who;
}

function toRecord(row: RecordViewRow): TCardPaymentRecord {
  const p = row.payment;
  return {
    recordNo: p.recordNo,
    businessId: p.businessId,
    planId: p.planId,
    planName: p.planSnapshot.name,
    amount: p.amountPaise,
    validity: p.planSnapshot.validityYears,
    limits: p.planSnapshot.limits,
    frameVisibility: p.planSnapshot.frameVisibility,
    provider: p.provider,
    providerPaymentId: p.providerPaymentId,
    providerOrderId: p.providerOrderId,
    isManualUpdate: p.isManualUpdate,
    recordedBy: recordedBy(row),
    paidAt: p.paidAt.toISOString(),
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
