// A phone user's contact e-mail. An e-mail on an account is also a way in
// (sign-in and forgot-password look accounts up by it), so it is saved only after a code sent to
// it is typed back: nobody can attach someone else's address to their account, or take it from
// them. A foreign user signs in with the e-mail, so it is not changed here.
import { ACCOUNT_MESSAGES, type TOtpSent } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { type AgencyRow, otpFlows, type UserRow, users } from '#db/schema';
import { uniqueViolation } from '#lib/db-errors';
import { fieldTaken, validationFailed } from '#lib/errors';
import type { UserPrincipal } from '#lib/principal';
import { findUserByIdentity } from '../users/repo';
import { requireAccountFlow } from './account-password';
import { flowMissing, type OtpDeps, startFlow, verifyCode } from './otp';

const emailTaken = () => fieldTaken('email', ACCOUNT_MESSAGES.emailTaken);

/** POST /account/email: a code to the new address, after the checks that need no code. */
export async function startEmailChange(
  deps: OtpDeps,
  agency: AgencyRow,
  principal: UserPrincipal,
  email: string,
  previousFlowToken: string | undefined,
): Promise<{ token: string; otp: TOtpSent }> {
  const { user } = principal;
  if (user.isForeignUser) throw validationFailed('email', ACCOUNT_MESSAGES.emailIsSignIn);
  if (user.email === email) throw validationFailed('email', ACCOUNT_MESSAGES.emailSame);
  const holder = await findUserByIdentity(deps.db, agency.id, { email });
  if (holder && holder.id !== user.id) throw emailTaken();
  return startFlow(deps, {
    agency,
    subject: 'user',
    purpose: 'change-email',
    identifier: email,
    channel: 'email',
    isForeignUser: false,
    previousToken: previousFlowToken,
  });
}

/** POST /account/email/verify: the code proves the mailbox; the address is saved on this account. */
export async function verifyEmailChange(
  deps: OtpDeps,
  agency: AgencyRow,
  principal: UserPrincipal,
  otp: string,
  flowToken: string | undefined,
): Promise<UserRow> {
  if (principal.user.isForeignUser) throw validationFailed('email', ACCOUNT_MESSAGES.emailIsSignIn);
  await requireAccountFlow(deps, agency, principal, flowToken, 'change-email');
  const flow = await verifyCode(deps, agency.id, flowToken, otp);
  try {
    return await deps.db.transaction(async (tx) => {
      const [consumed] = await tx.delete(otpFlows).where(eq(otpFlows.id, flow.id)).returning({ id: otpFlows.id });
      if (!consumed) throw flowMissing();
      const [updated] = await tx
        .update(users)
        .set({ email: flow.identifier })
        .where(and(eq(users.agencyId, agency.id), eq(users.id, principal.user.id)))
        .returning();
      if (!updated) throw flowMissing();
      return updated;
    });
  } catch (error) {
    // Someone else took the address between the code and now (users_agency_email_unique).
    if (uniqueViolation(error) !== null) throw emailTaken();
    throw error;
  }
}
