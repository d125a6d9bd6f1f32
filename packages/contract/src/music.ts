// The music library (docs/product-rules.md#video-music): tracks the platform's team
// (agency null, offered to every agency with videos on) and each agency's own managers upload,
// trim and have loudness-normalised, then pick for a video template or a greeting VIDEO post.
// Ownership follows the greetings' (docs/product-rules.md#greetings-ownership).
import { z } from 'zod';
import { listOf, requiredText, ZUuid } from './common';

export const MUSIC_MAX_BYTES = 10 * 1024 * 1024;
/** The uploaded file's own length, and the trimmed part's. */
export const MUSIC_MIN_DURATION_SEC = 2;
export const MUSIC_MAX_DURATION_SEC = 300;
/** What every processed track is normalised to (EBU R128 integrated loudness, true peak). */
export const MUSIC_TARGET_LUFS = -14;
export const MUSIC_TARGET_TRUE_PEAK_DBTP = -1;
/** A library track in a made video: faded in at the start and out at the end. */
export const MUSIC_FADE_IN_SEC = 0.5;
export const MUSIC_FADE_OUT_SEC = 1.5;
export const MUSIC_NAME_MAX = 80;
export const MUSIC_MOOD_MAX = 40;
export const MUSIC_STATUSES = ['pending', 'ready', 'failed'] as const;
export type MusicStatus = (typeof MUSIC_STATUSES)[number];
/** The formats taken, by their magic bytes. */
export const MUSIC_FORMATS = ['MP3', 'M4A', 'WAV', 'OGG'] as const;

const mb = MUSIC_MAX_BYTES / 1024 / 1024;

export const MUSIC_MESSAGES = {
  fileRequired: 'Choose a music file (MP3, M4A, WAV or OGG).',
  notMusic: 'This file is not music we can play. Upload an MP3, M4A, WAV or OGG file.',
  tooLarge: `This music file is too big. Upload at most ${mb} MB and ${MUSIC_MAX_DURATION_SEC / 60} minutes.`,
  tooLong: (seconds: number) =>
    `This music is ${Math.round(seconds)} seconds long. Tracks may be at most ${MUSIC_MAX_DURATION_SEC} seconds (${MUSIC_MAX_DURATION_SEC / 60} minutes) and ${mb} MB.`,
  tooShort: `Music must be at least ${MUSIC_MIN_DURATION_SEC} seconds long.`,
  nameRequired: 'Enter a name.',
  nameTooLong: `Keep the name under ${MUSIC_NAME_MAX} characters.`,
  moodTooLong: `Keep the mood under ${MUSIC_MOOD_MAX} characters.`,
  trimOutside: (seconds: number) => `The trim must stay within the music's ${seconds.toFixed(1)} seconds.`,
  trimTooShort: `Keep at least ${MUSIC_MIN_DURATION_SEC} seconds of music between the start and the end.`,
  unknownTrack: (id: string) => `There is no music track ${id}.`,
  platformTrack: "The platform's music is read-only to agencies.",
  ownNotAllowed:
    'Your agency may add its own music once the platform allows agency-exclusive greeting posts. You can use the platform\u2019s music meanwhile.',
  notReady: 'This music is still being prepared. Pick it again in a minute.',
  notForTemplates: "Video templates are the platform's: pick one of the platform's tracks.",
  notForThisPost: "A platform post can only use the platform's music.",
  onlyVideoPosts: 'Music goes with VIDEO posts only; this post is an image.',
  inUse: (templates: number, posts: number) => {
    const parts = [
      templates > 0 ? `${templates} video ${templates === 1 ? 'template' : 'templates'}` : null,
      posts > 0 ? `${posts} greeting ${posts === 1 ? 'post' : 'posts'}` : null,
    ].filter(Boolean);
    return `This music is used by ${parts.join(' and ')}. Pick other music there first, then delete it.`;
  },
  processingFailed: 'This music could not be prepared. Upload it again, or try another file.',
} as const;

const trimMs = z.coerce
  .number()
  .int()
  .min(0)
  .max(MUSIC_MAX_DURATION_SEC * 1000);
const moodText = z
  .string()
  .trim()
  .max(MUSIC_MOOD_MAX, MUSIC_MESSAGES.moodTooLong)
  .transform((v) => (v === '' ? null : v));

export const ZMusicTrack = z.object({
  id: ZUuid,
  name: z.string(),
  mood: z.string().nullable(),
  /** The platform's (every agency with videos on sees it) or the caller's agency's own. */
  isPlatform: z.boolean(),
  /** The caller's agency owns it: it may rename, trim and delete it. */
  editable: z.boolean(),
  status: z.enum(MUSIC_STATUSES),
  processingError: z.string().nullable(),
  /** The processed track (AAC in M4A, normalised); null until first processed. */
  url: z.string().nullable(),
  /** The upload as sent, kept for re-trimming: only for its owner. */
  originalUrl: z.string().nullable(),
  originalDurationMs: z.number().int(),
  trimStartMs: z.number().int(),
  trimEndMs: z.number().int(),
  /** The processed track's length and measured loudness (LUFS integrated, dBTP). */
  durationMs: z.number().int().nullable(),
  loudnessLufs: z.number().nullable(),
  truePeakDbtp: z.number().nullable(),
  /** Live video templates and greeting posts that use it (it cannot be deleted while any do). */
  usedByTemplates: z.number().int(),
  usedByPosts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMusicTrack = z.infer<typeof ZMusicTrack>;

export const ZMusicTrackList = listOf(ZMusicTrack);
export type TMusicTrackList = z.infer<typeof ZMusicTrackList>;

export const ZMusicTrackIdParams = z.object({ id: ZUuid });

/**
 * POST /music (multipart): the file "file" and these fields. The trim defaults to the whole
 * file; the end is cut to the file's length.
 */
export const ZMusicUploadFields = z.object({
  name: requiredText(MUSIC_NAME_MAX, MUSIC_MESSAGES.nameRequired, MUSIC_MESSAGES.nameTooLong),
  mood: moodText.optional(),
  trimStartMs: trimMs.optional(),
  trimEndMs: trimMs.optional(),
});
export type TMusicUploadFields = z.input<typeof ZMusicUploadFields>;

/** PUT /music/{id}: rename, retag or trim again (a new trim is processed again from the original). */
export const ZUpdateMusicTrackBody = z.object({
  name: requiredText(MUSIC_NAME_MAX, MUSIC_MESSAGES.nameRequired, MUSIC_MESSAGES.nameTooLong).optional(),
  mood: moodText.nullable().optional(),
  trimStartMs: trimMs.optional(),
  trimEndMs: trimMs.optional(),
});
export type TUpdateMusicTrackBody = z.input<typeof ZUpdateMusicTrackBody>;

export const ZDeleteMusicTrackResponse = z.object({ id: ZUuid, deleted: z.literal(true) });

/** PUT /image-post/{imageId}/music: a VIDEO post's music (null: silent). */
export const ZImagePostMusicParams = z.object({ imageId: ZUuid });
export const ZImagePostMusicBody = z.object({ musicTrackId: ZUuid.nullable() });
export const ZImagePostMusic = z.object({ imageId: ZUuid, musicTrackId: ZUuid.nullable() });

/** The trim's problems against the file's length, by field (both sides check before sending). */
export function musicTrimIssues(
  trim: { trimStartMs: number; trimEndMs: number },
  originalDurationMs: number,
): { field: 'trimStartMs' | 'trimEndMs'; message: string }[] {
  const issues: { field: 'trimStartMs' | 'trimEndMs'; message: string }[] = [];
  const seconds = originalDurationMs / 1000;
  if (trim.trimStartMs < 0 || trim.trimStartMs >= originalDurationMs) {
    issues.push({ field: 'trimStartMs', message: MUSIC_MESSAGES.trimOutside(seconds) });
  }
  if (trim.trimEndMs > originalDurationMs + 50) {
    issues.push({ field: 'trimEndMs', message: MUSIC_MESSAGES.trimOutside(seconds) });
  } else if (trim.trimEndMs - trim.trimStartMs < MUSIC_MIN_DURATION_SEC * 1000) {
    issues.push({ field: 'trimEndMs', message: MUSIC_MESSAGES.trimTooShort });
  }
  return issues;
}

/** "1:05" from milliseconds. */
export function formatMusicDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
