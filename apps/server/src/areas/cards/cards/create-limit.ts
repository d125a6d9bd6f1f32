// Whether a business may have one more digital card is its plan's rule, and plans live in commerce,
// which sits above cards (it reads businesses and cards). So cards does not import the rule: the
// app hands it in when it is built (app.ts), and cards asks it inside the create transaction.
import type { DbOrTx } from '#db/client';

/** Throws the plan's refusal (a 4xx) when the business may not have one more digital card. */
export type CardCreateLimit = (tx: DbOrTx, agencyId: string, businessId: string, now: Date) => Promise<void>;

let limit: CardCreateLimit | null = null;

/** Called once by app.ts with commerce's rule. */
export function setCardCreateLimit(check: CardCreateLimit): void {
  limit = check;
}

export async function assertCanCreateCard(tx: DbOrTx, agencyId: string, businessId: string, now: Date): Promise<void> {
  // Never skipped: a card created without the check would be a plan limit silently lifted.
  if (!limit) throw new Error('the card create limit was never set (setCardCreateLimit in app.ts)');
  await limit(tx, agencyId, businessId, now);
}

/**
 * Throws the plan's refusal when the card's team may not grow to `members`
 * (docs/product-rules.md#staff-cards). Handed in by app.ts like the card's limit, for the same reason.
 */
export type TeamSizeLimit = (
  db: DbOrTx,
  agencyId: string,
  businessId: string,
  members: number,
  now: Date,
) => Promise<void>;

let teamLimit: TeamSizeLimit | null = null;

/** Called once by app.ts with commerce's rule. */
export function setTeamSizeLimit(check: TeamSizeLimit): void {
  teamLimit = check;
}

export async function assertTeamFits(
  db: DbOrTx,
  agencyId: string,
  businessId: string,
  members: number,
  now: Date,
): Promise<void> {
  if (!teamLimit) throw new Error('the team size limit was never set (setTeamSizeLimit in app.ts)');
  await teamLimit(db, agencyId, businessId, members, now);
}

/**
 * Throws the refusal when one more physical tag may not be tied to the business
 * (docs/product-rules.md#physical-tags): its plan's and bought tags are in use. Handed in by app.ts
 * like the card's limit, for the same reason.
 */
export type TagTieLimit = (tx: DbOrTx, agencyId: string, businessId: string, now: Date) => Promise<void>;

let tagLimit: TagTieLimit | null = null;

/** Called once by app.ts with commerce's rule. */
export function setTagTieLimit(check: TagTieLimit): void {
  tagLimit = check;
}

export async function assertCanTieTag(tx: DbOrTx, agencyId: string, businessId: string, now: Date): Promise<void> {
  if (!tagLimit) throw new Error('the tag limit was never set (setTagTieLimit in app.ts)');
  await tagLimit(tx, agencyId, businessId, now);
}
