// Greeting videos: a VIDEO post of the greetings library with the business's
// branded frame over it (the greeting frame, its QR code to the card tagged with the post), made
// by the render job. Offered when the agency has image and video posts on (400 otherwise) and the
// business's running plan includes greeting videos, at most greetingVideosLimit a day in IST
// (-1 unlimited): not included or the day's used up is a 409 with the upgrade path. The same post
// asked again on the same day answers the video already made and costs nothing (unique index
// user_videos_greeting_once_idx; a failed one does not count).
import {
  FRAME_KINDS,
  type FrameKind,
  type FrameName,
  frameChoice,
  greetingCardUrl,
  IMAGE_POST_MESSAGES,
  istDateOf,
  type TVideoAllowance,
  UPGRADE_PATH,
  VIDEO_MESSAGES,
  visibleFrameKinds,
} from '@cardora/contract';
import sharp from 'sharp';
import type { GreetingLayout } from '#cards';
import { lockBusiness, qrPixels, requireReachableBusiness } from '#cards';
import { entitlementsFor } from '#commerce';
import type { DbOrTx } from '#db/client';
import { type AgencyRow, type BusinessRow, type UserVideoRow, userVideos } from '#db/schema';
import { AppError, notFound, validationFailed } from '#lib/errors';
import { requirePermission } from '#policies/cards';
import type { Services } from '#services';
import { visibilityOf } from '../image-posts/access';
import { kindRefused, offeredKindsOf } from '../image-posts/category-frame-kinds';
import { brandOfBusiness, cachedFrameOverlay } from '../image-posts/greetings';
import { findPostRow } from '../image-posts/repo';
import { type Caller, greetingVideosOffered } from './access';
import { greetingVideosOn } from './repo';

type GreetingAllowance = TVideoAllowance['greeting'];

/** The business's greeting videos today, what its plan allows, and the one of `imagePostId` if made today. */
export async function greetingAllowanceOf(
  db: DbOrTx,
  agency: AgencyRow,
  business: BusinessRow,
  now: Date,
  imagePostId?: string,
): Promise<{ allowance: GreetingAllowance; same: UserVideoRow | null; kinds: FrameKind[]; planKinds: FrameKind[] }> {
  const { entitlements } = await entitlementsFor(db, agency.id, business.id, now);
  const allowed = greetingVideosOffered(agency) && business.imagePostEnabled ? entitlements.greetingVideosPerDay : 0;
  const { used, same } = await greetingVideosOn(db, business.id, istDateOf(now), imagePostId);
  const refuse = (message: string) => ({ message, upgradePath: UPGRADE_PATH });
  const refusal =
    allowed === 0
      ? refuse(VIDEO_MESSAGES.greetingVideosOff)
      : allowed !== -1 && used >= allowed
        ? refuse(VIDEO_MESSAGES.greetingVideoLimitReached(allowed))
        : null;
  // Offered: the plan shows the kind and the business's category gets it (docs/product-rules.md#greetings-frames).
  const planKinds = visibleFrameKinds(entitlements.onPlan ? business.frameVisibility : null);
  return {
    allowance: { allowed, usedToday: used, refusal },
    same,
    kinds: await offeredKindsOf(db, agency.id, business, planKinds),
    planKinds,
  };
}

const refusalError = (refusal: NonNullable<GreetingAllowance['refusal']>) =>
  new AppError('CONFLICT', refusal.message, 409, undefined, refusal.upgradePath);

export const videoLayoutOf = (layout: GreetingLayout) => (layout === 'STORY' ? 'STORY_VIDEO' : 'SQUARE_VIDEO');

/**
 * POST /video/greeting-video: the queued video (or the one already made today from this post,
 * with created false: nothing to queue, nothing counted).
 */
export async function createGreetingVideo(
  services: Services,
  caller: Caller,
  body: { businessId: string; imageId: string; frame?: FrameName; kind?: FrameKind },
): Promise<{ video: UserVideoRow; created: boolean }> {
  const { db } = services;
  const { agency, principal } = caller;
  const visibility = visibilityOf(caller);
  const business = await requireReachableBusiness(db, agency.id, principal, body.businessId);
  requirePermission(principal, 'card:edit');
  if (!greetingVideosOffered(agency)) {
    throw new AppError('VALIDATION_FAILED', VIDEO_MESSAGES.greetingVideosOff, 400);
  }
  const post = await findPostRow(db, visibility, body.imageId);
  if (!post) throw notFound(IMAGE_POST_MESSAGES.unknownPost(body.imageId));
  if (post.mediaType !== 'VIDEO') throw validationFailed('imageId', VIDEO_MESSAGES.notAVideoPost);

  const now = services.now();
  const first = await greetingAllowanceOf(db, agency, business, now, post.id);
  if (first.same) return { video: first.same, created: false };
  if (first.allowance.refusal) throw refusalError(first.allowance.refusal);
  const chosen = frameChoice(body, business.imagePostSettings, first.kinds);
  if (!chosen.kind || !first.kinds.includes(chosen.kind)) {
    throw await kindRefused(
      db,
      agency.id,
      business,
      'kind',
      chosen.kind ?? body.kind ?? FRAME_KINDS[0],
      first.planKinds,
    );
  }
  const frameKind = chosen.kind;
  if (!(await brandOfBusiness(services, agency, business))) {
    throw new AppError('CONFLICT', IMAGE_POST_MESSAGES.cardNeeded, 409);
  }

  // Counted under the business's lock, so racing requests cannot pass the day's limit.
  return db.transaction(async (tx) => {
    const locked = await lockBusiness(tx, agency.id, business.id);
    if (!locked) throw notFound();
    const fresh = await greetingAllowanceOf(tx, agency, locked, now, post.id);
    if (fresh.same) return { video: fresh.same, created: false };
    if (fresh.allowance.refusal) throw refusalError(fresh.allowance.refusal);
    const [video] = await tx
      .insert(userVideos)
      .values({
        agencyId: agency.id,
        businessId: business.id,
        kind: 'greeting',
        imagePostId: post.id,
        frame: chosen.frame,
        frameKind,
        layout: videoLayoutOf(post.layout),
        details: null,
        istDay: istDateOf(now),
        createdByUserId: principal.kind === 'user' ? principal.user.id : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (video) return { video, created: true };
    const again = await greetingVideosOn(tx, business.id, istDateOf(now), post.id);
    if (!again.same) throw new Error('greeting video neither made nor found');
    return { video: again.same, created: false };
  });
}

/**
 * The branded frame of a greeting video as one transparent PNG the size of the frame (1080 wide):
 * the greeting frame with the post's QR code laid in its tile. The renderer scales it over the video.
 */
export async function greetingOverlayPng(
  services: Services,
  agency: AgencyRow,
  business: BusinessRow,
  video: Pick<UserVideoRow, 'frame' | 'frameKind' | 'imagePostId'>,
  layout: GreetingLayout,
): Promise<Buffer | null> {
  const brand = await brandOfBusiness(services, agency, business);
  if (!brand || !video.imagePostId) return null;
  const profile = await brand.load();
  const overlay = await cachedFrameOverlay({
    profile,
    frame: video.frame ?? 'frame7',
    kind: video.frameKind ?? 'regular',
    layout,
  });
  const { qrBox } = overlay;
  return sharp(overlay.png)
    .composite([
      {
        ...qrPixels(greetingCardUrl(brand.cardUrl, video.imagePostId), qrBox.size, qrBox.color),
        left: qrBox.left,
        top: qrBox.top,
      },
    ])
    .png()
    .toBuffer();
}
