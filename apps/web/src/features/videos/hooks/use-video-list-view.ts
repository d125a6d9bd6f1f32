// All Projects' promotional_video view: search, filters, sort and page kept in the address bar
// (the API's own parameter names), so a reload or a shared link shows the same rows.
import {
  RENDER_STATUSES,
  SORT_ORDERS,
  SUBSCRIBED_FILTER,
  type TUserVideoListQuery,
  USER_VIDEO_KINDS,
  USER_VIDEO_SEARCH_KEYS,
  USER_VIDEO_SORT_KEYS,
  USER_VIDEO_STATUSES,
} from '@cardora/contract';
import { useSearchParams } from 'react-router';

export const VIDEO_FILTERS = [
  { key: 'renderStatus', label: 'Render', options: RENDER_STATUSES },
  { key: 'status', label: 'Status', options: USER_VIDEO_STATUSES },
  { key: 'kind', label: 'Kind', options: USER_VIDEO_KINDS },
  { key: 'subscribed', label: 'Subscription', options: SUBSCRIBED_FILTER },
] as const;
export type VideoFilterKey = (typeof VIDEO_FILTERS)[number]['key'];
export type VideoSearchKey = (typeof USER_VIDEO_SEARCH_KEYS)[number];
export type VideoSortKey = (typeof USER_VIDEO_SORT_KEYS)[number];
export const VIDEO_PAGE_SIZES = [10, 25, 50, 100];

export interface VideoListView {
  searchKey: VideoSearchKey;
  search: string;
  filters: Partial<Record<VideoFilterKey, string>>;
  page: number;
  pageSize: number;
  sortBy: VideoSortKey;
  sortOrder: (typeof SORT_ORDERS)[number];
}

function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function parseVideoListView(params: URLSearchParams): VideoListView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const filters: VideoListView['filters'] = {};
  for (const filter of VIDEO_FILTERS) {
    const value = oneOf<string>(filter.options, params.get(filter.key));
    if (value) filters[filter.key] = value;
  }
  return {
    searchKey: oneOf(USER_VIDEO_SEARCH_KEYS, params.get('searchKey')) ?? 'businessName',
    search: (params.get('search') ?? '').slice(0, 100),
    filters,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: VIDEO_PAGE_SIZES.includes(pageSize) ? pageSize : 25,
    sortBy: oneOf(USER_VIDEO_SORT_KEYS, params.get('sortBy')) ?? 'createdAt',
    sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder')) ?? 'desc',
  };
}

/** The view written into the address: defaults left out, projectType (and anything else) kept. */
export function writeVideoListView(view: VideoListView, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [
    'searchKey',
    'search',
    'page',
    'pageSize',
    'sortBy',
    'sortOrder',
    ...VIDEO_FILTERS.map((f) => f.key),
  ])
    params.delete(key);
  if (view.search) {
    params.set('searchKey', view.searchKey);
    params.set('search', view.search);
  }
  for (const filter of VIDEO_FILTERS) {
    const value = view.filters[filter.key];
    if (value) params.set(filter.key, value);
  }
  if (view.sortBy !== 'createdAt' || view.sortOrder !== 'desc') {
    params.set('sortBy', view.sortBy);
    params.set('sortOrder', view.sortOrder);
  }
  if (view.page > 0) params.set('page', String(view.page + 1));
  if (view.pageSize !== 25) params.set('pageSize', String(view.pageSize));
  return params;
}

/** The view as GET /video/user-video's query (the search already debounced). */
export function videoListQuery(view: VideoListView, search: string): TUserVideoListQuery {
  const { filters } = view;
  return {
    page: view.page + 1,
    pageSize: view.pageSize,
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
    ...(search ? { searchKey: view.searchKey, search } : {}),
    renderStatus: oneOf(RENDER_STATUSES, filters.renderStatus),
    status: oneOf(USER_VIDEO_STATUSES, filters.status),
    kind: oneOf(USER_VIDEO_KINDS, filters.kind),
    subscribed: oneOf(SUBSCRIBED_FILTER, filters.subscribed),
  };
}

/** The view and a setter that merges a change into it (the address replaced, not pushed). */
export function useVideoListView(): [VideoListView, (change: Partial<VideoListView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = parseVideoListView(params);
  const update = (change: Partial<VideoListView>) =>
    setParams((current) => writeVideoListView({ ...parseVideoListView(current), ...change }, current), {
      replace: true,
      preventScrollReset: true,
    });
  return [view, update];
}
