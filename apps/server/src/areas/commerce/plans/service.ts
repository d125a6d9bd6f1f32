// Subscription plans: an agency's price list. The superadmin's admins may read and
// write another agency's plans by naming it; everyone else works in the host's agency only.
// Deleting a plan stamps deleted_at, so payments made on it keep their meaning.
// Plans are sold as the agency sells its products (docs/product-rules.md#sell-only-what-works): a product the
// agency does not sell is left out of every plan it lists, and a plan may not be saved with one.
import {
  PLAN_LIMIT_FIELDS,
  PLAN_SELLING_MESSAGES,
  planSellsSomething,
  type SellableProducts,
  sellablePlanLimits,
  sellableProducts,
  type TPlanLimits,
  type TSaveSubscriptionPlanBody,
  type TSubscriptionPlan,
  type TSubscriptionPlanList,
  unsoldPlanProducts,
} from '@cardora/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { type AgencyRow, type PlanSnapshot, type SubscriptionPlanRow, subscriptionPlans } from '#db/schema';
import { findAgencyById } from '#identity';
import { AppError, notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { allOf, findOne } from '#lib/sql';
import { targetAgencyId } from '#lib/target-agency';
import { isCustomer, isPlatformAdmin } from '#policies/identity';
import { findTaxSettings } from '../documents/settings';

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
    teamMembersLimit: row.teamMembersLimit,
    tagsIncluded: row.tagsIncluded,
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
    // Team members live on the digital card: none on a plan without one (docs/product-rules.md#staff-cards).
    teamMembersLimit: body.digitalCardIncluded ? (body.teamMembersLimit ?? null) : 0,
    // Physical tags open the digital card too: none on a plan without one (docs/product-rules.md#physical-tags).
    tagsIncluded: body.digitalCardIncluded ? (body.tagsIncluded ?? null) : null,
  };
}

/** A plan as sold: the products the agency does not sell are left out of its limits. */
export function toSubscriptionPlan(row: SubscriptionPlanRow, sold: SellableProducts): TSubscriptionPlan {
  return {
    subscriptionPlanId: row.id,
    agencyId: row.agencyId,
    name: row.name,
    price: row.pricePaise,
    validity: row.validityYears,
    ...sellablePlanLimits(planLimits(row), sold),
    frameVisibility: row.frameVisibility,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a payment on this plan buys, frozen at order time (soldPlanSnapshot: as the agency sells it). */
export function planSnapshot(row: SubscriptionPlanRow): PlanSnapshot {
  return {
    name: row.name,
    pricePaise: row.pricePaise,
    validityYears: row.validityYears,
    limits: planLimits(row),
    frameVisibility: row.frameVisibility,
  };
}

/**
 * What a payment on this plan buys now: the products the agency sells. A plan whose every product
 * is switched off is not sold (409: the plan exists, the agency's products make it empty).
 */
export function soldPlanSnapshot(row: SubscriptionPlanRow, agency: Pick<AgencyRow, 'configuration'>): PlanSnapshot {
  const sold = sellableProducts(agency.configuration);
  const limits = planLimits(row);
  if (!planSellsSomething(limits, sold)) throw new AppError('CONFLICT', PLAN_SELLING_MESSAGES.planSellsNothing, 409);
  return { ...planSnapshot(row), limits: sellablePlanLimits(limits, sold) };
}

/** The agency the call is about (targetAgencyId), as a row: its products decide what its plans sell. */
async function targetAgency(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  requestedAgencyId: string | undefined,
): Promise<AgencyRow> {
  const agencyId = await targetAgencyId(db, agency, principal, requestedAgencyId);
  if (agencyId === agency.id) return agency;
  const target = await findAgencyById(db, agencyId);
  if (!target) throw notFound();
  return target;
}

const live = (agencyId: string) => allOf(eq(subscriptionPlans.agencyId, agencyId), isNull(subscriptionPlans.deletedAt));

/** A plan of this agency that is not deleted; null for anything else (including a malformed id). */
export async function findLivePlan(db: DbOrTx, agencyId: string, planId: string): Promise<SubscriptionPlanRow | null> {
  if (!UUID.test(planId)) return null;
  return findOne(db, subscriptionPlans, and(live(agencyId), eq(subscriptionPlans.id, planId)));
}

/**
 * The agency's live plans, cheapest first (the carousel's order), as sold. Staff see every plan
 * (to edit or delete one the agency's products left empty); a customer only those that sell something.
 */
export async function listPlans(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  requestedAgencyId?: string,
): Promise<TSubscriptionPlanList> {
  const target = await targetAgency(db, agency, principal, requestedAgencyId);
  const sold = sellableProducts(target.configuration);
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(live(target.id))
    .orderBy(asc(subscriptionPlans.pricePaise), asc(subscriptionPlans.createdAt), asc(subscriptionPlans.id));
  // Staff see every plan (to fix one that sells nothing); customers only what they can buy.
  const customer = isCustomer(principal);
  const list = rows
    .map((row) => toSubscriptionPlan(row, sold))
    .filter((plan) => !customer || planSellsSomething(plan, sold));
  const tax = await findTaxSettings(db, target.id);
  const gstOnTop = tax?.gstin && !tax.pricesIncludeTax && tax.rateBasisPoints > 0 ? tax.rateBasisPoints : null;
  return { list, total: list.length, products: sold, gstOnTopBasisPoints: gstOnTop };
}

/** 400 naming each included product the agency does not sell (on its "included" field). */
function refuseUnsoldProducts(body: TPlanLimits, sold: SellableProducts): void {
  const unsold = unsoldPlanProducts(body, sold);
  const [first] = unsold;
  if (!first) return;
  const fields = Object.fromEntries(
    unsold.map((product) => [PLAN_LIMIT_FIELDS[product][0], PLAN_SELLING_MESSAGES.notSoldInPlan(product)]),
  );
  throw new AppError('VALIDATION_FAILED', PLAN_SELLING_MESSAGES.notSoldInPlan(first), 400, fields);
}

export async function savePlan(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  requestedAgencyId: string | undefined,
  body: TSaveSubscriptionPlanBody,
  now: Date,
): Promise<TSubscriptionPlan> {
  const target = await targetAgency(db, agency, principal, requestedAgencyId);
  const agencyId = target.id;
  const sold = sellableProducts(target.configuration);
  refuseUnsoldProducts(body, sold);
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
    return toSubscriptionPlan(row, sold);
  }
  const [row] = await db
    .insert(subscriptionPlans)
    .values({ agencyId, ...values, createdAt: now })
    .returning();
  if (!row) throw new Error('plan not created');
  return toSubscriptionPlan(row, sold);
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
