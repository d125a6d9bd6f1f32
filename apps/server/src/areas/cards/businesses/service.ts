// Businesses: the rules of ownership (reach, franchisee permissions, category keys, one card
// per business, clone, delete with the card). Every call names the agency.

import type { TFrameVisibility, TPlanLimits } from '@cardora/contract';
import {
  MESSAGES,
  OTHER_CATEGORY_KEY,
  otherCategoryProblem,
  type TBusiness,
  type TBusinessListQuery,
  type TCloneBusinessBody,
  type TRegisterUserBody,
  type ZCreateBusinessBody,
  type ZRegisterUserResponse,
  type ZUpdateBusinessMetadataBody,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '#db/client';
import { type BusinessRow, businesses, type UserRow, users } from '#db/schema';
import { findUserById, findUserByIdentity, notifyNewCustomer, toUserSummary } from '#identity';
import { AppError, notFound, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { allOf, firstRow } from '#lib/sql';
import { businessScope, reachableBusinesses, requirePermission } from '#policies/cards';
import { findCardByBusiness, freeCardId, insertCard } from '../cards/repo';
import { findBusinessView, isBusinessCategory, listBusinessViews, listSubcategories, searchBusinesses } from './repo';
import { businessMadeBy } from './scope';

export { listSubcategories };

type CreateBody = z.output<typeof ZCreateBusinessBody>;
type UpdateBody = z.output<typeof ZUpdateBusinessMetadataBody>;

/** A business this principal reaches, else 404 (whether it exists elsewhere is not told). */
export async function requireReachableBusiness(
  db: DbOrTx,
  agencyId: string,
  principal: Principal,
  businessId: string,
): Promise<BusinessRow> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), reachableBusinesses(agencyId, principal)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The business as the API shows it (no reach check: callers have done theirs). */
export async function businessView(db: DbOrTx, agencyId: string, businessId: string): Promise<TBusiness> {
  const view = await findBusinessView(db, allOf(eq(businesses.agencyId, agencyId), eq(businesses.id, businessId)));
  if (!view) throw notFound();
  return view;
}

async function requireCategory(db: DbOrTx, agencyId: string, key: string): Promise<void> {
  if (!(await isBusinessCategory(db, agencyId, key))) throw validationFailed('category', MESSAGES.categoryUnknown);
}

/** The typed category a business keeps with `category`: required with "Other", none otherwise. */
function typedCategoryFor(category: string, typed: string | null | undefined): string | null {
  const problem = otherCategoryProblem(category, typed);
  if (problem) throw validationFailed('otherCategory', problem);
  return category === OTHER_CATEGORY_KEY ? (typed ?? null) : null;
}

export function listBusinesses(db: Db, agencyId: string, principal: Principal, query: TBusinessListQuery) {
  return searchBusinesses(db, agencyId, reachableBusinesses(agencyId, principal), query);
}

export function getBusinessesByUser(db: Db, agencyId: string, userId: string): Promise<TBusiness[]> {
  return listBusinessViews(db, allOf(eq(businesses.agencyId, agencyId), eq(businesses.userId, userId)));
}

export async function getBusiness(db: Db, agencyId: string, principal: Principal, businessId: string) {
  const view = await findBusinessView(
    db,
    allOf(eq(businesses.id, businessId), reachableBusinesses(agencyId, principal)),
  );
  if (!view) throw notFound();
  return view;
}

/** The owner of a new business: the customer themselves, or the customer staff name. */
async function ownerFor(db: Db, agencyId: string, principal: Principal, userId: string | undefined): Promise<UserRow> {
  const scope = businessScope(principal);
  if (principal.kind === 'user' && scope.kind === 'owner') {
    // A customer adds businesses for themselves only.
    if (userId !== undefined && userId !== principal.user.id) throw notFound();
    return principal.user;
  }
  if (!userId) throw validationFailed('userId', MESSAGES.chooseCustomer);
  const owner = await findUserById(db, agencyId, userId);
  if (!owner) throw notFound();
  return owner;
}

export async function createBusiness(
  db: Db,
  agencyId: string,
  principal: Principal,
  body: CreateBody,
  now: Date,
): Promise<TBusiness> {
  requirePermission(principal, 'business:create');
  const owner = await ownerFor(db, agencyId, principal, body.userId);
  await requireCategory(db, agencyId, body.category);
  const otherCategory = typedCategoryFor(body.category, body.otherCategory);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businesses)
      .values({
        agencyId,
        userId: owner.id,
        businessName: body.businessName,
        category: body.category,
        otherCategory,
        email: body.email ?? null,
        phoneNumber: body.phoneNumber ?? null,
        businessMadeBy: businessMadeBy(principal),
        madeByFranchiseeId: principal.kind === 'franchisee' ? principal.franchisee.id : null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('business not created');
    if (body.createDigitalCard) {
      await insertCard(tx, {
        agencyId,
        businessId: row.id,
        cardId: await freeCardId(tx, agencyId, row.businessName),
        now,
      });
    }
    // A customer's first business becomes the active one.
    if (!owner.activeBusinessId) {
      await tx
        .update(users)
        .set({ activeBusinessId: row.id })
        .where(and(eq(users.agencyId, agencyId), eq(users.id, owner.id)));
    }
    return row.id;
  });
  return businessView(db, agencyId, id);
}

export async function updateBusinessMetadata(
  db: Db,
  agencyId: string,
  principal: Principal,
  body: UpdateBody,
): Promise<TBusiness> {
  const business = await requireReachableBusiness(db, agencyId, principal, body.businessId);
  requirePermission(principal, 'business:edit');
  if (body.category !== undefined) await requireCategory(db, agencyId, body.category);
  // A new category, or a new typed one for a business on "Other": the pair is decided together.
  const category = body.category ?? business.category;
  const categoryChanges =
    body.category === undefined && body.otherCategory === undefined
      ? {}
      : {
          category,
          otherCategory: typedCategoryFor(
            category,
            body.otherCategory === undefined ? business.otherCategory : body.otherCategory,
          ),
        };
  const changes = {
    ...(body.businessName === undefined ? {} : { businessName: body.businessName }),
    ...categoryChanges,
    ...(body.email === undefined ? {} : { email: body.email }),
    ...(body.phoneNumber === undefined ? {} : { phoneNumber: body.phoneNumber }),
  };
  if (Object.keys(changes).length > 0) {
    await db
      .update(businesses)
      .set(changes)
      .where(and(eq(businesses.agencyId, agencyId), eq(businesses.id, business.id)));
  }
  return businessView(db, agencyId, business.id);
}

/** Deletes the business; its card and the card's analytics go with it (foreign keys cascade). */
export async function deleteBusiness(db: Db, agencyId: string, principal: Principal, businessId: string) {
  const business = await requireReachableBusiness(db, agencyId, principal, businessId);
  requirePermission(principal, 'business:delete');
  await db.delete(businesses).where(and(eq(businesses.agencyId, agencyId), eq(businesses.id, business.id)));
  return { businessDeleted: true as const, businessId: business.id };
}

/** A copy of the business and its card content under a new name; the copy has no card address. */
export async function cloneBusiness(
  db: Db,
  agencyId: string,
  principal: Principal,
  body: TCloneBusinessBody,
  now: Date,
): Promise<TBusiness> {
  const source = await requireReachableBusiness(db, agencyId, principal, body.businessId);
  requirePermission(principal, 'business:create');
  const id = await db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(businesses)
      .values({
        agencyId,
        userId: source.userId,
        businessName: body.businessName,
        category: source.category,
        otherCategory: source.otherCategory,
        email: source.email,
        phoneNumber: source.phoneNumber,
        imagePostEnabled: source.imagePostEnabled,
        businessMadeBy: businessMadeBy(principal),
        madeByFranchiseeId: principal.kind === 'franchisee' ? principal.franchisee.id : source.madeByFranchiseeId,
        createdAt: now,
      })
      .returning();
    if (!copy) throw new Error('business not cloned');
    const card = await findCardByBusiness(tx, agencyId, source.id);
    if (card) await insertCard(tx, { agencyId, businessId: copy.id, cardId: null, sections: card.sections, now });
    return copy.id;
  });
  return businessView(db, agencyId, id);
}

/** Staff find a customer by phone or e-mail, registering them (no password yet) when new. */
export async function registerUserAndGetBusinesses(
  db: Db,
  agencyId: string,
  principal: Principal,
  body: TRegisterUserBody,
): Promise<z.output<typeof ZRegisterUserResponse>> {
  const identity =
    body.isForeignUser && body.email
      ? { email: body.email }
      : body.phoneNumber
        ? { phoneNumber: body.phoneNumber }
        : null;
  if (!identity)
    throw new AppError('VALIDATION_FAILED', MESSAGES.phoneInvalid, 400, { phoneNumber: MESSAGES.phoneInvalid });
  let user = await findUserByIdentity(db, agencyId, identity);
  let created = false;
  if (!user) {
    // One transaction: the new customer and the admins' notification of them.
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(users)
        .values({
          agencyId,
          name: body.name?.trim() || null,
          phoneNumber: 'phoneNumber' in identity ? identity.phoneNumber : null,
          email: 'email' in identity ? identity.email : null,
          isForeignUser: Boolean(body.isForeignUser),
          roles: ['customer'],
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) await notifyNewCustomer(tx, { agencyId, user: inserted, registeredBy: principal });
      return inserted;
    });
    created = Boolean(row);
    user = row ?? (await findUserByIdentity(db, agencyId, identity));
    if (!user) throw new Error('user not registered');
  }
  const summary = toUserSummary(user);
  const reach = allOf(reachableBusinesses(agencyId, principal), eq(businesses.userId, user.id));
  return {
    user: {
      userId: summary.userId,
      name: summary.name,
      phoneNumber: summary.phoneNumber,
      email: summary.email,
      isForeignUser: summary.isForeignUser,
    },
    created,
    businesses: await listBusinessViews(db, reach),
  };
}

/**
 * The business row locked until the transaction ends (SELECT … FOR UPDATE), so payments for
 * one business are applied one after another and never compute an expiry from a stale one.
 */
export async function lockBusiness(tx: Tx, agencyId: string, businessId: string): Promise<BusinessRow | null> {
  return firstRow(
    tx
      .select()
      .from(businesses)
      .where(and(eq(businesses.agencyId, agencyId), eq(businesses.id, businessId)))
      .for('update'),
  );
}

export interface BusinessSubscription {
  expiryDateForCustomer: Date | null;
  paymentStatus: number;
  isSubscriptionActive: boolean;
  planLimits: TPlanLimits | null;
  frameVisibility: TFrameVisibility | null;
}

/** What payments decide about a business: paid or not, until when, with which limits. */
export async function setBusinessSubscription(
  tx: Tx,
  agencyId: string,
  businessId: string,
  state: BusinessSubscription,
): Promise<void> {
  await tx
    .update(businesses)
    .set(state)
    .where(and(eq(businesses.agencyId, agencyId), eq(businesses.id, businessId)));
}
