// The agency a management call is about. Every agency manages its own rows; the superadmin
// agency's admins (the platform) may also name another agency (plans, UI customisation, category
// pages, link store), which must exist. Anyone else naming another agency is refused
// (policies/identity.ts decides who may).
import type { AdminMenuItem } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type AgencyRow, agencies } from '../db/schema';
import { mayActForAgency } from '../policies/identity';
import { authorize } from './access';
import { notFound } from './errors';
import type { Principal } from './principal';

/**
 * The host's agency, or the named one for platform admins — or, with `menu`, for the superadmin
 * agency's staff that menu admits.
 */
export async function targetAgencyId(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  requested: string | undefined,
  options: { menu?: AdminMenuItem } = {},
): Promise<string> {
  if (!requested || requested === agency.id) return agency.id;
  authorize(mayActForAgency(agency, principal, requested, options.menu));
  const [found] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, requested)).limit(1);
  if (!found) throw notFound();
  return found.id;
}
