// Who does what with videos (docs/product-rules.md#videos): the platform's template managers (the Video
// template Management menu: the superadmin agency's admins and all-card-access franchisees), the
// customers of an agency that offers promotional videos, and the staff who reach a business.
import {
  adminMenuContext,
  canSeeAdminMenuItem,
  customerProducts,
  hasFranchiseePermission,
  isProductSellable,
  isStaff,
  VIDEO_MESSAGES,
} from '@cardora/contract';
import type { AgencyRow } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';
import { type Principal, principalSummary } from '../../lib/principal';

export interface Caller {
  agency: AgencyRow;
  principal: Principal;
}

export const isCustomer = (principal: Principal) => !isStaff(principalSummary(principal));

/** The agency does not offer promotional videos: a 400, as greetings off is (docs/product-rules.md#sell-only-what-works). */
export const videosOff = () => new AppError('VALIDATION_FAILED', VIDEO_MESSAGES.videosOff, 400);

/** "Video template Management": the platform's admins and all-card-access franchisees. */
export function managesTemplates({ agency, principal }: Caller): boolean {
  const summary = principalSummary(principal);
  if (!isStaff(summary)) return false;
  return canSeeAdminMenuItem('videoTemplateManagement', adminMenuContext(summary, agency));
}

/** A customer of an agency without promotional videos is refused (400); staff read on. */
export function requireVideosOffered(caller: Caller): void {
  if (isCustomer(caller.principal) && !isProductSellable('promotionalVideo', caller.agency.configuration))
    throw videosOff();
}

/** Making a promotional video needs the agency's offer, whoever asks. */
export function requireVideosOn(agency: AgencyRow): void {
  if (!isProductSellable('promotionalVideo', agency.configuration)) throw videosOff();
}

/** Greeting videos are offered only with image and video posts on. */
export const greetingVideosOffered = (agency: AgencyRow) => customerProducts(agency.configuration).videoPosts;

/**
 * Deleting a video: its customer (reach decides whose), or All Projects staff; a franchisee also
 * needs business:delete (FRANCHISEE_PERMISSION_INFO: "delete a business or its card").
 */
export function requireCanDeleteVideo({ agency, principal }: Caller): void {
  const summary = principalSummary(principal);
  if (!isStaff(summary)) return;
  if (!canSeeAdminMenuItem('allProjects', adminMenuContext(summary, agency))) throw forbidden();
  if (principal.kind === 'franchisee' && !hasFranchiseePermission(principal.franchisee, 'business:delete'))
    throw forbidden();
}
