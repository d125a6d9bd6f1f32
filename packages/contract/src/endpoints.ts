// The endpoint table: method, path, schemas and who may call it. It drives Fastify
// route registration, the web's typed client and OpenAPI, so nothing is typed twice.
import { z } from 'zod';
import {
  ZAdminNotificationIdParams,
  ZAdminNotificationList,
  ZAdminNotificationListQuery,
  ZImageRequest,
  ZMarkAdminNotificationReadResponse,
  ZMarkAllAdminNotificationsReadResponse,
  ZRequestImagesBody,
} from './admin-notifications';
import {
  ZCardList,
  ZCardListItem,
  ZCardListQuery,
  ZCsvResponse,
  ZDeleteCardBody,
  ZDeleteCardResponse,
  ZReportQuery,
  ZUpdateCardLimitBody,
  ZUpdateCardStatusBody,
  ZUpdateImagePostSettingsBody,
  ZUpdateImagePostStatusBody,
} from './admin-projects';
import {
  ZAddAgencyAdminBody,
  ZAddAgencyAdminResponse,
  ZAgencyListQuery,
  ZCreateAgencyBody,
  ZCreateSslBody,
  ZManagedAgency,
  ZManagedAgencyList,
  ZTlsAskQuery,
  ZTlsAskResponse,
  ZUpdateAgencyBody,
} from './agency-management';
import {
  ZDeleteUserResponse,
  ZFranchiseeSummary,
  ZRegenerateRandomPasswordBody,
  ZRegenerateRandomPasswordResponse,
  ZUserDetails,
  ZUserPreferenceBody,
} from './auth';
import {
  ZAddCardInBillBody,
  ZAgencyBillList,
  ZAgencyIdQuery,
  ZAnnualOrderBody,
  ZAnnualPaymentBody,
  ZBillingPricesResponse,
  ZBillPaymentResult,
  ZDecideMoveOutBody,
  ZMonthOrderBody,
  ZMonthPaymentBody,
  ZMonthPaymentsQuery,
  ZMonthPaymentsResponse,
  ZMoveOutCardBody,
  ZMoveOutDecision,
  ZMoveOutRequestIdParams,
  ZMoveOutRequestList,
  ZMoveOutRequestListQuery,
  ZOutstandingAmount,
  ZProductFeeOrderBody,
  ZProductFeePaymentBody,
  ZSetBillingPricesBody,
} from './billing';
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
  ZRegisterUserBody,
  ZRegisterUserResponse,
  ZUpdateBusinessMetadataBody,
} from './business';
import {
  ZCard,
  ZCardAnalytics,
  ZCardAnalyticsQuery,
  ZCardEventBody,
  ZCardIdAvailability,
  ZCardIdAvailabilityQuery,
  ZCardNoQuery,
  ZCardQrKitQuery,
  ZCardsByBusinessQuery,
  ZQrKitFile,
  ZUploadDocQuery,
  ZUploadedDocument,
} from './card';
import { cardSectionEndpoints } from './card-sections';
import { ZAdminInsights, ZAdminInsightsQuery, ZDashboard, ZDashboardQuery } from './dashboard';
import { accountEndpoints } from './endpoints/account';
import { authEndpoints } from './endpoints/auth';
import { businessCategoryEndpoints } from './endpoints/business-categories';
import { categoryStaticPageEndpoints } from './endpoints/category-static-pages';
import { feedbackEndpoints } from './endpoints/feedback';
import { imagePostEndpoints } from './endpoints/image-posts';
import { leadEndpoints } from './endpoints/leads';
import { linkStoreEndpoints } from './endpoints/link-store';
import { pdfCardEndpoints } from './endpoints/pdf-cards';
import { uiCustomisationEndpoints } from './endpoints/ui-customisation';
import { videoEndpoints } from './endpoints/videos';
import {
  ZFranchisee,
  ZFranchiseeEditBody,
  ZFranchiseeList,
  ZFranchiseeListQuery,
  ZFranchiseeSignupBody,
} from './franchisees';
import {
  ZBusinessEntitlementsView,
  ZBusinessIdQuery,
  ZCardPaymentList,
  ZCardPaymentOrderBody,
  ZDeleteCardPaymentResponse,
  ZDeletedResponse,
  ZLastActivePlan,
  ZMakeCardPaymentBody,
  ZPaymentOrderResponse,
  ZPaymentResult,
  ZPlanAgencyQuery,
  ZRecordNoQuery,
  ZSaveSubscriptionPlanBody,
  ZSubscriptionPlan,
  ZSubscriptionPlanIdParams,
  ZSubscriptionPlanList,
  ZWebhookResponse,
} from './payments';
import {
  ZDeletePdfCardPaymentResponse,
  ZDeletePromotionalVideoPaymentResponse,
  ZMakePdfCardPaymentBody,
  ZMakePromotionalVideoPaymentBody,
  ZPdfCardPaymentList,
  ZPdfCardPaymentOrderBody,
  ZPdfCardPaymentResult,
  ZPromotionalVideoPaymentList,
  ZPromotionalVideoPaymentOrderBody,
  ZPromotionalVideoPaymentResult,
} from './product-payments';
import type { AdminMenuItem, FranchiseePermission, MoneyAction } from './roles';

export const API_PREFIX = '/api/v1';

/**
 * Who may call an endpoint. The server enforces it; the web uses it only to hide.
 * - public: anyone (the agency still comes from the host)
 * - session: anyone signed in (user or franchisee)
 * - user / franchisee: that kind of session
 * - staff: the admin area (admin or creator users, franchisees)
 * - admin: a user with the admin role
 * - menu: staff who can see that admin menu item, optionally a franchisee permission,
 *   or a money action (canDoMoneyAction: admins, or a franchisee with the action's permission)
 */
export type Access =
  | 'public'
  | 'session'
  | 'user'
  | 'franchisee'
  | 'staff'
  | 'admin'
  | { menu: AdminMenuItem; franchiseePermission?: FranchiseePermission; money?: MoneyAction };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  /** Full path; /api/v1 paths include the prefix. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** Auth endpoints get the stricter per-IP rate limit. */
  authRateLimit?: boolean;
  /**
   * A background read (the notification bell's poll): it does not count as activity, so it never
   * keeps an idle session alive past its 30 minutes. The person's own activity does.
   */
  passive?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The payload inside `{ data: ... }`. */
  response: z.ZodType;
}

const api = (path: string) => `${API_PREFIX}${path}`;

export const endpoints = {
  // Sign-in, session, the agency of the host and logging: their own table, so the login route
  // loads only them (`@cardora/contract/auth`).
  ...authEndpoints,
  // Users
  getUser: {
    method: 'GET',
    path: api('/user'),
    summary: 'The signed-in user, their businesses and the active one',
    tag: 'users',
    access: 'user',
    response: ZUserDetails,
  },
  updateUserPreference: {
    method: 'POST',
    path: api('/user/preference'),
    summary: 'Switch the active business',
    tag: 'users',
    access: 'user',
    body: ZUserPreferenceBody,
    response: ZUserDetails,
  },
  deleteUser: {
    method: 'DELETE',
    path: api('/user'),
    summary:
      "Delete the signed-in user and sign out (refused for the agency's last admin); businesses with recorded payments are kept for the books, anonymised",
    tag: 'users',
    access: 'user',
    response: ZDeleteUserResponse,
  },
  // The account page: its own table.
  ...accountEndpoints,
  regenerateRandomPassword: {
    method: 'POST',
    path: api('/regenerateRandomPassword'),
    summary: 'Give a user of the agency a new random password (sent to them, and shown once to the admin)',
    tag: 'users',
    access: 'admin',
    body: ZRegenerateRandomPasswordBody,
    response: ZRegenerateRandomPasswordResponse,
  },
  getFranchisee: {
    method: 'GET',
    path: api('/franchisee'),
    summary: 'The signed-in franchisee',
    tag: 'franchisee-auth',
    access: 'franchisee',
    response: ZFranchiseeSummary,
  },

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
  // Typed "Other" categories and promoting them: endpoints/business-categories.ts.
  ...businessCategoryEndpoints,

  // Cards
  getCardsByBusiness: {
    method: 'GET',
    path: api('/getCardsByBusiness'),
    summary: "The business's card (a list of at most one: one card per business)",
    tag: 'cards',
    access: 'session',
    query: ZCardsByBusinessQuery,
    response: z.array(ZCard),
  },
  getCard: {
    method: 'GET',
    path: api('/card'),
    summary: 'One card with every section',
    tag: 'cards',
    access: 'session',
    query: ZCardNoQuery,
    response: ZCard,
  },
  checkCardIdAvailability: {
    method: 'GET',
    path: api('/checkCardIdAvailability'),
    summary: 'Whether a card address is valid and free in this agency, and why not',
    tag: 'cards',
    access: 'session',
    query: ZCardIdAvailabilityQuery,
    response: ZCardIdAvailability,
  },
  // The nine card sections' saves: one table in card-sections.ts.
  ...cardSectionEndpoints,
  getCardAnalytics: {
    method: 'GET',
    path: api('/card/analytics'),
    summary: "A card's views, unique visitors and clicks per day and per action (ours)",
    tag: 'cards',
    access: 'session',
    query: ZCardAnalyticsQuery,
    response: ZCardAnalytics,
  },
  getCardQrKit: {
    method: 'GET',
    path: api('/card/qr-kit'),
    summary: "The card's QR print kit: the QR as PNG or SVG, or an A4 PDF table tent and standee (ours)",
    tag: 'cards',
    access: 'session',
    query: ZCardQrKitQuery,
    response: ZQrKitFile,
  },
  recordCardEvent: {
    method: 'POST',
    path: '/c/events',
    summary: 'Count a click on a public card (sent with sendBeacon; no session, no CSRF token)',
    tag: 'cards',
    access: 'public',
    body: ZCardEventBody,
    response: z.object({ recorded: z.boolean() }),
  },

  // Documents
  uploadDocument: {
    method: 'POST',
    path: api('/document/uploadDoc'),
    summary: 'Upload a file (multipart field "file"); images are re-encoded to WebP with EXIF stripped',
    tag: 'documents',
    access: 'session',
    query: ZUploadDocQuery,
    response: ZUploadedDocument,
  },

  // Subscription plans
  listSubscriptionPlans: {
    method: 'GET',
    path: api('/business/subscription-plan'),
    summary: "The agency's subscription plans (the superadmin may pass another agencyId)",
    tag: 'plans',
    access: 'session',
    query: ZPlanAgencyQuery,
    response: ZSubscriptionPlanList,
  },
  saveSubscriptionPlan: {
    method: 'POST',
    path: api('/business/subscription-plan'),
    summary: 'Create a plan, or edit one when subscriptionPlanId is given',
    tag: 'plans',
    access: { menu: 'plansPricingManagement' },
    query: ZPlanAgencyQuery,
    body: ZSaveSubscriptionPlanBody,
    response: ZSubscriptionPlan,
  },
  deleteSubscriptionPlan: {
    method: 'DELETE',
    path: api('/business/subscription-plan/{subscriptionPlanId}'),
    summary: 'Delete a plan (payments already made on it keep their copy of it)',
    tag: 'plans',
    access: { menu: 'plansPricingManagement' },
    params: ZSubscriptionPlanIdParams,
    response: ZDeletedResponse,
  },

  // Card payments
  createCardPaymentOrder: {
    method: 'POST',
    path: api('/card-payment/order'),
    summary: 'Create a gateway order for a plan; the server decides the amount',
    tag: 'payments',
    access: 'session',
    body: ZCardPaymentOrderBody,
    response: ZPaymentOrderResponse,
  },
  makeCardPaymentThroughGateway: {
    method: 'POST',
    path: api('/card-payment/gateway'),
    summary: 'Record a gateway payment after checking its signature with the gateway (exactly once)',
    tag: 'payments',
    access: 'session',
    body: ZMakeCardPaymentBody,
    response: ZPaymentResult,
  },
  makeCardPayment: {
    method: 'POST',
    path: api('/card-payment'),
    summary: 'Record a payment taken outside the gateway (isManualUpdate; admins and permitted franchisees)',
    tag: 'payments',
    access: { menu: 'allBusinesses', money: 'manualPayment' },
    body: ZMakeCardPaymentBody,
    response: ZPaymentResult,
  },
  listCardPayments: {
    method: 'GET',
    path: api('/card-payment'),
    summary: "A business's payment records, newest first",
    tag: 'payments',
    access: 'session',
    query: ZBusinessIdQuery,
    response: ZCardPaymentList,
  },
  lastActiveCardPayment: {
    method: 'GET',
    path: api('/card-payment/last-active'),
    summary: 'The plan the business is on now',
    tag: 'payments',
    access: 'session',
    query: ZBusinessIdQuery,
    response: ZLastActivePlan,
  },
  getBusinessEntitlements: {
    method: 'GET',
    path: api('/business/entitlements'),
    summary: 'What the business may do now with its plan and purchases, and what it has',
    tag: 'payments',
    access: 'session',
    query: ZBusinessIdQuery,
    response: ZBusinessEntitlementsView,
  },
  deleteCardPayment: {
    method: 'DELETE',
    path: api('/card-payment'),
    summary: "Delete a payment record; the business's state is recomputed from the payments that remain",
    tag: 'payments',
    access: { menu: 'allBusinesses', money: 'deletePayment' },
    query: ZRecordNoQuery,
    response: ZDeleteCardPaymentResponse,
  },

  // PDF card single purchase. Who reaches a PDF card: the
  // scope of its business. Manual updates (isManualUpdate + paymentAmount) are staff only.
  createPdfCardPaymentOrder: {
    method: 'POST',
    path: api('/pdf-card/pdf-card-payment/order'),
    summary: "Create a gateway order for one of the agency's PDF plans; the plan's price is the amount",
    tag: 'payments',
    access: 'session',
    body: ZPdfCardPaymentOrderBody,
    response: ZPaymentOrderResponse,
  },
  makePdfCardPayment: {
    method: 'POST',
    path: api('/pdf-card/pdf-card-payment'),
    summary:
      'Record a PDF card purchase: a gateway payment (checked with the gateway, exactly once) or, by staff, a manual one',
    tag: 'payments',
    access: 'session',
    body: ZMakePdfCardPaymentBody,
    response: ZPdfCardPaymentResult,
  },
  listPdfCardPayments: {
    method: 'GET',
    path: api('/pdf-card/pdf-card-payment'),
    summary: "The single purchases of a business's PDF cards, newest first",
    tag: 'payments',
    access: 'session',
    query: ZBusinessIdQuery,
    response: ZPdfCardPaymentList,
  },
  deletePdfCardPayment: {
    method: 'DELETE',
    path: api('/pdf-card/pdf-card-payment'),
    summary: 'Delete a PDF card purchase; the PDF card is recomputed from the purchases that remain',
    tag: 'payments',
    access: { menu: 'allBusinesses', money: 'deletePayment' },
    query: ZRecordNoQuery,
    response: ZDeletePdfCardPaymentResponse,
  },

  // Promotional videos beyond the plan
  createPromotionalVideoPaymentOrder: {
    method: 'POST',
    path: api('/video/user-video-payment/order'),
    summary: "Create a gateway order for promotional videos; quantity × the agency's price per video",
    tag: 'payments',
    access: 'session',
    body: ZPromotionalVideoPaymentOrderBody,
    response: ZPaymentOrderResponse,
  },
  makePromotionalVideoPayment: {
    method: 'POST',
    path: api('/video/user-video-payment'),
    summary: 'Record a promotional video purchase: a gateway payment (exactly once) or, by staff, a manual one',
    tag: 'payments',
    access: 'session',
    body: ZMakePromotionalVideoPaymentBody,
    response: ZPromotionalVideoPaymentResult,
  },
  listPromotionalVideoPayments: {
    method: 'GET',
    path: api('/video/user-video-payment'),
    summary: "A business's promotional video purchases, newest first, with the videos they add up to",
    tag: 'payments',
    access: 'session',
    query: ZBusinessIdQuery,
    response: ZPromotionalVideoPaymentList,
  },
  deletePromotionalVideoPayment: {
    method: 'DELETE',
    path: api('/video/user-video-payment'),
    summary: "Delete a promotional video purchase; the business's bought videos are recomputed",
    tag: 'payments',
    access: { menu: 'allBusinesses', money: 'deletePayment' },
    query: ZRecordNoQuery,
    response: ZDeletePromotionalVideoPaymentResponse,
  },
  paymentWebhook: {
    method: 'POST',
    path: api('/payments/webhook'),
    summary: 'Razorpay webhooks (payment.captured, order.paid): X-Razorpay-Signature over the raw body',
    tag: 'payments',
    access: 'public',
    response: ZWebhookResponse,
  },

  // Franchisees: the admin's Franchisee List ('franchiseeList': admin)
  listFranchisees: {
    method: 'GET',
    path: api('/franchisee/list'),
    summary: "The agency's franchisees: all=true for every one, else search (name, phone), filters and paging",
    tag: 'franchisees',
    access: { menu: 'franchiseeList' },
    query: ZFranchiseeListQuery,
    response: ZFranchiseeList,
  },
  franchiseeSignup: {
    method: 'POST',
    path: api('/franchisee/signup'),
    summary: 'Create a franchisee (it sets its password through the franchisee login OTP)',
    tag: 'franchisees',
    access: { menu: 'franchiseeList' },
    body: ZFranchiseeSignupBody,
    response: ZFranchisee,
  },
  franchiseeEdit: {
    method: 'POST',
    path: api('/franchisee/edit'),
    summary: "Change a franchisee's name, phone, permissions, roles and hideBilling",
    tag: 'franchisees',
    access: { menu: 'franchiseeList' },
    body: ZFranchiseeEditBody,
    response: ZFranchisee,
  },

  // Agency Management: the superadmin agency's admins ('agencyManagement')
  listAgencies: {
    method: 'GET',
    path: api('/agency/list'),
    summary: 'Every agency with its configuration, domain status and whether payment keys are set',
    tag: 'agency-management',
    access: { menu: 'agencyManagement' },
    query: ZAgencyListQuery,
    response: ZManagedAgencyList,
  },
  createAgency: {
    method: 'POST',
    path: api('/agency'),
    summary: 'Create an agency (slug, name, optional custom domain, configuration, theme, Razorpay keys)',
    tag: 'agency-management',
    access: { menu: 'agencyManagement' },
    body: ZCreateAgencyBody,
    response: ZManagedAgency,
  },
  updateAgency: {
    method: 'PUT',
    path: api('/agency'),
    summary: 'Edit an agency; Razorpay keys are write-only (omit to keep, null to remove)',
    tag: 'agency-management',
    access: { menu: 'agencyManagement' },
    body: ZUpdateAgencyBody,
    response: ZManagedAgency,
  },
  addAgencyAdmin: {
    method: 'POST',
    path: api('/addAgencyAdmin'),
    summary: 'Create an admin user for an agency with a random password, returned once',
    tag: 'agency-management',
    access: { menu: 'agencyManagement' },
    body: ZAddAgencyAdminBody,
    response: ZAddAgencyAdminResponse,
  },
  createSsl: {
    method: 'POST',
    path: api('/createSsl'),
    summary: "Verify the agency's custom domain by DNS and make it eligible for a certificate (GET /tls/ask)",
    tag: 'agency-management',
    access: { menu: 'agencyManagement' },
    body: ZCreateSslBody,
    response: ZManagedAgency,
  },
  tlsAsk: {
    method: 'GET',
    path: '/tls/ask',
    summary: "Caddy on_demand_tls 'ask': 200 only for a verified custom domain whose agency enabled SSL, else 404",
    tag: 'agency-management',
    access: 'public',
    query: ZTlsAskQuery,
    response: ZTlsAskResponse,
  },

  // Dashboard. /dashboard answers the caller's home
  // tiles (the service picks the admin or customer figures and a franchisee's scope);
  // admin-insights is the Insights menu item's (superadmin agency and admin).
  getDashboard: {
    method: 'GET',
    path: api('/dashboard'),
    summary:
      "The home tiles: the agency's (or a franchisee's own) business and card counts, or one customer business's card figures",
    tag: 'dashboard',
    access: 'session',
    query: ZDashboardQuery,
    response: ZDashboard,
  },
  getAdminInsights: {
    method: 'GET',
    path: api('/dashboard/admin-insights'),
    summary: 'Insights over an IST date range: new businesses and cards per day, revenue by month, top franchisees',
    tag: 'dashboard',
    access: { menu: 'insights' },
    query: ZAdminInsightsQuery,
    response: ZAdminInsights,
  },
  // All Projects and card row actions. The card's business must be in the
  // caller's scope (404 otherwise); a franchisee needs the named permission.
  getCardList: {
    method: 'GET',
    path: api('/getcardlist'),
    summary: 'All Projects (digital cards) with their business: the list filters, search, sort and paging',
    tag: 'projects',
    access: { menu: 'allProjects' },
    query: ZCardListQuery,
    response: ZCardList,
  },
  updateCardStatus: {
    method: 'POST',
    path: api('/updateCardStatus'),
    summary: "Set a card's status (active, inactive)",
    tag: 'projects',
    access: { menu: 'allBusinesses', franchiseePermission: 'card:edit' },
    body: ZUpdateCardStatusBody,
    response: ZCardListItem,
  },
  updateCardLimit: {
    method: 'POST',
    path: api('/updateCardLimit'),
    summary: "Set how many cards the card's owner may have (null: the plan's limit)",
    tag: 'projects',
    access: { menu: 'allBusinesses', franchiseePermission: 'card:edit' },
    body: ZUpdateCardLimitBody,
    response: ZCardListItem,
  },
  updateImagePostStatus: {
    method: 'POST',
    path: api('/updateImagePostStatus'),
    summary: "Enable or disable greetings (image posts) for the card's business",
    tag: 'projects',
    access: { menu: 'allBusinesses', franchiseePermission: 'card:edit' },
    body: ZUpdateImagePostStatusBody,
    response: ZCardListItem,
  },
  updateImagePostSettings: {
    method: 'POST',
    path: api('/updateImagePostSettings'),
    summary: "Set the greetings settings of the card's business",
    tag: 'projects',
    access: { menu: 'allBusinesses', franchiseePermission: 'card:edit' },
    body: ZUpdateImagePostSettingsBody,
    response: ZCardListItem,
  },
  deleteCard: {
    method: 'POST',
    path: api('/deleteCard'),
    summary: 'Delete a card (its business stays); the web confirms first',
    tag: 'projects',
    access: { menu: 'allBusinesses', franchiseePermission: 'business:delete' },
    body: ZDeleteCardBody,
    response: ZDeleteCardResponse,
  },

  // Reports: text/csv streamed with a BOM, not the JSON envelope; registered
  // by modules/reports with the same access check. `response` documents the CSV; an error
  // before streaming answers the usual JSON error envelope.
  digitalCardReport: {
    method: 'GET',
    path: api('/reports/project-report/digital-card'),
    summary: 'CSV of the digital cards matching the All Projects filters and search',
    tag: 'reports',
    access: { menu: 'report' },
    query: ZReportQuery,
    response: ZCsvResponse,
  },
  businessReport: {
    method: 'GET',
    path: api('/reports/project-report/business'),
    summary: 'CSV of the businesses matching the All Businesses filters and search',
    tag: 'reports',
    access: { menu: 'report' },
    query: ZReportQuery,
    response: ZCsvResponse,
  },

  // Billing, agency → platform (docs/product-rules.md#billing-of-agencies). Access 'admin'; the
  // service decides the reach (billingReach: the superadmin's admins any agency, an agency admin
  // who sees Billing its own) and keeps manual recording and prices to the superadmin.
  getBillingPrices: {
    method: 'GET',
    path: api('/billing/prices'),
    summary: "An agency's billing prices (null until the superadmin sets them)",
    tag: 'billing',
    access: 'admin',
    query: ZAgencyIdQuery,
    response: ZBillingPricesResponse,
  },
  setBillingPrices: {
    method: 'PUT',
    path: api('/billing/prices'),
    summary:
      "Superadmin: set an agency's prices (per active card per month, annual fee, product fees) and first billed month",
    tag: 'billing',
    access: 'admin',
    body: ZSetBillingPricesBody,
    response: ZBillingPricesResponse,
  },
  getOutstandingAmount: {
    method: 'GET',
    path: api('/month-payments/getOutstandingAmount'),
    summary: 'What the agency has left to pay: every unpaid bill (months, annual fees, product fees) and their sum',
    tag: 'billing',
    access: 'admin',
    query: ZAgencyIdQuery,
    response: ZOutstandingAmount,
  },
  getMonthPayments: {
    method: 'GET',
    path: api('/month-payments'),
    summary: "A month's bill with its cards and payments; generated on first read once the month has started",
    tag: 'billing',
    access: 'admin',
    query: ZMonthPaymentsQuery,
    response: ZMonthPaymentsResponse,
  },
  makeMonthPayment: {
    method: 'POST',
    path: api('/month-payments'),
    summary: 'Superadmin: record a payment of a month bill taken outside the gateway (isManualUpdate, amount)',
    tag: 'billing',
    access: 'admin',
    body: ZMonthPaymentBody,
    response: ZBillPaymentResult,
  },
  makeMonthPaymentThroughGateway: {
    method: 'POST',
    path: api('/month-payments/gateway'),
    summary: "Record a month bill's gateway payment (platform keys) after checking it with the gateway (exactly once)",
    tag: 'billing',
    access: 'admin',
    body: ZMonthPaymentBody,
    response: ZBillPaymentResult,
  },
  createMonthPaymentOrder: {
    method: 'POST',
    path: api('/month-payments/order'),
    summary: "A gateway order (platform keys) for a month bill's outstanding amount, or a part of it",
    tag: 'billing',
    access: 'admin',
    body: ZMonthOrderBody,
    response: ZPaymentOrderResponse,
  },
  moveOutCardFromBill: {
    method: 'POST',
    path: api('/month-payments/move-out-card'),
    summary: 'Move a card out of a month bill, with the reason (refused on a paid bill, with why)',
    tag: 'billing',
    access: 'admin',
    body: ZMoveOutCardBody,
    response: ZMonthPaymentsResponse,
  },
  listMoveOutRequests: {
    method: 'GET',
    path: api('/billing/move-out-requests'),
    summary:
      "Requests to move a paid, live card out of a month bill: the superadmin's admins see every agency's, an agency admin its own",
    tag: 'billing',
    access: 'admin',
    query: ZMoveOutRequestListQuery,
    response: ZMoveOutRequestList,
  },
  approveMoveOutRequest: {
    method: 'POST',
    path: api('/billing/move-out-requests/{requestId}/approve'),
    summary: 'Superadmin: approve a move-out request (the card leaves the bill; the agency is notified)',
    tag: 'billing',
    access: 'admin',
    params: ZMoveOutRequestIdParams,
    body: ZDecideMoveOutBody,
    response: ZMoveOutDecision,
  },
  refuseMoveOutRequest: {
    method: 'POST',
    path: api('/billing/move-out-requests/{requestId}/refuse'),
    summary: 'Superadmin: refuse a move-out request (the card stays on the bill; the agency is notified)',
    tag: 'billing',
    access: 'admin',
    params: ZMoveOutRequestIdParams,
    body: ZDecideMoveOutBody,
    response: ZMoveOutDecision,
  },
  addCardInBill: {
    method: 'POST',
    path: api('/month-payments/add-card-in-bill'),
    summary: "Add one of the agency's cards to a month bill (or bring a moved-out one back)",
    tag: 'billing',
    access: 'admin',
    body: ZAddCardInBillBody,
    response: ZMonthPaymentsResponse,
  },
  getAnnualPayments: {
    method: 'GET',
    path: api('/annual-payment'),
    summary: "The agency's annual fee bills, newest first",
    tag: 'billing',
    access: 'admin',
    query: ZAgencyIdQuery,
    response: ZAgencyBillList,
  },
  makeAnnualPayment: {
    method: 'POST',
    path: api('/annual-payment'),
    summary: "Pay a year's annual fee: a gateway payment (throughGateway) or, by the superadmin, a manual one",
    tag: 'billing',
    access: 'admin',
    body: ZAnnualPaymentBody,
    response: ZBillPaymentResult,
  },
  createAnnualPaymentOrder: {
    method: 'POST',
    path: api('/annual-payment/order'),
    summary:
      "A gateway order (platform keys) for a year's annual fee (ours: the product call list has no order call for it)",
    tag: 'billing',
    access: 'admin',
    body: ZAnnualOrderBody,
    response: ZPaymentOrderResponse,
  },
  getAgencyImagePayments: {
    method: 'GET',
    path: api('/agency-image-payment'),
    summary: "The agency's greetings (image) product fee bill",
    tag: 'billing',
    access: 'admin',
    query: ZAgencyIdQuery,
    response: ZAgencyBillList,
  },
  makeAgencyImagePayment: {
    method: 'POST',
    path: api('/agency-image-payment'),
    summary: 'Superadmin: record a greetings product fee payment taken outside the gateway',
    tag: 'billing',
    access: 'admin',
    body: ZProductFeePaymentBody,
    response: ZBillPaymentResult,
  },
  makeAgencyImagePaymentThroughGateway: {
    method: 'POST',
    path: api('/agency-image-payment/gateway'),
    summary: "Record the greetings product fee's gateway payment (exactly once)",
    tag: 'billing',
    access: 'admin',
    body: ZProductFeePaymentBody,
    response: ZBillPaymentResult,
  },
  createAgencyImagePaymentOrder: {
    method: 'POST',
    path: api('/agency-image-payment/order'),
    summary: 'A gateway order (platform keys) for the greetings product fee',
    tag: 'billing',
    access: 'admin',
    body: ZProductFeeOrderBody,
    response: ZPaymentOrderResponse,
  },
  getAgencyPdfCardPayments: {
    method: 'GET',
    path: api('/agency-pdf-card-payment'),
    summary: "The agency's PDF card product fee bill",
    tag: 'billing',
    access: 'admin',
    query: ZAgencyIdQuery,
    response: ZAgencyBillList,
  },
  makeAgencyPdfCardPayment: {
    method: 'POST',
    path: api('/agency-pdf-card-payment'),
    summary: 'Pay the PDF card product fee: a gateway payment (throughGateway) or, by the superadmin, a manual one',
    tag: 'billing',
    access: 'admin',
    body: ZProductFeePaymentBody,
    response: ZBillPaymentResult,
  },
  createAgencyPdfCardPaymentOrder: {
    method: 'POST',
    path: api('/agency-pdf-card-payment/order'),
    summary:
      'A gateway order (platform keys) for the PDF card product fee (ours: the product call list has no order call for it)',
    tag: 'billing',
    access: 'admin',
    body: ZProductFeeOrderBody,
    response: ZPaymentOrderResponse,
  },

  // Admin notifications. Access 'staff';
  // the contract's adminNotificationAudience decides which notifications each reader sees, and
  // the read state is per reader (user or franchisee).
  listAdminNotifications: {
    method: 'GET',
    path: api('/analytics/admin-notification'),
    summary: "The reader's admin notifications, newest first and paged, with their unread count",
    tag: 'analytics',
    access: 'staff',
    passive: true,
    query: ZAdminNotificationListQuery,
    response: ZAdminNotificationList,
  },
  markAllAdminNotificationsRead: {
    method: 'PUT',
    path: api('/analytics/admin-notification/read-all'),
    summary:
      'Mark every notification the reader sees as read, for this reader only (ours: the product call list marks one at a time)',
    tag: 'analytics',
    access: 'staff',
    response: ZMarkAllAdminNotificationsReadResponse,
  },
  markAdminNotificationRead: {
    method: 'PUT',
    path: api('/analytics/admin-notification/{id}/read'),
    summary: "Mark one notification read for this reader (404 when it is not in the reader's audience)",
    tag: 'analytics',
    access: 'staff',
    params: ZAdminNotificationIdParams,
    response: ZMarkAdminNotificationReadResponse,
  },
  requestImages: {
    method: 'POST',
    path: api('/image-post/request-images'),
    summary: "A customer asks the agency for greeting images for one of their businesses (rings the admins' bell)",
    tag: 'image-posts',
    access: 'user',
    body: ZRequestImagesBody,
    response: ZImageRequest,
  },

  // Greetings (image posts): their own table in endpoints/image-posts.ts.
  ...imagePostEndpoints,

  // PDF ID cards: their own table in endpoints/pdf-cards.ts.
  ...pdfCardEndpoints,

  // Videos: their own table in endpoints/videos.ts.
  ...videoEndpoints,

  // UI customisation: its own table in endpoints/ui-customisation.ts.
  ...uiCustomisationEndpoints,

  // Category static pages: their own table in endpoints/category-static-pages.ts.
  ...categoryStaticPageEndpoints,

  // Link store: its own table in endpoints/link-store.ts.
  ...linkStoreEndpoints,

  // Feedback and leads from the public card: endpoints/feedback.ts, endpoints/leads.ts.
  ...feedbackEndpoints,
  ...leadEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InferInput<T> = T extends z.ZodType ? z.input<T> : never;
/** What a caller sends (before defaults and transforms). */
export type EndpointBody<E extends EndpointDef> = E extends { body: infer B } ? InferInput<B> : undefined;
export type EndpointQuery<E extends EndpointDef> = E extends { query: infer Q } ? InferInput<Q> : undefined;
export type EndpointParams<E extends EndpointDef> = E extends { params: infer P } ? InferInput<P> : undefined;
/** What the caller gets inside `{ data: ... }`. */
export type EndpointResponse<E extends EndpointDef> = Infer<E['response']>;
