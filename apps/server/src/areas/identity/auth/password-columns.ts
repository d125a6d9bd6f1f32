// The users columns a password sets, and the rules of a temporary one (docs/product-rules.md#single-use-passwords).
// Apart from temporary-password.ts, whose flow reads the user's details (users/service.ts), because
// users and account-password.ts need these columns too: one file each way would be an import cycle.
import { MESSAGES, TEMPORARY_PASSWORD_TTL_MS } from '@cardora/contract';
import type { UserRow } from '#db/schema';
import { randomPassword } from '#lib/crypto';
import { AppError } from '#lib/errors';
import { hashPassword } from '#lib/passwords';

/** A new random password and the users columns that make it single-use and short-lived. */
export async function newTemporaryPassword(now: Date) {
  const password = randomPassword(10);
  return {
    password,
    columns: {
      passwordHash: await hashPassword(password),
      passwordMustChange: true,
      passwordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
    },
  };
}

/** The columns of a password the person chose: nothing temporary about it. */
export function ownPasswordColumns(passwordHash: string) {
  return { passwordHash, passwordMustChange: false, passwordExpiresAt: null };
}

/** The SMS or e-mail sentence that says how the password may be used. */
export function temporaryPasswordRule(): string {
  return `It works once, within ${TEMPORARY_PASSWORD_TTL_MS / 3_600_000} hours: sign in with it and choose your own password.`;
}

/** The right temporary password, too late: refused, with where to get a new one. */
export function assertTemporaryPasswordUsable(user: UserRow, now: Date): void {
  if (user.passwordMustChange && user.passwordExpiresAt && now.getTime() >= user.passwordExpiresAt.getTime()) {
    throw new AppError('PASSWORD_EXPIRED', MESSAGES.temporaryPasswordExpired, 400);
  }
}
