// The render job's promises : a render cut off mid-way (the
// worker's queue stopped while ffmpeg runs, as a crash or kill -9 would leave it) is retried once
// and finished once, with one output; two attempts racing leave one output; a ready video is left
// alone; work whose job was never queued is found and queued; the reasons and limits.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { VIDEO_MESSAGES } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userVideos } from '#db/schema';
import type { JobPayloads } from '#lib/jobs/index';
import { putOnPlan } from '#test/factories/image-posts';
import {
  createTemplate,
  insertVideo,
  templateRow,
  testSlots,
  testVideo,
  type VideosWorld,
  videoPlan,
  videoRow,
  videosWorld,
  waitForVideo,
} from '#test/factories/videos';
import { testAppPerFile } from '#test/support/app';
import { createBusiness } from '#test/support/factories';
import { openTestQueue, testNamespace, waitFor } from '#test/support/jobs';
import {
  failureMessage,
  posterSecond,
  RENDER_JOB,
  registerRenderJob,
  renderTimeoutMs,
  renderUserVideo,
} from './render-job';
import { queuePendingVideoWork } from './routes';

const t = testAppPerFile();
let w: VideosWorld;
beforeAll(async () => {
  w = await videosWorld(t);
  await putOnPlan(t, w.business, videoPlan(-1));
});

/** The files stored for the business's videos (videos/<agency>/<business>/). */
async function storedOutputs(businessId: string): Promise<string[]> {
  try {
    return (await readdir(join(t.uploadsDir, 'videos', w.agency.id, businessId))).sort();
  } catch {
    return [];
  }
}

/** A template long enough to be cut off mid-render. */
async function slowTemplate() {
  const source = await testVideo({ width: 640, height: 360, durationSec: 8, fps: 30 });
  return createTemplate(t, { source, duration: 8, kind: 'STORY_VIDEO', slots: testSlots(8) });
}

describe('a render cut off mid-way', () => {
  it('the worker stops while ffmpeg runs: the job is retried once, finishes once, one output, attempts = 2', async () => {
    const namespace = testNamespace();
    const first = await openTestQueue<JobPayloads>({ namespace, concurrency: 1 });
    await registerRenderJob(first, t.services, { retryDelay: 1 });
    await first.start();
    const business = w.business;
    const template = await slowTemplate();
    const video = await insertVideo(t, { business, template, renderStatus: 'queued' });
    const jobId = await first.enqueue(RENDER_JOB, { agencyId: w.agency.id, videoNo: video.videoNo });

    // Mid-way: ffmpeg is running and has written progress.
    const midway = await waitForVideo(t, video.videoNo, (row) => row.renderStatus === 'rendering' && row.progress > 0);
    expect(midway).toMatchObject({ attempts: 1, outputKey: null });
    await first.stop({ graceful: false });

    const cut = await videoRow(t, video.videoNo);
    expect(cut).toMatchObject({ renderStatus: 'rendering', attempts: 1, outputKey: null });
    expect(await storedOutputs(business.id)).toEqual([]);

    // The worker comes back (a new process over the same queue).
    const second = await openTestQueue<JobPayloads>({ namespace, concurrency: 1 });
    await registerRenderJob(second, t.services, { retryDelay: 1 });
    await second.start();
    const done = await waitForVideo(t, video.videoNo, (row) => row.renderStatus === 'ready', 120_000);
    expect(done).toMatchObject({ attempts: 2, progress: 100, failureReason: null, jobId });
    const status = await waitFor(
      () => second.status(RENDER_JOB, jobId),
      (s) => s?.state === 'completed',
    );
    expect(status).toMatchObject({ state: 'completed', attempts: 2, output: 'ready' });
    const files = await storedOutputs(business.id);
    expect(files.filter((f) => f.endsWith('.mp4'))).toEqual([done.outputKey?.split('/').pop()]);
    expect(files.filter((f) => f.endsWith('.jpg'))).toEqual([done.posterKey?.split('/').pop()]);
  });

  it('two attempts racing on one video: the stale one writes nothing and deletes what it made; a ready video is left alone', async () => {
    const business = await createBusiness({ user: w.owner });
    const template = await slowTemplate();
    const video = await insertVideo(t, { business, template, renderStatus: 'queued' });
    const payload = { agencyId: w.agency.id, videoNo: video.videoNo };
    const job = (id: string, attempt: number) => ({
      id,
      attempt,
      signal: new AbortController().signal,
      reportProgress: async () => {},
    });
    const stale = renderUserVideo(t.services, payload, job('11111111-1111-4111-8111-111111111111', 1));
    await waitForVideo(t, video.videoNo, (row) => row.renderStatus === 'rendering' && row.attempts === 1);
    // pg-boss gave up on the first attempt (expired) and a second worker took the job.
    const fresh = renderUserVideo(t.services, payload, job('22222222-2222-4222-8222-222222222222', 2));
    const outcomes = await Promise.all([stale, fresh]);
    expect(outcomes).toEqual(['stale', 'ready']);
    const row = await videoRow(t, video.videoNo);
    expect(row).toMatchObject({ renderStatus: 'ready', attempts: 2, jobId: '22222222-2222-4222-8222-222222222222' });
    const files = await storedOutputs(business.id);
    expect(files).toEqual([row?.outputKey, row?.posterKey].map((key) => key?.split('/').pop()).sort());

    // Run again (a duplicate delivery): nothing changes.
    expect(await renderUserVideo(t.services, payload, job('33333333-3333-4333-8333-333333333333', 1))).toBe('stale');
    expect(await videoRow(t, video.videoNo)).toEqual(row);
    expect(await storedOutputs(business.id)).toEqual(files);
  });

  it('a deleted video: the render ends with nothing written', async () => {
    const template = await createTemplate(t);
    const video = await insertVideo(t, { business: w.business, template, renderStatus: 'queued' });
    await t.db.delete(userVideos).where(eq(userVideos.videoNo, video.videoNo));
    const outcome = await renderUserVideo(
      t.services,
      { agencyId: w.agency.id, videoNo: video.videoNo },
      { id: 'x', attempt: 1, signal: new AbortController().signal, reportProgress: async () => {} },
    );
    expect(outcome).toBe('gone');
  });
});

describe('work whose job was never queued', () => {
  it('pending previews and queued videos without a job are queued (at start) and made', async () => {
    const template = await createTemplate(t, { status: 'published' });
    const video = await insertVideo(t, { business: w.business, template, renderStatus: 'queued' });
    const errors: unknown[] = [];
    const queued = await queuePendingVideoWork(t.services, (error) => errors.push(error), {
      templateIds: [template.id],
      videoNos: [video.videoNo],
    });
    expect({ queued, errors }).toEqual({ queued: 2, errors: [] });
    expect(await waitForVideo(t, video.videoNo)).toMatchObject({ renderStatus: 'ready', attempts: 1 });
    const preview = await waitFor(
      () => templateRow(t, template.id),
      (row) => row?.previewStatus !== 'pending',
      90_000,
    );
    expect(preview).toMatchObject({ previewStatus: 'ready' });
    expect(preview?.previewKey).toMatch(new RegExp(`^video-templates/${template.id}/preview-v1-.+\\.mp4$`));
  });
});

describe('the rules', () => {
  it('reasons in the customer’s words; a time limit of 10 s per second, at least a minute', () => {
    expect(failureMessage('timeout')).toBe(VIDEO_MESSAGES.renderTimedOut);
    expect(failureMessage('bad-photo')).toBe(VIDEO_MESSAGES.photoUnreadable);
    expect(failureMessage('template-gone')).toBe(VIDEO_MESSAGES.templateGone);
    expect(failureMessage('ffmpeg')).toBe(VIDEO_MESSAGES.renderFailed);
    expect(failureMessage('bad-source')).toBe(VIDEO_MESSAGES.renderFailed);
    expect(renderTimeoutMs(3)).toBe(60_000);
    expect(renderTimeoutMs(12)).toBe(120_000);
    expect(renderTimeoutMs(30)).toBe(300_000);
  });

  it('the poster is taken when the most slots are on', () => {
    expect(posterSecond([], 10)).toBe(5);
    expect(
      posterSecond(
        [
          { start: 0, end: 2 },
          { start: 3, end: 8 },
          { start: 3.5, end: 8 },
        ],
        10,
      ),
    ).toBe(4);
  });
});
