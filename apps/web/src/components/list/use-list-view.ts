// What All Businesses and All Projects show — search, filters, sort and page — kept in the
// address bar, so a reload, a shared link or the browser's back button shows the same rows.
// The parameters carry the API's own names (GET /business, GET /getcardlist).
import { BUSINESS_SORT_KEYS, type BusinessSortKey, SORT_ORDERS } from '@cardora/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EMPTY_FILTERS, FILTERS, isSearchKey, type ListFilterState } from './list-filters';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ListView extends ListFilterState {
  /** 0-based, as the grid counts; the address and the API count from 1. */
  page: number;
  pageSize: number;
  sortBy: BusinessSortKey;
  sortOrder: SortOrder;
}

export const DEFAULT_LIST_VIEW: ListView = {
  ...EMPTY_FILTERS,
  page: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

const OWN_KEYS = ['searchKey', 'search', 'page', 'pageSize', 'sortBy', 'sortOrder', ...FILTERS.map((f) => f.key)];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The view in the address; anything missing or not understood is the default. */
export function parseListView(params: URLSearchParams): ListView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const searchKey = params.get('searchKey') ?? '';
  const filters: ListFilterState['filters'] = {};
  for (const filter of FILTERS) {
    const value = oneOf<string>(filter.options, params.get(filter.key));
    if (value) filters[filter.key] = value;
  }
  return {
    searchKey: isSearchKey(searchKey) ? searchKey : DEFAULT_LIST_VIEW.searchKey,
    search: (params.get('search') ?? '').slice(0, 100),
    filters,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sortBy: oneOf(BUSINESS_SORT_KEYS, params.get('sortBy')) ?? DEFAULT_LIST_VIEW.sortBy,
    sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder')) ?? DEFAULT_LIST_VIEW.sortOrder,
  };
}

/** `base` with the view written over it: defaults left out, other parameters (projectType) kept. */
export function writeListView(view: ListView, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of OWN_KEYS) params.delete(key);
  if (view.search) {
    params.set('searchKey', view.searchKey);
    params.set('search', view.search);
  } else if (view.searchKey !== DEFAULT_LIST_VIEW.searchKey) {
    params.set('searchKey', view.searchKey);
  }
  for (const filter of FILTERS) {
    const value = view.filters[filter.key];
    if (value) params.set(filter.key, value);
  }
  if (view.sortBy !== DEFAULT_LIST_VIEW.sortBy || view.sortOrder !== DEFAULT_LIST_VIEW.sortOrder) {
    params.set('sortBy', view.sortBy);
    params.set('sortOrder', view.sortOrder);
  }
  if (view.page > 0) params.set('page', String(view.page + 1));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(view.pageSize));
  return params;
}

/** Whether a search or any filter narrows the list (the empty state then offers to clear them). */
export function isNarrowed(view: ListFilterState): boolean {
  return view.search.trim() !== '' || Object.values(view.filters).some(Boolean);
}

/** Filters and search back to none; the sort and page size stay as chosen. */
export function clearedView(view: ListView): ListView {
  return { ...view, search: '', filters: {}, page: 0 };
}

// Marks the addresses this hook writes, so it can tell them from a navigation (a link, back).
const OWN_WRITE = { listView: true } as const;

function isOwnWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'listView' in state;
}

/**
 * The list view, and a setter that merges a change into it. The view lives in React state (a
 * keystroke shows at once, and quick changes never read a stale address: the router updates
 * the address asynchronously); the address follows it, replacing the history entry, and a
 * navigation to other parameters (a link, back) is followed in turn.
 */
export function useListView(): [ListView, (change: Partial<ListView>) => void] {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState(() => parseListView(params));
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (!isOwnWrite(location.state)) setView(parseListView(params));
  }
  const latest = useRef({ params, hash: location.hash });
  latest.current = { params, hash: location.hash };
  useEffect(() => {
    const { params: current, hash } = latest.current;
    // Compared in written form, so other parameters (and their order) never cause a write.
    const next = writeListView(view, current).toString();
    if (next === writeListView(parseListView(current), current).toString()) return;
    // The hash stays: the upgrade screen opened over the list lives in it.
    void navigate({ search: next ? `?${next}` : '', hash }, { replace: true, state: OWN_WRITE });
  }, [view, navigate]);
  const update = useCallback((change: Partial<ListView>) => setView((previous) => ({ ...previous, ...change })), []);
  return [view, update];
}
