// All Projects' promotional_video view in the address bar (projects/hooks/url-list-view.ts).
import {
  RENDER_STATUSES,
  SUBSCRIBED_FILTER,
  type TUserVideoListQuery,
  USER_VIDEO_KINDS,
  USER_VIDEO_SEARCH_KEYS,
  USER_VIDEO_SORT_KEYS,
  USER_VIDEO_STATUSES,
} from '@cardora/contract';
import { defineUrlList, oneOf, type UrlListView } from '#components/list/url-list-view';

export const VIDEO_FILTERS = [
  { key: 'renderStatus', label: 'Render', options: RENDER_STATUSES },
  { key: 'status', label: 'Status', options: USER_VIDEO_STATUSES },
  { key: 'kind', label: 'Kind', options: USER_VIDEO_KINDS },
  { key: 'subscribed', label: 'Subscription', options: SUBSCRIBED_FILTER },
] as const;
export type VideoFilterKey = (typeof VIDEO_FILTERS)[number]['key'];
export type VideoListView = UrlListView<
  VideoFilterKey,
  (typeof USER_VIDEO_SEARCH_KEYS)[number],
  (typeof USER_VIDEO_SORT_KEYS)[number]
>;

const videoList = defineUrlList({
  filters: VIDEO_FILTERS,
  searchKeys: USER_VIDEO_SEARCH_KEYS,
  defaultSearchKey: 'businessName',
  sortKeys: USER_VIDEO_SORT_KEYS,
  defaultSortBy: 'createdAt',
});

export const parseVideoListView = videoList.parse;
export const writeVideoListView = videoList.write;
export const useVideoListView = videoList.useView;

/** The view as GET /video/user-video's query (the search already debounced). */
export function videoListQuery(view: VideoListView, search: string): TUserVideoListQuery {
  const { filters } = view;
  return {
    ...videoList.paging(view, search),
    renderStatus: oneOf(RENDER_STATUSES, filters.renderStatus),
    status: oneOf(USER_VIDEO_STATUSES, filters.status),
    kind: oneOf(USER_VIDEO_KINDS, filters.kind),
    subscribed: oneOf(SUBSCRIBED_FILTER, filters.subscribed),
  };
}
