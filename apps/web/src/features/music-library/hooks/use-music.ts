// The music library's calls (docs/product-rules.md#video-music): the list (read again while a
// track is being processed), the upload with progress, a rename or new trim, a delete, and a
// greeting VIDEO post's pick.
import {
  endpoints,
  MUSIC_MESSAGES,
  type TMusicTrack,
  type TMusicUploadFields,
  type TUpdateMusicTrackBody,
  ZMusicTrack,
} from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#api/api-error';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { uploadWithProgress } from '#api/upload-with-progress';

export const musicKeys = {
  all: () => ['music'] as const,
  list: () => ['music', 'list'] as const,
};

/** A track being processed is read again every two seconds until it is ready or failed. */
const PROCESSING_POLL_MS = 2000;

export function useMusicTracks(enabled = true) {
  return useQuery({
    ...endpointQuery(musicKeys.list(), endpoints.listMusicTracks, {}),
    enabled,
    refetchInterval: (q) =>
      q.state.data?.list.some((track) => track.status === 'pending') ? PROCESSING_POLL_MS : false,
  });
}

/** What a 413 or 415 means when a proxy answered without our envelope. */
function statusError(status: number): ApiError | null {
  if (status === 413)
    return new ApiError(413, {
      message: MUSIC_MESSAGES.tooLarge,
      code: 'PAYLOAD_TOO_LARGE',
      fields: { file: MUSIC_MESSAGES.tooLarge },
    });
  if (status === 415)
    return new ApiError(415, {
      message: MUSIC_MESSAGES.notMusic,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { file: MUSIC_MESSAGES.notMusic },
    });
  return null;
}

export interface MusicUpload {
  file: File;
  fields: TMusicUploadFields;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /music (multipart, with upload progress); the fields before the file. */
export function useUploadMusic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...musicKeys.all(), 'upload'],
    mutationFn: ({ file, fields, onProgress, signal }: MusicUpload): Promise<TMusicTrack> => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined && value !== null) body.append(name, String(value));
      }
      body.append('file', file, file.name);
      return uploadWithProgress({
        path: endpoints.uploadMusicTrack.path,
        body,
        response: ZMusicTrack,
        statusError,
        onProgress,
        signal,
      });
    },
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: musicKeys.list() }),
  });
}

/** PUT /music/{id}: a rename, a mood, or a new trim (processed again). */
export function useUpdateMusic() {
  return useEndpointMutation(endpoints.updateMusicTrack, {
    mutationKey: [...musicKeys.all(), 'update'],
    call: ({ id, body }: { id: string; body: TUpdateMusicTrackBody }) => ({ params: { id }, body }),
    invalidates: [musicKeys.list()],
    meta: { inlineErrors: true },
  });
}

/** DELETE /music/{id}, after a confirm; a track in use is refused with how many use it. */
export function useDeleteMusic() {
  return useEndpointMutation(endpoints.deleteMusicTrack, {
    mutationKey: [...musicKeys.all(), 'delete'],
    call: (id: string) => ({ params: { id } }),
    invalidates: [musicKeys.list()],
  });
}

/** PUT /image-post/{imageId}/music: a greeting VIDEO post's track (null: none). */
export function useSetPostMusic() {
  return useEndpointMutation(endpoints.setImagePostMusic, {
    mutationKey: [...musicKeys.all(), 'post'],
    call: ({ imageId, musicTrackId }: { imageId: string; musicTrackId: string | null }) => ({
      params: { imageId },
      body: { musicTrackId },
    }),
    invalidates: [musicKeys.list()],
    meta: { inlineErrors: true },
  });
}
