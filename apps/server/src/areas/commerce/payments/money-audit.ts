// The audit record of money moved by hand: who recorded a manual
// payment, who deleted a payment record and what it was. Each event is written inside the action's own transaction, so an action that
// rolls back leaves no event and an action that commits always has one.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#db/client';
import { franchisees, type MoneyAuditAction, type MoneyAuditEventRow, moneyAuditEvents, users } from '#db/schema';

/** Who acted: a staff user or a franchisee (ids as stored on the payment rows). */
export interface MoneyActorIds {
  userId: string | null;
  franchiseeId: string | null;
}

export interface MoneyAuditEvent {
  agencyId: string;
  action: MoneyAuditAction;
  business: { id: string; businessName: string };
  recordTable: MoneyAuditEventRow['recordTable'];
  recordKey: string | number;
  amountPaise: number;
  actor: MoneyActorIds;
  record: object;
}

/** "Asha Verma (+919000000002)": a copy that outlives the account. */
async function actorLabel(tx: Tx, agencyId: string, actor: MoneyActorIds): Promise<string> {
  if (actor.userId) {
    const [user] = await tx
      .select({ name: users.name, phoneNumber: users.phoneNumber, email: users.email })
      .from(users)
      .where(and(eq(users.agencyId, agencyId), eq(users.id, actor.userId)));
    const contact = user?.phoneNumber ?? user?.email ?? 'unknown';
    return user?.name ? `${user.name} (${contact})` : contact;
  }
  if (actor.franchiseeId) {
    const [franchisee] = await tx
      .select({ name: franchisees.name, phoneNumber: franchisees.phoneNumber })
      .from(franchisees)
      .where(and(eq(franchisees.agencyId, agencyId), eq(franchisees.id, actor.franchiseeId)));
    return franchisee ? `${franchisee.name} (${franchisee.phoneNumber}), franchisee` : 'unknown franchisee';
  }
  // A manual action always has an actor; this guards the column's not-null, never expected.
  return 'unknown';
}

export async function auditMoneyAction(tx: Tx, event: MoneyAuditEvent): Promise<void> {
  await tx.insert(moneyAuditEvents).values({
    agencyId: event.agencyId,
    action: event.action,
    businessId: event.business.id,
    businessName: event.business.businessName,
    recordTable: event.recordTable,
    recordKey: String(event.recordKey),
    amountPaise: event.amountPaise,
    actorUserId: event.actor.userId,
    actorFranchiseeId: event.actor.franchiseeId,
    actorLabel: await actorLabel(tx, event.agencyId, event.actor),
    // Through JSON, so dates are stored as ISO strings, as they would be read back.
    record: JSON.parse(JSON.stringify(event.record)),
  });
}

/** What a payment row of either table says about itself, enough to audit it. */
interface AuditedPayment {
  recordNo: number;
  amountPaise: number;
  provider: string;
  recordedByUserId: string | null;
  recordedByFranchiseeId: string | null;
}

type AuditedTable = MoneyAuditEventRow['recordTable'];
type AuditedBusiness = MoneyAuditEvent['business'];

/** A payment just recorded by hand is audited; a gateway's payment has the gateway's own trail. */
export async function auditManualRecording(
  tx: Tx,
  agencyId: string,
  business: AuditedBusiness,
  recordTable: AuditedTable,
  record: AuditedPayment,
): Promise<void> {
  if (record.provider !== 'manual') return;
  await auditMoneyAction(tx, {
    agencyId,
    action: 'manual-payment-recorded',
    business,
    recordTable,
    recordKey: record.recordNo,
    amountPaise: record.amountPaise,
    actor: { userId: record.recordedByUserId, franchiseeId: record.recordedByFranchiseeId },
    record,
  });
}

/** A deleted payment record, kept whole in the audit trail. */
export function auditDeletion(
  tx: Tx,
  agencyId: string,
  business: AuditedBusiness,
  recordTable: AuditedTable,
  deleted: Pick<AuditedPayment, 'recordNo' | 'amountPaise'>,
  actor: MoneyActorIds,
): Promise<void> {
  return auditMoneyAction(tx, {
    agencyId,
    action: 'payment-deleted',
    business,
    recordTable,
    recordKey: deleted.recordNo,
    amountPaise: deleted.amountPaise,
    actor,
    record: deleted,
  });
}

/** A business's audit trail, oldest first (tests and support read it; no endpoint yet). */
export function moneyAuditOf(db: DbOrTx, agencyId: string, businessId: string): Promise<MoneyAuditEventRow[]> {
  return db
    .select()
    .from(moneyAuditEvents)
    .where(and(eq(moneyAuditEvents.agencyId, agencyId), eq(moneyAuditEvents.businessId, businessId)))
    .orderBy(asc(moneyAuditEvents.createdAt), asc(moneyAuditEvents.id));
}
