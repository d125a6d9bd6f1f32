// Customer and staff sign-in: verifyUser -> OTP -> createPassword
// for new accounts, resets and accounts made without a password; login otherwise.
import {
  MESSAGES,
  type TUserDetails,
  type TVerifyUserResponse,
  type ZCreatePasswordBody,
  type ZLoginBody,
  type ZVerifyUserBody,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AgencyRow, otpFlows, sessions, users } from '#db/schema';
import { AppError, conflict, validationFailed } from '#lib/errors';
import { hashPassword, verifyPassword } from '#lib/passwords';
import { notifyNewCustomer } from '../admin-notifications/service';
import { findUserByIdentity, type UserIdentity } from '../users/repo';
import { getUserDetails } from '../users/service';
import { accountLocked, assertNotLocked, clearPasswordFailures, recordPasswordFailure } from './lockout';
import { flowMissing, type OtpDeps, requireVerifiedFlow, startFlow } from './otp';
import { assertTemporaryPasswordUsable, ownPasswordColumns } from './password-columns';
import { createSession, type SessionMeta } from './sessions';

type VerifyUserInput = z.output<typeof ZVerifyUserBody>;
type LoginInput = z.output<typeof ZLoginBody>;
type CreatePasswordInput = z.output<typeof ZCreatePasswordBody>;

export interface SignedIn {
  sessionToken: string;
  details: TUserDetails;
}

/** Phone for most people, e-mail for foreign users (the schema guarantees the right one is there). */
export function identityOf(body: { isForeignUser: boolean; phoneNumber?: string; email?: string }): UserIdentity {
  if (body.isForeignUser) {
    if (!body.email) throw validationFailed('email', MESSAGES.emailInvalid);
    return { email: body.email };
  }
  if (!body.phoneNumber) throw validationFailed('phoneNumber', MESSAGES.phoneInvalid);
  return { phoneNumber: body.phoneNumber };
}

function identifierOf(identity: UserIdentity): string {
  return 'email' in identity ? identity.email : identity.phoneNumber;
}

export async function verifyUser(
  deps: OtpDeps,
  agency: AgencyRow,
  body: VerifyUserInput,
  previousFlowToken: string | undefined,
): Promise<{ response: TVerifyUserResponse; flowToken?: string }> {
  const identity = identityOf(body);
  const user = await findUserByIdentity(deps.db, agency.id, identity);
  if (!user && body.fromForgotPassword) {
    throw new AppError('ACCOUNT_NOT_FOUND', MESSAGES.noAccountForReset, 404);
  }
  const passwordSet = Boolean(user?.passwordHash);
  if (user && passwordSet && !body.fromForgotPassword) {
    return { response: { userExist: true, passwordSet: true, otp: null } };
  }
  const purpose = !user ? 'signup' : body.fromForgotPassword ? 'reset' : 'first-password';
  const { token, otp } = await startFlow(deps, {
    agency,
    subject: 'user',
    purpose,
    identifier: identifierOf(identity),
    channel: 'email' in identity ? 'email' : 'sms',
    isForeignUser: body.isForeignUser,
    previousToken: previousFlowToken,
  });
  return { response: { userExist: Boolean(user), passwordSet, otp }, flowToken: token };
}

export async function login(
  deps: OtpDeps,
  agency: AgencyRow,
  body: LoginInput,
  meta: SessionMeta,
): Promise<SignedIn & { passwordMustChange: boolean }> {
  const identity = identityOf(body);
  const identifier = identifierOf(identity);
  await assertNotLocked(deps.db, agency.id, identifier);
  // Scoped by agency: an account of another agency is "not found" here, like a wrong password.
  const user = await findUserByIdentity(deps.db, agency.id, identity);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    // Unknown accounts count too: the answer must not tell which phones have an account.
    if (await recordPasswordFailure(deps.db, agency.id, identifier, deps.now())) throw accountLocked();
    const message = 'email' in identity ? MESSAGES.invalidEmailCredentials : MESSAGES.invalidCredentials;
    throw new AppError('INVALID_CREDENTIALS', message, 400);
  }
  // docs/product-rules.md#single-use-passwords
  assertTemporaryPasswordUsable(user, deps.now());
  await clearPasswordFailures(deps.db, agency.id, identifier);
  const { token } = await createSession(deps.db, agency.id, { userId: user.id }, meta, deps.now());
  return {
    sessionToken: token,
    details: await getUserDetails(deps.db, agency.id, user),
    passwordMustChange: user.passwordMustChange,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; ) {
    if (typeof current !== 'object' || current === null) return false;
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * After a verified OTP: creates the customer (sign-up) or sets the new password, ends the
 * flow and signs in. Sign-up runs in one transaction; losing a race to a concurrent
 * sign-up of the same phone or e-mail is a 409 and leaves nothing behind.
 */
export async function createPassword(
  deps: OtpDeps,
  agency: AgencyRow,
  flowToken: string | undefined,
  body: CreatePasswordInput,
  meta: SessionMeta,
): Promise<SignedIn & { signedUp: boolean }> {
  const flow = await requireVerifiedFlow(deps, agency.id, flowToken, 'user');
  const passwordHash = await hashPassword(body.password);
  const identity: UserIdentity =
    flow.channel === 'email' ? { email: flow.identifier } : { phoneNumber: flow.identifier };
  const now = deps.now();

  if (flow.purpose === 'signup') {
    let created: typeof users.$inferSelect;
    try {
      created = await deps.db.transaction(async (tx) => {
        const [consumed] = await tx.delete(otpFlows).where(eq(otpFlows.id, flow.id)).returning({ id: otpFlows.id });
        if (!consumed) throw flowMissing();
        const [user] = await tx
          .insert(users)
          .values({
            agencyId: agency.id,
            phoneNumber: 'phoneNumber' in identity ? identity.phoneNumber : null,
            email: 'email' in identity ? identity.email : null,
            isForeignUser: flow.isForeignUser,
            roles: ['customer'],
            passwordHash,
            createdAt: now,
          })
          .returning();
        if (!user) throw new Error('insert returned no user');
        await notifyNewCustomer(tx, { agencyId: agency.id, user, registeredBy: null, at: now });
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.accountAlreadyExists);
      throw error;
    }
    const { token } = await createSession(deps.db, agency.id, { userId: created.id }, meta, now);
    return { sessionToken: token, details: await getUserDetails(deps.db, agency.id, created), signedUp: true };
  }

  const user = await findUserByIdentity(deps.db, agency.id, identity);
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND', MESSAGES.noAccountForReset, 404);
  await deps.db.transaction(async (tx) => {
    const [consumed] = await tx.delete(otpFlows).where(eq(otpFlows.id, flow.id)).returning({ id: otpFlows.id });
    if (!consumed) throw flowMissing();
    await tx
      .update(users)
      .set(ownPasswordColumns(passwordHash))
      .where(and(eq(users.agencyId, agency.id), eq(users.id, user.id)));
    // A new password ends every existing session of the account, and any lockout: the OTP
    // proved the person holds the phone or mailbox.
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await clearPasswordFailures(tx, agency.id, flow.identifier);
  });
  const { token } = await createSession(deps.db, agency.id, { userId: user.id }, meta, now);
  return {
    sessionToken: token,
    details: await getUserDetails(deps.db, agency.id, { ...user, ...ownPasswordColumns(passwordHash) }),
    signedUp: false,
  };
}
