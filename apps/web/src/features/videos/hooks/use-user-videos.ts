import {
  endpoints,
  type TCreateGreetingVideoBody,
  type TCreateUserVideoBody,
  type TUserVideo,
  type TUserVideoListQuery,
  type UserVideoKind,
  type UserVideoStatus,
} from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '#api/client';
import { listQuery } from '#api/list-query';
import { videoKeys } from '#api/video-keys';
import { pollIntervalOf } from '../video-format';

/** GET /video/user-video/getUserVideosByBusiness: the business's videos, what it may still make, and the prefill. */
export function useUserVideosByBusiness(businessId: string | null, kind?: UserVideoKind) {
  return useQuery({
    queryKey: videoKeys.byBusiness(businessId ?? '', kind),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getUserVideosByBusiness, {
        query: { businessId: businessId ?? '', ...(kind ? { kind } : {}) },
        signal,
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
    queryKey: videoKeys.userVideo(videoNo ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoints.getUserVideo, { params: { id: videoNo ?? 0 }, signal }),
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

/** A changed video: its detail is the answer; its business's lists and All Projects read again. */
function useVideoChanged() {
  const queryClient = useQueryClient();
  return (video: TUserVideo) => {
    queryClient.setQueryData(videoKeys.userVideo(video.videoNo), video);
    void queryClient.invalidateQueries({ queryKey: videoKeys.business(video.businessId) });
    void queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
  };
}

/** POST /video/user-video: a promotional video from a template → a render job. 409: the plan's refusal (shown in the page). */
export function useCreateUserVideo() {
  const changed = useVideoChanged();
  return useMutation({
    mutationKey: videoKeys.create(),
    mutationFn: (body: TCreateUserVideoBody) => callEndpoint(endpoints.createUserVideo, { body }),
    onSuccess: changed,
    meta: { inlineErrors: true },
  });
}

/** POST /video/greeting-video: a greeting VIDEO post branded with the business's frame → a render job. */
export function useCreateGreetingVideo() {
  const changed = useVideoChanged();
  return useMutation({
    mutationKey: videoKeys.createGreeting(),
    mutationFn: (body: TCreateGreetingVideoBody) => callEndpoint(endpoints.createGreetingVideo, { body }),
    onSuccess: changed,
    meta: { inlineErrors: true },
  });
}

/** POST /video/user-video/retry: a failed video made again. */
export function useRetryUserVideo() {
  const changed = useVideoChanged();
  return useMutation({
    mutationKey: videoKeys.retry(),
    mutationFn: (videoNo: number) => callEndpoint(endpoints.retryUserVideo, { body: { videoNo } }),
    onSuccess: changed,
    meta: { inlineErrors: true },
  });
}

/** POST /video/user-video/updateUserVideoStatus (All Projects): hide a video, or show it again. */
export function useUpdateUserVideoStatus() {
  const changed = useVideoChanged();
  return useMutation({
    mutationKey: videoKeys.status(),
    mutationFn: (body: { videoNo: number; status: UserVideoStatus }) =>
      callEndpoint(endpoints.updateUserVideoStatus, { body }),
    onSuccess: changed,
    meta: { inlineErrors: true },
  });
}

/** DELETE /video/user-video, after a confirm. */
export function useDeleteUserVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: videoKeys.remove(),
    mutationFn: (videoNo: number) => callEndpoint(endpoints.deleteUserVideo, { body: { videoNo } }),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: videoKeys.userVideo(result.videoNo) });
      void queryClient.invalidateQueries({ queryKey: videoKeys.userVideos() });
    },
    meta: { inlineErrors: true },
  });
}
