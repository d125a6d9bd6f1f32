// The account page: who is signed in (user or franchisee), their name, their
// other sessions, and deleting a user's account (DELETE /user). Password and e-mail changes need
// codes and live with the OTP machinery (auth/account-password.ts, auth/account-email.ts).
import { ACCOUNT_MESSAGES, emptyCardSections, type TAccount, VIDEO_MESSAGES } from '@cardora/contract';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import {
  type AgencyRow,
  businesses,
  cardFeedback,
  cardLeads,
  cardPayments,
  cards,
  documents,
  type FranchiseeRow,
  franchisees,
  productPayments,
  type UserRow,
  users,
  userVideos,
} from '#db/schema';
import { conflict, notFound } from '#lib/errors';
import { franchiseeRoles, type Principal, type UserPrincipal, userRoles } from '#lib/principal';
import { forgetNewCustomer } from '../admin-notifications/service';
import { clearPasswordFailures } from '../auth/lockout';
import { countOtherSessions, deleteFranchiseeSessions, deleteUserSessions } from '../auth/sessions';
import { businessFolders } from './account-files';

async function otherAdminCount(db: DbOrTx, agencyId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.agencyId, agencyId),
        ne(users.id, userId),
        isNull(users.deletedAt),
        sql`'admin' = any(${users.roles})`,
      ),
    );
  return row?.n ?? 0;
}

/** Why this user may not delete the account, or null: an agency never loses its last admin. */
async function deleteRefusal(db: DbOrTx, agencyId: string, user: UserRow): Promise<string | null> {
  if (!user.roles.includes('admin')) return null;
  return (await otherAdminCount(db, agencyId, user.id)) === 0 ? ACCOUNT_MESSAGES.lastAdmin : null;
}

export interface AccountClock {
  now: Date;
  inactivityMs: number;
}

function userAccount(user: UserRow, otherSessions: number, refusal: string | null): TAccount {
  const signsInWithEmail = Boolean(user.email) && (user.isForeignUser || !user.phoneNumber);
  return {
    kind: 'user',
    name: user.name,
    phoneNumber: user.phoneNumber,
    email: user.email,
    isForeignUser: user.isForeignUser,
    roles: userRoles(user),
    signInWith: signsInWithEmail ? 'email' : 'phone',
    passwordSet: user.passwordHash !== null,
    emailEditable: !user.isForeignUser,
    otherSessions,
    deleteRefusal: refusal,
  };
}

function franchiseeAccount(franchisee: FranchiseeRow, otherSessions: number): TAccount {
  return {
    kind: 'franchisee',
    name: franchisee.name,
    phoneNumber: franchisee.phoneNumber,
    email: null,
    isForeignUser: false,
    roles: franchiseeRoles(franchisee),
    signInWith: 'phone',
    passwordSet: franchisee.passwordHash !== null,
    emailEditable: false,
    otherSessions,
    // A franchisee is the agency's arrangement: its admins add and remove them (Franchisee List).
    deleteRefusal: ACCOUNT_MESSAGES.franchiseeDelete,
  };
}

/** GET /account, for a principal whose row may be fresher than the session's (after a change). */
export async function accountOf(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  clock: AccountClock,
  fresh?: UserRow | FranchiseeRow,
): Promise<TAccount> {
  const otherSessions = await countOtherSessions(db, principal, clock.now, clock.inactivityMs);
  if (principal.kind === 'franchisee') {
    const franchisee = fresh && 'permissions' in fresh ? fresh : principal.franchisee;
    return franchiseeAccount(franchisee, otherSessions);
  }
  const user = fresh && 'isForeignUser' in fresh ? fresh : principal.user;
  return userAccount(user, otherSessions, await deleteRefusal(db, agency.id, user));
}

/** PUT /account: the person's own name. */
export async function updateAccountName(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  name: string,
  clock: AccountClock,
): Promise<TAccount> {
  if (principal.kind === 'user') {
    const [user] = await db
      .update(users)
      .set({ name })
      .where(and(eq(users.agencyId, agency.id), eq(users.id, principal.user.id)))
      .returning();
    if (!user) throw notFound();
    return accountOf(db, agency, principal, clock, user);
  }
  const [franchisee] = await db
    .update(franchisees)
    .set({ name })
    .where(and(eq(franchisees.agencyId, agency.id), eq(franchisees.id, principal.franchisee.id)))
    .returning();
  if (!franchisee) throw notFound();
  return accountOf(db, agency, principal, clock, franchisee);
}

/** POST /account/logout-others: every other session of the account ends; this one stays. */
export function logoutOtherSessions(db: Db, principal: Principal): Promise<number> {
  return principal.kind === 'user'
    ? deleteUserSessions(db, principal.user.id, principal.sessionId)
    : deleteFranchiseeSessions(db, principal.franchisee.id, principal.sessionId);
}

/** The user's businesses, and whether each has a recorded payment (card plan, PDF card, video). */
function ownedBusinesses(db: DbOrTx, agencyId: string, userId: string) {
  // The business spelled out: in a select from businesses alone drizzle writes a bare "id", which
  // inside these subqueries would be the payment's own id (no business would ever count as paid).
  const business = sql.raw('"businesses"."id"');
  const paid = sql<boolean>`(exists (select 1 from ${cardPayments} where ${cardPayments.businessId} = ${business})
    or exists (select 1 from ${productPayments} where ${productPayments.businessId} = ${business}))`;
  return db
    .select({ id: businesses.id, paid })
    .from(businesses)
    .where(and(eq(businesses.agencyId, agencyId), eq(businesses.userId, userId)));
}

/**
 * DELETE /user. The agency's last admin is refused (409). Businesses without a recorded payment
 * go with their cards and content. A business with one is the agency's record of money received
 * (payment history, reports, audits): it stays, its card is switched off, and the user row stays
 * as an anonymised owner ("Deleted account": no phone, e-mail, name or password; deleted_at set),
 * so the phone or e-mail is free to sign up again and nothing can sign in as it. With nothing to
 * keep, the row is deleted. Every session ends either way. Answers the storage folders of every
 * business the person owned, kept or not, for the caller to empty after the commit
 * (account-files.ts): their uploads, drawn greetings and rendered videos go with them.
 */
export async function deleteUserAccount(
  db: Db,
  agencyId: string,
  principal: UserPrincipal,
  now: Date,
): Promise<{ keptBusinesses: number; fileFolders: string[] }> {
  const { user } = principal;
  const { kept, owned } = await db.transaction(async (tx) => {
    if (user.roles.includes('admin')) {
      // One admin deletion at a time per agency, so two last admins cannot both leave.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`last-admin:${agencyId}`}))`);
      if ((await otherAdminCount(tx, agencyId, user.id)) === 0) throw conflict(ACCOUNT_MESSAGES.lastAdmin);
    }
    const owned = await ownedBusinesses(tx, agencyId, user.id);
    const keep = owned.filter((b) => b.paid).map((b) => b.id);
    const drop = owned.filter((b) => !b.paid).map((b) => b.id);
    if (owned.length > 0) {
      // The uploads' records (their original file names too): the files go after the commit.
      await tx.delete(documents).where(
        and(
          eq(documents.agencyId, agencyId),
          eq(documents.hierarchy1, 'business'),
          inArray(
            documents.hierarchy2,
            owned.map((b) => b.id),
          ),
        ),
      );
    }
    if (drop.length > 0) {
      await tx.delete(businesses).where(and(eq(businesses.agencyId, agencyId), inArray(businesses.id, drop)));
    }
    await deleteUserSessions(tx, user.id);
    await forgetNewCustomer(tx, agencyId, user.id);
    for (const identifier of [user.phoneNumber, user.email]) {
      if (identifier) await clearPasswordFailures(tx, agencyId, identifier);
    }
    if (keep.length === 0) {
      await tx.delete(users).where(and(eq(users.agencyId, agencyId), eq(users.id, user.id)));
      return { kept: 0, owned };
    }
    // Kept for the books, not for the person (docs/product-rules.md#deleting-an-account): the
    // card emptied and off, the business's own phone and e-mail cleared, and what visitors left
    // for this customer — leads and feedback — deleted. Payments, billing details and the tax
    // documents (with the buyer as issued) stay, as the law asks.
    await tx
      .update(cards)
      .set({ status: 'inactive', sections: emptyCardSections(), updatedAt: now })
      .where(and(eq(cards.agencyId, agencyId), inArray(cards.businessId, keep)));
    await tx
      .update(businesses)
      .set({ phoneNumber: null, email: null })
      .where(and(eq(businesses.agencyId, agencyId), inArray(businesses.id, keep)));
    await tx.delete(cardLeads).where(and(eq(cardLeads.agencyId, agencyId), inArray(cardLeads.businessId, keep)));
    await tx
      .delete(cardFeedback)
      .where(and(eq(cardFeedback.agencyId, agencyId), inArray(cardFeedback.businessId, keep)));
    // The videos' rows stay for their payments; their files go, so none is offered as ready. A
    // render under way is stopped: failed, and its attempt moved on, so the render's own finish
    // matches no row and removes what it made (render-job.ts).
    await tx
      .update(userVideos)
      .set({ outputKey: null, posterKey: null, updatedAt: now })
      .where(and(eq(userVideos.agencyId, agencyId), inArray(userVideos.businessId, keep)));
    await tx
      .update(userVideos)
      .set({
        renderStatus: 'failed',
        failureReason: VIDEO_MESSAGES.renderStoppedAccountDeleted,
        attempts: sql`${userVideos.attempts} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(userVideos.agencyId, agencyId),
          inArray(userVideos.businessId, keep),
          inArray(userVideos.renderStatus, ['queued', 'rendering']),
        ),
      );
    await tx
      .update(users)
      .set({
        name: ACCOUNT_MESSAGES.deletedAccountName,
        phoneNumber: null,
        email: null,
        passwordHash: null,
        roles: ['customer'],
        activeBusinessId: null,
        deletedAt: now,
      })
      .where(and(eq(users.agencyId, agencyId), eq(users.id, user.id)));
    return { kept: keep.length, owned };
  });
  return { keptBusinesses: kept, fileFolders: owned.flatMap((b) => businessFolders(agencyId, b.id)) };
}
