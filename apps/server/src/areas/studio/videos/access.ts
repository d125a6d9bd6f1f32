// Who does what with videos (docs/product-rules.md#videos): the platform's template managers (the Video
// template Management menu: the superadmin agency's admins and all-card-access franchisees), the
// customers of an agency that offers promotional videos, and the staff who reach a business. The
// rules are studio's policy (policies/studio.ts); these guards turn its answers into refusals.
import { customerProducts, VIDEO_MESSAGES } from '@cardora/contract';
import type { AgencyRow } from '#db/schema';
import { authorize } from '#lib/access';
import { AppError } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { mayDeleteVideo, mayMakeVideos, mayManageVideoTemplates, maySeeVideos } from '#policies/studio';

export interface Caller {
  agency: AgencyRow;
  principal: Principal;
}

/** The agency does not offer promotional videos: a 400, as greetings off is (docs/product-rules.md#sell-only-what-works). */
export const videosOff = () => new AppError('VALIDATION_FAILED', VIDEO_MESSAGES.videosOff, 400);

/** "Video template Management": the platform's admins and all-card-access franchisees. */
export const managesTemplates = ({ agency, principal }: Caller): boolean => mayManageVideoTemplates(principal, agency);

/** A customer of an agency without promotional videos is refused (400); staff read on. */
export function requireVideosOffered(caller: Caller): void {
  if (!maySeeVideos(caller.principal, caller.agency)) throw videosOff();
}

/** Making a promotional video needs the agency's offer, whoever asks (400 without it). */
export function requireVideosOn(agency: AgencyRow): void {
  if (!mayMakeVideos(agency)) throw videosOff();
}

/** Greeting videos are offered only with image and video posts on. */
export const greetingVideosOffered = (agency: AgencyRow) => customerProducts(agency.configuration).videoPosts;

/** Deleting a video: 403 unless `mayDeleteVideo` (its customer, or All Projects staff). */
export function requireCanDeleteVideo({ agency, principal }: Caller): void {
  authorize(mayDeleteVideo(principal, agency));
}
