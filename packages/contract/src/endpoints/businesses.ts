// Businesses and their categories. Typed "Other" business categories are ours: the spec has no such calls. They
// belong to whoever manages the platform's 'Business Category' (Greetings Management of the
// superadmin agency); the service refuses any other agency (403).

import { z } from 'zod';
import {
  ZBusiness,
  ZBusinessCategory,
  ZBusinessCategoryQuery,
  ZBusinessIdParams,
  ZBusinessList,
  ZBusinessListQuery,
  ZCloneBusinessBody,
  ZCreateBusinessBody,
  ZDeleteBusinessResponse,
  ZOtherCategoryList,
  ZPromoteOtherCategoryBody,
  ZPromoteOtherCategoryResponse,
  ZRegisterUserBody,
  ZRegisterUserResponse,
  ZUpdateBusinessMetadataBody,
} from '../business';
import { api, type EndpointDef, MANAGE } from './define';

export const businessEndpoints = {
  // Businesses. Ownership and franchisee
  // permissions that depend on the business are checked by the service.
  getBusinessCategories: {
    method: 'GET',
    path: api('/image-subcategory/category-name'),
    summary: "The subcategories of an image category; with 'Business Category', the business categories",
    tag: 'businesses',
    access: 'public',
    query: ZBusinessCategoryQuery,
    response: z.array(ZBusinessCategory),
  },
  listBusinesses: {
    method: 'GET',
    path: api('/business'),
    summary:
      "The agency's businesses with filters and paging (a franchisee sees the ones it made, unless it has all-card access)",
    tag: 'businesses',
    access: { menu: 'allBusinesses' },
    query: ZBusinessListQuery,
    response: ZBusinessList,
  },
  getBusinessesByUser: {
    method: 'GET',
    path: api('/business/getBusinessesByUser'),
    summary: "The signed-in customer's businesses",
    tag: 'businesses',
    access: 'user',
    response: z.array(ZBusiness),
  },
  getBusiness: {
    method: 'GET',
    path: api('/business/{id}'),
    summary: 'One business (its owner, or staff of its agency)',
    tag: 'businesses',
    access: 'session',
    params: ZBusinessIdParams,
    response: ZBusiness,
  },
  registerUserAndGetBusinesses: {
    method: 'POST',
    path: api('/business/registerUserAndGetBusinesses'),
    summary: 'Staff: find or register a customer by phone (or e-mail) and get their businesses',
    tag: 'businesses',
    access: { menu: 'allBusinesses', franchiseePermission: 'business:create' },
    body: ZRegisterUserBody,
    response: ZRegisterUserResponse,
  },
  createBusiness: {
    method: 'POST',
    path: api('/business'),
    summary: 'Add a business (a customer for themselves, staff for a customer)',
    tag: 'businesses',
    access: 'session',
    body: ZCreateBusinessBody,
    response: ZBusiness,
  },
  updateBusinessMetadata: {
    method: 'POST',
    path: api('/business/updateBusinessMetadata'),
    summary: "Change a business's name, category or contact",
    tag: 'businesses',
    access: 'session',
    body: ZUpdateBusinessMetadataBody,
    response: ZBusiness,
  },
  deleteBusiness: {
    method: 'DELETE',
    path: api('/business/{id}'),
    summary: 'Delete a business with its card',
    tag: 'businesses',
    access: 'session',
    params: ZBusinessIdParams,
    response: ZDeleteBusinessResponse,
  },
  cloneBusiness: {
    method: 'POST',
    path: api('/business/cloneBusiness'),
    summary: 'Copy a business and its card content under a new name (the copy has no card address yet)',
    tag: 'businesses',
    access: 'session',
    body: ZCloneBusinessBody,
    response: ZBusiness,
  },
  // Typed "Other" categories and promoting them.
  listOtherCategories: {
    method: 'GET',
    path: api('/business/other-categories'),
    summary: 'The categories businesses of every agency typed with "Other", the most used first',
    tag: 'businesses',
    access: MANAGE.greetings,
    response: ZOtherCategoryList,
  },
  promoteOtherCategory: {
    method: 'POST',
    path: api('/business/other-categories/promote'),
    summary:
      "Add a typed category to the platform's 'Business Category' list (or use one of that name) and move the businesses that typed it there",
    tag: 'businesses',
    access: MANAGE.greetings,
    body: ZPromoteOtherCategoryBody,
    response: ZPromoteOtherCategoryResponse,
  },
} as const satisfies Record<string, EndpointDef>;
