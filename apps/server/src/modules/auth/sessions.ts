// Server-side sessions: an opaque random token in the cardora_sid cookie, its sha256 in
// the sessions table. A session belongs to one agency and lapses after inactivity.
import { ACTIVITY_THROTTLE_MS } from '@cardora/contract';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { franchisees, sessions, users } from '../../db/schema';
import { newToken, tokenId } from '../../lib/crypto';
import type { Principal } from '../../lib/principal';

export interface SessionMeta {
  userAgent: string | undefined;
  ip: string;
}

export type SessionOwner = { userId: string } | { franchiseeId: string };

export async function createSession(
  db: DbOrTx,
  agencyId: string,
  owner: SessionOwner,
  meta: SessionMeta,
  now: Date,
): Promise<{ token: string; id: string }> {
  const token = newToken();
  const id = tokenId(token);
  await db.insert(sessions).values({
    id,
    agencyId,
    userId: 'userId' in owner ? owner.userId : null,
    franchiseeId: 'franchiseeId' in owner ? owner.franchiseeId : null,
    createdAt: now,
    lastInteractionAt: now,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip,
  });
  return { token, id };
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, tokenId(token)));
}

/** Ends every session of a user, except `keepSessionId` (the caller's own, when it is theirs). */
export async function deleteUserSessions(db: DbOrTx, userId: string, keepSessionId?: string): Promise<void> {
  const condition = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

export async function deleteFranchiseeSessions(db: DbOrTx, franchiseeId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.franchiseeId, franchiseeId));
}

export type LoadedSession =
  | { status: 'active'; principal: Principal }
  /** Unknown token, or it expired (and was deleted): the cookie should go. */
  | { status: 'gone' }
  /** A live session of another agency: ignored on this host, cookie left alone. */
  | { status: 'other-agency' };

/**
 * Loads the session for `agencyId`. Inactivity beyond `inactivityMs` deletes it; otherwise
 * last_interaction_at is refreshed, at most once per ACTIVITY_THROTTLE_MS to spare the DB —
 * unless `touch` is false (a passive endpoint's background read is not activity).
 */
export async function loadSession(
  db: DbOrTx,
  agencyId: string,
  token: string,
  now: Date,
  inactivityMs: number,
  options: { touch?: boolean } = {},
): Promise<LoadedSession> {
  const id = tokenId(token);
  const [row] = await db
    .select({ session: sessions, user: users, franchisee: franchisees })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(franchisees, eq(franchisees.id, sessions.franchiseeId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return { status: 'gone' };
  if (row.session.agencyId !== agencyId) return { status: 'other-agency' };
  const idle = now.getTime() - row.session.lastInteractionAt.getTime();
  if (idle > inactivityMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return { status: 'gone' };
  }
  let lastInteractionAt = row.session.lastInteractionAt;
  if (options.touch !== false && idle >= ACTIVITY_THROTTLE_MS) {
    await db.update(sessions).set({ lastInteractionAt: now }).where(eq(sessions.id, id));
    lastInteractionAt = now;
  }
  if (row.user)
    return { status: 'active', principal: { kind: 'user', user: row.user, sessionId: id, lastInteractionAt } };
  if (row.franchisee) {
    return {
      status: 'active',
      principal: { kind: 'franchisee', franchisee: row.franchisee, sessionId: id, lastInteractionAt },
    };
  }
  return { status: 'gone' };
}

/** Deletes sessions idle past the limit (run periodically by main.ts). */
export async function purgeExpiredSessions(db: DbOrTx, now: Date, inactivityMs: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.lastInteractionAt, new Date(now.getTime() - inactivityMs)));
}
