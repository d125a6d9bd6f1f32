// Uploads: the content is checked by decoding it (sharp), never by name or declared type;
// accepted images are auto-rotated, stripped of EXIF and other metadata, fitted into
// 1600 px and stored as WebP. Nothing is stored for a refused upload.
import { randomUUID } from 'node:crypto';
import { MESSAGES, type TUploadedDocument } from '@cardora/contract';
import sharp from 'sharp';
import type { Db } from '#db/client';
import { documents } from '#db/schema';
import { AppError } from '#lib/errors';
import type { Principal } from '#lib/principal';
import type { Storage } from '#lib/storage/index';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
export const MAX_IMAGE_EDGE_PX = 1600;
/** Refuse decompression bombs before decoding (40 megapixels is far above any phone photo). */
const MAX_INPUT_PIXELS = 40_000_000;

export const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.uploadNotImage, 415);
export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MESSAGES.uploadTooLarge, 413);

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Decodes, checks and re-encodes an image; 415 for anything that is not an accepted image. */
export async function toWebp(input: Buffer): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE_PX, height: MAX_IMAGE_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file that only looked like an image.
    throw notAnImage();
  }
}

export async function storeImage(
  deps: { db: Db; storage: Storage; now: () => Date },
  input: {
    agencyId: string;
    principal: Principal;
    hierarchy1: string;
    hierarchy2: string;
    originalName: string | null;
    bytes: Buffer;
  },
): Promise<TUploadedDocument> {
  const image = await toWebp(input.bytes);
  const fileName = `${randomUUID()}.webp`;
  const key = `${input.hierarchy1}/${input.hierarchy2}/${fileName}`;
  await deps.storage.put(key, image.bytes, 'image/webp');
  try {
    await deps.db.insert(documents).values({
      agencyId: input.agencyId,
      hierarchy1: input.hierarchy1,
      hierarchy2: input.hierarchy2,
      storageKey: key,
      originalName: input.originalName?.slice(0, 200) ?? null,
      contentType: 'image/webp',
      sizeBytes: image.bytes.length,
      width: image.width,
      height: image.height,
      uploadedByUserId: input.principal.kind === 'user' ? input.principal.user.id : null,
      uploadedByFranchiseeId: input.principal.kind === 'franchisee' ? input.principal.franchisee.id : null,
      createdAt: deps.now(),
    });
  } catch (error) {
    // No file without its record.
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  return {
    fileName,
    hierarchy1: input.hierarchy1,
    hierarchy2: input.hierarchy2,
    url: deps.storage.url(key),
    contentType: 'image/webp',
    sizeBytes: image.bytes.length,
    width: image.width,
    height: image.height,
  };
}
