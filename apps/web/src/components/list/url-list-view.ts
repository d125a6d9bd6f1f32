// An All Projects list's view — search, filters, sort and page — kept in the address bar with
// the API's own parameter names, so a reload or a shared link shows the same rows. One
// definition per list (pdf_id_card, promotional_video) says which filters, search keys and sort
// keys it has; the reading, writing and the hook are the same for all.
import { SORT_ORDERS } from '@cardora/contract';
import { useSearchParams } from 'react-router';

import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './use-list-view';

export interface ListFilterDef<K extends string = string> {
  key: K;
  label: string;
  options: readonly string[];
}

export interface UrlListView<F extends string, S extends string, O extends string> {
  searchKey: S;
  search: string;
  filters: Partial<Record<F, string>>;
  /** 0-based, as the grid counts; the address and the API count from 1. */
  page: number;
  pageSize: number;
  sortBy: O;
  sortOrder: (typeof SORT_ORDERS)[number];
}

export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** Each filter's value narrowed to that filter's own options, as the list endpoint's query types them. */
export type FilterQuery<Fs extends readonly ListFilterDef[]> = {
  [D in Fs[number] as D['key']]: D['options'][number] | undefined;
};

export interface UrlListDefinition<Fs extends readonly ListFilterDef[], S extends string, O extends string> {
  filters: Fs;
  searchKeys: readonly S[];
  defaultSearchKey: S;
  sortKeys: readonly O[];
  defaultSortBy: O;
}

export interface UrlList<
  Fs extends readonly ListFilterDef[],
  S extends string,
  O extends string,
  F extends string = Fs[number]['key'],
> {
  /** The view in the address; anything missing or not understood is the default. */
  parse(params: URLSearchParams): UrlListView<F, S, O>;
  /** `base` with the view written over it: defaults left out, other parameters (projectType) kept. */
  write(view: UrlListView<F, S, O>, base: URLSearchParams): URLSearchParams;
  /** The page, size, sort and (debounced) search as the list endpoint's query. */
  paging(
    view: UrlListView<F, S, O>,
    search: string,
  ): {
    page: number;
    pageSize: number;
    sortBy: O;
    sortOrder: (typeof SORT_ORDERS)[number];
    searchKey?: S;
    search?: string;
  };
  /** The paging and every filter, each narrowed to its options: the list endpoint's whole query. */
  query(view: UrlListView<F, S, O>, search: string): ReturnType<UrlList<Fs, S, O, F>['paging']> & FilterQuery<Fs>;
  /** The view and a setter that merges a change into it (the address replaced, not pushed). */
  useView(): [UrlListView<F, S, O>, (change: Partial<UrlListView<F, S, O>>) => void];
}

/** The view type a definition's list reads and writes. */
export type UrlListViewOf<L> =
  L extends UrlList<infer Fs, infer S, infer O> ? UrlListView<Fs[number]['key'], S, O> : never;

export function defineUrlList<const Fs extends readonly ListFilterDef[], S extends string, O extends string>(
  definition: UrlListDefinition<Fs, S, O>,
): UrlList<Fs, S, O> {
  type F = Fs[number]['key'];
  const filterDefs = definition.filters as readonly ListFilterDef<F>[];
  const ownKeys = ['searchKey', 'search', 'page', 'pageSize', 'sortBy', 'sortOrder', ...filterDefs.map((f) => f.key)];

  function parse(params: URLSearchParams): UrlListView<F, S, O> {
    const page = Number(params.get('page'));
    const pageSize = Number(params.get('pageSize'));
    const filters: Partial<Record<F, string>> = {};
    for (const filter of filterDefs) {
      const value = oneOf(filter.options, params.get(filter.key));
      if (value) filters[filter.key] = value;
    }
    return {
      searchKey: oneOf(definition.searchKeys, params.get('searchKey')) ?? definition.defaultSearchKey,
      search: (params.get('search') ?? '').slice(0, 100),
      filters,
      page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
      pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
      sortBy: oneOf(definition.sortKeys, params.get('sortBy')) ?? definition.defaultSortBy,
      sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder')) ?? 'desc',
    };
  }

  function write(view: UrlListView<F, S, O>, base: URLSearchParams): URLSearchParams {
    const params = new URLSearchParams(base);
    for (const key of ownKeys) params.delete(key);
    if (view.search) {
      params.set('searchKey', view.searchKey);
      params.set('search', view.search);
    }
    for (const filter of filterDefs) {
      const value = view.filters[filter.key];
      if (value) params.set(filter.key, value);
    }
    if (view.sortBy !== definition.defaultSortBy || view.sortOrder !== 'desc') {
      params.set('sortBy', view.sortBy);
      params.set('sortOrder', view.sortOrder);
    }
    if (view.page > 0) params.set('page', String(view.page + 1));
    if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(view.pageSize));
    return params;
  }

  const paging = (view: UrlListView<F, S, O>, search: string) => ({
    page: view.page + 1,
    pageSize: view.pageSize,
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
    ...(search ? { searchKey: view.searchKey, search } : {}),
  });

  return {
    parse,
    write,
    paging,
    query(view, search) {
      const filters = Object.fromEntries(
        filterDefs.map((filter) => [filter.key, oneOf(filter.options, view.filters[filter.key])]),
      ) as FilterQuery<Fs>;
      return { ...paging(view, search), ...filters };
    },
    useView() {
      const [params, setParams] = useSearchParams();
      const update = (change: Partial<UrlListView<F, S, O>>) =>
        setParams((current) => write({ ...parse(current), ...change }, current), {
          replace: true,
          preventScrollReset: true,
        });
      return [parse(params), update];
    },
  };
}
