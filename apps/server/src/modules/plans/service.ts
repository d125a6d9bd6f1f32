// Subscription plans (spec 3, 7): an agency's price list. The superadmin's admins may read and
// write another agency's plans by naming it; everyone else works in the host's agency only.
// Deleting a plan stamps deleted_at, so payments made on it keep their meaning.
import type { TPlanLimits, TSaveSubscriptionPlanBody, TSubscriptionPlan } from '@cardora/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type AgencyRow, type PlanSnapshot, type SubscriptionPlanRow, subscriptionPlans } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { allOf } from '../../lib/sql';
import { isPlatformAdmin, targetAgencyId } from '../../lib/target-agency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function planLimits(row: SubscriptionPlanRow): TPlanLimits {
  return {
    digitalCardIncluded: row.digitalCardIncluded,
    digitalCardLimit: row.digitalCardLimit,
    greetingImagesIncluded: row.greetingImagesIncluded,
    greetingImagesLimit: row.greetingImagesLimit,
    greetingVideosIncluded: row.greetingVideosIncluded,
    greetingVideosLimit: row.greetingVideosLimit,
    pdfCardIncluded: row.pdfCardIncluded,
    pdfCardLimit: row.pdfCardLimit,
    promotionalVideoIncluded: row.promotionalVideoIncluded,
    promotionalVideoLimit: row.promotionalVideoLimit,
  };
}

/** An excluded product has limit 0 (contract), whatever the form sent. */
function normalisedLimits(body: TPlanLimits): TPlanLimits {
  return {
    digitalCardIncluded: body.digitalCardIncluded,
    digitalCardLimit: body.digitalCardIncluded ? body.digitalCardLimit : 0,
    greetingImagesIncluded: body.greetingImagesIncluded,
    greetingImagesLimit: body.greetingImagesIncluded ? body.greetingImagesLimit : 0,
    greetingVideosIncluded: body.greetingVideosIncluded,
    greetingVideosLimit: body.greetingVideosIncluded ? body.greetingVideosLimit : 0,
    pdfCardIncluded: body.pdfCardIncluded,
    pdfCardLimit: body.pdfCardIncluded ? body.pdfCardLimit : 0,
    promotionalVideoIncluded: body.promotionalVideoIncluded,
    promotionalVideoLimit: body.promotionalVideoIncluded ? body.promotionalVideoLimit : 0,
  };
}

export function toSubscriptionPlan(row: SubscriptionPlanRow): TSubscriptionPlan {
  return {
    subscriptionPlanId: row.id,
    agencyId: row.agencyId,
    name: row.name,
    price: row.pricePaise,
    validity: row.validityYears,
    ...planLimits(row),
    frameVisibility: row.frameVisibility,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a payment on this plan buys, frozen at order time. */
export function planSnapshot(row: SubscriptionPlanRow): PlanSnapshot {
  return {
    name: row.name,
    pricePaise: row.pricePaise,
    validityYears: row.validityYears,
    limits: planLimits(row),
    frameVisibility: row.frameVisibility,
  };
}

const live = (agencyId: string) => allOf(eq(subscriptionPlans.agencyId, agencyId), isNull(subscriptionPlans.deletedAt));

/** A plan of this agency that is not deleted; null for anything else (including a malformed id). */
export async function findLivePlan(db: DbOrTx, agencyId: string, planId: string): Promise<SubscriptionPlanRow | null> {
  if (!UUID.test(planId)) return null;
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(live(agencyId), eq(subscriptionPlans.id, planId)))
    .limit(1);
  return row ?? null;
}

/** The agency's live plans, cheapest first (the carousel's order). */
export async function listPlans(db: Db, agency: AgencyRow, principal: Principal, requestedAgencyId?: string) {
  const agencyId = await targetAgencyId(db, agency, principal, requestedAgencyId);
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(live(agencyId))
    .orderBy(asc(subscriptionPlans.pricePaise), asc(subscriptionPlans.createdAt), asc(subscriptionPlans.id));
  return { list: rows.map(toSubscriptionPlan), total: rows.length };
}

export async function savePlan(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  requestedAgencyId: string | undefined,
  body: TSaveSubscriptionPlanBody,
  now: Date,
): Promise<TSubscriptionPlan> {
  const agencyId = await targetAgencyId(db, agency, principal, requestedAgencyId);
  const values = {
    name: body.name,
    pricePaise: body.price,
    validityYears: body.validity,
    ...normalisedLimits(body),
    frameVisibility: body.frameVisibility,
  };
  if (body.subscriptionPlanId) {
    // Another agency's (or a deleted) plan is not found: its existence is not told.
    const [row] = await db
      .update(subscriptionPlans)
      .set(values)
      .where(and(live(agencyId), eq(subscriptionPlans.id, body.subscriptionPlanId)))
      .returning();
    if (!row) throw notFound();
    return toSubscriptionPlan(row);
  }
  const [row] = await db
    .insert(subscriptionPlans)
    .values({ agencyId, ...values, createdAt: now })
    .returning();
  if (!row) throw new Error('plan not created');
  return toSubscriptionPlan(row);
}

/** Soft delete. Platform admins may delete any agency's plan (they edit them by agencyId too). */
export async function deletePlan(db: Db, agency: AgencyRow, principal: Principal, planId: string, now: Date) {
  const where = isPlatformAdmin(agency, principal)
    ? and(isNull(subscriptionPlans.deletedAt), eq(subscriptionPlans.id, planId))
    : and(live(agency.id), eq(subscriptionPlans.id, planId));
  const [row] = await db
    .update(subscriptionPlans)
    .set({ deletedAt: now })
    .where(where)
    .returning({ id: subscriptionPlans.id });
  if (!row) throw notFound();
  return { deleted: true as const };
}
