// Test helper: one signed-in client per role of the role matrix, on its agency's host.
import { FRANCHISEE_PERMISSIONS } from '@cardora/contract';
import { signIn, signInFranchisee, type TestApp } from '#test/support/app';
import { TestClient } from '#test/support/client';
import { createAgency, createCustomer, createFranchisee, createStaff } from '#test/support/factories';
import type { AgencyRow } from '../../src/db/schema';

export const ROLES = [
  'customer',
  'franchisee',
  'franchisee-with-all-card-access',
  'creator',
  'admin',
  'superadmin admin',
  "another agency's admin",
] as const;
export type MatrixRole = (typeof ROLES)[number];

/** One value per role, given in ROLES order, keyed by role. */
export function byRole<T>(values: readonly [T, T, T, T, T, T, T]): Record<MatrixRole, T> {
  return Object.fromEntries(ROLES.map((role, i) => [role, values[i]])) as Record<MatrixRole, T>;
}

/** Every role of the matrix: true for the `allowed` ones, false for the rest. */
export function onlyRoles(...allowed: MatrixRole[]): Record<MatrixRole, boolean> {
  return Object.fromEntries(ROLES.map((role) => [role, allowed.includes(role)])) as Record<MatrixRole, boolean>;
}

export interface RoleWorld {
  /** A plain agency: the one the franchisee endpoints act on. */
  agency: AgencyRow;
  /** The platform's superadmin agency. */
  superagency: AgencyRow;
  other: AgencyRow;
  clients: Record<MatrixRole, TestClient>;
}

/**
 * Everyone but the superadmin admin and the other agency's admin is of `agency` (or, with
 * `inSuperagency`, of the superadmin agency, to check Agency Management against its own staff).
 * The other agency's admin signs in on its own host, then calls with that cookie on `agency`'s.
 */
export async function roleWorld(t: TestApp, options: { inSuperagency?: boolean } = {}): Promise<RoleWorld> {
  const superagency = await createAgency({ roles: ['superadmin'] });
  const agency = options.inSuperagency ? superagency : await createAgency();
  const other = await createAgency();
  const on = (a: AgencyRow) => t.client(a);

  const customer = on(agency);
  await signIn(customer, await createCustomer({ agency }));
  const franchisee = on(agency);
  await signInFranchisee(franchisee, await createFranchisee({ agency, permissions: [...FRANCHISEE_PERMISSIONS] }));
  const allCard = on(agency);
  await signInFranchisee(
    allCard,
    await createFranchisee({
      agency,
      permissions: [...FRANCHISEE_PERMISSIONS],
      roles: ['franchisee', 'franchisee-with-all-card-access'],
    }),
  );
  const creator = on(agency);
  await signIn(creator, await createStaff({ agency, role: 'creator' }));
  const admin = on(agency);
  await signIn(admin, await createStaff({ agency, role: 'admin' }));
  const superadmin = on(superagency);
  await signIn(superadmin, await createStaff({ agency: superagency, role: 'admin' }));

  const otherHome = on(other);
  await signIn(otherHome, await createStaff({ agency: other, role: 'admin' }));
  const otherAdmin = new TestClient(t.app, customer.host);
  for (const [name, value] of otherHome.jar) otherAdmin.jar.set(name, value);

  return {
    agency,
    superagency,
    other,
    clients: byRole([customer, franchisee, allCard, creator, admin, superadmin, otherAdmin]),
  };
}
