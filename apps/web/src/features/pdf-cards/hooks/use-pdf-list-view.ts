// All Projects' pdf_id_card view in the address bar (projects/hooks/url-list-view.ts).
import {
  PDF_CARD_EXPORTED_FILTER,
  PDF_CARD_PAID_FILTER,
  PDF_CARD_SEARCH_KEYS,
  PDF_CARD_SORT_KEYS,
  PDF_CARD_STATUSES,
  PDF_TEMPLATE_CODES,
  SUBSCRIBED_FILTER,
  type TPdfCardListQuery,
} from '@cardora/contract';
import { defineUrlList, oneOf, type UrlListView } from '#components/list/url-list-view';

export const PDF_FILTERS = [
  { key: 'status', label: 'Status', options: PDF_CARD_STATUSES },
  { key: 'paid', label: 'Purchase', options: PDF_CARD_PAID_FILTER },
  { key: 'exported', label: 'Exported', options: PDF_CARD_EXPORTED_FILTER },
  { key: 'subscribed', label: 'Subscription', options: SUBSCRIBED_FILTER },
  { key: 'templateCode', label: 'Template', options: PDF_TEMPLATE_CODES },
] as const;
export type PdfFilterKey = (typeof PDF_FILTERS)[number]['key'];
export type PdfListView = UrlListView<
  PdfFilterKey,
  (typeof PDF_CARD_SEARCH_KEYS)[number],
  (typeof PDF_CARD_SORT_KEYS)[number]
>;

const pdfList = defineUrlList({
  filters: PDF_FILTERS,
  searchKeys: PDF_CARD_SEARCH_KEYS,
  defaultSearchKey: 'companyName',
  sortKeys: PDF_CARD_SORT_KEYS,
  defaultSortBy: 'createdAt',
});

export const parsePdfListView = pdfList.parse;
export const writePdfListView = pdfList.write;
export const usePdfListView = pdfList.useView;

/** The view as GET /pdf-card/getPdfCardList's query (the search already debounced). */
export function pdfListQuery(view: PdfListView, search: string): TPdfCardListQuery {
  const { filters } = view;
  return {
    ...pdfList.paging(view, search),
    status: oneOf(PDF_CARD_STATUSES, filters.status),
    paid: oneOf(PDF_CARD_PAID_FILTER, filters.paid),
    exported: oneOf(PDF_CARD_EXPORTED_FILTER, filters.exported),
    subscribed: oneOf(SUBSCRIBED_FILTER, filters.subscribed),
    templateCode: oneOf(PDF_TEMPLATE_CODES, filters.templateCode),
  };
}
