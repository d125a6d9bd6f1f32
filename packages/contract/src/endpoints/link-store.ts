// Link store, with the spec's paths as written plus the
// readers' call (ours). Spread into the one endpoint table.
//
// Access: management is the Link Store menu rule (the superadmin agency's admins and all-card-access
// franchisees), who name the agency with agencyId; GET /link-store/helpful-links is
// 'session' and answers the host agency's links only.

import {
  ZDeleteLinkCategoryResponse,
  ZDeleteLinkTypeResponse,
  ZHelpfulLinks,
  ZHelpfulLinksQuery,
  ZLinkCategory,
  ZLinkCategoryIdParams,
  ZLinkCategoryList,
  ZLinkStoreAgencyQuery,
  ZLinkType,
  ZLinkTypeIdParams,
  ZLinkTypeList,
  ZLinkTypeListQuery,
  ZSaveLinkCategoryBody,
  ZSaveLinkTypeBody,
} from '../link-store';
import { api, type EndpointDef } from './define';

const MANAGE = { menu: 'linkStore' } as const;
const tag = 'link-store';

export const linkStoreEndpoints = {
  listLinkCategories: {
    method: 'GET',
    path: api('/link-store/link-category'),
    summary: "An agency's link categories in their order, with how many links each holds",
    tag,
    access: MANAGE,
    query: ZLinkStoreAgencyQuery,
    response: ZLinkCategoryList,
  },
  getLinkCategory: {
    method: 'GET',
    path: api('/link-store/link-category/{linkCategoryId}'),
    summary: 'One link category',
    tag,
    access: MANAGE,
    params: ZLinkCategoryIdParams,
    query: ZLinkStoreAgencyQuery,
    response: ZLinkCategory,
  },
  createLinkCategory: {
    method: 'POST',
    path: api('/link-store/link-category'),
    summary: 'Add a link category',
    tag,
    access: MANAGE,
    body: ZSaveLinkCategoryBody,
    response: ZLinkCategory,
  },
  updateLinkCategory: {
    method: 'POST',
    path: api('/link-store/link-category/{linkCategoryId}'),
    summary: 'Rename or reorder a link category',
    tag,
    access: MANAGE,
    params: ZLinkCategoryIdParams,
    body: ZSaveLinkCategoryBody,
    response: ZLinkCategory,
  },
  deleteLinkCategory: {
    method: 'DELETE',
    path: api('/link-store/link-category/{linkCategoryId}'),
    summary: 'Delete a link category and the links in it',
    tag,
    access: MANAGE,
    params: ZLinkCategoryIdParams,
    query: ZLinkStoreAgencyQuery,
    response: ZDeleteLinkCategoryResponse,
  },
  listLinkTypes: {
    method: 'GET',
    path: api('/link-store/link-type'),
    summary: "An agency's links in their order, optionally one category's, one page's or one kind's",
    tag,
    access: MANAGE,
    query: ZLinkTypeListQuery,
    response: ZLinkTypeList,
  },
  getLinkType: {
    method: 'GET',
    path: api('/link-store/link-type/{linkTypeId}'),
    summary: 'One link',
    tag,
    access: MANAGE,
    params: ZLinkTypeIdParams,
    query: ZLinkStoreAgencyQuery,
    response: ZLinkType,
  },
  createLinkType: {
    method: 'POST',
    path: api('/link-store/link-type'),
    summary: 'Add a link (http/https only) to a category, placed on one or more of the five pages',
    tag,
    access: MANAGE,
    body: ZSaveLinkTypeBody,
    response: ZLinkType,
  },
  updateLinkType: {
    method: 'POST',
    path: api('/link-store/link-type/{linkTypeId}'),
    summary: 'Edit a link',
    tag,
    access: MANAGE,
    params: ZLinkTypeIdParams,
    body: ZSaveLinkTypeBody,
    response: ZLinkType,
  },
  deleteLinkType: {
    method: 'DELETE',
    path: api('/link-store/link-type/{linkTypeId}'),
    summary: 'Delete a link',
    tag,
    access: MANAGE,
    params: ZLinkTypeIdParams,
    query: ZLinkStoreAgencyQuery,
    response: ZDeleteLinkTypeResponse,
  },
  getHelpfulLinks: {
    method: 'GET',
    path: api('/link-store/helpful-links'),
    summary: "The host agency's links placed on one panel page, in the agency's order (ours: the helpful links strip)",
    tag,
    access: 'session',
    query: ZHelpfulLinksQuery,
    response: ZHelpfulLinks,
  },
} as const satisfies Record<string, EndpointDef>;
