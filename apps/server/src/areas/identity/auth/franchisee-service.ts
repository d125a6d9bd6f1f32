// Franchisee sign-in: franchisees are made by admins and never sign up, so an unknown
// phone is 404; an OTP goes out on forgot-password or when no password is set yet.
import {
  MESSAGES,
  type TFranchiseeSummary,
  type ZFranchiseeLoginBody,
  type ZFranchiseeVerifyPhoneBody,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client';
import { type AgencyRow, type FranchiseeRow, franchisees, otpFlows, sessions } from '#db/schema';
import { AppError } from '#lib/errors';
import { hashPassword, verifyPassword } from '#lib/passwords';
import { franchiseePermissions, franchiseeRoles } from '#lib/principal';
import { findOne } from '#lib/sql';
import { accountLocked, assertNotLocked, clearPasswordFailures, recordPasswordFailure } from './lockout';
import { flowMissing, type OtpDeps, requireVerifiedFlow, startFlow } from './otp';
import { createSession, type SessionMeta } from './sessions';

export function toFranchiseeSummary(franchisee: FranchiseeRow): TFranchiseeSummary {
  return {
    franchiseeId: franchisee.id,
    name: franchisee.name,
    phoneNumber: franchisee.phoneNumber,
    roles: franchiseeRoles(franchisee),
    permissions: franchiseePermissions(franchisee),
    configuration: { hideBilling: franchisee.configuration.hideBilling },
  };
}

export async function findFranchiseeByPhone(
  db: DbOrTx,
  agencyId: string,
  phoneNumber: string,
): Promise<FranchiseeRow | null> {
  return findOne(db, franchisees, and(eq(franchisees.agencyId, agencyId), eq(franchisees.phoneNumber, phoneNumber)));
}

const noFranchisee = () => new AppError('ACCOUNT_NOT_FOUND', MESSAGES.noFranchiseeAccount, 404);

export async function verifyFranchiseePhone(
  deps: OtpDeps,
  agency: AgencyRow,
  body: z.output<typeof ZFranchiseeVerifyPhoneBody>,
  previousFlowToken: string | undefined,
) {
  const franchisee = await findFranchiseeByPhone(deps.db, agency.id, body.phoneNumber);
  if (!franchisee) throw noFranchisee();
  const passwordSet = Boolean(franchisee.passwordHash);
  if (passwordSet && !body.fromForgotPassword) {
    return { response: { franchiseeExist: true, passwordSet, otp: null } };
  }
  const { token, otp } = await startFlow(deps, {
    agency,
    subject: 'franchisee',
    purpose: body.fromForgotPassword ? 'reset' : 'first-password',
    identifier: franchisee.phoneNumber,
    channel: 'sms',
    isForeignUser: false,
    previousToken: previousFlowToken,
  });
  return { response: { franchiseeExist: true, passwordSet, otp }, flowToken: token };
}

export async function franchiseeLogin(
  deps: OtpDeps,
  agency: AgencyRow,
  body: z.output<typeof ZFranchiseeLoginBody>,
  meta: SessionMeta,
): Promise<{ sessionToken: string; franchisee: TFranchiseeSummary }> {
  // The same per-account count as the customer sign-in (lockout.ts): one bucket per phone.
  await assertNotLocked(deps.db, agency.id, body.phoneNumber);
  const franchisee = await findFranchiseeByPhone(deps.db, agency.id, body.phoneNumber);
  const ok = await verifyPassword(franchisee?.passwordHash, body.password);
  if (!franchisee || !ok) {
    if (await recordPasswordFailure(deps.db, agency.id, body.phoneNumber, deps.now())) throw accountLocked();
    throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials, 400);
  }
  await clearPasswordFailures(deps.db, agency.id, body.phoneNumber);
  const { token } = await createSession(deps.db, agency.id, { franchiseeId: franchisee.id }, meta, deps.now());
  return { sessionToken: token, franchisee: toFranchiseeSummary(franchisee) };
}

export async function franchiseeCreatePassword(
  deps: OtpDeps,
  agency: AgencyRow,
  flowToken: string | undefined,
  password: string,
  meta: SessionMeta,
): Promise<{ sessionToken: string; franchisee: TFranchiseeSummary }> {
  const flow = await requireVerifiedFlow(deps, agency.id, flowToken, 'franchisee');
  const franchisee = await findFranchiseeByPhone(deps.db, agency.id, flow.identifier);
  if (!franchisee) throw noFranchisee();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const [consumed] = await tx.delete(otpFlows).where(eq(otpFlows.id, flow.id)).returning({ id: otpFlows.id });
    if (!consumed) throw flowMissing();
    await tx
      .update(franchisees)
      .set({ passwordHash })
      .where(and(eq(franchisees.agencyId, agency.id), eq(franchisees.id, franchisee.id)));
    await tx.delete(sessions).where(eq(sessions.franchiseeId, franchisee.id));
    await clearPasswordFailures(tx, agency.id, flow.identifier);
  });
  const { token } = await createSession(deps.db, agency.id, { franchiseeId: franchisee.id }, meta, deps.now());
  return { sessionToken: token, franchisee: toFranchiseeSummary(franchisee) };
}
