// POST /video/template: a template added (with its video) or edited (templateId; the video and
// music optional). The fields are checked by the contract's schema, the video by ffprobe (415
// when it is not a playable MP4/WebM, 413 past VIDEO_MAX_DURATION_SEC, 400 under the minimum),
// the slots by slotIssues against the duration (field errors `slots.<i>.<key>`). Each save is a
// new version whose sample preview is pending until the job 'video.template-preview' makes it.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  slotIssues,
  type TVideoTemplate,
  VIDEO_MAX_DURATION_SEC,
  VIDEO_MESSAGES,
  VIDEO_MIN_DURATION_SEC,
  ZSaveVideoTemplateFields,
  ZUuid,
} from '@cardora/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { probeAudio, probeVideo } from '#cards';
import { type VideoTemplateRow, videoTemplates } from '#db/schema';
import { AppError, validationFailed } from '#lib/errors';
import type { Services } from '#services';
import { requireTemplateTrack } from '../music/service';
import type { Caller } from './access';
import { findLiveTemplate, toVideoTemplate, unknownTemplate } from './templates';
import { headOf, musicExtensionOf, type TemplateForm, videoContainerOf } from './uploads';

type Fields = z.output<typeof ZSaveVideoTemplateFields>;

const notAVideo = () => new AppError('UNSUPPORTED_MEDIA_TYPE', VIDEO_MESSAGES.notAVideo, 415);
const notAudio = () => new AppError('UNSUPPORTED_MEDIA_TYPE', VIDEO_MESSAGES.notAudio, 415);

/** Every problem of the fields, named by path (`slots.2.x`), the first one as the message. */
export function checkTemplateFields(raw: Record<string, string>): Fields {
  const parsed = ZSaveVideoTemplateFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    fields[name] ??= issue.message;
  }
  const first = parsed.error.issues[0]?.message ?? VIDEO_MESSAGES.slotsInvalid;
  throw new AppError('VALIDATION_FAILED', first, 400, fields);
}

interface Source {
  key: string;
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
  durationSec: number;
  hasAudio: boolean;
}

/** The uploaded video, probed: playable MP4/WebM within the length limits. */
async function checkSource(path: string, templateId: string): Promise<Source> {
  const container = videoContainerOf(await headOf(path));
  if (!container) throw notAVideo();
  const probe = await probeVideo(path);
  if (!probe) throw notAVideo();
  if (probe.durationSec > VIDEO_MAX_DURATION_SEC + 0.05) {
    throw new AppError('PAYLOAD_TOO_LARGE', VIDEO_MESSAGES.videoTooLong(probe.durationSec), 413);
  }
  if (probe.durationSec < VIDEO_MIN_DURATION_SEC) throw validationFailed('video', VIDEO_MESSAGES.videoTooShort);
  return {
    key: `video-templates/${templateId}/source-${randomUUID()}.${container.extension}`,
    bytes: await readFile(path),
    contentType: container.contentType,
    width: probe.width,
    height: probe.height,
    durationSec: Math.min(probe.durationSec, VIDEO_MAX_DURATION_SEC),
    hasAudio: probe.hasAudio,
  };
}

async function checkMusic(path: string, templateId: string): Promise<{ key: string; bytes: Buffer }> {
  const probe = await probeAudio(path);
  if (!probe) throw notAudio();
  return {
    key: `video-templates/${templateId}/music-${randomUUID()}.${musicExtensionOf(probe.codec)}`,
    bytes: await readFile(path),
  };
}

/** The made videos' length: the one asked (at most the source's), or the source's own. */
function durationOf(fields: Fields, sourceDuration: number): number {
  const duration = fields.duration ?? sourceDuration;
  if (duration > sourceDuration + 0.05) {
    throw validationFailed('duration', VIDEO_MESSAGES.durationTooLong(sourceDuration));
  }
  return Math.round(Math.min(duration, sourceDuration) * 100) / 100;
}

function checkSlots(fields: Fields, duration: number): void {
  const issues = slotIssues(fields.slots, duration);
  if (issues.length === 0) return;
  const named: Record<string, string> = {};
  for (const issue of issues) named[`slots.${issue.index}.${issue.key}`] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? VIDEO_MESSAGES.slotsInvalid, 400, named);
}

/** JSON with sorted keys: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

export interface SavedTemplate {
  template: TVideoTemplate;
  /**
   * The version whose preview is to be made (queue it once the row is committed); null when the
   * save changed nothing the video shows (a name, a category, publishing): the preview stands.
   */
  preview: { templateId: string; version: number } | null;
}

/**
 * Adds or edits a template from a read form. Files are put in Storage before the row points at
 * them; files the row no longer names are removed after the write.
 */
export async function saveVideoTemplate(
  services: Services,
  caller: Caller,
  form: TemplateForm,
): Promise<SavedTemplate> {
  const { db, storage } = services;
  // An edit names its template first: an unknown one is a 404 whatever else is wrong.
  const editingId = ZUuid.safeParse(form.fields.templateId);
  const existing = editingId.success ? await findLiveTemplate(db, editingId.data) : null;
  if (editingId.success && !existing) throw unknownTemplate(editingId.data);
  const fields = checkTemplateFields(form.fields);
  const templateId = existing?.id ?? randomUUID();

  const videoFile = form.files.video;
  if (!videoFile && !existing) throw validationFailed('video', VIDEO_MESSAGES.videoRequired);
  const source = videoFile ? await checkSource(videoFile.path, templateId) : null;
  const music = form.files.music ? await checkMusic(form.files.music.path, templateId) : null;
  // A library track wins over the template's own music (docs/product-rules.md#video-music).
  if (fields.musicTrackId) await requireTemplateTrack(db, caller, fields.musicTrackId);
  const musicTrackId = fields.musicTrackId === undefined ? (existing?.musicTrackId ?? null) : fields.musicTrackId;
  const sourceDuration = source?.durationSec ?? existing?.sourceDuration ?? 0;
  const duration = durationOf(fields, sourceDuration);
  checkSlots(fields, duration);

  if (source) await storage.put(source.key, source.bytes, source.contentType);
  if (music) await storage.put(music.key, music.bytes, 'application/octet-stream');
  const musicKey = music ? music.key : fields.removeMusic ? null : (existing?.musicKey ?? null);
  const now = services.now();
  // What the made video shows: when none of it changed, the sample preview (and its version)
  // stands — publishing a template must not send it back to "Making the preview…".
  const looksTheSame =
    existing !== null &&
    !source &&
    existing.kind === fields.kind &&
    existing.duration === duration &&
    existing.musicKey === musicKey &&
    existing.musicTrackId === musicTrackId &&
    canonical(existing.slots) === canonical(fields.slots);
  const values = {
    name: fields.name,
    category: fields.category,
    kind: fields.kind,
    status: fields.status,
    duration,
    slots: fields.slots,
    musicKey,
    musicTrackId,
    ...(looksTheSame ? {} : { previewStatus: 'pending' as const, previewError: null }),
    updatedAt: now,
    ...(source
      ? {
          sourceKey: source.key,
          sourceWidth: source.width,
          sourceHeight: source.height,
          sourceDuration: source.durationSec,
          sourceHasAudio: source.hasAudio,
        }
      : {}),
  };
  let saved: VideoTemplateRow | undefined;
  if (existing) {
    [saved] = await db
      .update(videoTemplates)
      .set(looksTheSame ? values : { ...values, version: sql`${videoTemplates.version} + 1` })
      .where(and(eq(videoTemplates.id, existing.id), isNull(videoTemplates.deletedAt)))
      .returning();
  } else if (source) {
    const { principal } = caller;
    [saved] = await db
      .insert(videoTemplates)
      .values({
        ...values,
        id: templateId,
        sourceKey: source.key,
        sourceWidth: source.width,
        sourceHeight: source.height,
        sourceDuration: source.durationSec,
        sourceHasAudio: source.hasAudio,
        createdByUserId: principal.kind === 'user' ? principal.user.id : null,
        createdByFranchiseeId: principal.kind === 'franchisee' ? principal.franchisee.id : null,
        createdAt: now,
      })
      .returning();
  }
  if (!saved) {
    // Deleted meanwhile: nothing points at the new files.
    await Promise.all([source?.key, music?.key].map((key) => (key ? storage.delete(key).catch(() => {}) : null)));
    throw unknownTemplate(templateId);
  }
  const replaced = [
    source && existing ? existing.sourceKey : null,
    existing?.musicKey && existing.musicKey !== saved.musicKey ? existing.musicKey : null,
  ];
  await Promise.all(replaced.map((key) => (key ? storage.delete(key).catch(() => {}) : null)));
  return {
    template: toVideoTemplate(saved, storage, true),
    preview: looksTheSame ? null : { templateId: saved.id, version: saved.version },
  };
}
