// Passwords the server makes for someone else (a new agency admin, an admin's "regenerate random
// password"): they travel by SMS and through the hands of whoever made them, so they sign in once,
// only to choose a new password, and not after TEMPORARY_PASSWORD_TTL_MS.
// docs/product-rules.md#single-use-passwords
import { MESSAGES, type TUserDetails, type ZReplaceTemporaryPasswordBody } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#db/client';
import { type AgencyRow, users } from '#db/schema';
import { authorize } from '#lib/access';
import { AppError } from '#lib/errors';
import { hashPassword, verifyPassword } from '#lib/passwords';
import type { UserPrincipal } from '#lib/principal';
import { mayReplaceTemporaryPassword } from '#policies/identity';
import { getUserDetails } from '../users/service';
import { accountIdentity } from './account-password';
import { clearPasswordFailures } from './lockout';
import { ownPasswordColumns } from './password-columns';
import { deleteUserSessions } from './sessions';

/**
 * POST /replaceTemporaryPassword: the person's own password replaces the temporary one. Their other
 * sessions end (none should exist); this one stays and can now do everything.
 */
export async function replaceTemporaryPassword(
  db: Db,
  agency: AgencyRow,
  principal: UserPrincipal,
  body: z.output<typeof ZReplaceTemporaryPasswordBody>,
): Promise<TUserDetails> {
  const { user } = principal;
  // Only for a session that has a temporary password to replace; others use the account page.
  authorize(mayReplaceTemporaryPassword(principal));
  if (await verifyPassword(user.passwordHash, body.password)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.chooseAnotherPassword, 400, {
      password: MESSAGES.chooseAnotherPassword,
    });
  }
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(ownPasswordColumns(passwordHash))
      .where(and(eq(users.agencyId, agency.id), eq(users.id, user.id)));
    await deleteUserSessions(tx, user.id, principal.sessionId);
    await clearPasswordFailures(tx, agency.id, accountIdentity(principal).identifier);
  });
  return getUserDetails(db, agency.id, { ...user, ...ownPasswordColumns(passwordHash) });
}
