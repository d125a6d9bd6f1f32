// The admin area's calls that are not a studio product's: franchisees, agency management, the
// dashboard, All Projects and its row actions, the CSV reports and the notification bell.
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
import { ZAdminInsights, ZAdminInsightsQuery, ZDashboard, ZDashboardQuery } from '../dashboard';
import {
  ZFranchisee,
  ZFranchiseeEditBody,
  ZFranchiseeList,
  ZFranchiseeListQuery,
  ZFranchiseeSignupBody,
} from '../franchisees';
import { api, type EndpointDef } from './define';

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
} as const satisfies Record<string, EndpointDef>;
