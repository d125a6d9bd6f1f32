// The render of a user video, job 'video.render' (one per video: singletonKey video-<videoNo>),
// at most one per core. The handler claims the row (rendering, attempts + 1), reads the inputs
// from Storage into a temporary directory, renders with a time limit, writes progress to the row
// now and then, and on success stores the MP4 and its poster and points the row at them in one
// conditional UPDATE. A render that fails for a reason of its own (timeout, an unreadable photo,
// ffmpeg) marks the video failed with words the customer understands; a failed video consumes
// nothing (the counts leave it out) and may be tried again.
//
// Never twice: a render cut off (the queue stopping, the process killed: pg-boss fails the job
// when its expireInSeconds passes and retries it) comes back as a new attempt that claims the row
// again. Every later write of an attempt names the attempt it claimed, so a stale one writes
// nothing, and its output, if it made one, is deleted. A ready row is left alone.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MUSIC_FADE_IN_SEC,
  MUSIC_FADE_OUT_SEC,
  type TUserVideoDetails,
  type TVideoSlot,
  VIDEO_MAX_DURATION_SEC,
  VIDEO_MESSAGES,
} from '@cardora/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  extractFrameJpeg,
  isVideoRenderError,
  type MusicFade,
  probeVideo,
  renderGreetingVideo,
  renderTemplateVideo,
  type VideoRenderFailure,
} from '#cards';
import type { AgencyRow, BusinessRow, UserVideoRow, VideoTemplateRow } from '#db/schema';
import { userVideos } from '#db/schema';
import { findAgencyById } from '#identity';
import type { Job, JobQueue } from '#lib/jobs/index';
import { storageKeyFromUrl } from '#lib/storage/index';
import type { Services } from '#services';
import { findPostRow } from '../image-posts/repo';
import { trackFileKey } from '../music/repo';
import { greetingOverlayPng } from './greeting-videos';
import { findVideoWithBusiness } from './repo';
import { findLiveTemplate } from './templates';

export const RENDER_JOB = 'video.render';
/** Retries after the first attempt: a render cut off by a crash or a restart comes back. */
export const RENDER_RETRY_LIMIT = 2;
/** Longest render allowed: ten times the longest video. */
const MAX_RENDER_MS = VIDEO_MAX_DURATION_SEC * 10_000;
/** pg-boss fails (and retries) an attempt older than this: the longest render, reading and storing. */
export const RENDER_EXPIRE_SECONDS = MAX_RENDER_MS / 1000 + 120;

declare module '../../../lib/jobs/registry' {
  interface JobPayloads {
    'video.render': { agencyId: string; videoNo: number };
  }
}

/** Per render: at least a minute, ten seconds per second of video. */
export const renderTimeoutMs = (durationSec: number) =>
  Math.min(MAX_RENDER_MS, Math.max(60_000, Math.ceil(durationSec * 10_000)));

/** Why a render failed, in the customer's words. */
export function failureMessage(reason: VideoRenderFailure | 'template-gone'): string {
  switch (reason) {
    case 'timeout':
      return VIDEO_MESSAGES.renderTimedOut;
    case 'bad-photo':
      return VIDEO_MESSAGES.photoUnreadable;
    case 'template-gone':
      return VIDEO_MESSAGES.templateGone;
    default:
      return VIDEO_MESSAGES.renderFailed;
  }
}

/** A failure that ends the video (no retry helps): reported as failed, not thrown. */
class Unmakeable extends Error {
  constructor(readonly reason: VideoRenderFailure | 'template-gone') {
    super(reason);
  }
}

/**
 * The moment the most slots are on (just after their entrance), for the poster; the middle of the
 * video when it has none.
 */
export function posterSecond(slots: readonly Pick<TVideoSlot, 'start' | 'end'>[], duration: number): number {
  let best = duration / 2;
  let most = 0;
  for (const slot of slots) {
    const at = Math.min(slot.start + 0.5, Math.max(0, duration - 0.1));
    // On and done coming in (animations take 0.4 s).
    const on = slots.filter((s) => s.start + 0.45 <= at && at < s.end).length;
    if (on > most) {
      most = on;
      best = at;
    }
  }
  return best;
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

async function download(services: Services, key: string, path: string): Promise<boolean> {
  const stored = await services.storage.get(key);
  if (!stored) return false;
  await writeFile(path, stored.body);
  return true;
}

/** A library track in a made video (docs/product-rules.md#video-music). */
export const LIBRARY_MUSIC_FADE: MusicFade = { inSec: MUSIC_FADE_IN_SEC, outSec: MUSIC_FADE_OUT_SEC };

export interface RenderMusic {
  musicPath: string | null;
  /** Set for a library track; the template's own music keeps the renderer's default. */
  musicFade?: MusicFade;
}

/** A music library track's processed file read into `dir`; null without one (or when it is gone). */
export async function libraryMusic(
  services: Services,
  trackId: string | null,
  dir: string,
): Promise<RenderMusic | null> {
  const key = await trackFileKey(services.db, trackId);
  if (!key) return null;
  const musicPath = join(dir, 'track.m4a');
  const stored = await services.storage.get(key);
  if (!stored) return null;
  await writeFile(musicPath, stored.body);
  return { musicPath, musicFade: LIBRARY_MUSIC_FADE };
}

/** A template's music: its library track, which wins, else its own uploaded music, else none. */
export async function templateMusic(services: Services, template: VideoTemplateRow, dir: string): Promise<RenderMusic> {
  const track = await libraryMusic(services, template.musicTrackId, dir);
  if (track) return track;
  if (!template.musicKey) return { musicPath: null };
  const musicPath = join(dir, `music.${extensionOf(template.musicKey)}`);
  return { musicPath: (await download(services, template.musicKey, musicPath)) ? musicPath : null };
}

/** What a template's render takes from the template: its files, read to disk, and its kind, length and slots. */
export const templateRenderInput = (template: VideoTemplateRow, sourcePath: string, music: RenderMusic) => ({
  sourcePath,
  ...music,
  kind: template.kind,
  duration: template.duration,
  slots: template.slots,
});

async function pictureOf(services: Services, url: string | null): Promise<Buffer | null> {
  const key = url ? storageKeyFromUrl(url) : null;
  return key ? ((await services.storage.get(key))?.body ?? null) : null;
}

interface Produced {
  durationSec: number;
  sizeBytes: number;
  posterAt: number;
}

type Renderer = (outPath: string, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<Produced>;

/** How to make this video: the inputs read into `dir`, and the render call. */
async function rendererFor(
  services: Services,
  agency: AgencyRow,
  business: BusinessRow,
  video: UserVideoRow,
  dir: string,
): Promise<Renderer> {
  if (video.kind === 'promotional') {
    const template = video.templateId ? await findLiveTemplate(services.db, video.templateId) : null;
    if (!template) throw new Unmakeable('template-gone');
    const sourcePath = join(dir, `source.${extensionOf(template.sourceKey)}`);
    if (!(await download(services, template.sourceKey, sourcePath))) throw new Unmakeable('template-gone');
    const music = await templateMusic(services, template, dir);
    const details: TUserVideoDetails | null = video.details;
    if (!details) throw new Unmakeable('ffmpeg');
    const [logo, ...photos] = await Promise.all(
      [details.logoUrl, ...details.photoUrls].map((url) => pictureOf(services, url)),
    );
    // A photo named but no longer stored is one the customer must upload again.
    if (photos.some((photo) => photo === null) || (details.logoUrl && !logo)) throw new Unmakeable('bad-photo');
    const colors = { primary: agency.theme.primaryColor, secondary: agency.theme.secondaryColor };
    return async (outPath, onProgress, signal) => {
      const result = await renderTemplateVideo(
        {
          ...templateRenderInput(template, sourcePath, music),
          values: {
            businessName: details.businessName,
            phone: details.phone,
            address: details.address,
            customLine: details.customLine,
            logo: logo ?? null,
            photos: photos.filter((photo): photo is Buffer => photo !== null),
          },
          colors,
        },
        { outPath, onProgress, signal, timeoutMs: renderTimeoutMs(template.duration) },
      );
      return { ...result, posterAt: posterSecond(template.slots, result.durationSec) };
    };
  }
  const post = video.imagePostId
    ? await findPostRow(services.db, { platform: true, ownAgencyId: agency.id }, video.imagePostId)
    : null;
  if (post?.mediaType !== 'VIDEO') throw new Unmakeable('bad-source');
  const sourcePath = join(dir, `post.${extensionOf(post.storageKey)}`);
  if (!(await download(services, post.storageKey, sourcePath))) throw new Unmakeable('bad-source');
  const probe = await probeVideo(sourcePath);
  if (!probe) throw new Unmakeable('bad-source');
  const overlayPng = await greetingOverlayPng(services, agency, business, video, post.layout);
  if (!overlayPng) throw new Unmakeable('ffmpeg');
  // The post's library track, if it has one: without one the video keeps the post's own sound.
  const music = await libraryMusic(services, post.musicTrackId, dir);
  return async (outPath, onProgress, signal) => {
    const result = await renderGreetingVideo(
      { sourcePath, layout: post.layout, overlayPng, ...music },
      { outPath, onProgress, signal, timeoutMs: renderTimeoutMs(Math.min(probe.durationSec, VIDEO_MAX_DURATION_SEC)) },
    );
    return { ...result, posterAt: Math.min(1, result.durationSec / 2) };
  };
}

/** Progress into the row now and then (every 5 points or half a second), never backwards. */
function progressWriter(
  services: Services,
  videoNo: number,
  attempt: number,
  job: Pick<Job<unknown>, 'reportProgress'>,
) {
  let written = 0;
  let at = 0;
  let flight: Promise<unknown> = Promise.resolve();
  return (percent: number) => {
    void job.reportProgress(percent);
    const now = Date.now();
    if (percent >= 100 || (percent < written + 5 && now - at < 500)) return;
    written = percent;
    at = now;
    flight = flight
      .then(() =>
        services.db
          .update(userVideos)
          .set({ progress: percent })
          .where(
            and(
              eq(userVideos.videoNo, videoNo),
              eq(userVideos.attempts, attempt),
              eq(userVideos.renderStatus, 'rendering'),
              sql`${userVideos.progress} < ${percent}`,
            ),
          ),
      )
      .catch(() => {});
  };
}

export type RenderOutcome = 'ready' | 'failed' | 'gone' | 'stale';

/** One attempt at one video (the job's handler; tests call it too). */
export async function renderUserVideo(
  services: Services,
  payload: { agencyId: string; videoNo: number },
  job: Pick<Job<unknown>, 'id' | 'attempt' | 'signal' | 'reportProgress'>,
  retryLimit = RENDER_RETRY_LIMIT,
): Promise<RenderOutcome> {
  const { db, storage } = services;
  const found = await findVideoWithBusiness(db, payload.agencyId, payload.videoNo);
  if (!found || found.video.renderStatus === 'ready' || found.video.renderStatus === 'failed') {
    return found ? 'stale' : 'gone';
  }
  const agency = await findAgencyById(db, payload.agencyId);
  if (!agency) return 'gone';
  const [claimed] = await db
    .update(userVideos)
    .set({
      renderStatus: 'rendering',
      attempts: sql`${userVideos.attempts} + 1`,
      progress: 0,
      jobId: job.id,
      updatedAt: services.now(),
    })
    .where(and(eq(userVideos.videoNo, payload.videoNo), inArray(userVideos.renderStatus, ['queued', 'rendering'])))
    .returning();
  if (!claimed) return 'stale';
  const attempt = claimed.attempts;
  const mine = and(
    eq(userVideos.videoNo, claimed.videoNo),
    eq(userVideos.attempts, attempt),
    eq(userVideos.renderStatus, 'rendering'),
  );
  const fail = async (reason: VideoRenderFailure | 'template-gone') => {
    await db
      .update(userVideos)
      .set({ renderStatus: 'failed', failureReason: failureMessage(reason), updatedAt: services.now() })
      .where(mine);
    return 'failed' as const;
  };

  const dir = await mkdtemp(join(tmpdir(), 'cardora-video-render-'));
  try {
    const render = await rendererFor(services, agency, found.business, claimed, dir);
    const outPath = join(dir, 'out.mp4');
    const produced = await render(outPath, progressWriter(services, claimed.videoNo, attempt, job), job.signal);
    const poster = await extractFrameJpeg(outPath, produced.posterAt);
    const base = `videos/${claimed.agencyId}/${claimed.businessId}/${randomUUID()}`;
    const keys = { outputKey: `${base}.mp4`, posterKey: `${base}.jpg` };
    await storage.put(keys.outputKey, await readFile(outPath), 'video/mp4');
    await storage.put(keys.posterKey, poster, 'image/jpeg');
    const now = services.now();
    const [done] = await db
      .update(userVideos)
      .set({
        ...keys,
        durationSec: produced.durationSec,
        sizeBytes: produced.sizeBytes,
        renderStatus: 'ready',
        progress: 100,
        failureReason: null,
        readyAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(userVideos.videoNo, claimed.videoNo),
          eq(userVideos.attempts, attempt),
          ne(userVideos.renderStatus, 'ready'),
        ),
      )
      .returning({ videoNo: userVideos.videoNo });
    if (!done) {
      // Deleted meanwhile, or a later attempt owns the row: nothing points at these files.
      await Promise.all([storage.delete(keys.outputKey), storage.delete(keys.posterKey)].map((p) => p.catch(() => {})));
      return 'stale';
    }
    return 'ready';
  } catch (error) {
    // Stopped from outside (the queue stopping, the attempt expiring): pg-boss tries again.
    if (job.signal.aborted || (isVideoRenderError(error) && error.reason === 'aborted')) {
      // No attempt is left to take it up: the video fails (and may be tried again by hand).
      if (job.attempt > retryLimit) await fail('timeout').catch(() => {});
      throw error;
    }
    if (error instanceof Unmakeable) return fail(error.reason);
    if (isVideoRenderError(error)) return fail(error.reason);
    // Anything else (storage, database) is retried; the last attempt ends the video.
    if (job.attempt > retryLimit) return fail('ffmpeg');
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Registers the render on the app's queue: at most one render per core, however many slots the queue has. */
export async function registerRenderJob(
  jobs: JobQueue,
  services: Services,
  options: { retryDelay?: number } = {},
): Promise<void> {
  await jobs.register(RENDER_JOB, (job) => renderUserVideo(services, job.data, job), {
    concurrency: Math.max(1, Math.min(availableParallelism(), jobs.concurrency)),
    retryLimit: RENDER_RETRY_LIMIT,
    retryDelay: options.retryDelay ?? 5,
    expireInSeconds: RENDER_EXPIRE_SECONDS,
  });
}
