import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import { categoryNameSql } from '#db/category-name';
import type { DbOrTx } from '#db/client';
import { type BusinessRow, businesses, type UserRow, users } from '#db/schema';
import { findOne } from '#lib/sql';

export type UserIdentity = { phoneNumber: string } | { email: string };

export async function findUserByIdentity(
  db: DbOrTx,
  agencyId: string,
  identity: UserIdentity,
): Promise<UserRow | null> {
  const match = 'email' in identity ? eq(users.email, identity.email) : eq(users.phoneNumber, identity.phoneNumber);
  return findOne(db, users, and(eq(users.agencyId, agencyId), match));
}

/** A live user of the agency (a deleted account kept for its paid businesses is not one). */
export async function findUserById(db: DbOrTx, agencyId: string, userId: string): Promise<UserRow | null> {
  return findOne(db, users, and(eq(users.agencyId, agencyId), eq(users.id, userId), isNull(users.deletedAt)));
}

/** The user's businesses with their category names (joined from the business categories). */
export async function listUserBusinesses(
  db: DbOrTx,
  agencyId: string,
  userId: string,
): Promise<(BusinessRow & { categoryName: string })[]> {
  return db
    .select({ ...getTableColumns(businesses), categoryName: categoryNameSql })
    .from(businesses)
    .where(and(eq(businesses.agencyId, agencyId), eq(businesses.userId, userId)))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));
}

export async function findOwnedBusiness(
  db: DbOrTx,
  agencyId: string,
  userId: string,
  businessId: string,
): Promise<BusinessRow | null> {
  return findOne(
    db,
    businesses,
    and(eq(businesses.agencyId, agencyId), eq(businesses.userId, userId), eq(businesses.id, businessId)),
  );
}

export async function setUserPassword(db: DbOrTx, agencyId: string, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.agencyId, agencyId), eq(users.id, userId)));
}
