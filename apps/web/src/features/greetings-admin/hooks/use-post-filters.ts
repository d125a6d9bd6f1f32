// What the posts list shows: the search, the filters and the page, turned into the contract's
// query. A change to the search or a filter goes back to the first page.
import {
  IMAGE_POST_LANGUAGES,
  IMAGE_POST_MESSAGES,
  type ImagePostLanguage,
  isIsoDate,
  istDateOf,
  LAYOUT_TYPES,
  type LayoutType,
  MEDIA_TYPES,
  type MediaType,
} from '@cardora/contract';
import { useCallback, useState } from 'react';
import { useDebounced } from '#lib/use-debounced';
import type { PostListQuery } from './use-image-posts';

export const DATE_MODES = ['any', 'today', 'day', 'range'] as const;
export type DateMode = (typeof DATE_MODES)[number];
export const DATE_MODE_LABELS: Record<DateMode, string> = {
  any: 'Any date',
  today: 'Today',
  day: 'On a day',
  range: 'Between dates',
};

export type PostOwner = 'platform' | 'own';

export interface PostFilters {
  search: string;
  imageCategoryId: string;
  imageSubcategoryId: string;
  imageTagId: string;
  dateMode: DateMode;
  date: string;
  from: string;
  to: string;
  language: ImagePostLanguage | '';
  mediaType: MediaType | '';
  layout: LayoutType | '';
}

export const EMPTY_POST_FILTERS: PostFilters = {
  search: '',
  imageCategoryId: '',
  imageSubcategoryId: '',
  imageTagId: '',
  dateMode: 'any',
  date: '',
  from: '',
  to: '',
  language: '',
  mediaType: '',
  layout: '',
};

export const PHONE_PAGE_SIZE = 12;
export const PAGE_SIZES = [12, 24, 48, 96] as const;

export function oneOf<T extends string>(values: readonly T[], value: string): T | '' {
  return values.find((candidate) => candidate === value) ?? '';
}
export const languageOf = (value: string) => oneOf(IMAGE_POST_LANGUAGES, value);
export const mediaTypeOf = (value: string) => oneOf(MEDIA_TYPES, value);
export const layoutOf = (value: string) => oneOf(LAYOUT_TYPES, value);
export const dateModeOf = (value: string) => oneOf(DATE_MODES, value) || 'any';

/** How many filters narrow the list (the search not counted: it has its own field). */
export function filterCount(filters: PostFilters): number {
  const { search: _search, dateMode, date: _date, from: _from, to: _to, ...rest } = filters;
  return Object.values(rest).filter(Boolean).length + (dateMode === 'any' ? 0 : 1);
}

export function isNarrowed(filters: PostFilters): boolean {
  return filters.search.trim() !== '' || filterCount(filters) > 0;
}

/** The range's problem, shown under 'From' (the contract's message); null when it can be asked. */
export function rangeProblem(filters: PostFilters): string | null {
  if (filters.dateMode !== 'range') return null;
  if (filters.from && filters.to && filters.from > filters.to) return IMAGE_POST_MESSAGES.rangeInvalid;
  return null;
}

/** The date part of the query: today is the IST day, as the server counts festival days. */
function dateQuery(filters: PostFilters, now: Date): Pick<PostListQuery, 'date' | 'from' | 'to'> {
  switch (filters.dateMode) {
    case 'any':
      return {};
    case 'today':
      return { date: istDateOf(now) };
    case 'day':
      return isIsoDate(filters.date) ? { date: filters.date } : {};
    case 'range':
      if (rangeProblem(filters)) return {};
      return {
        ...(isIsoDate(filters.from) ? { from: filters.from } : {}),
        ...(isIsoDate(filters.to) ? { to: filters.to } : {}),
      };
  }
}

export function postListQuery(
  filters: PostFilters,
  search: string,
  owner: PostOwner,
  page: number,
  pageSize: number,
  now = new Date(),
): PostListQuery {
  return {
    owner,
    page,
    pageSize,
    ...(search ? { search } : {}),
    ...(filters.imageCategoryId ? { imageCategoryId: filters.imageCategoryId } : {}),
    ...(filters.imageSubcategoryId ? { imageSubcategoryId: filters.imageSubcategoryId } : {}),
    ...(filters.imageTagId ? { imageTagId: filters.imageTagId } : {}),
    ...dateQuery(filters, now),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.mediaType ? { mediaType: filters.mediaType } : {}),
    ...(filters.layout ? { layout: filters.layout } : {}),
  };
}

export interface PostListView {
  filters: PostFilters;
  setFilters: (change: Partial<PostFilters>) => void;
  clear: () => void;
  /** 1-based, as the API counts. */
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (pageSize: number) => void;
  query: PostListQuery;
}

export function usePostListView(owner: PostOwner, defaultPageSize: number): PostListView {
  const [filters, setAll] = useState(EMPTY_POST_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(defaultPageSize);
  const search = useDebounced(filters.search.trim(), 350);
  const setFilters = useCallback((change: Partial<PostFilters>) => {
    setAll((previous) => {
      const next = { ...previous, ...change };
      // A subcategory belongs to its category: a new category clears it.
      if (change.imageCategoryId !== undefined && change.imageCategoryId !== previous.imageCategoryId) {
        next.imageSubcategoryId = '';
      }
      return next;
    });
    setPage(1);
  }, []);
  const clear = useCallback(() => {
    setAll(EMPTY_POST_FILTERS);
    setPage(1);
  }, []);
  const setPageSize = useCallback((next: number) => {
    setSize(next);
    setPage(1);
  }, []);
  return {
    filters,
    setFilters,
    clear,
    page,
    setPage,
    pageSize,
    setPageSize,
    query: postListQuery(filters, search, owner, page, pageSize),
  };
}
