// Saving a video template: POST /video/template as multipart (the fields first, slots as JSON,
// then the files), by XMLHttpRequest because only it reports upload progress (a template can be
// 50 MB on a shop's connection). The server probes the video: 415 not playable, 413 too long or
// too large, field errors `slots.<i>.<key>`.
import { endpoints, type TVideoTemplate, VIDEO_MESSAGES, ZVideoTemplate } from '@cardora/contract';
import { ApiError } from '#api/api-error';
import { uploadWithProgress } from '#api/upload-with-progress';
import type { TemplateFields } from './template-form';

export interface SaveTemplateRequest {
  fields: TemplateFields;
  video?: File | null;
  music?: File | null;
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The multipart body: every field as text, then the files (the server reads the fields first). */
export function templateFormData(request: SaveTemplateRequest): FormData {
  const body = new FormData();
  const { fields } = request;
  if (fields.templateId) body.append('templateId', fields.templateId);
  body.append('name', fields.name);
  body.append('category', fields.category);
  body.append('kind', fields.kind);
  body.append('duration', fields.duration);
  body.append('status', fields.status);
  body.append('slots', fields.slots);
  body.append('removeMusic', fields.removeMusic);
  if (fields.musicTrackId !== undefined) body.append('musicTrackId', fields.musicTrackId);
  if (request.video) body.append('video', request.video, request.video.name);
  if (request.music) body.append('music', request.music, request.music.name);
  return body;
}

/** What a 413 or 415 means when a proxy answered without our envelope. */
function statusError(status: number): ApiError | null {
  if (status === 413)
    return new ApiError(413, {
      message: VIDEO_MESSAGES.videoTooLarge,
      code: 'PAYLOAD_TOO_LARGE',
      fields: { video: VIDEO_MESSAGES.videoTooLarge },
    });
  if (status === 415)
    return new ApiError(415, {
      message: VIDEO_MESSAGES.notAVideo,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { video: VIDEO_MESSAGES.notAVideo },
    });
  return null;
}

/** Adds (with a video) or edits (templateId; files optional) a template; ApiError on refusal. */
export function saveVideoTemplate(request: SaveTemplateRequest): Promise<TVideoTemplate> {
  return uploadWithProgress({
    path: endpoints.saveVideoTemplate.path,
    body: templateFormData(request),
    response: ZVideoTemplate,
    statusError,
    onProgress: request.onProgress,
    signal: request.signal,
  });
}
