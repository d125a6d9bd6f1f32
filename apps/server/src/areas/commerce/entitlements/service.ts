// Plan limits where they bite (docs/product-rules.md#plan-limits): the contract's businessEntitlements over
// what the database says of a business — its plan and paid/expired state, what it bought beyond
// the plan, the agency's products — and what it already has. Creating a counted thing asks
// assertCanCreate first, inside the transaction that holds the business's lock.
import {
  type BusinessEntitlements,
  businessEntitlements,
  type CustomerProduct,
  creationRefusal,
  type EntitlementKind,
  isProductSellable,
  PRODUCT_NOT_SOLD_MESSAGES,
  type ProductSwitches,
  type TAgencyConfiguration,
  type TBusinessEntitlementsView,
  tagPricePaise,
  tagRefusal,
} from '@cardora/contract';
import { and, eq, sql } from 'drizzle-orm';
import { businessView, requireReachableBusiness } from '#cards';
import type { DbOrTx } from '#db/client';
import { cards, cardTags } from '#db/schema';
import { findAgencyById } from '#identity';
import { AppError, notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { purchasedPromotionalVideos, purchasedTags } from '../payments/product-purchases';
import { countPdfCards, countPromotionalVideos } from './product-rows';

/**
 * The members on the business's card, hidden ones too (docs/product-rules.md#staff-cards): a hidden
 * member keeps their page's address, so they count against the plan.
 */
async function countTeamMembers(db: DbOrTx, agencyId: string, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(jsonb_array_length(${cards.sections} -> 'team' -> 'members'), 0)::int` })
    .from(cards)
    .where(and(eq(cards.agencyId, agencyId), eq(cards.businessId, businessId)));
  return row?.n ?? 0;
}

/**
 * The physical tags tied to the business, turned off ones too (docs/product-rules.md#physical-tags):
 * the business holds them until the agency takes them back.
 */
async function countTags(db: DbOrTx, agencyId: string, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cardTags)
    .where(and(eq(cardTags.agencyId, agencyId), eq(cardTags.businessId, businessId)));
  return row?.n ?? 0;
}

export interface BusinessEntitlementsReport {
  entitlements: BusinessEntitlements;
  /** How many of each counted thing the business has now (tag: the physical tags tied to it). */
  usage: Record<EntitlementKind | 'tag', number>;
  configuration: TAgencyConfiguration;
}

/** What the business may have and what it has (a failed promotional video counts for nothing). */
export async function entitlementsFor(
  db: DbOrTx,
  agencyId: string,
  businessId: string,
  now: Date,
): Promise<BusinessEntitlementsReport> {
  const agency = await findAgencyById(db, agencyId);
  if (!agency) throw notFound();
  const business = await businessView(db, agencyId, businessId);
  const pdf = await countPdfCards(db, agencyId, businessId);
  const purchasedVideos = await purchasedPromotionalVideos(db, agencyId, businessId);
  const promotionalVideo = await countPromotionalVideos(db, agencyId, businessId);
  const teamMember = await countTeamMembers(db, agencyId, businessId);
  const tag = await countTags(db, agencyId, businessId);
  const boughtTags = await purchasedTags(db, agencyId, businessId);
  const entitlements = businessEntitlements({
    planLimits: business.planLimits,
    paymentStatus: business.paymentStatus,
    expiryDateForCustomer: business.expiryDateForCustomer,
    now,
    purchasedPromotionalVideos: purchasedVideos,
    singlePurchasePdfCards: pdf.singlePurchased,
    purchasedTags: boughtTags,
    configuration: agency.configuration,
  });
  return {
    entitlements,
    usage: { digitalCard: business.card ? 1 : 0, pdfCard: pdf.total, promotionalVideo, teamMember, tag },
    configuration: agency.configuration,
  };
}

/**
 * GET /business/entitlements: the report for whoever may see the business (its owner, staff who
 * reach it). The panel re-reads it after every payment (docs/product-rules.md#entitlements-refresh).
 */
export async function entitlementsView(
  db: DbOrTx,
  agencyId: string,
  principal: Principal,
  businessId: string,
  now: Date,
): Promise<TBusinessEntitlementsView> {
  const business = await requireReachableBusiness(db, agencyId, principal, businessId);
  const report = await entitlementsFor(db, agencyId, business.id, now);
  return {
    businessId: business.id,
    paymentStatus: business.paymentStatus,
    expiryDateForCustomer: business.expiryDateForCustomer?.toISOString() ?? null,
    entitlements: report.entitlements,
    usage: report.usage,
    tagPricePaise: tagPricePaise(report.configuration),
  };
}

/**
 * Throws when the business may not create one more `kind`: 400 when the agency does not sell
 * it, 409 when the business's plan (or free allowance) is used up. Not 403: the web reads 401/403
 * as a bad session and signs the person out (docs/product-rules.md#status-codes).
 */
export async function assertCanCreate(
  db: DbOrTx,
  agencyId: string,
  businessId: string,
  kind: EntitlementKind,
  now: Date,
): Promise<void> {
  const report = await entitlementsFor(db, agencyId, businessId, now);
  const refusal = creationRefusal(kind, report.entitlements, report.usage[kind], report.configuration);
  if (!refusal) return;
  if (refusal.reason === 'productDisabled') throw new AppError('VALIDATION_FAILED', refusal.message, 400);
  throw new AppError('CONFLICT', refusal.message, 409);
}

/**
 * The selling rule on the server (docs/product-rules.md#sell-only-what-works): asking for a product the agency
 * does not sell — its list in All Projects, its settings, making one — is a 400 with the product's
 * message. Not 403 (the web signs out on 403), not 409 (nothing the business does lifts it).
 */
export function requireProductSold(configuration: ProductSwitches, product: CustomerProduct): void {
  if (!isProductSellable(product, configuration)) {
    throw new AppError('VALIDATION_FAILED', PRODUCT_NOT_SOLD_MESSAGES[product], 400);
  }
}

/**
 * Throws when the business's card may not have `members` team members
 * (docs/product-rules.md#staff-cards): 409 with the plan's words when the team grows past what the
 * plan allows. A save that does not add members passes, so a plan that shrank never blocks an edit.
 */
export async function assertTeamFits(
  db: DbOrTx,
  agencyId: string,
  businessId: string,
  members: number,
  now: Date,
): Promise<void> {
  const report = await entitlementsFor(db, agencyId, businessId, now);
  if (members <= report.usage.teamMember) return;
  const refusal = creationRefusal('teamMember', report.entitlements, members - 1, report.configuration);
  if (!refusal) return;
  throw new AppError('CONFLICT', refusal.message, 409);
}

/**
 * Throws when one more physical tag may not be tied to the business (docs/product-rules.md#physical-tags):
 * 409 with the plan's and purchases' numbers when the agency charges for tags and the business
 * has all it may have. Asked inside the transaction that holds the business's lock.
 */
export async function assertCanTieTag(db: DbOrTx, agencyId: string, businessId: string, now: Date): Promise<void> {
  const report = await entitlementsFor(db, agencyId, businessId, now);
  const refusal = tagRefusal(report.entitlements, report.usage.tag);
  if (refusal) throw new AppError('CONFLICT', refusal, 409);
}
