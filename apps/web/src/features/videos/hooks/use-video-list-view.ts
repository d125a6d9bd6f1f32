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
import { defineUrlList, type UrlListViewOf } from '#components/list/url-list-view';

export const VIDEO_FILTERS = [
  { key: 'renderStatus', label: 'Render', options: RENDER_STATUSES },
  { key: 'status', label: 'Status', options: USER_VIDEO_STATUSES },
  { key: 'kind', label: 'Kind', options: USER_VIDEO_KINDS },
  { key: 'subscribed', label: 'Subscription', options: SUBSCRIBED_FILTER },
] as const;

const videoList = defineUrlList({
  filters: VIDEO_FILTERS,
  searchKeys: USER_VIDEO_SEARCH_KEYS,
  defaultSearchKey: 'businessName',
  sortKeys: USER_VIDEO_SORT_KEYS,
  defaultSortBy: 'createdAt',
});
export type VideoListView = UrlListViewOf<typeof videoList>;

export const { parse: parseVideoListView, write: writeVideoListView, useView: useVideoListView } = videoList;

/** The view as GET /video/user-video's query (the search already debounced). */
export const videoListQuery = (view: VideoListView, search: string): TUserVideoListQuery =>
  videoList.query(view, search);
