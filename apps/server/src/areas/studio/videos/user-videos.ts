// The videos businesses make (/video/user-video…): a promotional video from a
// published template with the business's details, each a background render; what a business may
// still make; one video, its MP4, a retry, the agency's hide/show, delete, and All Projects' list.
//
// Reach goes through the business (404 outside it). A customer never sees a video the agency hid:
// it is a 404 to them (as if gone) and left out of their list; staff see it with status hidden.
// Plan refusals are 409 with upgradePath (docs/product-rules.md#plan-limits), never 403.
import {
  creationRefusal,
  isProductSellable,
  istDateOf,
  type TUserVideo,
  type TUserVideoDetails,
  type TUserVideoList,
  type TUserVideoListQuery,
  type TUserVideosByBusiness,
  type TVideoAllowance,
  UPGRADE_PATH,
  USER_VIDEO_KINDS,
  type UserVideoKind,
  type UserVideoStatus,
  VIDEO_MESSAGES,
  VIDEO_TEXT_MAX,
  ZUploadUrl,
  type ZUserVideoDetails,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getCardsByBusiness, lockBusiness, requireReachableBusiness } from '#cards';
import { assertCanCreate, entitlementsFor, requireProductSold } from '#commerce';
import type { AgencyRow, BusinessRow, UserVideoRow } from '#db/schema';
import { imagePosts, userVideos } from '#db/schema';
import { AppError, conflict, isAppError, notFound, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { storageKeyFromUrl } from '#lib/storage/index';
import { requirePermission } from '#policies/cards';
import { isCustomer } from '#policies/identity';
import type { Services } from '#services';
import { type Caller, requireCanDeleteVideo, requireVideosOn } from './access';
import { greetingAllowanceOf } from './greeting-videos';
import {
  findVideo,
  requireReachableVideo,
  searchUserVideos,
  type VideoWithTemplate,
  videosOfBusiness,
  withTemplateName,
} from './repo';
import { countTemplateUse, findLiveTemplate, unknownTemplate } from './templates';

type Details = z.output<typeof ZUserVideoDetails>;

export const userVideoFilePath = (videoNo: number) => `/api/v1/video/user-video/${videoNo}/file`;

export function toUserVideo(services: Services, { video, templateName }: VideoWithTemplate): TUserVideo {
  const ready = video.renderStatus === 'ready' && video.outputKey !== null;
  const file = userVideoFilePath(video.videoNo);
  return {
    videoNo: video.videoNo,
    kind: video.kind,
    businessId: video.businessId,
    templateId: video.templateId,
    templateName,
    imagePostId: video.imagePostId,
    frame: video.frame,
    layout: video.layout,
    details: video.details,
    renderStatus: video.renderStatus,
    progress: video.renderStatus === 'ready' ? 100 : video.progress,
    failureReason: video.renderStatus === 'failed' ? video.failureReason : null,
    status: video.status,
    videoUrl: ready ? file : null,
    downloadUrl: ready ? `${file}?download=1` : null,
    posterUrl: ready && video.posterKey ? services.storage.url(video.posterKey) : null,
    durationSec: ready ? video.durationSec : null,
    sizeBytes: ready ? video.sizeBytes : null,
    attempts: video.attempts,
    createdAt: video.createdAt.toISOString(),
    updatedAt: video.updatedAt.toISOString(),
    readyAt: video.readyAt?.toISOString() ?? null,
  };
}

/** A video the caller may see: within reach, and not hidden from a customer (404 either way). */
async function requireVisibleVideo(services: Services, caller: Caller, videoNo: number) {
  const found = await requireReachableVideo(services.db, caller.agency.id, caller.principal, videoNo);
  if (found.video.status === 'hidden' && isCustomer(caller.principal)) throw notFound();
  return found;
}

// ---------------------------------------------------------------------------------------
// What a new video starts with, and what a business may still make.

const clip = (text: string | null | undefined, max: number) => (text ?? '').trim().slice(0, max);
const uploadOrNull = (url: string | null | undefined) => (url && ZUploadUrl.safeParse(url).success ? url : null);

/** The business and its digital card's basic details: one profile feeds every output. */
async function profileOf(services: Services, agency: AgencyRow, principal: Principal, business: BusinessRow) {
  const [card] = await getCardsByBusiness(services, agency, principal, business.id);
  const basic = card?.sections.basicDetails ?? null;
  const draft: TUserVideoDetails = {
    businessName: clip(basic?.companyName ?? business.businessName, VIDEO_TEXT_MAX) || business.businessName,
    phone: clip(basic?.phoneNumbers[0] ?? business.phoneNumber, 40),
    address: clip(basic?.address, VIDEO_TEXT_MAX),
    customLine: '',
    logoUrl: uploadOrNull(basic?.logoUrl),
    photoUrls: [],
  };
  return { draft, cardPictures: [basic?.logoUrl, basic?.photoUrl].filter((u): u is string => Boolean(u)) };
}

/**
 * A logo or photo must be one of this business's uploads (POST /document/uploadDoc, hierarchy
 * business/<businessId>) or a picture its digital card shows, and must still be stored: never
 * another business's file made into this one's video.
 */
async function checkPictures(
  services: Services,
  business: BusinessRow,
  details: Details,
  cardPictures: string[],
): Promise<void> {
  const own = `/uploads/business/${business.id}/`;
  const pictures: [string, string][] = [
    ...(details.logoUrl ? [['details.logoUrl', details.logoUrl] as [string, string]] : []),
    ...details.photoUrls.map((url, i): [string, string] => [`details.photoUrls.${i}`, url]),
  ];
  for (const [field, url] of pictures) {
    const key = storageKeyFromUrl(url);
    const allowed = url.startsWith(own) || cardPictures.includes(url);
    if (!key || !allowed || !(await services.storage.get(key))) {
      throw validationFailed(field, VIDEO_MESSAGES.imageNotOfBusiness);
    }
  }
}

async function promotionalAllowance(
  services: Services,
  agency: AgencyRow,
  businessId: string,
): Promise<TVideoAllowance['promotional']> {
  const report = await entitlementsFor(services.db, agency.id, businessId, services.now());
  const used = report.usage.promotionalVideo;
  const refusal = creationRefusal('promotionalVideo', report.entitlements, used, report.configuration);
  return {
    allowed: report.entitlements.promotionalVideos,
    used,
    refusal: refusal ? { message: refusal.message, upgradePath: UPGRADE_PATH } : null,
  };
}

/** GET /video/user-video/getUserVideosByBusiness */
export async function getUserVideosByBusiness(
  services: Services,
  caller: Caller,
  query: { businessId: string; kind?: UserVideoKind },
): Promise<TUserVideosByBusiness> {
  const { agency, principal } = caller;
  const business = await requireReachableBusiness(services.db, agency.id, principal, query.businessId);
  const rows = await videosOfBusiness(services.db, agency.id, business.id, {
    kind: query.kind,
    withHidden: !isCustomer(principal),
  });
  const [promotional, greeting, profile] = await Promise.all([
    promotionalAllowance(services, agency, business.id),
    greetingAllowanceOf(services.db, agency, business, services.now()),
    profileOf(services, agency, principal, business),
  ]);
  return {
    list: rows.map((row) => toUserVideo(services, row)),
    allowance: { promotional, greeting: greeting.allowance },
    draft: profile.draft,
  };
}

/** GET /video/user-video/{id} */
export async function getUserVideo(services: Services, caller: Caller, videoNo: number): Promise<TUserVideo> {
  return toUserVideo(services, await requireVisibleVideo(services, caller, videoNo));
}

// ---------------------------------------------------------------------------------------
// Making one.

/** Queues the render of a committed video; a video that could not be queued fails (it costs nothing, retry works). */
export async function queueRender(services: Services, video: UserVideoRow, onError: (error: unknown) => void) {
  try {
    const jobId = await services.jobs.enqueue(
      'video.render',
      { agencyId: video.agencyId, videoNo: video.videoNo },
      { singletonKey: `video-${video.videoNo}` },
    );
    const [saved] = await services.db
      .update(userVideos)
      .set({ jobId })
      .where(eq(userVideos.videoNo, video.videoNo))
      .returning();
    return saved ?? video;
  } catch (error) {
    onError(error);
    const [saved] = await services.db
      .update(userVideos)
      .set({ renderStatus: 'failed', failureReason: VIDEO_MESSAGES.renderFailed, updatedAt: services.now() })
      .where(and(eq(userVideos.videoNo, video.videoNo), eq(userVideos.renderStatus, 'queued')))
      .returning();
    return saved ?? video;
  }
}

/** The plan's refusal as the house answers it: 409 with the way up; the product off stays a 400. */
function withUpgradePath(error: unknown): never {
  if (isAppError(error) && error.statusCode === 409) {
    throw new AppError('CONFLICT', error.message, 409, undefined, UPGRADE_PATH);
  }
  throw error;
}

/**
 * POST /video/user-video: a promotional video of a published template for the business, within
 * its plan (counted under the business's lock, so two at once cannot both take the last place).
 * Answers the queued video; the caller queues its render once this has committed.
 */
export async function createUserVideo(
  services: Services,
  caller: Caller,
  body: { businessId: string; templateId: string; details: Details },
): Promise<UserVideoRow> {
  const { agency, principal } = caller;
  const { db } = services;
  const business = await requireReachableBusiness(db, agency.id, principal, body.businessId);
  requirePermission(principal, 'card:edit');
  requireVideosOn(agency);
  const template = await findLiveTemplate(db, body.templateId);
  if (!template) throw unknownTemplate(body.templateId);
  if (template.status !== 'published') throw validationFailed('templateId', VIDEO_MESSAGES.templateNotPublished);
  const { cardPictures } = await profileOf(services, agency, principal, business);
  await checkPictures(services, business, body.details, cardPictures);
  const now = services.now();
  return db.transaction(async (tx) => {
    if (!(await lockBusiness(tx, agency.id, business.id))) throw notFound();
    await assertCanCreate(tx, agency.id, business.id, 'promotionalVideo', now).catch(withUpgradePath);
    const [video] = await tx
      .insert(userVideos)
      .values({
        agencyId: agency.id,
        businessId: business.id,
        kind: 'promotional',
        templateId: template.id,
        layout: template.kind,
        details: body.details,
        istDay: istDateOf(now),
        createdByUserId: principal.kind === 'user' ? principal.user.id : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!video) throw new Error('video not created');
    // The business's owner picked it: one counted use a day, as PUT /video/template/popularity.
    await countTemplateUse(tx, template.id, business.userId, now);
    return video;
  });
}

/**
 * POST /video/user-video/retry: a failed video queued again (its attempts kept). A failed video
 * consumed nothing, so the plan is asked again, as for a new one.
 */
export async function retryUserVideo(services: Services, caller: Caller, videoNo: number): Promise<UserVideoRow> {
  const { agency, principal } = caller;
  const { video } = await requireVisibleVideo(services, caller, videoNo);
  requirePermission(principal, 'card:edit');
  if (video.renderStatus !== 'failed') throw conflict(VIDEO_MESSAGES.retryOnlyFailed);
  const now = services.now();
  if (video.kind === 'promotional') {
    requireVideosOn(agency);
    const template = video.templateId ? await findLiveTemplate(services.db, video.templateId) : null;
    if (!template) throw conflict(VIDEO_MESSAGES.templateGone);
  }
  return services.db.transaction(async (tx) => {
    const locked = await lockBusiness(tx, agency.id, video.businessId);
    if (!locked) throw notFound();
    if (video.kind === 'promotional') {
      await assertCanCreate(tx, agency.id, video.businessId, 'promotionalVideo', now).catch(withUpgradePath);
    } else {
      const { allowance, same } = await greetingAllowanceOf(tx, agency, locked, now, video.imagePostId ?? undefined);
      // The same post made again since: that one stands, this one stays failed.
      if (same) throw conflict(VIDEO_MESSAGES.retryOnlyFailed);
      if (allowance.refusal) {
        throw new AppError('CONFLICT', allowance.refusal.message, 409, undefined, allowance.refusal.upgradePath);
      }
    }
    const [queued] = await tx
      .update(userVideos)
      .set({
        renderStatus: 'queued',
        progress: 0,
        failureReason: null,
        // A greeting video is counted on the day it is made again.
        ...(video.kind === 'greeting' ? { istDay: istDateOf(now) } : {}),
        updatedAt: now,
      })
      .where(and(eq(userVideos.videoNo, video.videoNo), eq(userVideos.renderStatus, 'failed')))
      .returning();
    if (!queued) throw conflict(VIDEO_MESSAGES.retryOnlyFailed);
    return queued;
  });
}

// ---------------------------------------------------------------------------------------
// The agency's say, delete, the file, All Projects.

/** POST /video/user-video/updateUserVideoStatus (All Projects; a franchisee with card:edit). */
export async function updateUserVideoStatus(
  services: Services,
  caller: Caller,
  videoNo: number,
  status: UserVideoStatus,
): Promise<TUserVideo> {
  const found = await requireReachableVideo(services.db, caller.agency.id, caller.principal, videoNo);
  const [saved] = await services.db
    .update(userVideos)
    .set({ status, updatedAt: services.now() })
    .where(and(eq(userVideos.agencyId, caller.agency.id), eq(userVideos.videoNo, found.video.videoNo)))
    .returning();
  if (!saved) throw notFound();
  return toUserVideo(services, { video: saved, templateName: found.templateName });
}

/**
 * DELETE /video/user-video: the row and its stored files go. A render still running finds no row
 * when it ends and removes what it made (render-job.ts).
 */
export async function deleteUserVideo(services: Services, caller: Caller, videoNo: number) {
  const { video } = await requireVisibleVideo(services, caller, videoNo);
  requireCanDeleteVideo(caller);
  const [deleted] = await services.db
    .delete(userVideos)
    .where(and(eq(userVideos.agencyId, caller.agency.id), eq(userVideos.videoNo, video.videoNo)))
    .returning();
  if (!deleted) throw notFound();
  for (const key of [deleted.outputKey, deleted.posterKey]) {
    if (key) await services.storage.delete(key).catch(() => {});
  }
  return { videoNo: deleted.videoNo, deleted: true as const };
}

/** The MP4 of a ready video and a friendly name to save it under; 409 while it is being made. */
export async function userVideoFile(
  services: Services,
  caller: Caller,
  videoNo: number,
): Promise<{ body: Buffer; fileName: string }> {
  const { video, templateName, business } = await requireVisibleVideo(services, caller, videoNo);
  if (video.renderStatus !== 'ready' || !video.outputKey) throw conflict(VIDEO_MESSAGES.notReady);
  const stored = await services.storage.get(video.outputKey);
  if (!stored) throw new Error(`the output of video ${video.videoNo} is missing`);
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40);
  // A greeting is named by its post ("Thank you"), a promotional video by its template.
  const [post] =
    video.kind === 'greeting' && video.imagePostId
      ? await services.db
          .select({ title: imagePosts.title })
          .from(imagePosts)
          .where(eq(imagePosts.id, video.imagePostId))
          .limit(1)
      : [];
  const what =
    templateName ?? (post?.title ? `${post.title} greeting` : video.kind === 'greeting' ? 'greeting' : 'video');
  const parts = [slug(business.businessName), slug(what)];
  const fileName = `${parts.filter(Boolean).join('-') || 'video'}-${video.videoNo}.mp4`;
  return { body: stored.body, fileName };
}

/**
 * The list's query kept to the kinds of video the agency sells (docs/product-rules.md#sell-only-what-works):
 * asking for a kind it does not sell, or listing when it sells neither, is a 400.
 */
function soldVideoKinds(agency: AgencyRow, query: TUserVideoListQuery): TUserVideoListQuery {
  const product = { promotional: 'promotionalVideo', greeting: 'greetingVideos' } as const;
  if (query.kind) {
    requireProductSold(agency.configuration, product[query.kind]);
    return query;
  }
  const sold = USER_VIDEO_KINDS.filter((kind) => isProductSellable(product[kind], agency.configuration));
  if (sold.length === 0) requireProductSold(agency.configuration, 'promotionalVideo');
  return sold.length === 1 ? { ...query, kind: sold[0] } : query;
}

/** GET /video/user-video: All Projects' promotional_video view. */
export async function listUserVideos(
  services: Services,
  caller: Caller,
  query: TUserVideoListQuery,
): Promise<TUserVideoList> {
  const { rows, total } = await searchUserVideos(
    services.db,
    caller.agency.id,
    caller.principal,
    soldVideoKinds(caller.agency, query),
  );
  return {
    list: rows.map((row) => ({ ...toUserVideo(services, row), business: row.business })),
    total,
  };
}

/** The video as the API shows it, by number (after a create or retry). */
export async function userVideoView(services: Services, agencyId: string, videoNo: number): Promise<TUserVideo> {
  const video = await findVideo(services.db, agencyId, videoNo);
  if (!video) throw notFound();
  return toUserVideo(services, await withTemplateName(services.db, video));
}
