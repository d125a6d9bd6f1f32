// All Projects' pdf_id_card view: search, filters, sort and page kept in the address bar (the
// API's own parameter names), so a reload or a shared link shows the same rows.
import {
  PDF_CARD_EXPORTED_FILTER,
  PDF_CARD_PAID_FILTER,
  PDF_CARD_SEARCH_KEYS,
  PDF_CARD_SORT_KEYS,
  PDF_CARD_STATUSES,
  PDF_TEMPLATE_CODES,
  SORT_ORDERS,
  SUBSCRIBED_FILTER,
  type TPdfCardListQuery,
} from '@cardora/contract';
import { useSearchParams } from 'react-router';

export const PDF_FILTERS = [
  { key: 'status', label: 'Status', options: PDF_CARD_STATUSES },
  { key: 'paid', label: 'Purchase', options: PDF_CARD_PAID_FILTER },
  { key: 'exported', label: 'Exported', options: PDF_CARD_EXPORTED_FILTER },
  { key: 'subscribed', label: 'Subscription', options: SUBSCRIBED_FILTER },
  { key: 'templateCode', label: 'Template', options: PDF_TEMPLATE_CODES },
] as const;
export type PdfFilterKey = (typeof PDF_FILTERS)[number]['key'];
export type PdfSearchKey = (typeof PDF_CARD_SEARCH_KEYS)[number];
export type PdfSortKey = (typeof PDF_CARD_SORT_KEYS)[number];

export interface PdfListView {
  searchKey: PdfSearchKey;
  search: string;
  filters: Partial<Record<PdfFilterKey, string>>;
  page: number;
  pageSize: number;
  sortBy: PdfSortKey;
  sortOrder: (typeof SORT_ORDERS)[number];
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function parsePdfListView(params: URLSearchParams): PdfListView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const filters: PdfListView['filters'] = {};
  for (const filter of PDF_FILTERS) {
    const value = oneOf<string>(filter.options, params.get(filter.key));
    if (value) filters[filter.key] = value;
  }
  return {
    searchKey: oneOf(PDF_CARD_SEARCH_KEYS, params.get('searchKey')) ?? 'companyName',
    search: (params.get('search') ?? '').slice(0, 100),
    filters,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: [10, 25, 50, 100].includes(pageSize) ? pageSize : 25,
    sortBy: oneOf(PDF_CARD_SORT_KEYS, params.get('sortBy')) ?? 'createdAt',
    sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder')) ?? 'desc',
  };
}

/** The view written into the address: defaults left out, projectType (and anything else) kept. */
export function writePdfListView(view: PdfListView, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [
    'searchKey',
    'search',
    'page',
    'pageSize',
    'sortBy',
    'sortOrder',
    ...PDF_FILTERS.map((f) => f.key),
  ])
    params.delete(key);
  if (view.search) {
    params.set('searchKey', view.searchKey);
    params.set('search', view.search);
  }
  for (const filter of PDF_FILTERS) {
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

/** The view as GET /pdf-card/getPdfCardList's query (the search already debounced). */
export function pdfListQuery(view: PdfListView, search: string): TPdfCardListQuery {
  const { filters } = view;
  return {
    page: view.page + 1,
    pageSize: view.pageSize,
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
    ...(search ? { searchKey: view.searchKey, search } : {}),
    status: oneOf(PDF_CARD_STATUSES, filters.status ?? null),
    paid: oneOf(PDF_CARD_PAID_FILTER, filters.paid ?? null),
    exported: oneOf(PDF_CARD_EXPORTED_FILTER, filters.exported ?? null),
    subscribed: oneOf(SUBSCRIBED_FILTER, filters.subscribed ?? null),
    templateCode: oneOf(PDF_TEMPLATE_CODES, filters.templateCode ?? null),
  };
}

/** The view and a setter that merges a change into it (the address replaced, not pushed). */
export function usePdfListView(): [PdfListView, (change: Partial<PdfListView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = parsePdfListView(params);
  const update = (change: Partial<PdfListView>) =>
    setParams((current) => writePdfListView({ ...parsePdfListView(current), ...change }, current), {
      replace: true,
      preventScrollReset: true,
    });
  return [view, update];
}
