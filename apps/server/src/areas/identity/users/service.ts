// Users: details as the web sees them, the active business and the admin's "regenerate random
// password". The account page (deleting the account too) is account-service.ts.
import { agencyAppName, type TUserDetails, type TUserSummary } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { type AgencyRow, type UserRow, users } from '#db/schema';
import { notFound } from '#lib/errors';
import type { Messaging } from '#lib/messaging/index';
import { userRoles } from '#lib/principal';
import { newTemporaryPassword, temporaryPasswordRule } from '../auth/password-columns';
import { deleteUserSessions } from '../auth/sessions';
import { findOwnedBusiness, findUserById, listUserBusinesses } from './repo';

export function toUserSummary(user: UserRow): TUserSummary {
  return {
    userId: user.id,
    name: user.name,
    phoneNumber: user.phoneNumber,
    email: user.email,
    isForeignUser: user.isForeignUser,
    roles: userRoles(user),
  };
}

export async function getUserDetails(db: Db, agencyId: string, user: UserRow): Promise<TUserDetails> {
  const rows = await listUserBusinesses(db, agencyId, user.id);
  // A stale preference (business deleted) falls back to the first business.
  const active = rows.find((b) => b.id === user.activeBusinessId) ?? rows[0];
  return {
    user: toUserSummary(user),
    businesses: rows.map((b) => ({
      businessId: b.id,
      businessName: b.businessName,
      category: b.category,
      categoryName: b.categoryName,
    })),
    activeBusinessId: active?.id ?? null,
  };
}

/** Only a business the user owns in this agency; anything else is 404 (no hint it exists). */
export async function setActiveBusiness(
  db: Db,
  agencyId: string,
  user: UserRow,
  businessId: string,
): Promise<TUserDetails> {
  const business = await findOwnedBusiness(db, agencyId, user.id, businessId);
  if (!business) throw notFound();
  await db
    .update(users)
    .set({ activeBusinessId: business.id })
    .where(and(eq(users.agencyId, agencyId), eq(users.id, user.id)));
  return getUserDetails(db, agencyId, { ...user, activeBusinessId: business.id });
}

/**
 * A new 10-character temporary password for a user of the admin's agency: stored as argon2id,
 * sent to the user, returned once. Their other sessions end.
 */
export async function regenerateRandomPassword(
  db: Db,
  messaging: Messaging,
  agency: AgencyRow,
  targetUserId: string,
  callerSessionId: string,
  now: Date,
): Promise<{ userId: string; password: string }> {
  const target = await findUserById(db, agency.id, targetUserId);
  if (!target) throw notFound();
  // Single-use and short-lived: docs/product-rules.md#single-use-passwords
  const { password, columns } = await newTemporaryPassword(now);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(columns)
      .where(and(eq(users.agencyId, agency.id), eq(users.id, target.id)));
    await deleteUserSessions(tx, target.id, callerSessionId);
  });
  const appName = agencyAppName(agency);
  const text = `Your temporary ${appName} password is ${password}. ${temporaryPasswordRule()}`;
  if (target.email && (target.isForeignUser || !target.phoneNumber)) {
    await messaging.email.send({
      to: target.email,
      subject: `Your temporary ${appName} password`,
      text,
      senderName: appName,
    });
  } else if (target.phoneNumber) {
    await messaging.sms.send({ to: target.phoneNumber, text, senderName: appName });
  }
  return { userId: target.id, password };
}
