// Physical NFC and QR tags (docs/product-rules.md#physical-tags). The agency's admins make batches,
// download them (CSV for the NFC writer, a PDF sheet of QR codes to print), and assign, move,
// take back, turn off and on each tag; a customer sees their business's tags and claims an
// unassigned one. The tag's own address, /t/<code>, is a page of the card host (public-card).
import { ZCsvResponse } from '../admin-projects';
import { ZPdfResponse } from '../pdf-cards';
import {
  ZClaimTagBody,
  ZCreateTagBatchBody,
  ZTag,
  ZTagBatch,
  ZTagBatchIdParams,
  ZTagBatchList,
  ZTagCodeParams,
  ZTagList,
  ZTagListQuery,
  ZUpdateTagBody,
} from '../tags';
import { api, type EndpointDef } from './define';

export const tagEndpoints = {
  listTagBatches: {
    method: 'GET',
    path: api('/tags/batches'),
    summary: "The agency's batches of tags, newest first, with how many are assigned, turned off and scanned",
    tag: 'tags',
    access: 'admin',
    response: ZTagBatchList,
  },
  createTagBatch: {
    method: 'POST',
    path: api('/tags/batches'),
    summary: `Make a batch of tag codes (1–1,000), each unassigned and on`,
    tag: 'tags',
    access: 'admin',
    body: ZCreateTagBatchBody,
    response: ZTagBatch,
  },
  tagBatchCsv: {
    method: 'GET',
    path: api('/tags/batches/{id}/csv'),
    summary:
      "A batch as CSV for the NFC writer and the printer: code, the tag's address, its NDEF record, status, card",
    tag: 'tags',
    access: 'admin',
    params: ZTagBatchIdParams,
    response: ZCsvResponse,
  },
  tagBatchSheet: {
    method: 'GET',
    path: api('/tags/batches/{id}/sheet'),
    summary: 'A batch as a PDF sheet of QR codes (A4, 24 to a page), each with its code under it, to print and cut',
    tag: 'tags',
    access: 'admin',
    params: ZTagBatchIdParams,
    response: ZPdfResponse,
  },
  listTags: {
    method: 'GET',
    path: api('/tags'),
    summary:
      "Tags: the agency's (admins; by batch, business or status) or one business's own (its owner, businessId required)",
    tag: 'tags',
    access: 'session',
    query: ZTagListQuery,
    response: ZTagList,
  },
  updateTag: {
    method: 'PUT',
    path: api('/tags/{code}'),
    summary: 'Assign a tag to a business with a card, move it, take it back (businessId null), or turn it off and on',
    tag: 'tags',
    access: 'admin',
    params: ZTagCodeParams,
    body: ZUpdateTagBody,
    response: ZTag,
  },
  claimTag: {
    method: 'POST',
    path: api('/tags/{code}/claim'),
    summary: "A customer claims an unassigned tag of this agency for one of their businesses (409 if it is someone's)",
    tag: 'tags',
    access: 'user',
    params: ZTagCodeParams,
    body: ZClaimTagBody,
    response: ZTag,
  },
} as const satisfies Record<string, EndpointDef>;
