// The endpoint table: method, path, schemas and who may call it. It drives Fastify
// route registration, the web's typed client and OpenAPI, so nothing is typed twice.
// Each area's calls are a table in endpoints/, on the one `api` helper and entry shape of
// endpoints/define.ts; this module only puts them together.
import {
  ZCard,
  ZUpdateCardAboutUsBody,
  ZUpdateCardBasicDetailsBody,
  ZUpdateCardGalleryBody,
  ZUpdateCardLinksBody,
  ZUpdateCardPaymentOptionsBody,
  ZUpdateCardProductsBody,
  ZUpdateCardSettingsBody,
  ZUpdateCardTemplateBody,
  ZUpdateCardYoutubeVideosBody,
} from './card';
import { accountEndpoints } from './endpoints/account';
import { adminEndpoints } from './endpoints/admin';
import { authEndpoints } from './endpoints/auth';
import { billingEndpoints } from './endpoints/billing';
import { businessEndpoints } from './endpoints/businesses';
import { cardEndpoints } from './endpoints/cards';
import { commerceEndpoints } from './endpoints/commerce';
import { api, type EndpointDef } from './endpoints/define';
import { studioEndpoints } from './endpoints/studio';

export {
  type Access,
  API_PREFIX,
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type HttpMethod,
} from './endpoints/define';

export const endpoints = {
  // Sign-in, session, the agency of the host and logging: their own table, so the login route
  // loads only them (`@cardora/contract/auth`).
  ...authEndpoints,
  // Users and the account page: endpoints/account.ts.
  ...accountEndpoints,
  // Businesses and their categories: endpoints/businesses.ts.
  ...businessEndpoints,
  // Cards, their figures, the document upload, and feedback and leads from the public card:
  // endpoints/cards.ts. The card editor's section saves follow.
  ...cardEndpoints,
  updateCardBasicDetails: {
    method: 'POST',
    path: api('/updateCardBasicDetails'),
    summary: 'Save basic details (creates the card when given a businessId without one)',
    tag: 'cards',
    access: 'session',
    body: ZUpdateCardBasicDetailsBody,
    response: ZCard,
  },
  updateCardPaymentOptions: {
    method: 'POST',
    path: api('/updateCardPaymentOptions'),
    summary: 'Save payment options (UPI, bank)',
    tag: 'cards',
    access: 'session',
    body: ZUpdateCardPaymentOptionsBody,
    response: ZCard,
  },
  updateCardYoutubeVideos: {
    method: 'POST',
    path: api('/updateCardYoutubeVideos'),
    summary: 'Save YouTube videos',
    tag: 'cards',
    access: 'session',
    body: ZUpdateCardYoutubeVideosBody,
    response: ZCard,
  },
  updateCardTemplate: {
    method: 'POST',
    path: api('/updateCardTemplate'),
    summary: 'Save the template, colours and style',
    tag: 'cards',
    access: 'session',
    body: ZUpdateCardTemplateBody,
    response: ZCard,
  },
  updateCardGallery: {
    method: 'POST',
    path: api('/updateCardGallery'),
    summary: 'Save the gallery',
    tag: 'cards',
    access: 'session',
    body: ZUpdateCardGalleryBody,
    response: ZCard,
  },
  updateCardAboutUs: {
    method: 'POST',
    path: api('/updateCardAboutUs'),
    summary: 'Save about us',
    tag: 'cards',
    access: 'session',
    body: ZUpdateCardAboutUsBody,
    response: ZCard,
  },
  updateCardProducts: {
    method: 'POST',
    path: api('/updateCardProducts'),
    summary: 'Save products',
    tag: 'cards',
    access: 'session',
    body: ZUpdateCardProductsBody,
    response: ZCard,
  },
  updateCardLinks: {
    method: 'POST',
    path: api('/updateCardLinks'),
    summary: 'Save links',
    tag: 'cards',
    access: 'session',
    body: ZUpdateCardLinksBody,
    response: ZCard,
  },
  updateCardSettings: {
    method: 'POST',
    path: api('/updateCardSettings'),
    summary: 'Save settings (sections shown, headings, SEO, save-contact; optionally the card address)',
    tag: 'cards',
    access: 'session',
    body: ZUpdateCardSettingsBody,
    response: ZCard,
  },

  // Plans and the customer's payments: endpoints/commerce.ts.
  ...commerceEndpoints,

  // Franchisees, agencies, dashboard, All Projects, reports, notifications, UI customisation,
  // category static pages and the link store: endpoints/admin.ts.
  ...adminEndpoints,

  // Billing, agency → platform: endpoints/billing.ts.
  ...billingEndpoints,

  // Greetings, PDF ID cards and videos: endpoints/studio.ts.
  ...studioEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
