// A track's upload (POST /music, multipart): the text fields and the one file "file", read into
// memory under its 10 MB cap (413 past it, the upload stopped at once). What the bytes are is
// decided by their magic numbers (415 for anything but MP3, M4A, WAV or OGG) and then ffprobe.
import { MUSIC_MAX_BYTES, MUSIC_MESSAGES } from '@cardora/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '#lib/errors';
import { errorCode, isMalformedMultipart } from '#lib/multipart';

export const MUSIC_MULTIPART_LIMITS = { fileSize: MUSIC_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 };

export const musicTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MUSIC_MESSAGES.tooLarge, 413);
export const notMusic = () => new AppError('UNSUPPORTED_MEDIA_TYPE', MUSIC_MESSAGES.notMusic, 415);

export interface MusicForm {
  fields: Record<string, string>;
  file: { bytes: Buffer; fileName: string | null } | null;
}

export async function readMusicForm(request: FastifyRequest): Promise<MusicForm> {
  if (!request.isMultipart()) throw validationFailed('file', MUSIC_MESSAGES.fileRequired);
  const form: MusicForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || form.file) {
        part.file.resume();
        throw validationFailed('file', MUSIC_MESSAGES.fileRequired);
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw musicTooLarge();
      form.file = { bytes, fileName: part.filename || null };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw musicTooLarge();
    if (isMalformedMultipart(error)) throw validationFailed('file', MUSIC_MESSAGES.fileRequired);
    throw error;
  }
  return form;
}

/** What the first bytes say the file is, with the extension it is kept under; null: not music we take. */
export function musicFormatOf(head: Buffer): { extension: 'mp3' | 'm4a' | 'wav' | 'ogg'; contentType: string } | null {
  const text = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head.length >= 12 && text(0, 4) === 'RIFF' && text(8, 12) === 'WAVE') {
    return { extension: 'wav', contentType: 'audio/wav' };
  }
  if (head.length >= 4 && text(0, 4) === 'OggS') return { extension: 'ogg', contentType: 'audio/ogg' };
  if (head.length >= 12 && text(4, 8) === 'ftyp') return { extension: 'm4a', contentType: 'audio/mp4' };
  if (head.length >= 3 && text(0, 3) === 'ID3') return { extension: 'mp3', contentType: 'audio/mpeg' };
  // An MPEG audio frame's sync word (11 bits set) with layer III.
  const first = head[0];
  const second = head[1];
  if (first === 0xff && second !== undefined && (second & 0xe0) === 0xe0 && (second & 0x06) === 0x02) {
    return { extension: 'mp3', contentType: 'audio/mpeg' };
  }
  return null;
}
