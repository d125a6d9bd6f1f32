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
import type { StoreOutcome, VisitedCard } from './visitor-form';

const IP_WINDOW_MS = ENQUIRY_RATE_LIMITS.perIp.windowMinutes * 60_000;
const CARD_WINDOW_MS = ENQUIRY_RATE_LIMITS.perCard.windowHours * 3_600_000;

/** A visitor form's table: the columns the limits count by. */
export type LimitedTable = PgTable & { businessId: PgColumn; ipHash: PgColumn; createdAt: PgColumn };

/** The columns every visitor send stores: whose card it came to, from which visitor, when. */
export interface SentFrom {
  agencyId: string;
  businessId: string;
  cardNo: number;
  cardId: string;
  ipHash: string;
  createdAt: Date;
}

/** Runs `insert` in a transaction when the visitor and the card are under their limits. */
export async function storeUnderLimits(
  db: Db,
  kind: 'feedback' | 'lead',
  target: LimitedTable,
  card: Pick<VisitedCard, 'agencyId' | 'businessId' | 'cardNo' | 'cardId'>,
  visitor: { ipHash: string; now: Date },
  insert: (tx: Tx, sent: SentFrom) => Promise<void>,
): Promise<StoreOutcome> {
  const sender = { businessId: card.businessId, ipHash: visitor.ipHash, now: visitor.now };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`enquiry:${kind}:${sender.businessId}`}))`);
    const now = sender.now.getTime();
    const [fromVisitor] = await tx
      .select({ sends: count() })
      .from(target)
      .where(and(eq(target.ipHash, sender.ipHash), gt(target.createdAt, new Date(now - IP_WINDOW_MS))));
    if ((fromVisitor?.sends ?? 0) >= ENQUIRY_RATE_LIMITS.perIp.max) {
      return { limited: ENQUIRY_MESSAGES.tooManyFromYou, retryAfterSeconds: IP_WINDOW_MS / 1000 };
    }
    const [forCard] = await tx
      .select({ sends: count() })
      .from(target)
      .where(and(eq(target.businessId, sender.businessId), gt(target.createdAt, new Date(now - CARD_WINDOW_MS))));
    if ((forCard?.sends ?? 0) >= ENQUIRY_RATE_LIMITS.perCard.max) {
      return { limited: ENQUIRY_MESSAGES.tooManyForCard, retryAfterSeconds: CARD_WINDOW_MS / 1000 };
    }
    await insert(tx, {
      agencyId: card.agencyId,
      businessId: card.businessId,
      cardNo: card.cardNo,
      cardId: card.cardId,
      ipHash: visitor.ipHash,
      createdAt: visitor.now,
    });
    return { stored: true } as const;
  });
}
