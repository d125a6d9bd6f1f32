// The spam limits of the card's visitor forms (contract ENQUIRY_RATE_LIMITS), one rule for
// feedback and leads: a visitor (by IP hash) may send 5 in any 10 minutes, a card takes 50 in
// the last 24 hours. Counted from the stored rows inside the transaction that stores the next
// one, under an advisory lock per business and kind, so two sends at once cannot both slip under
// and every replica sees the same counts (no Redis needed). Refused sends store nothing, so only
// accepted ones count.
import { ENQUIRY_MESSAGES, ENQUIRY_RATE_LIMITS } from '@cardora/contract';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#db/client';
import type { StoreOutcome } from './visitor-form';

const IP_WINDOW_MS = ENQUIRY_RATE_LIMITS.perIp.windowMinutes * 60_000;
const CARD_WINDOW_MS = ENQUIRY_RATE_LIMITS.perCard.windowHours * 3_600_000;

export interface LimitedTable {
  table: PgTable;
  businessId: PgColumn;
  ipHash: PgColumn;
  createdAt: PgColumn;
}

/** Runs `insert` in a transaction when the visitor and the card are under their limits. */
export async function storeUnderLimits(
  db: Db,
  target: LimitedTable & { kind: 'feedback' | 'lead' },
  sender: { businessId: string; ipHash: string; now: Date },
  insert: (tx: Tx) => Promise<void>,
): Promise<StoreOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`enquiry:${target.kind}:${sender.businessId}`}))`);
    const now = sender.now.getTime();
    const [fromVisitor] = await tx
      .select({ sends: count() })
      .from(target.table)
      .where(and(eq(target.ipHash, sender.ipHash), gt(target.createdAt, new Date(now - IP_WINDOW_MS))));
    if ((fromVisitor?.sends ?? 0) >= ENQUIRY_RATE_LIMITS.perIp.max) {
      return { limited: ENQUIRY_MESSAGES.tooManyFromYou, retryAfterSeconds: IP_WINDOW_MS / 1000 };
    }
    const [forCard] = await tx
      .select({ sends: count() })
      .from(target.table)
      .where(and(eq(target.businessId, sender.businessId), gt(target.createdAt, new Date(now - CARD_WINDOW_MS))));
    if ((forCard?.sends ?? 0) >= ENQUIRY_RATE_LIMITS.perCard.max) {
      return { limited: ENQUIRY_MESSAGES.tooManyForCard, retryAfterSeconds: CARD_WINDOW_MS / 1000 };
    }
    await insert(tx);
    return { stored: true } as const;
  });
}
