// Server-side sessions: an opaque random token in the cardora_sid cookie, its sha256 in
// the sessions table. A session belongs to one agency and lapses after inactivity.
// Every API request reads its session, so the plugin keeps the row (with its user or franchisee)
// for SESSION_CACHE_TTL_MS per token; every delete here calls sessionsChanged().
import { ACTIVITY_THROTTLE_MS } from '@cardora/contract';
import { and, count, eq, gte, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { type FranchiseeRow, franchisees, type SessionRow, sessions, type UserRow, users } from '#db/schema';
import { newToken, tokenId } from '#lib/crypto';
import type { Principal } from '#lib/principal';
import { ShortLivedCache, WriteGeneration } from '#lib/short-lived-cache';
import { firstRow } from '#lib/sql';

/** How long another replica may go on accepting a session this one ended (or a user it changed). */
export const SESSION_CACHE_TTL_MS = 1_000;
const sessionWrites = new WriteGeneration();

/**
 * Call after sessions are deleted, or a user or franchisee row a session carries is changed: this
 * process stops serving its cached sessions at once; other replicas within SESSION_CACHE_TTL_MS.
 * The plugin calls it after every API request that may write (plugins/session.ts).
 */
export function sessionsChanged(): void {
  sessionWrites.bump();
}

/** A session with its owner, as read for a request. */
export interface SessionWithOwner {
  session: SessionRow;
  user: UserRow | null;
  franchisee: FranchiseeRow | null;
}

/** Session rows by token id, for one app (`now` is its clock). */
export type SessionRowCache = ShortLivedCache<SessionWithOwner | null>;

export function createSessionRowCache(now: () => number): SessionRowCache {
  return new ShortLivedCache<SessionWithOwner | null>(sessionWrites, 20_000, SESSION_CACHE_TTL_MS, now);
}

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
  sessionsChanged();
}

/** Ends the sessions of one owner (`owner` is its column in sessions), except `keepSessionId`; returns how many ended. */
async function deleteSessionsOf(
  db: DbOrTx,
  owner: typeof sessions.userId | typeof sessions.franchiseeId,
  ownerId: string,
  keepSessionId: string | undefined,
): Promise<number> {
  const condition = keepSessionId ? and(eq(owner, ownerId), ne(sessions.id, keepSessionId)) : eq(owner, ownerId);
  const ended = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  sessionsChanged();
  return ended.length;
}

/**
 * Ends every session of a user, except `keepSessionId` (the caller's own, when it is theirs).
 * Returns how many ended.
 */
export function deleteUserSessions(db: DbOrTx, userId: string, keepSessionId?: string): Promise<number> {
  return deleteSessionsOf(db, sessions.userId, userId, keepSessionId);
}

/** Ends every session of a franchisee, except `keepSessionId`. Returns how many ended. */
export function deleteFranchiseeSessions(db: DbOrTx, franchiseeId: string, keepSessionId?: string): Promise<number> {
  return deleteSessionsOf(db, sessions.franchiseeId, franchiseeId, keepSessionId);
}

/** The principal's other sessions still within the inactivity limit (for the account page). */
export async function countOtherSessions(
  db: DbOrTx,
  principal: Principal,
  now: Date,
  inactivityMs: number,
): Promise<number> {
  const owner =
    principal.kind === 'user'
      ? eq(sessions.userId, principal.user.id)
      : eq(sessions.franchiseeId, principal.franchisee.id);
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        owner,
        ne(sessions.id, principal.sessionId),
        gte(sessions.lastInteractionAt, new Date(now.getTime() - inactivityMs)),
      ),
    );
  return row?.n ?? 0;
}

export type LoadedSession =
  | { status: 'active'; principal: Principal }
  /** Unknown token, or it expired (and was deleted): the cookie should go. */
  | { status: 'gone' }
  /** A live session of another agency: ignored on this host, cookie left alone. */
  | { status: 'other-agency' };

async function readSession(db: DbOrTx, id: string): Promise<SessionWithOwner | null> {
  return firstRow(
    db
      .select({ session: sessions, user: users, franchisee: franchisees })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .leftJoin(franchisees, eq(franchisees.id, sessions.franchiseeId))
      .where(eq(sessions.id, id)),
  );
}

function activeSession(row: SessionWithOwner, lastInteractionAt: Date): LoadedSession {
  const sessionId = row.session.id;
  if (row.user) return { status: 'active', principal: { kind: 'user', user: row.user, sessionId, lastInteractionAt } };
  if (row.franchisee) {
    return {
      status: 'active',
      principal: { kind: 'franchisee', franchisee: row.franchisee, sessionId, lastInteractionAt },
    };
  }
  return { status: 'gone' };
}

/**
 * What a row already read says, when answering needs no write: undefined when the session
 * has lapsed (to be deleted) or its activity is due to be recorded.
 */
function sessionFromRow(
  row: SessionWithOwner | null,
  agencyId: string,
  now: Date,
  inactivityMs: number,
  touch: boolean,
): LoadedSession | undefined {
  if (!row) return { status: 'gone' };
  if (row.session.agencyId !== agencyId) return { status: 'other-agency' };
  const idle = now.getTime() - row.session.lastInteractionAt.getTime();
  if (idle > inactivityMs || (touch && idle >= ACTIVITY_THROTTLE_MS)) return undefined;
  return activeSession(row, row.session.lastInteractionAt);
}

/** The session from the cache alone, without a promise; undefined when the database is needed. */
export function cachedSession(
  rows: SessionRowCache,
  agencyId: string,
  token: string,
  now: Date,
  inactivityMs: number,
  options: { touch?: boolean } = {},
): LoadedSession | undefined {
  const row = rows.peek(tokenId(token));
  return row === undefined ? undefined : sessionFromRow(row, agencyId, now, inactivityMs, options.touch !== false);
}

/**
 * Loads the session for `agencyId`. Inactivity beyond `inactivityMs` deletes it; otherwise
 * last_interaction_at is refreshed, at most once per ACTIVITY_THROTTLE_MS to spare the DB —
 * unless `touch` is false (a passive endpoint's background read is not activity). With `rows`,
 * a row read within SESSION_CACHE_TTL_MS answers when no write is due; a write reads afresh.
 */
export async function loadSession(
  db: DbOrTx,
  agencyId: string,
  token: string,
  now: Date,
  inactivityMs: number,
  options: { touch?: boolean; rows?: SessionRowCache } = {},
): Promise<LoadedSession> {
  const id = tokenId(token);
  const touch = options.touch !== false;
  const { rows } = options;
  if (rows) {
    const cached = await rows.getOrLoad(id, () => readSession(db, id));
    const known = sessionFromRow(cached, agencyId, now, inactivityMs, touch);
    if (known) return known;
    // Lapsed or due a touch by the cached row: another replica may have recorded activity since.
    rows.delete(id);
  }
  const row = await readSession(db, id);
  if (!row) return { status: 'gone' };
  if (row.session.agencyId !== agencyId) return { status: 'other-agency' };
  const idle = now.getTime() - row.session.lastInteractionAt.getTime();
  if (idle > inactivityMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    sessionsChanged();
    return { status: 'gone' };
  }
  let lastInteractionAt = row.session.lastInteractionAt;
  if (touch && idle >= ACTIVITY_THROTTLE_MS) {
    await db.update(sessions).set({ lastInteractionAt: now }).where(eq(sessions.id, id));
    lastInteractionAt = now;
  }
  return activeSession(row, lastInteractionAt);
}

/** Deletes sessions idle past the limit (run periodically by main.ts). */
export async function purgeExpiredSessions(db: DbOrTx, now: Date, inactivityMs: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.lastInteractionAt, new Date(now.getTime() - inactivityMs)));
  sessionsChanged();
}
