import {
  endpoints,
  type TUserVideo,
  type TUserVideoListQuery,
  type UserVideoKind,
  type UserVideoStatus,
} from '@cardora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dropsDetail, endpointQuery, keepsAnswer, useEndpointMutation } from '#api/endpoint-query';
import { listQuery } from '#api/list-query';
import { videoKeys } from '#api/video-keys';
import { pollIntervalOf } from '../video-format';

/** GET /video/user-video/getUserVideosByBusiness: the business's videos, what it may still make, and the prefill. */
export function useUserVideosByBusiness(businessId: string | null, kind?: UserVideoKind) {
  return useQuery({
    ...endpointQuery(videoKeys.byBusiness(businessId ?? '', kind), endpoints.getUserVideosByBusiness, {
      query: { businessId: businessId ?? '', ...(kind ? { kind } : {}) },
    }),
    enabled: businessId !== null,
    // A video still being made in the list moves on its own.
    refetchInterval: (query) =>
      query.state.data?.list.some((video) => pollIntervalOf(video) !== false) ? 2000 : false,
  });
}

/**
 * GET /video/user-video/{id}: one video, read again about every second until it is ready or
 * failed; once it settles, its business's lists (and what the plan still allows) read again.
 */
export function useUserVideo(videoNo: number | null, initial?: TUserVideo) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...endpointQuery(videoKeys.userVideo(videoNo ?? 0), endpoints.getUserVideo, { params: { id: videoNo ?? 0 } }),
    enabled: videoNo !== null,
    initialData: initial && initial.videoNo === videoNo ? initial : undefined,
    // Asked again at once: the answer the page started with may be a second old.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => pollIntervalOf(query.state.data),
    // A phone in a pocket still finishes the render; the bar is right when the screen comes back.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // Polling is the retry: a blip shows on the next tick.
    retry: 3,
  });
  const settledAs = query.data && pollIntervalOf(query.data) === false ? query.data.renderStatus : null;
  const businessId = query.data?.businessId;
  useEffect(() => {
    if (!settledAs || !businessId) return;
    void queryClient.invalidateQueries({ queryKey: videoKeys.business(businessId) });
    void queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
  }, [settledAs, businessId, queryClient]);
  return query;
}

/** GET /video/user-video: All Projects' promotional videos (the server filters, sorts and pages). */
export function useUserVideoList(query: TUserVideoListQuery) {
  return useQuery({
    ...listQuery(videoKeys.list(query), endpoints.listUserVideos, query),
    refetchInterval: (q) => (q.state.data?.list.some((video) => pollIntervalOf(video) !== false) ? 3000 : false),
  });
}

/**
 * A change to one video: its detail is the answer, its business's lists and All Projects read
 * again. A refusal (the plan's 409) shows in the page.
 */
const changesVideo = {
  onSuccess: keepsAnswer(
    (video: TUserVideo) => videoKeys.userVideo(video.videoNo),
    (video) => [videoKeys.business(video.businessId), videoKeys.lists()],
  ),
  meta: { inlineErrors: true },
};

/** POST /video/user-video: a promotional video from a template → a render job. */
export function useCreateUserVideo() {
  return useEndpointMutation(endpoints.createUserVideo, { mutationKey: videoKeys.create(), ...changesVideo });
}

/** POST /video/greeting-video: a greeting VIDEO post branded with the business's frame → a render job. */
export function useCreateGreetingVideo() {
  return useEndpointMutation(endpoints.createGreetingVideo, {
    mutationKey: videoKeys.createGreeting(),
    ...changesVideo,
  });
}

/** POST /video/user-video/retry: a failed video made again. */
export function useRetryUserVideo() {
  return useEndpointMutation(endpoints.retryUserVideo, {
    mutationKey: videoKeys.retry(),
    call: (videoNo: number) => ({ body: { videoNo } }),
    ...changesVideo,
  });
}

/** POST /video/user-video/updateUserVideoStatus (All Projects): hide a video, or show it again. */
export function useUpdateUserVideoStatus() {
  return useEndpointMutation(endpoints.updateUserVideoStatus, {
    mutationKey: videoKeys.status(),
    call: (body: { videoNo: number; status: UserVideoStatus }) => ({ body }),
    ...changesVideo,
  });
}

/** DELETE /video/user-video, after a confirm: the video's detail goes, every list of videos reads again. */
export function useDeleteUserVideo() {
  return useEndpointMutation(endpoints.deleteUserVideo, {
    mutationKey: videoKeys.remove(),
    call: (videoNo: number) => ({ body: { videoNo } }),
    onSuccess: dropsDetail((result: { videoNo: number }) => videoKeys.userVideo(result.videoNo)),
    invalidates: [videoKeys.userVideos()],
    meta: { inlineErrors: true },
  });
}
