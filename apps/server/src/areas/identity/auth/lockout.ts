// Per-account lockout: besides the per-IP limit on the sign-in routes, wrong
// passwords are counted per account — the agency and the phone or e-mail typed — in the
// database, so every replica sees one count and customer and franchisee sign-in share it.
// PASSWORD_MAX_FAILURES wrong passwords within PASSWORD_FAILURE_WINDOW_MS lock the account:
// even the right password is refused until a code sent by OTP is verified and a new password
// set (clearPasswordFailures, from createPassword). A right password before that clears the count.
import { MESSAGES, PASSWORD_FAILURE_WINDOW_MS, PASSWORD_MAX_FAILURES } from '@cardora/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { passwordFailures } from '#db/schema';
import { AppError } from '#lib/errors';

export const accountLocked = () => new AppError('ACCOUNT_LOCKED', MESSAGES.accountLocked, 429);

const keyOf = (agencyId: string, identifier: string) =>
  and(eq(passwordFailures.agencyId, agencyId), eq(passwordFailures.identifier, identifier.toLowerCase()));

/** Refuses a sign-in to a locked account, before the password is even looked at. */
export async function assertNotLocked(db: DbOrTx, agencyId: string, identifier: string): Promise<void> {
  const [row] = await db
    .select({ lockedAt: passwordFailures.lockedAt })
    .from(passwordFailures)
    .where(keyOf(agencyId, identifier))
    .limit(1);
  if (row?.lockedAt) throw accountLocked();
}

/**
 * Counts a wrong password in one statement (so parallel guesses cannot slip past the limit); a
 * count older than the window starts again. True when this failure locked the account.
 */
export async function recordPasswordFailure(
  db: DbOrTx,
  agencyId: string,
  identifier: string,
  now: Date,
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - PASSWORD_FAILURE_WINDOW_MS);
  const stale = sql`${passwordFailures.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
  const failures = sql`case when ${stale} then 1 else ${passwordFailures.failures} + 1 end`;
  const [row] = await db
    .insert(passwordFailures)
    .values({
      agencyId,
      identifier: identifier.toLowerCase(),
      failures: 1,
      windowStartedAt: now,
      lockedAt: PASSWORD_MAX_FAILURES <= 1 ? now : null,
    })
    .onConflictDoUpdate({
      target: [passwordFailures.agencyId, passwordFailures.identifier],
      set: {
        failures,
        windowStartedAt: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${passwordFailures.windowStartedAt} end`,
        lockedAt: sql`coalesce(${passwordFailures.lockedAt}, case when ${failures} >= ${PASSWORD_MAX_FAILURES} then ${now.toISOString()}::timestamptz end)`,
      },
    })
    .returning({ lockedAt: passwordFailures.lockedAt });
  return row?.lockedAt !== null && row?.lockedAt !== undefined;
}

/** A right password, or a new one set after an OTP: the account starts clean. */
export async function clearPasswordFailures(db: DbOrTx, agencyId: string, identifier: string): Promise<void> {
  await db.delete(passwordFailures).where(keyOf(agencyId, identifier));
}
