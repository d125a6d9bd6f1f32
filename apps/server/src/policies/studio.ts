// Studio's policy (media, greetings, videos, PDF cards, projects): who manages the platform's
// greetings and video templates, who sees and makes promotional videos, who deletes one. Which
// business's posters, videos and PDFs a principal reaches is the cards area's reach
// (policies/cards.ts); the greetings' read scope is the contract's imagePostReadScope.
import {
  adminMenuContext,
  canSeeAdminMenuItem,
  hasFranchiseePermission,
  isProductSellable,
  isStaff,
  referenceDataOwner,
} from '@cardora/contract';
import type { AgencyRow } from '../db/schema';
import { type Principal, principalSummary } from '../lib/principal';
import { isCustomer } from './identity';

/** "Video template Management": the platform's admins and all-card-access franchisees. */
export function mayManageVideoTemplates(principal: Principal, agency: AgencyRow): boolean {
  const summary = principalSummary(principal);
  if (!isStaff(summary)) return false;
  return canSeeAdminMenuItem('videoTemplateManagement', adminMenuContext(summary, agency));
}

/** Making a promotional video needs the agency's offer, whoever asks. */
export function mayMakeVideos(agency: AgencyRow): boolean {
  return isProductSellable('promotionalVideo', agency.configuration);
}

/** Staff see videos whatever the offer; a customer only while the agency offers them. */
export function maySeeVideos(principal: Principal, agency: AgencyRow): boolean {
  return !isCustomer(principal) || mayMakeVideos(agency);
}

/**
 * Deleting a video: its customer (reach decides whose), or All Projects staff; a franchisee also
 * needs business:delete (FRANCHISEE_PERMISSION_INFO: "delete a business or its card").
 */
export function mayDeleteVideo(principal: Principal, agency: AgencyRow): boolean {
  const summary = principalSummary(principal);
  if (!isStaff(summary)) return true;
  if (!canSeeAdminMenuItem('allProjects', adminMenuContext(summary, agency))) return false;
  return principal.kind !== 'franchisee' || hasFranchiseePermission(principal.franchisee, 'business:delete');
}

/**
 * Greetings Management (admin or franchisee-with-all-card-access): the owner of the rows the
 * principal may change (null: the platform's), or null for everyone else.
 */
export function greetingsManagerOf(principal: Principal, agency: AgencyRow): { ownerAgencyId: string | null } | null {
  if (isCustomer(principal)) return null;
  const menu = adminMenuContext(principalSummary(principal), agency);
  return canSeeAdminMenuItem('greetingsManagement', menu) ? { ownerAgencyId: referenceDataOwner(agency) } : null;
}
