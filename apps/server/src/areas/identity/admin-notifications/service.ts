// Admin notifications: raised by the modules where events happen, inside the
// event's own transaction (a rolled-back event raises nothing; source_key keeps a replayed one
// from raising twice), and read by the admin area's staff through the contract's audience rule
// with a read state of their own.
import type {
  AdminNotificationKind,
  NotificationAudience,
  TAdminNotification,
  TAdminNotificationList,
  TAdminNotificationMetadata,
  TMarkAdminNotificationReadResponse,
  TMarkAllAdminNotificationsReadResponse,
  ZAdminNotificationListQuery,
} from '@cardora/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '#db/client';
import type { BusinessRow, UserRow } from '#db/schema';
import { authorize } from '#lib/access';
import { notFound } from '#lib/errors';
import { type Principal, userRoles } from '#lib/principal';
import { notificationAudienceOf } from '#policies/admin';
import { findFranchiseeById } from '../franchisees/repo';
import { findUserById } from '../users/repo';
import {
  countForReader,
  findForReader,
  insertAllReads,
  insertNotification,
  insertRead,
  listForReader,
  type NotificationWithRead,
  type ReaderIds,
  rewriteBySource,
} from './repo';
import {
  type BillMoveOutStep,
  billMoveOutText,
  businessLink,
  customerLink,
  deletedCustomerText,
  imageRequestText,
  newCustomerText,
  type PaymentPurchase,
  paymentText,
  staffLabel,
} from './text';

type ListQuery = z.output<typeof ZAdminNotificationListQuery>;

interface Raise {
  agencyId: string;
  kind: AdminNotificationKind;
  /** The event, unique per agency: 'user:<id>', 'card-payment:<recordNo>' … */
  sourceKey: string;
  text: { title: string; body: string };
  link: string | null;
  businessId: string | null;
  franchiseeId: string | null;
  metadata: TAdminNotificationMetadata;
  /** The event's time; the database's now() when not given. */
  at?: Date;
}

async function raise(tx: DbOrTx, event: Raise): Promise<void> {
  await insertNotification(tx, {
    agencyId: event.agencyId,
    kind: event.kind,
    title: event.text.title,
    body: event.text.body,
    link: event.link,
    metadata: event.metadata,
    businessId: event.businessId,
    franchiseeId: event.franchiseeId,
    sourceKey: event.sourceKey,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

/** "Demo Admin (admin)" / "Ravi Franchise (franchisee)" for a signed-in staff member. */
function principalLabel(principal: Principal): string {
  if (principal.kind === 'franchisee') return staffLabel({ ...principal.franchisee, email: null, role: 'franchisee' });
  return staffLabel({ ...principal.user, role: userRoles(principal.user)[0] ?? 'staff' });
}

/** Who recorded a payment, looked up by the ids the payment keeps. */
async function recorderLabel(
  tx: DbOrTx,
  agencyId: string,
  ids: { userId: string | null; franchiseeId: string | null },
): Promise<string> {
  if (ids.franchiseeId) {
    const franchisee = await findFranchiseeById(tx, agencyId, ids.franchiseeId);
    if (franchisee) return staffLabel({ ...franchisee, email: null, role: 'franchisee' });
  }
  if (ids.userId) {
    const user = await findUserById(tx, agencyId, ids.userId);
    if (user) return staffLabel({ ...user, role: userRoles(user)[0] ?? 'staff' });
  }
  return 'Staff';
}

/**
 * A customer account was created: by OTP sign-up (registeredBy null) or by staff through
 * registerUserAndGetBusinesses. Call inside the transaction that created the user.
 */
export async function notifyNewCustomer(
  tx: DbOrTx,
  event: { agencyId: string; user: UserRow; registeredBy: Principal | null; at?: Date },
): Promise<void> {
  const { user, registeredBy } = event;
  const by = registeredBy ? principalLabel(registeredBy) : null;
  await raise(tx, {
    agencyId: event.agencyId,
    kind: 'new-customer',
    sourceKey: `user:${user.id}`,
    text: newCustomerText(user, by),
    link: customerLink(user.phoneNumber),
    businessId: null,
    franchiseeId: registeredBy?.kind === 'franchisee' ? registeredBy.franchisee.id : null,
    metadata: {
      userId: user.id,
      name: user.name,
      phoneNumber: user.phoneNumber,
      email: user.email,
      via: registeredBy ? 'staff' : 'sign-up',
      registeredBy: by,
    },
    at: event.at,
  });
}

/**
 * The customer deleted their account (docs/product-rules.md#deleting-an-account): their "new
 * customer" notification keeps that someone came and how, not their name, phone or e-mail.
 * Call inside the deletion's transaction.
 */
export async function forgetNewCustomer(tx: DbOrTx, agencyId: string, userId: string): Promise<void> {
  await rewriteBySource(tx, agencyId, `user:${userId}`, (row) => {
    const registeredBy = typeof row.metadata.registeredBy === 'string' ? row.metadata.registeredBy : null;
    const text = deletedCustomerText(registeredBy);
    return {
      title: text.title,
      body: text.body,
      link: customerLink(null),
      metadata: { ...row.metadata, name: null, phoneNumber: null, email: null },
    };
  });
}

export interface RecordedPaymentEvent {
  agencyId: string;
  business: Pick<BusinessRow, 'id' | 'businessName' | 'madeByFranchiseeId'>;
  /** card_payments or product_payments, and the record's number there. */
  table: 'card' | 'product';
  recordNo: number;
  amountPaise: number;
  provider: 'razorpay' | 'sandbox' | 'manual';
  recordedByUserId: string | null;
  recordedByFranchiseeId: string | null;
  purchase: PaymentPurchase;
  at: Date;
}

/**
 * A payment was recorded (first time only: call it where the record was inserted, inside that
 * transaction). A gateway payment is "payment received"; staff's is "manual payment recorded".
 */
export async function notifyPaymentRecorded(tx: DbOrTx, event: RecordedPaymentEvent): Promise<void> {
  const manual = event.provider === 'manual';
  const recordedBy = manual
    ? await recorderLabel(tx, event.agencyId, {
        userId: event.recordedByUserId,
        franchiseeId: event.recordedByFranchiseeId,
      })
    : null;
  await raise(tx, {
    agencyId: event.agencyId,
    kind: manual ? 'manual-payment' : 'payment-received',
    sourceKey: `${event.table}-payment:${event.recordNo}`,
    text: paymentText({
      businessName: event.business.businessName,
      amountPaise: event.amountPaise,
      purchase: event.purchase,
      recordedBy,
    }),
    link: businessLink(event.business.businessName),
    businessId: event.business.id,
    franchiseeId: event.business.madeByFranchiseeId,
    metadata: {
      businessId: event.business.id,
      businessName: event.business.businessName,
      amountPaise: event.amountPaise,
      provider: event.provider,
      product: event.purchase.kind,
      recordNo: event.recordNo,
      recordedBy,
    },
    at: event.at,
  });
}

/** A customer asked for greeting images (image-requests module, inside the request's transaction). */
export async function notifyImageRequest(
  tx: DbOrTx,
  event: {
    agencyId: string;
    business: Pick<BusinessRow, 'id' | 'businessName' | 'madeByFranchiseeId'>;
    request: { id: string; category: string; message: string | null; createdAt: Date };
  },
): Promise<void> {
  const { business, request } = event;
  await raise(tx, {
    agencyId: event.agencyId,
    kind: 'image-request',
    sourceKey: `image-request:${request.id}`,
    text: imageRequestText({
      businessName: business.businessName,
      category: request.category,
      message: request.message,
    }),
    link: businessLink(business.businessName),
    businessId: business.id,
    franchiseeId: business.madeByFranchiseeId,
    metadata: {
      businessId: business.id,
      businessName: business.businessName,
      requestId: request.id,
      category: request.category,
      message: request.message,
    },
    at: request.createdAt,
  });
}

/**
 * A request to move a paid, live card out of a month bill (docs/product-rules.md#bill-move-out-approval):
 * 'requested' goes to the platform agency's admins, 'approved' / 'refused' back to the agency's.
 * Admins only (FRANCHISEE_NOTIFICATION_KINDS leaves the kind out). Inside the step's transaction.
 */
export async function notifyBillMoveOut(
  tx: DbOrTx,
  event: BillMoveOutStep & {
    /** The agency told: the platform for a request, the billed agency for a decision. */
    agencyId: string;
    requestId: string;
    at: Date;
  },
): Promise<void> {
  await raise(tx, {
    agencyId: event.agencyId,
    kind: 'bill-move-out',
    sourceKey: `bill-move-out-${event.step}:${event.requestId}`,
    text: billMoveOutText(event),
    link: event.step === 'requested' ? '/admin/agency-management' : '/admin/billing',
    businessId: null,
    franchiseeId: null,
    metadata: {
      requestId: event.requestId,
      step: event.step,
      agencyName: event.agencyName,
      cardNo: event.cardNo,
      businessName: event.businessName,
      period: event.period,
      reason: event.reason,
      note: event.note,
    },
    at: event.at,
  });
}

// ---------------------------------------------------------------------------------------
// Reading: the bell.

interface Reading {
  audience: NotificationAudience;
  reader: ReaderIds;
}

/** The signed-in reader and what they see; anyone outside the admin area is 403. */
function readingOf(principal: Principal): Reading {
  const audience = notificationAudienceOf(principal);
  authorize(audience !== null);
  return {
    audience,
    reader:
      principal.kind === 'franchisee'
        ? { userId: null, franchiseeId: principal.franchisee.id }
        : { userId: principal.user.id, franchiseeId: null },
  };
}

function toNotification({ notification: n, readAt }: NotificationWithRead): TAdminNotification {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    metadata: n.metadata,
    createdAt: n.createdAt.toISOString(),
    read: readAt !== null,
    readAt: readAt?.toISOString() ?? null,
  };
}

export async function listAdminNotifications(
  db: Db,
  agencyId: string,
  principal: Principal,
  query: ListQuery,
): Promise<TAdminNotificationList> {
  const { audience, reader } = readingOf(principal);
  const [rows, counts] = await Promise.all([
    listForReader(db, agencyId, audience, reader, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      unreadOnly: query.unreadOnly,
    }),
    countForReader(db, agencyId, audience, reader),
  ]);
  return {
    list: rows.map(toNotification),
    total: query.unreadOnly ? counts.unread : counts.total,
    unreadCount: counts.unread,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Marks one notification read for this reader only; outside their audience (or agency) it is 404. */
export async function markAdminNotificationRead(
  db: Db,
  agencyId: string,
  principal: Principal,
  id: string,
  now: Date,
): Promise<TMarkAdminNotificationReadResponse> {
  const { audience, reader } = readingOf(principal);
  const found = await findForReader(db, agencyId, audience, reader, id);
  if (!found) throw notFound();
  if (found.readAt === null) await insertRead(db, agencyId, reader, id, now);
  const counts = await countForReader(db, agencyId, audience, reader);
  // Read now, unless it was read before (a reader's second click keeps the first time).
  return { notification: toNotification({ ...found, readAt: found.readAt ?? now }), unreadCount: counts.unread };
}

export async function markAllAdminNotificationsRead(
  db: Db,
  agencyId: string,
  principal: Principal,
  now: Date,
): Promise<TMarkAllAdminNotificationsReadResponse> {
  const { audience, reader } = readingOf(principal);
  const marked = await insertAllReads(db, agencyId, audience, reader, now);
  const counts = await countForReader(db, agencyId, audience, reader);
  return { marked, unreadCount: counts.unread };
}

/**
 * Festivals a few days ahead have no greeting posts yet (docs/product-rules.md#festival-calendar):
 * for the agency's content team (admins and franchisees with all-card access). Inside the
 * transaction that records the reminder, so it is raised once.
 */
export async function notifyFestivalReminder(
  tx: DbOrTx,
  event: {
    agencyId: string;
    festivalKey: string;
    festivalName: string;
    festivalDate: string;
    leadDays: number;
    link: string;
    at: Date;
  },
): Promise<void> {
  const days = event.leadDays === 1 ? 'tomorrow' : `in ${event.leadDays} days`;
  await raise(tx, {
    agencyId: event.agencyId,
    kind: 'festival-reminder',
    sourceKey: `festival:${event.festivalKey}:${event.festivalDate}:${event.leadDays}`,
    text: {
      title: `${event.festivalName} is ${days}: no greeting posts yet`,
      body: `No greeting post is ready for ${event.festivalName} (${event.festivalDate}). Add one so customers have something to share.`,
    },
    link: event.link,
    businessId: null,
    franchiseeId: null,
    metadata: {
      festivalKey: event.festivalKey,
      festivalName: event.festivalName,
      festivalDate: event.festivalDate,
      leadDays: event.leadDays,
    },
    at: event.at,
  });
}
