// A template's upload (POST /video/template, multipart): the text fields into a record, and the
// "video" and "music" files streamed to a temporary directory, never held in memory (50 MB).
// Each file is counted while it streams: over its cap the upload stops at once with a 413 that
// says the limits. What the bytes are is decided later by ffprobe (uploads say nothing true).
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  IMAGE_POST_MESSAGES,
  VIDEO_MESSAGES,
  VIDEO_MUSIC_MAX_BYTES,
  VIDEO_SLOT_FIELDS,
  VIDEO_TEMPLATE_MAX_BYTES,
} from '@cardora/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '#lib/errors';
import { errorCode, isMalformedMultipart } from '#lib/multipart';

export const TEMPLATE_FILE_FIELDS = ['video', 'music'] as const;
type FileField = (typeof TEMPLATE_FILE_FIELDS)[number];

const CAPS: Record<FileField, { bytes: number; message: string }> = {
  video: { bytes: VIDEO_TEMPLATE_MAX_BYTES, message: VIDEO_MESSAGES.videoTooLarge },
  music: { bytes: VIDEO_MUSIC_MAX_BYTES, message: VIDEO_MESSAGES.musicTooLarge },
};

/** The multipart limits of the template route: the largest file (the video), a few fields. */
export const TEMPLATE_MULTIPART_LIMITS = {
  fileSize: VIDEO_TEMPLATE_MAX_BYTES,
  files: TEMPLATE_FILE_FIELDS.length,
  fields: 20,
  parts: TEMPLATE_FILE_FIELDS.length + 20,
  // The slots' JSON: 8 slots of ~250 characters each, with room.
  fieldSize: 16 * 1024 * VIDEO_SLOT_FIELDS.length,
};

export const tooLarge = (field: FileField) => new AppError('PAYLOAD_TOO_LARGE', CAPS[field].message, 413);

export interface TemplateForm {
  fields: Record<string, string>;
  /** Paths of the files sent, in `dir`. */
  files: Partial<Record<FileField, { path: string; fileName: string; bytes: number }>>;
  dir: string;
  /** Removes the temporary directory and everything in it. */
  cleanup(): Promise<void>;
}

function fieldOfError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('part' in error)) return undefined;
  const part = error.part;
  return typeof part === 'object' && part !== null && 'fieldname' in part && typeof part.fieldname === 'string'
    ? part.fieldname
    : undefined;
}

const isFileField = (name: string): name is FileField => TEMPLATE_FILE_FIELDS.some((f) => f === name);

/** Counts the bytes going through and fails past `cap`. */
function byteCap(cap: number, onTooMany: () => Error, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > cap) done(onTooMany());
      else done(null, chunk);
    },
  });
}

/**
 * Reads the whole form: fields (a repeated field keeps its last value) and each file streamed to
 * disk under its cap. The caller must call cleanup() (in a finally) once done with the files.
 */
export async function readTemplateForm(request: FastifyRequest): Promise<TemplateForm> {
  if (!request.isMultipart()) throw validationFailed('video', VIDEO_MESSAGES.videoRequired);
  const dir = await mkdtemp(join(tmpdir(), 'cardora-video-upload-'));
  const form: TemplateForm = {
    fields: {},
    files: {},
    dir,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const field = part.fieldname;
      if (!isFileField(field) || form.files[field]) {
        part.file.resume();
        throw validationFailed(field, IMAGE_POST_MESSAGES.fileMissing);
      }
      const path = join(dir, field);
      const counted = { bytes: 0 };
      await pipeline(
        part.file,
        byteCap(CAPS[field].bytes, () => tooLarge(field), counted),
        createWriteStream(path),
      );
      if (part.file.truncated) throw tooLarge(field);
      form.files[field] = { path, fileName: part.filename || field, bytes: counted.bytes };
    }
  } catch (error) {
    await form.cleanup();
    if (error instanceof AppError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = fieldOfError(error);
      throw tooLarge(field === 'music' ? 'music' : 'video');
    }
    if (code === 'FST_FILES_LIMIT') throw validationFailed('music', IMAGE_POST_MESSAGES.fileMissing);
    if (isMalformedMultipart(error)) throw validationFailed('video', VIDEO_MESSAGES.videoRequired);
    throw error;
  }
  return form;
}

/** The first bytes of a file (magic numbers). */
export async function headOf(path: string, length = 16): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** An ISO base media file (MP4, MOV: 'ftyp' at byte 4) or WebM/Matroska (an EBML header); null otherwise. */
export function videoContainerOf(head: Buffer): { extension: 'mp4' | 'webm'; contentType: string } | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    return { extension: 'mp4', contentType: 'video/mp4' };
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { extension: 'webm', contentType: 'video/webm' };
  return null;
}

/** A stored music file's extension from what ffprobe found. */
export function musicExtensionOf(codec: string): string {
  if (codec === 'mp3') return 'mp3';
  if (codec === 'aac' || codec === 'alac') return 'm4a';
  if (codec.startsWith('pcm_')) return 'wav';
  if (codec === 'vorbis' || codec === 'opus') return 'ogg';
  if (codec === 'flac') return 'flac';
  return 'audio';
}
