// Sending a greeting post: POST /image-post as multipart (the post's fields first, then the
// file: the server fixes the fields when the file arrives), by XMLHttpRequest because only it
// reports upload progress. The same call edits a post (imageId given, no file).
import {
  endpoints,
  IMAGE_POST_IMAGE_MAX_BYTES,
  IMAGE_POST_MESSAGES,
  IMAGE_POST_VIDEO_MAX_BYTES,
  MESSAGES,
  type MediaType,
  type TImagePost,
  type TImagePostFields,
  ZImagePost,
  ZImagePostFields,
} from '@cardora/contract';
import { ApiError } from '#api/api-error';
import { uploadWithProgress } from '#api/upload-with-progress';

/** What the server decodes as an image; HEIC from phones often arrives with no type at all. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif'];
const VIDEO_TYPES = ['video/mp4', 'video/webm'];
const VIDEO_NAME = /\.(mp4|m4v|webm)$/i;

export const VIDEOS_NOT_OFFERED = "This agency's greetings do not include videos. Upload a JPEG, PNG or WebP image.";

/** The file picker's accept list. */
export function acceptOf(videosAllowed: boolean): string {
  return [...IMAGE_TYPES, ...(videosAllowed ? VIDEO_TYPES : [])].join(',');
}

export type FileCheck = { ok: true; mediaType: MediaType } | { ok: false; message: string };

/** Checked before sending (the server checks again by content): the kind of post, or why not. */
export function checkFile(file: File, videosAllowed: boolean): FileCheck {
  const video = file.type.startsWith('video/') || (!file.type && VIDEO_NAME.test(file.name));
  if (video) {
    if (!videosAllowed) return { ok: false, message: VIDEOS_NOT_OFFERED };
    if (file.type && !VIDEO_TYPES.includes(file.type)) return { ok: false, message: IMAGE_POST_MESSAGES.notAVideo };
    if (file.size > IMAGE_POST_VIDEO_MAX_BYTES) return { ok: false, message: IMAGE_POST_MESSAGES.videoTooLarge };
    return { ok: true, mediaType: 'VIDEO' };
  }
  if (file.type && !IMAGE_TYPES.includes(file.type)) return { ok: false, message: IMAGE_POST_MESSAGES.notAnImage };
  if (file.size > IMAGE_POST_IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_POST_MESSAGES.imageTooLarge };
  return { ok: true, mediaType: 'IMAGE' };
}

export interface SendPostRequest {
  fields: TImagePostFields;
  /** Required for a new post; an edit (fields.imageId) may leave the file as it is. */
  file?: File;
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The multipart body: the contract's fields as text, then the file. */
function formOf(fields: TImagePostFields, file: File | undefined): FormData {
  const parsed = ZImagePostFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, {
      message: issue?.message ?? MESSAGES.internalError,
      code: 'VALIDATION_FAILED',
      fields: issue ? { [String(issue.path[0] ?? 'form')]: issue.message } : {},
    });
  }
  const valid = parsed.data;
  const body = new FormData();
  if (valid.imageId) body.append('imageId', valid.imageId);
  body.append('imageSubcategoryId', valid.imageSubcategoryId);
  body.append('mediaType', valid.mediaType);
  body.append('layout', valid.layout);
  body.append('language', valid.language);
  body.append('date', valid.date ?? '');
  body.append('festivalKey', valid.festivalKey ?? '');
  body.append('title', valid.title ?? '');
  body.append('imageTagIds', valid.imageTagIds.join(','));
  // Sent even when empty: an edit that clears it makes the post one for every business.
  if (valid.suitedCategories) body.append('suitedCategories', valid.suitedCategories.join(','));
  if (file) body.append('file', file, file.name);
  return body;
}

/** What a 413 or 415 means when a proxy answered without our envelope. */
function statusError(status: number, mediaType: MediaType): ApiError | null {
  if (status === 413) {
    const message = mediaType === 'VIDEO' ? IMAGE_POST_MESSAGES.videoTooLarge : IMAGE_POST_MESSAGES.imageTooLarge;
    return new ApiError(413, { message, code: 'PAYLOAD_TOO_LARGE' });
  }
  if (status === 415) {
    const message = mediaType === 'VIDEO' ? IMAGE_POST_MESSAGES.notAVideo : IMAGE_POST_MESSAGES.notAnImage;
    return new ApiError(415, { message, code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
  return null;
}

/** Adds (with a file) or edits (imageId, file optional) one greeting post; ApiError on refusal. */
export function sendImagePost(request: SendPostRequest): Promise<TImagePost> {
  const body = formOf(request.fields, request.file);
  const mediaType = request.fields.mediaType ?? 'IMAGE';
  return uploadWithProgress({
    path: endpoints.createImagePost.path,
    body,
    response: ZImagePost,
    statusError: (status) => statusError(status, mediaType),
    onProgress: request.onProgress,
    signal: request.signal,
  });
}
