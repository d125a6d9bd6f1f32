// The endpoint table: method, path, schemas and who may call it. It drives Fastify
// route registration, the web's typed client and OpenAPI, so nothing is typed twice.
// Each area's calls are a table in endpoints/, on the one `api` helper and entry shape of
// endpoints/define.ts; this module only puts them together.
import { cardSectionEndpoints } from './card-sections';
import { accountEndpoints } from './endpoints/account';
import { adminEndpoints } from './endpoints/admin';
import { authEndpoints } from './endpoints/auth';
import { billingEndpoints } from './endpoints/billing';
import { businessEndpoints } from './endpoints/businesses';
import { cardEndpoints } from './endpoints/cards';
import { commerceEndpoints } from './endpoints/commerce';
import type { EndpointDef } from './endpoints/define';
import { festivalEndpoints } from './endpoints/festivals';
import { greetingPreparationEndpoints } from './endpoints/greeting-preparation';
import { musicEndpoints } from './endpoints/music';
import { studioEndpoints } from './endpoints/studio';
import { tagEndpoints } from './endpoints/tags';
import { taxDocumentEndpoints } from './endpoints/tax-documents';
import { webhookEndpoints } from './endpoints/webhooks';

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
  ...cardSectionEndpoints,

  // Plans and the customer's payments: endpoints/commerce.ts.
  ...commerceEndpoints,

  // Franchisees, agencies, dashboard, All Projects, reports, notifications, UI customisation,
  // category static pages and the link store: endpoints/admin.ts.
  ...adminEndpoints,

  // Billing, agency → platform: endpoints/billing.ts.
  ...billingEndpoints,

  // Greetings, PDF ID cards and videos: endpoints/studio.ts.
  ...studioEndpoints,
  // The festival calendar of greetings: endpoints/festivals.ts.
  ...festivalEndpoints,
  // Greetings drawn ahead of their day: endpoints/greeting-preparation.ts.
  ...greetingPreparationEndpoints,

  // The music library of videos: endpoints/music.ts.
  ...musicEndpoints,

  // Tax invoices, receipts, credit notes, refunds and the accountant's export: endpoints/tax-documents.ts.
  ...taxDocumentEndpoints,

  // Leads delivered to other systems: webhooks and the spreadsheet link, endpoints/webhooks.ts.
  ...webhookEndpoints,

  // Physical NFC and QR tags: endpoints/tags.ts.
  ...tagEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
