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
import { defineUrlList, type UrlListViewOf } from '#components/list/url-list-view';

export const PDF_FILTERS = [
  { key: 'status', label: 'Status', options: PDF_CARD_STATUSES },
  { key: 'paid', label: 'Purchase', options: PDF_CARD_PAID_FILTER },
  { key: 'exported', label: 'Exported', options: PDF_CARD_EXPORTED_FILTER },
  { key: 'subscribed', label: 'Subscription', options: SUBSCRIBED_FILTER },
  { key: 'templateCode', label: 'Template', options: PDF_TEMPLATE_CODES },
] as const;

const pdfList = defineUrlList({
  filters: PDF_FILTERS,
  searchKeys: PDF_CARD_SEARCH_KEYS,
  defaultSearchKey: 'companyName',
  sortKeys: PDF_CARD_SORT_KEYS,
  defaultSortBy: 'createdAt',
});
export type PdfListView = UrlListViewOf<typeof pdfList>;

export const { parse: parsePdfListView, write: writePdfListView, useView: usePdfListView } = pdfList;

/** The view as GET /pdf-card/getPdfCardList's query (the search already debounced). */
export const pdfListQuery = (view: PdfListView, search: string): TPdfCardListQuery => pdfList.query(view, search);
