// A track's processing, job 'music.process' (docs/product-rules.md#video-music): the kept
// original trimmed and normalised to -14 LUFS / -1 dBTP (processMusic), stored as a new M4A, and
// the row pointed at it only if the version asked for is still the row's (a newer trim has its
// own job; this one's file is then deleted). Processing takes seconds per minute of music
// (loudnorm reads the file twice and measures the result), so it is a background job like every
// slow media task, one at a time. A file ffmpeg cannot make sound from fails the track with words
// the managers understand; anything else (storage, the database, a stop) is retried.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MUSIC_MESSAGES } from '@cardora/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { isVideoRenderError, processMusic } from '#cards';
import { musicTracks } from '#db/schema';
import type { Job, JobQueue } from '#lib/jobs/index';
import { findOne } from '#lib/sql';
import type { Services } from '#services';

export const MUSIC_PROCESS_JOB = 'music.process';
const RETRY_LIMIT = 2;

declare module '../../../lib/jobs/registry' {
  interface JobPayloads {
    'music.process': { trackId: string; version: number };
  }
}

export type ProcessOutcome = 'ready' | 'failed' | 'stale';

export async function processMusicTrack(
  services: Services,
  payload: { trackId: string; version: number },
  job: Pick<Job<unknown>, 'attempt' | 'signal'>,
): Promise<ProcessOutcome> {
  const { db, storage } = services;
  const track = await findOne(db, musicTracks, eq(musicTracks.id, payload.trackId));
  if (!track || track.version !== payload.version) return 'stale';
  const thisVersion = and(eq(musicTracks.id, track.id), eq(musicTracks.version, payload.version));
  const dir = await mkdtemp(join(tmpdir(), 'cardora-music-'));
  try {
    const original = await storage.get(track.originalKey);
    if (!original) throw new Error(`the original of music track ${track.id} is missing`);
    const inputPath = join(dir, `original${track.originalKey.slice(track.originalKey.lastIndexOf('.'))}`);
    await writeFile(inputPath, original.body);
    const outPath = join(dir, 'processed.m4a');
    const processed = await processMusic(
      inputPath,
      outPath,
      { startMs: track.trimStartMs, endMs: track.trimEndMs },
      { signal: job.signal },
    );
    const storageKey = `music/${track.agencyId ?? 'platform'}/${track.id}/${randomUUID()}.m4a`;
    await storage.put(storageKey, await readFile(outPath), 'audio/mp4');
    const [saved] = await db
      .update(musicTracks)
      .set({ ...processed, storageKey, status: 'ready', processingError: null })
      .where(thisVersion)
      .returning({ id: musicTracks.id });
    if (!saved) {
      await storage.delete(storageKey).catch(() => {});
      return 'stale';
    }
    if (track.storageKey && track.storageKey !== storageKey) await storage.delete(track.storageKey).catch(() => {});
    return 'ready';
  } catch (error) {
    const ownFailure = isVideoRenderError(error) && error.reason !== 'aborted' && !job.signal.aborted;
    if (!ownFailure && job.attempt <= RETRY_LIMIT) throw error;
    await db
      .update(musicTracks)
      .set({ status: 'failed', processingError: MUSIC_MESSAGES.processingFailed })
      .where(thisVersion);
    if (!ownFailure) throw error;
    return 'failed';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One track at a time: customers' renders come first on the cores. */
export async function registerMusicJob(jobs: JobQueue, services: Services): Promise<void> {
  await jobs.register(MUSIC_PROCESS_JOB, (job) => processMusicTrack(services, job.data, job), {
    concurrency: 1,
    retryLimit: RETRY_LIMIT,
    expireInSeconds: 600,
  });
}

/** Queues the processing of a track's version (after its row committed); one job per version. */
export function queueMusicProcessing(services: Services, track: { id: string; version: number }): Promise<string> {
  return services.jobs.enqueue(
    MUSIC_PROCESS_JOB,
    { trackId: track.id, version: track.version },
    { singletonKey: `music-process-${track.id}-${track.version}` },
  );
}

/** Tracks left pending without a job (a crash between commit and enqueue, the seed): queued on start. */
export async function queuePendingMusic(services: Services, onError: (error: unknown) => void): Promise<void> {
  const pending = await services.db
    .select({ id: musicTracks.id, version: musicTracks.version })
    .from(musicTracks)
    .where(inArray(musicTracks.status, ['pending']));
  for (const track of pending) await queueMusicProcessing(services, track).catch(onError);
}
