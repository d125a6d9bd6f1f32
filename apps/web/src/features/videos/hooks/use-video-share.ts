import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { videoKeys } from '#api/video-keys';
import { browserShareDeps, shareVideo, type VideoShareOutcome } from '../share-video';

/** Whether this browser can hand a video file to the share sheet (phones, mostly). */
function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([], 'video.mp4', { type: 'video/mp4' })] });
  } catch {
    return false;
  }
}

async function fetchVideo(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`The video could not be read (${response.status}).`);
  return response.blob();
}

/**
 * Share for a made video. Where files can be shared, the MP4 is fetched as soon as it is ready,
 * so the tap opens the share sheet at once (browsers allow it only right after a tap, not after
 * seconds of downloading); elsewhere the outcome is the WhatsApp fallback. A list of videos
 * passes prefetch: false (megabytes each) and fetches on the tap.
 */
export function useVideoShare(fileUrl: string | null, { prefetch = true }: { prefetch?: boolean } = {}) {
  const queryClient = useQueryClient();
  const [supported] = useState(canShareFiles);
  const file = useQuery({
    queryKey: videoKeys.file(fileUrl ?? ''),
    queryFn: ({ signal }) => fetchVideo(fileUrl ?? '', signal),
    enabled: prefetch && supported && fileUrl !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: 1,
  });
  const share = (video: {
    downloadUrl: string;
    fileName: string;
    title: string;
    text: string;
  }): Promise<VideoShareOutcome> => {
    const deps = browserShareDeps();
    return shareVideo(
      { ...video, fileUrl: fileUrl ?? video.downloadUrl },
      {
        ...deps,
        fetchBlob: (url) =>
          queryClient.fetchQuery({
            queryKey: videoKeys.file(url),
            queryFn: ({ signal }) => fetchVideo(url, signal),
            staleTime: Number.POSITIVE_INFINITY,
          }),
      },
    );
  };
  return { supported, preparing: supported && file.isFetching, share };
}
