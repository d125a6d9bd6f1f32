// Category static pages, with the
// spec's paths as written plus two of ours: the image upload for the page's content and cover, and
// the readers' call. Spread into the one endpoint table.
//
// Access: management is the Category Static Page Management menu rule (the superadmin agency's
// admins), who name the agency with agencyId; reading is 'session' and the service checks
// that the caller reaches the business (404 otherwise).

import { ZUploadedDocument } from '../card';
import {
  ZCategoryStaticPage,
  ZCategoryStaticPageAgencyQuery,
  ZCategoryStaticPageForBusiness,
  ZCategoryStaticPageForBusinessQuery,
  ZCategoryStaticPageList,
  ZDeleteCategoryStaticPageQuery,
  ZDeleteCategoryStaticPageResponse,
  ZSaveCategoryStaticPageBody,
} from '../category-static-pages';
import { api, type EndpointDef } from './define';

const MANAGE = { menu: 'categoryStaticPageManagement' } as const;
const tag = 'category-static-pages';

export const categoryStaticPageEndpoints = {
  listCategoryStaticPages: {
    method: 'GET',
    path: api('/category-static-page'),
    summary: "An agency's category static pages, published or not (the managers')",
    tag,
    access: MANAGE,
    query: ZCategoryStaticPageAgencyQuery,
    response: ZCategoryStaticPageList,
  },
  saveCategoryStaticPage: {
    method: 'POST',
    path: api('/category-static-page'),
    summary:
      'Add a page for a business category (one per agency and category), or edit one with categoryStaticPageId; the rich text is cleaned to the safe subset',
    tag,
    access: MANAGE,
    body: ZSaveCategoryStaticPageBody,
    response: ZCategoryStaticPage,
  },
  deleteCategoryStaticPage: {
    method: 'DELETE',
    path: api('/category-static-page'),
    summary: 'Delete a category static page',
    tag,
    access: MANAGE,
    query: ZDeleteCategoryStaticPageQuery,
    response: ZDeleteCategoryStaticPageResponse,
  },
  uploadCategoryStaticPageImage: {
    method: 'POST',
    path: api('/category-static-page/image'),
    summary:
      'Upload an image for a page (multipart field "file"; ours): checked like every upload (8 MB, decoded by content) and stored as WebP with the agency',
    tag,
    access: MANAGE,
    query: ZCategoryStaticPageAgencyQuery,
    response: ZUploadedDocument,
  },
  getCategoryStaticPageForBusiness: {
    method: 'GET',
    path: api('/category-static-page/for-business'),
    summary:
      "The published page of a business's category in the host's agency, or null (ours: the customer home's tile and page)",
    tag,
    access: 'session',
    query: ZCategoryStaticPageForBusinessQuery,
    response: ZCategoryStaticPageForBusiness,
  },
} as const satisfies Record<string, EndpointDef>;
