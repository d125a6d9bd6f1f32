// The music library (docs/product-rules.md#video-music): list, upload (checked here, processed by
// the job 'music.process'), rename or trim again, delete (refused while used), and a greeting
// VIDEO post's music. A template's track is checked by `requireTemplateTrack` when the template
// is saved.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  IMAGE_POST_MESSAGES,
  MUSIC_MAX_DURATION_SEC,
  MUSIC_MESSAGES,
  MUSIC_MIN_DURATION_SEC,
  musicTrimIssues,
  type TMusicTrack,
  ZMusicUploadFields,
  type ZUpdateMusicTrackBody,
} from '@cardora/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { probeAudio } from '#cards';
import type { DbOrTx } from '#db/client';
import { imagePosts, type MusicTrackRow, musicTracks, videoTemplates } from '#db/schema';
import { AppError, notFound, validationFailed } from '#lib/errors';
import type { Storage } from '#lib/storage/index';
import type { Services } from '#services';
import { managerOf, managingVisibility, platformRow } from '../image-posts/access';
import { findPostRow } from '../image-posts/repo';
import { type Caller, musicOwnerKeyOf, musicVisibilityOf, newTrackOwnerOf, platformTrack } from './access';
import { findSeenTrack, listTracks, type TrackUses, usesOfTrack } from './repo';
import { type MusicForm, musicFormatOf, notMusic } from './uploads';

export function toMusicTrack(
  row: MusicTrackRow,
  uses: TrackUses,
  ownerKey: string | null,
  storage: Storage,
): TMusicTrack {
  const editable = row.agencyId === ownerKey;
  return {
    id: row.id,
    name: row.name,
    mood: row.mood,
    isPlatform: row.agencyId === null,
    editable,
    status: row.status,
    processingError: row.processingError,
    url: row.storageKey ? storage.url(row.storageKey) : null,
    originalUrl: editable ? storage.url(row.originalKey) : null,
    originalDurationMs: row.originalDurationMs,
    trimStartMs: row.trimStartMs,
    trimEndMs: row.trimEndMs,
    durationMs: row.durationMs,
    loudnessLufs: row.loudnessLufs,
    truePeakDbtp: row.truePeakDbtp,
    usedByTemplates: uses.templates,
    usedByPosts: uses.posts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const unknownTrack = (id: string) => notFound(MUSIC_MESSAGES.unknownTrack(id));

/** GET /music */
export async function listMusicTracks(services: Services, caller: Caller) {
  const ownerKey = musicOwnerKeyOf(caller.agency);
  const rows = await listTracks(services.db, musicVisibilityOf(caller.agency), ownerKey);
  return {
    list: rows.map(({ track, uses }) => toMusicTrack(track, uses, ownerKey, services.storage)),
    total: rows.length,
  };
}

/** One track as the caller sees it, with its uses. */
export async function musicTrackView(services: Services, caller: Caller, row: MusicTrackRow): Promise<TMusicTrack> {
  const ownerKey = musicOwnerKeyOf(caller.agency);
  return toMusicTrack(row, await usesOfTrack(services.db, row.id), ownerKey, services.storage);
}

/** The fields' problems by name, the first one as the message (400). */
function checkFields(raw: Record<string, string>) {
  const parsed = ZMusicUploadFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? MUSIC_MESSAGES.nameRequired, 400, fields);
}

function checkTrim(trim: { trimStartMs: number; trimEndMs: number }, originalDurationMs: number): void {
  const issues = musicTrimIssues(trim, originalDurationMs);
  if (issues.length === 0) return;
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? MUSIC_MESSAGES.trimTooShort, 400, fields);
}

/** The upload's length by ffprobe: not playable 415, over five minutes 413, under two seconds 400. */
async function probedDurationMs(bytes: Buffer, extension: string): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'cardora-music-upload-'));
  try {
    const path = join(dir, `upload.${extension}`);
    await writeFile(path, bytes);
    const probe = await probeAudio(path);
    if (!probe) throw notMusic();
    if (probe.durationSec > MUSIC_MAX_DURATION_SEC + 0.05) {
      throw new AppError('PAYLOAD_TOO_LARGE', MUSIC_MESSAGES.tooLong(probe.durationSec), 413);
    }
    if (probe.durationSec < MUSIC_MIN_DURATION_SEC) throw validationFailed('file', MUSIC_MESSAGES.tooShort);
    return Math.round(probe.durationSec * 1000);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** POST /music: the track is stored as sent and pending; the caller queues its processing once committed. */
export async function uploadMusicTrack(
  services: Services,
  caller: Caller,
  readForm: () => Promise<MusicForm>,
): Promise<MusicTrackRow> {
  const { db, storage } = services;
  // Who may add before any byte is read.
  const owner = newTrackOwnerOf(caller.agency);
  const form = await readForm();
  const fields = checkFields(form.fields);
  if (!form.file || form.file.bytes.length === 0) throw validationFailed('file', MUSIC_MESSAGES.fileRequired);
  const format = musicFormatOf(form.file.bytes.subarray(0, 16));
  if (!format) throw notMusic();
  const originalDurationMs = await probedDurationMs(form.file.bytes, format.extension);
  const trim = {
    trimStartMs: fields.trimStartMs ?? 0,
    trimEndMs: Math.min(fields.trimEndMs ?? originalDurationMs, originalDurationMs),
  };
  checkTrim(trim, originalDurationMs);

  const id = randomUUID();
  const originalKey = `music/${owner ?? 'platform'}/${id}/original-${randomUUID()}.${format.extension}`;
  await storage.put(originalKey, form.file.bytes, format.contentType);
  const { principal } = caller;
  const now = services.now();
  const [row] = await db
    .insert(musicTracks)
    .values({
      id,
      agencyId: owner,
      name: fields.name,
      mood: fields.mood ?? null,
      originalKey,
      originalDurationMs,
      ...trim,
      createdByUserId: principal.kind === 'user' ? principal.user.id : null,
      createdByFranchiseeId: principal.kind === 'franchisee' ? principal.franchisee.id : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('music track not stored');
  return row;
}

/** A track the caller's agency owns: another agency's is 404, the platform's (seen by an agency) 400. */
async function requireOwnTrack(db: DbOrTx, caller: Caller, id: string): Promise<MusicTrackRow> {
  const row = await findSeenTrack(db, musicVisibilityOf(caller.agency), id);
  if (!row) throw unknownTrack(id);
  if (row.agencyId !== musicOwnerKeyOf(caller.agency)) throw platformTrack();
  return row;
}

/**
 * PUT /music/{id}: a new name or mood is saved as is; a new trim makes a new version to process
 * (the processed file in use stays until the new one is stored). Answers the row and whether to queue.
 */
export async function updateMusicTrack(
  services: Services,
  caller: Caller,
  id: string,
  body: z.output<typeof ZUpdateMusicTrackBody>,
): Promise<{ row: MusicTrackRow; reprocess: boolean }> {
  const { db } = services;
  const existing = await requireOwnTrack(db, caller, id);
  const trim = {
    trimStartMs: body.trimStartMs ?? existing.trimStartMs,
    trimEndMs: body.trimEndMs ?? existing.trimEndMs,
  };
  const trimmed = trim.trimStartMs !== existing.trimStartMs || trim.trimEndMs !== existing.trimEndMs;
  if (trimmed) checkTrim(trim, existing.originalDurationMs);
  const [row] = await db
    .update(musicTracks)
    .set({
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.mood !== undefined ? { mood: body.mood?.trim() || null } : {}),
      ...(trimmed
        ? { ...trim, status: 'pending' as const, processingError: null, version: sql`${musicTracks.version} + 1` }
        : {}),
      updatedAt: services.now(),
    })
    .where(eq(musicTracks.id, existing.id))
    .returning();
  if (!row) throw unknownTrack(id);
  return { row, reprocess: trimmed };
}

/**
 * DELETE /music/{id}: refused (409, naming how many) while a live template or any greeting post
 * uses it; deleted templates let go of it. Its files go once the row is gone.
 */
export async function deleteMusicTrack(services: Services, caller: Caller, id: string) {
  const { db, storage } = services;
  const existing = await requireOwnTrack(db, caller, id);
  await db.transaction(async (tx) => {
    // Locks the row: a pick racing the delete waits, then fails its foreign key.
    await tx.select({ id: musicTracks.id }).from(musicTracks).where(eq(musicTracks.id, existing.id)).for('update');
    const uses = await usesOfTrack(tx, existing.id);
    if (uses.templates > 0 || uses.posts > 0) {
      throw new AppError('CONFLICT', MUSIC_MESSAGES.inUse(uses.templates, uses.posts), 409);
    }
    await tx
      .update(videoTemplates)
      .set({ musicTrackId: null })
      .where(and(eq(videoTemplates.musicTrackId, existing.id), isNotNull(videoTemplates.deletedAt)));
    await tx.delete(musicTracks).where(eq(musicTracks.id, existing.id));
  });
  await Promise.all(
    [existing.originalKey, existing.storageKey].map((key) => (key ? storage.delete(key).catch(() => {}) : null)),
  );
  return { id: existing.id, deleted: true as const };
}

const fieldError = (message: string) => new AppError('VALIDATION_FAILED', message, 400, { musicTrackId: message });

/** A track picked in a body: one the caller sees (400 on the field otherwise) and processed at least once. */
async function pickableTrack(db: DbOrTx, caller: Caller, id: string): Promise<MusicTrackRow> {
  const track = await findSeenTrack(db, musicVisibilityOf(caller.agency), id);
  if (!track) throw fieldError(MUSIC_MESSAGES.unknownTrack(id));
  if (!track.storageKey) throw fieldError(MUSIC_MESSAGES.notReady);
  return track;
}

/** A template's track (templates are the platform's): a platform track, processed. */
export async function requireTemplateTrack(db: DbOrTx, caller: Caller, id: string): Promise<MusicTrackRow> {
  const track = await pickableTrack(db, caller, id);
  if (track.agencyId !== null) throw fieldError(MUSIC_MESSAGES.notForTemplates);
  return track;
}

/**
 * PUT /image-post/{imageId}/music: a VIDEO post the caller's agency manages (another agency's
 * 404, the platform's to an agency 400), a track its owner's customers may hear (a platform post
 * takes only the platform's music).
 */
export async function setImagePostMusic(
  services: Services,
  caller: Caller,
  imageId: string,
  musicTrackId: string | null,
) {
  const { db } = services;
  const post = await findPostRow(db, managingVisibility(caller.agency), imageId);
  if (!post) throw notFound(IMAGE_POST_MESSAGES.unknownPost(imageId));
  const manager = managerOf(caller);
  if (!manager || manager.ownerAgencyId !== post.agencyId) throw platformRow('imageId');
  if (post.mediaType !== 'VIDEO') throw fieldError(MUSIC_MESSAGES.onlyVideoPosts);
  if (musicTrackId) {
    const track = await pickableTrack(db, caller, musicTrackId);
    if (post.agencyId === null && track.agencyId !== null) throw fieldError(MUSIC_MESSAGES.notForThisPost);
  }
  const [saved] = await db
    .update(imagePosts)
    .set({ musicTrackId, updatedAt: services.now() })
    .where(eq(imagePosts.id, post.id))
    .returning({ imageId: imagePosts.id, musicTrackId: imagePosts.musicTrackId });
  if (!saved) throw notFound(IMAGE_POST_MESSAGES.unknownPost(imageId));
  return saved;
}
