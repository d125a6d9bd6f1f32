// Changing the password from the account page, signed in: with the current
// password (counted by the per-account lockout like a sign-in, so a stolen session cannot guess
// it), or with a code sent to the account's own phone or e-mail (no password yet, forgotten, or
// locked). Either way this session stays and every other session of the account ends.
import { ACCOUNT_MESSAGES, type TOtpSent, type ZChangePasswordBody } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AgencyRow, franchisees, type OtpFlowRow, otpFlows, users } from '#db/schema';
import { AppError, notFound } from '#lib/errors';
import { hashPassword, verifyPassword } from '#lib/passwords';
import type { Principal } from '#lib/principal';
import { accountLocked, assertNotLocked, clearPasswordFailures, recordPasswordFailure } from './lockout';
import { findFlow, flowMissing, type OtpDeps, type OtpPurpose, startFlow, verifyCode } from './otp';
import { ownPasswordColumns } from './password-columns';
import { deleteFranchiseeSessions, deleteUserSessions } from './sessions';

/** How the account signs in, which is where its codes go and what the lockout counts by. */
export interface AccountIdentity {
  identifier: string;
  channel: 'sms' | 'email';
  isForeignUser: boolean;
}

export function accountIdentity(principal: Principal): AccountIdentity {
  if (principal.kind === 'franchisee') {
    return { identifier: principal.franchisee.phoneNumber, channel: 'sms', isForeignUser: false };
  }
  const { user } = principal;
  if ((user.isForeignUser || !user.phoneNumber) && user.email) {
    return { identifier: user.email, channel: 'email', isForeignUser: user.isForeignUser };
  }
  if (user.phoneNumber) return { identifier: user.phoneNumber, channel: 'sms', isForeignUser: false };
  // Only a deleted account has neither, and it has no sessions.
  throw notFound();
}

function passwordHashOf(principal: Principal): string | null {
  return principal.kind === 'user' ? principal.user.passwordHash : principal.franchisee.passwordHash;
}

/**
 * The account's own live flow of `purpose` behind the cookie, or 400 (the cookie can go): a flow
 * started for another account, another kind of person or another purpose is not this one's.
 */
export async function requireAccountFlow(
  deps: OtpDeps,
  agency: AgencyRow,
  principal: Principal,
  token: string | undefined,
  purpose: OtpPurpose,
  identifier?: string,
): Promise<OtpFlowRow> {
  const flow = await findFlow(deps, agency.id, token);
  if (!flow || flow.subject !== principal.kind || flow.purpose !== purpose) throw flowMissing();
  if (identifier !== undefined && flow.identifier !== identifier) throw flowMissing();
  return flow;
}

/** POST /account/password/otp: a code to the account's phone (or e-mail), under the OTP limits. */
export async function sendPasswordOtp(
  deps: OtpDeps,
  agency: AgencyRow,
  principal: Principal,
  previousFlowToken: string | undefined,
): Promise<{ token: string; otp: TOtpSent }> {
  const identity = accountIdentity(principal);
  return startFlow(deps, {
    agency,
    subject: principal.kind,
    purpose: 'change-password',
    identifier: identity.identifier,
    channel: identity.channel,
    isForeignUser: identity.isForeignUser,
    previousToken: previousFlowToken,
  });
}

const wrongCurrentPassword = () =>
  new AppError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.currentPasswordWrong, 400, {
    currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
  });

/** The current password, checked as a sign-in is: a locked account is refused before looking. */
async function checkCurrentPassword(deps: OtpDeps, agency: AgencyRow, principal: Principal, password: string) {
  const { identifier } = accountIdentity(principal);
  const hash = passwordHashOf(principal);
  if (!hash) {
    throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.noPasswordYet, 400, {
      currentPassword: ACCOUNT_MESSAGES.noPasswordYet,
    });
  }
  await assertNotLocked(deps.db, agency.id, identifier);
  if (!(await verifyPassword(hash, password))) {
    if (await recordPasswordFailure(deps.db, agency.id, identifier, deps.now())) throw accountLocked();
    throw wrongCurrentPassword();
  }
}

/**
 * POST /account/password. With `otp`, the code of this account's change-password flow (wrong
 * codes, expiry and the 5 tries as on the OTP page). Returns how many other sessions ended.
 */
export async function changePassword(
  deps: OtpDeps,
  agency: AgencyRow,
  principal: Principal,
  body: z.output<typeof ZChangePasswordBody>,
  flowToken: string | undefined,
): Promise<{ otherSessionsEnded: number; usedFlow: boolean }> {
  const { identifier } = accountIdentity(principal);
  let flow: OtpFlowRow | null = null;
  if (body.otp !== undefined) {
    await requireAccountFlow(deps, agency, principal, flowToken, 'change-password', identifier);
    flow = await verifyCode(deps, agency.id, flowToken, body.otp);
  } else if (body.currentPassword !== undefined) {
    await checkCurrentPassword(deps, agency, principal, body.currentPassword);
  }
  const passwordHash = await hashPassword(body.password);
  const otherSessionsEnded = await deps.db.transaction(async (tx) => {
    if (flow) {
      const [consumed] = await tx.delete(otpFlows).where(eq(otpFlows.id, flow.id)).returning({ id: otpFlows.id });
      if (!consumed) throw flowMissing();
    }
    if (principal.kind === 'user') {
      await tx
        .update(users)
        .set(ownPasswordColumns(passwordHash))
        .where(and(eq(users.agencyId, agency.id), eq(users.id, principal.user.id)));
    } else {
      await tx
        .update(franchisees)
        .set({ passwordHash })
        .where(and(eq(franchisees.agencyId, agency.id), eq(franchisees.id, principal.franchisee.id)));
    }
    // A new password starts the account clean: no lockout, no other device signed in.
    await clearPasswordFailures(tx, agency.id, identifier);
    return principal.kind === 'user'
      ? deleteUserSessions(tx, principal.user.id, principal.sessionId)
      : deleteFranchiseeSessions(tx, principal.franchisee.id, principal.sessionId);
  });
  return { otherSessionsEnded, usedFlow: flow !== null };
}
