// Typed "Other" business categories. Ours: the spec has no such calls. They
// belong to whoever manages the platform's 'Business Category' (Greetings Management of the
// superadmin agency); the service refuses any other agency (403).
import { ZOtherCategoryList, ZPromoteOtherCategoryBody, ZPromoteOtherCategoryResponse } from '../business';
import type { EndpointDef } from '../endpoints';

const api = (path: string) => `/api/v1${path}`;
const MANAGE = { menu: 'greetingsManagement' } as const;

export const businessCategoryEndpoints = {
  listOtherCategories: {
    method: 'GET',
    path: api('/business/other-categories'),
    summary: 'The categories businesses of every agency typed with "Other", the most used first',
    tag: 'businesses',
    access: MANAGE,
    response: ZOtherCategoryList,
  },
  promoteOtherCategory: {
    method: 'POST',
    path: api('/business/other-categories/promote'),
    summary:
      "Add a typed category to the platform's 'Business Category' list (or use one of that name) and move the businesses that typed it there",
    tag: 'businesses',
    access: MANAGE,
    body: ZPromoteOtherCategoryBody,
    response: ZPromoteOtherCategoryResponse,
  },
} as const satisfies Record<string, EndpointDef>;
