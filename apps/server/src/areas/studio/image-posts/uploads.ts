// Greeting uploads: multipart parsing (only in the image-post routes' plugin scope) and the
// content checks. An IMAGE is decoded by sharp (415 for anything else, whatever its name or
// declared type), auto-rotated, stripped of metadata, fitted into 2160 px and stored as WebP;
// a VIDEO is recognised by its magic bytes (MP4 'ftyp' box, WebM/EBML header) and stored as
// sent, its preview left pending (a poster frame comes with the video renderer).
//
// The form's text fields must come before its file(s): the first file fixes the shared fields,
// so a bulk upload is handled one file at a time instead of buffering them all.
import {
  IMAGE_POST_BULK_MAX_FILES,
  IMAGE_POST_IMAGE_MAX_BYTES,
  IMAGE_POST_MESSAGES,
  IMAGE_POST_VIDEO_MAX_BYTES,
  type MediaType,
} from '@cardora/contract';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, validationFailed } from '#lib/errors';
import { errorCode, isMalformedMultipart } from '#lib/multipart';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Originals are kept large enough for a 1080×1920 story with room to crop. */
export const ORIGINAL_MAX_EDGE_PX = 2160;
const MAX_INPUT_PIXELS = 40_000_000;

/** The multipart limits of the image-post routes: the largest file any post may have. */
export const MULTIPART_LIMITS = {
  fileSize: IMAGE_POST_VIDEO_MAX_BYTES,
  files: IMAGE_POST_BULK_MAX_FILES,
  fields: 30,
  parts: IMAGE_POST_BULK_MAX_FILES + 30,
  // Room for the text layers' JSON: 3 layers × 11 languages × 120 characters of Indic text.
  fieldSize: 32 * 1024,
};

export const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_POST_MESSAGES.notAnImage, 415);
export const notAVideo = () => new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_POST_MESSAGES.notAVideo, 415);
export const tooLarge = (mediaType: MediaType) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    mediaType === 'VIDEO' ? IMAGE_POST_MESSAGES.videoTooLarge : IMAGE_POST_MESSAGES.imageTooLarge,
    413,
  );

export interface CheckedMedia {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

/** Decodes, checks and re-encodes an image; 415 when it is not one of the accepted formats. */
export async function checkImage(input: Buffer): Promise<CheckedMedia> {
  if (input.length > IMAGE_POST_IMAGE_MAX_BYTES) throw tooLarge('IMAGE');
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw notAnImage();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: ORIGINAL_MAX_EDGE_PX, height: ORIGINAL_MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}

/** MP4 (an ISO base media file: 'ftyp' at byte 4) or WebM (an EBML header); 415 otherwise. */
export function checkVideo(input: Buffer): CheckedMedia {
  if (input.length > IMAGE_POST_VIDEO_MAX_BYTES) throw tooLarge('VIDEO');
  if (input.length >= 12 && input.subarray(4, 8).toString('latin1') === 'ftyp') {
    return { bytes: input, contentType: 'video/mp4', extension: 'mp4', width: null, height: null };
  }
  if (input.length >= 4 && input.readUInt32BE(0) === 0x1a45dfa3) {
    return { bytes: input, contentType: 'video/webm', extension: 'webm', width: null, height: null };
  }
  throw notAVideo();
}

export function checkMedia(mediaType: MediaType, input: Buffer): Promise<CheckedMedia> | CheckedMedia {
  return mediaType === 'VIDEO' ? checkVideo(input) : checkImage(input);
}

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  /** The bytes, or why they could not be read (too large). */
  bytes: Buffer | AppError;
}

/**
 * Reads a multipart form: text fields into a record, and each file handed to `onFile` as it
 * arrives (with the fields read so far, which must be all of them). `fileFields` names the
 * file parts accepted; any other file part is a 400.
 */
export async function readForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  onFile: (fields: Record<string, string | string[]>, file: UploadedFile) => Promise<void>,
): Promise<Record<string, string | string[]>> {
  if (!request.isMultipart()) throw validationFailed('file', IMAGE_POST_MESSAGES.fileMissing);
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const existing = fields[part.fieldname];
        fields[part.fieldname] =
          existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw validationFailed(part.fieldname, IMAGE_POST_MESSAGES.fileMissing);
      }
      let bytes: Buffer | AppError;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (errorCode(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        bytes = tooLarge('VIDEO');
      }
      await onFile(fields, { fieldName: part.fieldname, fileName: part.filename || part.fieldname, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = errorCode(error);
    if (code === 'FST_FILES_LIMIT') throw validationFailed('files', IMAGE_POST_MESSAGES.tooManyFiles);
    if (isMalformedMultipart(error)) throw validationFailed('file', IMAGE_POST_MESSAGES.fileMissing);
    throw error;
  }
  return fields;
}
