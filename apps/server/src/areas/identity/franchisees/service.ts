// The admin's Franchisee List: create and edit franchisees of the admin's agency. A new
// franchisee has no password; it sets one through the franchisee login (OTP, first-password).
import {
  FRANCHISEE_MESSAGES,
  type FranchiseePermission,
  type FranchiseeRole,
  type TFranchisee,
  type TFranchiseeList,
  type ZFranchiseeEditBody,
  type ZFranchiseeListQuery,
  type ZFranchiseeSignupBody,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#db/client';
import { type FranchiseeRow, franchisees } from '#db/schema';
import { uniqueViolation } from '#lib/db-errors';
import { fieldTaken, notFound } from '#lib/errors';
import { franchiseePermissions, franchiseeRoles } from '#lib/principal';
import { findFranchiseeById, listFranchiseeRows } from './repo';

export function toFranchisee(row: FranchiseeRow): TFranchisee {
  return {
    franchiseeId: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    roles: franchiseeRoles(row),
    permissions: franchiseePermissions(row),
    configuration: { hideBilling: row.configuration.hideBilling },
    passwordSet: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const phoneTaken = () => fieldTaken('phoneNumber', FRANCHISEE_MESSAGES.phoneTaken);

/** A unique (agency, phone) violation is the 409 the form shows on the phone field. */
async function mapPhoneTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw phoneTaken();
    throw error;
  }
}

export async function listFranchisees(
  db: Db,
  agencyId: string,
  query: z.output<typeof ZFranchiseeListQuery>,
): Promise<TFranchiseeList> {
  const { rows, total } = await listFranchiseeRows(db, agencyId, query);
  return { list: rows.map(toFranchisee), total };
}

interface FranchiseeFields {
  name: string;
  phoneNumber: string;
  permissions: FranchiseePermission[];
  roles: FranchiseeRole[];
  configuration: { hideBilling: boolean };
}

function columns(body: FranchiseeFields) {
  return {
    name: body.name,
    phoneNumber: body.phoneNumber,
    permissions: body.permissions,
    roles: body.roles,
    configuration: { hideBilling: body.configuration.hideBilling },
  };
}

export async function signupFranchisee(
  db: Db,
  agencyId: string,
  body: z.output<typeof ZFranchiseeSignupBody>,
): Promise<TFranchisee> {
  const [row] = await mapPhoneTaken(() =>
    db
      .insert(franchisees)
      .values({ agencyId, passwordHash: null, ...columns(body) })
      .returning(),
  );
  if (!row) throw new Error('franchisee not created');
  return toFranchisee(row);
}

/** Permissions and roles apply from the franchisee's next request (the session reloads the row). */
export async function editFranchisee(
  db: Db,
  agencyId: string,
  body: z.output<typeof ZFranchiseeEditBody>,
): Promise<TFranchisee> {
  const existing = await findFranchiseeById(db, agencyId, body.franchiseeId);
  if (!existing) throw notFound(FRANCHISEE_MESSAGES.notFound);
  const [row] = await mapPhoneTaken(() =>
    db
      .update(franchisees)
      .set(columns(body))
      .where(and(eq(franchisees.agencyId, agencyId), eq(franchisees.id, existing.id)))
      .returning(),
  );
  if (!row) throw notFound(FRANCHISEE_MESSAGES.notFound);
  return toFranchisee(row);
}
