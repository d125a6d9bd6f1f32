// The admin area's calls that are not a studio product's: franchisees, agency management, the
// dashboard, All Projects and its row actions, the CSV reports, the notification bell, then UI
// customisation, category static pages and the link store, each in its own block below.
import {
  ZAdminNotificationIdParams,
  ZAdminNotificationList,
  ZAdminNotificationListQuery,
  ZImageRequest,
  ZMarkAdminNotificationReadResponse,
  ZMarkAllAdminNotificationsReadResponse,
  ZRequestImagesBody,
} from '../admin-notifications';
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
} from '../admin-projects';
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
} from '../agency-management';
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
import { ZAdminInsights, ZAdminInsightsQuery, ZDashboard, ZDashboardQuery } from '../dashboard';
import {
  ZFranchisee,
  ZFranchiseeEditBody,
  ZFranchiseeList,
  ZFranchiseeListQuery,
  ZFranchiseeSignupBody,
} from '../franchisees';
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
import { ZFailedJobAction, ZFailedJobActionResult, ZSystemStatus } from '../system-status';
import {
  ZPublishedUi,
  ZPublishedUiQuery,
  ZSaveUiCustomisationBody,
  ZUiAgencyQuery,
  ZUiCustomisation,
  ZUiCustomisationIdParams,
  ZUiImageUpload,
} from '../ui-customisation';
import { api, type EndpointDef, MANAGE } from './define';

export const adminEndpoints = {
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
  // by areas/admin/reports with the same access check. `response` documents the CSV; an error
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

  // UI customisation: the spec's three calls plus
  // ours: the image upload (logo, favicon, sign-in background, banner images) and the published
  // read a customer's page makes.
  //
  // Access: management is the Ui Customisation menu rule (superadmin agency && admin), who
  // name the agency with agencyId (query for GET/DELETE and the upload, body for POST). The
  // published read is anyone signed in, for their own host's agency only.
  getUiCustomisation: {
    method: 'GET',
    path: api('/ui-customisation'),
    summary: "An agency's theme and every banner and tile (with today's state), for the UI customisation page",
    tag: 'ui-customisation',
    access: MANAGE.uiCustomisation,
    query: ZUiAgencyQuery,
    response: ZUiCustomisation,
  },
  saveUiCustomisation: {
    method: 'POST',
    path: api('/ui-customisation'),
    summary:
      'Save the theme (colours that fail WCAG AA are refused with the reason), add or edit a banner or tile, or reorder them; answers the whole customisation',
    tag: 'ui-customisation',
    access: MANAGE.uiCustomisation,
    body: ZSaveUiCustomisationBody,
    response: ZUiCustomisation,
  },
  deleteUiCustomisation: {
    method: 'DELETE',
    path: api('/ui-customisation/{uiCustomisationId}'),
    summary: "Delete a banner or tile (another agency's is 404); answers the whole customisation",
    tag: 'ui-customisation',
    access: MANAGE.uiCustomisation,
    params: ZUiCustomisationIdParams,
    query: ZUiAgencyQuery,
    response: ZUiCustomisation,
  },
  uploadUiCustomisationImage: {
    method: 'POST',
    path: api('/ui-customisation/image'),
    summary:
      'Upload an image for the theme or a banner (multipart field "file"): decoded by sharp (415 otherwise), at most 8 MB (413), stored as WebP (ours)',
    tag: 'ui-customisation',
    access: MANAGE.uiCustomisation,
    query: ZUiAgencyQuery,
    response: ZUiImageUpload,
  },
  getPublishedUiCustomisation: {
    method: 'GET',
    path: api('/ui-customisation/published'),
    summary:
      "The banners and tiles a customer's page shows (its placement and COMMON), live today in IST, in order (ours)",
    tag: 'ui-customisation',
    access: 'session',
    query: ZPublishedUiQuery,
    response: ZPublishedUi,
  },

  // Category static pages, with the
  // spec's paths as written plus two of ours: the image upload for the page's content and cover, and
  // the readers' call.
  //
  // Access: management is the Category Static Page Management menu rule (the superadmin agency's
  // admins), who name the agency with agencyId; reading is 'session' and the service checks
  // that the caller reaches the business (404 otherwise).
  listCategoryStaticPages: {
    method: 'GET',
    path: api('/category-static-page'),
    summary: "An agency's category static pages, published or not (the managers')",
    tag: 'category-static-pages',
    access: MANAGE.staticPages,
    query: ZCategoryStaticPageAgencyQuery,
    response: ZCategoryStaticPageList,
  },
  saveCategoryStaticPage: {
    method: 'POST',
    path: api('/category-static-page'),
    summary:
      'Add a page for a business category (one per agency and category), or edit one with categoryStaticPageId; the rich text is cleaned to the safe subset',
    tag: 'category-static-pages',
    access: MANAGE.staticPages,
    body: ZSaveCategoryStaticPageBody,
    response: ZCategoryStaticPage,
  },
  deleteCategoryStaticPage: {
    method: 'DELETE',
    path: api('/category-static-page'),
    summary: 'Delete a category static page',
    tag: 'category-static-pages',
    access: MANAGE.staticPages,
    query: ZDeleteCategoryStaticPageQuery,
    response: ZDeleteCategoryStaticPageResponse,
  },
  uploadCategoryStaticPageImage: {
    method: 'POST',
    path: api('/category-static-page/image'),
    summary:
      'Upload an image for a page (multipart field "file"; ours): checked like every upload (8 MB, decoded by content) and stored as WebP with the agency',
    tag: 'category-static-pages',
    access: MANAGE.staticPages,
    query: ZCategoryStaticPageAgencyQuery,
    response: ZUploadedDocument,
  },
  getCategoryStaticPageForBusiness: {
    method: 'GET',
    path: api('/category-static-page/for-business'),
    summary:
      "The published page of a business's category in the host's agency, or null (ours: the customer home's tile and page)",
    tag: 'category-static-pages',
    access: 'session',
    query: ZCategoryStaticPageForBusinessQuery,
    response: ZCategoryStaticPageForBusiness,
  },

  // Link store, with the spec's paths as written plus the
  // readers' call (ours).
  //
  // Access: management is the Link Store menu rule (the superadmin agency's admins and all-card-access
  // franchisees), who name the agency with agencyId; GET /link-store/helpful-links is
  // 'session' and answers the host agency's links only.
  listLinkCategories: {
    method: 'GET',
    path: api('/link-store/link-category'),
    summary: "An agency's link categories in their order, with how many links each holds",
    tag: 'link-store',
    access: MANAGE.linkStore,
    query: ZLinkStoreAgencyQuery,
    response: ZLinkCategoryList,
  },
  getLinkCategory: {
    method: 'GET',
    path: api('/link-store/link-category/{linkCategoryId}'),
    summary: 'One link category',
    tag: 'link-store',
    access: MANAGE.linkStore,
    params: ZLinkCategoryIdParams,
    query: ZLinkStoreAgencyQuery,
    response: ZLinkCategory,
  },
  createLinkCategory: {
    method: 'POST',
    path: api('/link-store/link-category'),
    summary: 'Add a link category',
    tag: 'link-store',
    access: MANAGE.linkStore,
    body: ZSaveLinkCategoryBody,
    response: ZLinkCategory,
  },
  updateLinkCategory: {
    method: 'POST',
    path: api('/link-store/link-category/{linkCategoryId}'),
    summary: 'Rename or reorder a link category',
    tag: 'link-store',
    access: MANAGE.linkStore,
    params: ZLinkCategoryIdParams,
    body: ZSaveLinkCategoryBody,
    response: ZLinkCategory,
  },
  deleteLinkCategory: {
    method: 'DELETE',
    path: api('/link-store/link-category/{linkCategoryId}'),
    summary: 'Delete a link category and the links in it',
    tag: 'link-store',
    access: MANAGE.linkStore,
    params: ZLinkCategoryIdParams,
    query: ZLinkStoreAgencyQuery,
    response: ZDeleteLinkCategoryResponse,
  },
  listLinkTypes: {
    method: 'GET',
    path: api('/link-store/link-type'),
    summary: "An agency's links in their order, optionally one category's, one page's or one kind's",
    tag: 'link-store',
    access: MANAGE.linkStore,
    query: ZLinkTypeListQuery,
    response: ZLinkTypeList,
  },
  getLinkType: {
    method: 'GET',
    path: api('/link-store/link-type/{linkTypeId}'),
    summary: 'One link',
    tag: 'link-store',
    access: MANAGE.linkStore,
    params: ZLinkTypeIdParams,
    query: ZLinkStoreAgencyQuery,
    response: ZLinkType,
  },
  createLinkType: {
    method: 'POST',
    path: api('/link-store/link-type'),
    summary: 'Add a link (http/https only) to a category, placed on one or more of the five pages',
    tag: 'link-store',
    access: MANAGE.linkStore,
    body: ZSaveLinkTypeBody,
    response: ZLinkType,
  },
  updateLinkType: {
    method: 'POST',
    path: api('/link-store/link-type/{linkTypeId}'),
    summary: 'Edit a link',
    tag: 'link-store',
    access: MANAGE.linkStore,
    params: ZLinkTypeIdParams,
    body: ZSaveLinkTypeBody,
    response: ZLinkType,
  },
  deleteLinkType: {
    method: 'DELETE',
    path: api('/link-store/link-type/{linkTypeId}'),
    summary: 'Delete a link',
    tag: 'link-store',
    access: MANAGE.linkStore,
    params: ZLinkTypeIdParams,
    query: ZLinkStoreAgencyQuery,
    response: ZDeleteLinkTypeResponse,
  },
  getHelpfulLinks: {
    method: 'GET',
    path: api('/link-store/helpful-links'),
    summary: "The host agency's links placed on one panel page, in the agency's order (ours: the helpful links strip)",
    tag: 'link-store',
    access: 'session',
    query: ZHelpfulLinksQuery,
    response: ZHelpfulLinks,
  },
  // The super admin's status page (docs/operations.md#status-page).
  getSystemStatus: {
    method: 'GET',
    path: api('/system-status'),
    summary:
      'Queues and failed jobs, database and uploads size, the last backup, the server processes and their versions',
    tag: 'system-status',
    access: { menu: 'insights' },
    response: ZSystemStatus,
  },
  retryFailedJob: {
    method: 'POST',
    path: api('/system-status/jobs/retry'),
    summary: 'Run a job that failed for good once more',
    tag: 'system-status',
    access: { menu: 'insights' },
    body: ZFailedJobAction,
    response: ZFailedJobActionResult,
  },
  discardFailedJob: {
    method: 'POST',
    path: api('/system-status/jobs/discard'),
    summary: 'Delete a job that failed for good',
    tag: 'system-status',
    access: { menu: 'insights' },
    body: ZFailedJobAction,
    response: ZFailedJobActionResult,
  },
} as const satisfies Record<string, EndpointDef>;
