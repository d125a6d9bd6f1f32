// Every admin endpoint × every role → allowed or denied, as the admin menu table, the
// domain notes ("Reading the menu table") and the franchisee permission list
// (FRANCHISEE_PERMISSION_INFO) say. Written by hand from those texts, NOT computed from the
// endpoint table's `access`: admin-role-matrix.test.ts checks the server against this table.
// A new admin endpoint (access other than 'public', 'session', 'user') fails that test until it
// has a row here and a request builder there.
//
// How to read a row: [7 roles] then [3 variants], each
//   Y allowed  → the call passes the access check (the builder's success status, never 401/403)
//   N denied   → 403 and nothing changes; 401 for "another agency's admin", whose cookie on our
//                agency's host is no session at all (README product rules)
//   H hidden   → 404 and nothing changes: the row exists but is outside the caller's reach
//                (another agency's, or a business a franchisee did not make). Reach is not a
//                permission: the server answers as if the row did not exist (businesses/scope.ts),
//                so one cannot probe another agency's ids, and a 403 would sign the user out.
//
// Who is who (apps/server/src/test/role-world.ts):
//   customer                  a customer of the agency, on its own business
//   franchisee                a franchisee with every permission, on a business it made
//   franchisee-with-all-card-access  every permission, on a business it did NOT make
//   creator, admin            staff of the agency (a plain agency), on a customer's business
//   superadmin admin          an admin of the superadmin agency, on its own host: host-scoped rows
//                             are its own agency's; billing and plans name the plain agency
//   another agency's admin    an admin of a third agency, its cookie sent on our agency's host
// Variants:
//   franchisee without permissions   a franchisee with an empty permission list, its own business
//   franchisee, not its business     the franchisee above (all permissions), on a business it did
//                                    not make
//   another agency's admin, own host  that admin on its own host, naming our agency's rows and id

import { ROLES } from '#test/support/role-world';

export const MATRIX_VARIANTS = [
  'franchisee without permissions',
  'franchisee, not its business',
  "another agency's admin, own host",
] as const;
export const MATRIX_COLUMNS = [...ROLES, ...MATRIX_VARIANTS] as const;
export type MatrixColumn = (typeof MATRIX_COLUMNS)[number];

export type Verdict = 'allowed' | 'denied' | 'hidden';
const Y: Verdict = 'allowed';
const N: Verdict = 'denied';
const H: Verdict = 'hidden';

type Roles = [Verdict, Verdict, Verdict, Verdict, Verdict, Verdict, Verdict];
type Variants = [Verdict, Verdict, Verdict];

export interface Expectation {
  /** Where the verdicts come from. */
  spec: string;
  verdicts: Record<MatrixColumn, Verdict>;
}

function row(
  spec: string,
  [customer, franchisee, allCard, creator, admin, superadmin, otherAdmin]: Roles,
  [noPermissions, notItsBusiness, otherOwnHost]: Variants,
): Expectation {
  return {
    spec,
    verdicts: {
      customer,
      franchisee,
      'franchisee-with-all-card-access': allCard,
      creator,
      admin,
      'superadmin admin': superadmin,
      "another agency's admin": otherAdmin,
      'franchisee without permissions': noPermissions,
      'franchisee, not its business': notItsBusiness,
      "another agency's admin, own host": otherOwnHost,
    },
  };
}

// Spec texts the rows cite.
const ALL_BUSINESSES = 'admin menu: All Businesses is the admin area (admin, creator, franchisees)';
const ALL_PROJECTS =
  'admin menu: All Projects is the admin area, and not the digital-card-only configuration (the test agency sells every product)';
const ADMIN_ONLY_MENU = 'admin menu: Franchisee List, plans and pricing management, Report: admin';
const AGENCY_MANAGEMENT =
  'admin menu + domain notes: Agency Management is admin && !hideBilling && superadmin agency; only its admins manage agencies';
const NOTIFICATIONS =
  'notifications belong to the admin panel (admin, creator, franchisees); a customer has no bell. Each reader sees its audience: a franchisee without all-card access only its own businesses, a creator new customers and image requests (the notification used is a new customer)';
const REACH =
  'domain notes: a franchisee sees only the businesses it made unless it has all-card access; another agency is another tenant (hidden: 404)';
const MONEY =
  'admin menu ("Only admins see ... manual payment update") and money and roles: deleting a payment moves money by hand, so admins only, never a creator; a franchisee only with the permission named for it';
const BILLING_READ =
  'admin menu: Billing is admin && !hideBilling && !superadmin (its own bills); Agency Management (superadmin agency admin) bills every agency, so reads any';
const BILLING_PAY =
  "admin menu: paying the platform through its gateway is the Billing page: admin && !hideBilling && NOT superadmin. The superadmin agency is the payee, it does not pay an agency's bill";
const BILLING_RECORD =
  "docs/product-rules.md#billing-of-agencies (spec is silent): money received outside the gateway is recorded by the payee, the superadmin agency's admins (Agency Management → Billing); an agency admin cannot mark its own bill paid";
const GREETINGS =
  "admin menu: Greetings Management is admin or franchisee-with-all-card-access (the superadmin agency's admins manage the platform's daily images, on its own host). docs/product-rules.md#greetings";
const GREETINGS_OTHER_ROWS =
  "another agency's admin on its own host naming our post, category or tag: it does not see them (404 naming the id), and nothing changes";
const OTHER_CATEGORIES =
  "docs/product-rules.md#other-category: the categories businesses typed with \"Other\" span every agency and promoting one adds to the platform's 'Business Category', so only Greetings Management of the superadmin agency (its admins here); a plain agency's admin and all-card franchisee are refused (403)";
const VIDEO_TEMPLATES =
  "admin menu + domain notes: Video template Management is superadmin && (admin || all-card-access): the templates are the platform's, so only the superadmin agency's admins (and its all-card-access franchisees) manage them; a plain agency's all-card franchisee and admin are refused";
const CATEGORY_PAGES =
  "admin menu + domain notes: Category Static Page Management is superadmin && admin: only the superadmin agency's admins manage pages, naming the agency (here the plain one) with agencyId; a plain agency's admin, creators, franchisees and customers are refused. docs/product-rules.md#category-static-pages";
const LINK_STORE =
  "admin menu + domain notes: Link Store is superadmin && (admin || all-card-access): the superadmin agency's admins (and its all-card-access franchisees) manage an agency's links, naming it with agencyId; a plain agency's all-card franchisee and admin are refused. docs/product-rules.md#link-store";
const UI_CUSTOMISATION =
  "admin menu + domain notes: Ui Customisation is superadmin && admin: only the superadmin agency's admins customise an agency (theme, banners, tiles), naming it with agencyId; a plain agency's admin, creators, franchisees and customers are refused. docs/product-rules.md#ui-customisation-who";
const BILLING_ADJUST =
  'docs/product-rules.md#billing-of-agencies: the agency admin moves cards out of / into its own month bill on Billing; the superadmin, who bills it, may adjust it from Agency Management';
const BILLING_MOVE_OUT_DECISION =
  "docs/product-rules.md#bill-move-out-approval: moving a paid, live card out of a bill is the platform's decision, so only the superadmin agency's admins approve or refuse an agency's request; the agency's own admin only asks";

//                                       customer franchisee all-card creator admin superadmin other-agency | no-perms not-its-own other-own-host
export const EXPECTATIONS: Record<string, Expectation> = {
  // Users
  regenerateRandomPassword: row(
    "Not in the admin menu table (an endpoint of the users' calls). Resetting any user's password, staff included, is an admin power: a creator or franchisee could take over an admin's account. Another agency's user is hidden",
    [N, N, N, N, Y, Y, N],
    [N, N, H],
  ),
  getFranchisee: row(
    'GET /franchisee: the signed-in franchisee; a user session is not one',
    [N, Y, Y, N, N, N, N],
    [Y, Y, N],
  ),

  // All Businesses
  listBusinesses: row(
    `${ALL_BUSINESSES}; another agency's admin on its own host lists its own agency (never ours)`,
    [N, Y, Y, Y, Y, Y, N],
    [Y, Y, Y],
  ),
  registerUserAndGetBusinesses: row(
    `${ALL_BUSINESSES}; permission list: business:create. Another agency's admin registers in its own agency`,
    [N, Y, Y, Y, Y, Y, N],
    [N, Y, Y],
  ),

  // Customer plans & pricing management
  saveSubscriptionPlan: row(
    `${ADMIN_ONLY_MENU}. The superadmin agency's admins edit any agency's plans (optional agencyId); another agency's admin naming ours is refused`,
    [N, N, N, N, Y, Y, N],
    [N, N, N],
  ),
  deleteSubscriptionPlan: row(
    `${ADMIN_ONLY_MENU}; the superadmin agency's admins delete any agency's plan; another agency's plan is hidden`,
    [N, N, N, N, Y, Y, N],
    [N, N, H],
  ),

  // Payments of customers, recorded by hand or deleted by staff: money that moves by hand
  makeCardPayment: row(
    `admin menu: "Only admins see 'Select Plan', the custom plan option and manual payment update": an admin, not a creator (staff, not admin: money and roles); a franchisee only with payment:record (canDoMoneyAction). ${REACH}`,
    [N, Y, Y, N, Y, Y, N],
    [N, H, H],
  ),
  deleteCardPayment: row(`${MONEY}; permission list: payment:delete. ${REACH}`, [N, Y, Y, N, Y, Y, N], [N, H, H]),
  deletePdfCardPayment: row(`${MONEY}; permission list: payment:delete. ${REACH}`, [N, Y, Y, N, Y, Y, N], [N, H, H]),
  deletePromotionalVideoPayment: row(
    `${MONEY}; permission list: payment:delete. ${REACH}`,
    [N, Y, Y, N, Y, Y, N],
    [N, H, H],
  ),

  // Franchisee List
  listFranchisees: row(
    `${ADMIN_ONLY_MENU}; another agency's admin on its own host lists its own franchisees (never ours)`,
    [N, N, N, N, Y, Y, N],
    [N, N, Y],
  ),
  franchiseeSignup: row(
    `${ADMIN_ONLY_MENU}; another agency's admin on its own host creates its own franchisee`,
    [N, N, N, N, Y, Y, N],
    [N, N, Y],
  ),
  franchiseeEdit: row(`${ADMIN_ONLY_MENU}; another agency's franchisee is hidden`, [N, N, N, N, Y, Y, N], [N, N, H]),

  // Agency Management
  listAgencies: row(AGENCY_MANAGEMENT, [N, N, N, N, N, Y, N], [N, N, N]),
  createAgency: row(AGENCY_MANAGEMENT, [N, N, N, N, N, Y, N], [N, N, N]),
  updateAgency: row(AGENCY_MANAGEMENT, [N, N, N, N, N, Y, N], [N, N, N]),
  addAgencyAdmin: row(AGENCY_MANAGEMENT, [N, N, N, N, N, Y, N], [N, N, N]),
  createSsl: row(AGENCY_MANAGEMENT, [N, N, N, N, N, Y, N], [N, N, N]),

  // Home and Insights
  getAdminInsights: row(
    "admin menu + domain notes: Insights is superadmin agency && admin; its admins may look at another agency (they name ours). A plain agency's admin is refused, whatever agency it names",
    [N, N, N, N, N, Y, N],
    [N, N, N],
  ),

  // All Projects and its row actions
  getCardList: row(
    `${ALL_PROJECTS}; another agency's admin on its own host lists its own cards (never ours)`,
    [N, Y, Y, Y, Y, Y, N],
    [Y, Y, Y],
  ),
  updateCardStatus: row(`${ALL_PROJECTS}; permission list: card:edit. ${REACH}`, [N, Y, Y, Y, Y, Y, N], [N, H, H]),
  updateCardLimit: row(`${ALL_PROJECTS}; permission list: card:edit. ${REACH}`, [N, Y, Y, Y, Y, Y, N], [N, H, H]),
  updateImagePostStatus: row(`${ALL_PROJECTS}; permission list: card:edit. ${REACH}`, [N, Y, Y, Y, Y, Y, N], [N, H, H]),
  updateImagePostSettings: row(
    `${ALL_PROJECTS}; permission list: card:edit. ${REACH}`,
    [N, Y, Y, Y, Y, Y, N],
    [N, H, H],
  ),
  deleteCard: row(
    `${ALL_PROJECTS}; permission list: business:delete ("delete a business or its card"). ${REACH}`,
    [N, Y, Y, Y, Y, Y, N],
    [N, H, H],
  ),

  // All Projects, pdf_id_card: the same menu and permissions as the digital cards' rows
  getPdfCardList: row(
    `${ALL_PROJECTS}; another agency's admin on its own host lists its own PDF cards (never ours)`,
    [N, Y, Y, Y, Y, Y, N],
    [Y, Y, Y],
  ),
  updatePdfCardStatus: row(`${ALL_PROJECTS}; permission list: card:edit. ${REACH}`, [N, Y, Y, Y, Y, Y, N], [N, H, H]),
  deletePdfCard: row(
    `${ALL_PROJECTS}; permission list: business:delete ("delete a business or its card"). ${REACH}`,
    [N, Y, Y, Y, Y, Y, N],
    [N, H, H],
  ),

  // All Projects, promotional_video: the same menu and permissions as the other projects' rows
  listUserVideos: row(
    `${ALL_PROJECTS}; another agency's admin on its own host lists its own videos (never ours)`,
    [N, Y, Y, Y, Y, Y, N],
    [Y, Y, Y],
  ),
  updateUserVideoStatus: row(
    `${ALL_PROJECTS}; permission list: card:edit (hiding a video changes what the business shows). ${REACH}`,
    [N, Y, Y, Y, Y, Y, N],
    [N, H, H],
  ),

  // Video template Management: the platform's templates
  saveVideoTemplate: row(
    `${VIDEO_TEMPLATES}; an edit of one of the platform's templates`,
    [N, N, N, N, N, Y, N],
    [N, N, N],
  ),
  deleteVideoTemplate: row(VIDEO_TEMPLATES, [N, N, N, N, N, Y, N], [N, N, N]),
  remakeVideoTemplatePreview: row(VIDEO_TEMPLATES, [N, N, N, N, N, Y, N], [N, N, N]),

  // Ui Customisation
  getUiCustomisation: row(UI_CUSTOMISATION, [N, N, N, N, N, Y, N], [N, N, N]),
  saveUiCustomisation: row(`${UI_CUSTOMISATION}; the theme of the named agency`, [N, N, N, N, N, Y, N], [N, N, N]),
  deleteUiCustomisation: row(UI_CUSTOMISATION, [N, N, N, N, N, Y, N], [N, N, N]),
  uploadUiCustomisationImage: row(UI_CUSTOMISATION, [N, N, N, N, N, Y, N], [N, N, N]),

  // Category Static Page Management
  listCategoryStaticPages: row(CATEGORY_PAGES, [N, N, N, N, N, Y, N], [N, N, N]),
  saveCategoryStaticPage: row(
    `${CATEGORY_PAGES}; an edit of one of the agency's pages`,
    [N, N, N, N, N, Y, N],
    [N, N, N],
  ),
  deleteCategoryStaticPage: row(CATEGORY_PAGES, [N, N, N, N, N, Y, N], [N, N, N]),
  uploadCategoryStaticPageImage: row(CATEGORY_PAGES, [N, N, N, N, N, Y, N], [N, N, N]),

  // Link Store
  listLinkCategories: row(LINK_STORE, [N, N, N, N, N, Y, N], [N, N, N]),
  getLinkCategory: row(LINK_STORE, [N, N, N, N, N, Y, N], [N, N, N]),
  createLinkCategory: row(LINK_STORE, [N, N, N, N, N, Y, N], [N, N, N]),
  updateLinkCategory: row(LINK_STORE, [N, N, N, N, N, Y, N], [N, N, N]),
  deleteLinkCategory: row(LINK_STORE, [N, N, N, N, N, Y, N], [N, N, N]),
  listLinkTypes: row(LINK_STORE, [N, N, N, N, N, Y, N], [N, N, N]),
  getLinkType: row(LINK_STORE, [N, N, N, N, N, Y, N], [N, N, N]),
  createLinkType: row(LINK_STORE, [N, N, N, N, N, Y, N], [N, N, N]),
  updateLinkType: row(`${LINK_STORE}; an edit of one of the agency's links`, [N, N, N, N, N, Y, N], [N, N, N]),
  deleteLinkType: row(LINK_STORE, [N, N, N, N, N, Y, N], [N, N, N]),

  // Report
  digitalCardReport: row(
    `${ADMIN_ONLY_MENU}; no franchisee permission opens a menu the admin menu table keeps to admins. Another agency's admin downloads its own agency's rows`,
    [N, N, N, N, Y, Y, N],
    [N, N, Y],
  ),
  businessReport: row(
    `${ADMIN_ONLY_MENU}; no franchisee permission opens it. Another agency's admin downloads its own rows`,
    [N, N, N, N, Y, Y, N],
    [N, N, Y],
  ),

  // Admin notifications (the bell)
  listAdminNotifications: row(
    `${NOTIFICATIONS}; another agency's admin on its own host reads its own agency's (never ours)`,
    [N, Y, Y, Y, Y, Y, N],
    [Y, Y, Y],
  ),
  markAllAdminNotificationsRead: row(
    `${NOTIFICATIONS}; it marks what the reader sees, for that reader only`,
    [N, Y, Y, Y, Y, Y, N],
    [Y, Y, Y],
  ),
  markAdminNotificationRead: row(
    `${NOTIFICATIONS}. A notification outside the reader's audience is hidden: about a business the franchisee did not make, or another agency's`,
    [N, Y, Y, Y, Y, Y, N],
    [Y, H, H],
  ),

  // Billing (agency → platform)
  getBillingPrices: row(BILLING_READ, [N, N, N, N, Y, Y, N], [N, N, N]),
  setBillingPrices: row(
    `${AGENCY_MANAGEMENT}: the platform sets what it charges (docs/product-rules.md#billing-of-agencies)`,
    [N, N, N, N, N, Y, N],
    [N, N, N],
  ),
  getOutstandingAmount: row(BILLING_READ, [N, N, N, N, Y, Y, N], [N, N, N]),
  getMonthPayments: row(BILLING_READ, [N, N, N, N, Y, Y, N], [N, N, N]),
  makeMonthPayment: row(BILLING_RECORD, [N, N, N, N, N, Y, N], [N, N, N]),
  makeMonthPaymentThroughGateway: row(BILLING_PAY, [N, N, N, N, Y, N, N], [N, N, N]),
  createMonthPaymentOrder: row(BILLING_PAY, [N, N, N, N, Y, N, N], [N, N, N]),
  moveOutCardFromBill: row(BILLING_ADJUST, [N, N, N, N, Y, Y, N], [N, N, N]),
  addCardInBill: row(BILLING_ADJUST, [N, N, N, N, Y, Y, N], [N, N, N]),
  listMoveOutRequests: row(BILLING_READ, [N, N, N, N, Y, Y, N], [N, N, N]),
  approveMoveOutRequest: row(BILLING_MOVE_OUT_DECISION, [N, N, N, N, N, Y, N], [N, N, N]),
  refuseMoveOutRequest: row(BILLING_MOVE_OUT_DECISION, [N, N, N, N, N, Y, N], [N, N, N]),
  getAnnualPayments: row(BILLING_READ, [N, N, N, N, Y, Y, N], [N, N, N]),
  makeAnnualPayment: row(
    `One call, two payments: the agency admin pays through the gateway (${BILLING_PAY}); the superadmin agency's admin records by hand (${BILLING_RECORD}). Each column sends its own kind; CROSSED_BODIES has the other two`,
    [N, N, N, N, Y, Y, N],
    [N, N, N],
  ),
  createAnnualPaymentOrder: row(BILLING_PAY, [N, N, N, N, Y, N, N], [N, N, N]),
  getAgencyImagePayments: row(BILLING_READ, [N, N, N, N, Y, Y, N], [N, N, N]),
  makeAgencyImagePayment: row(BILLING_RECORD, [N, N, N, N, N, Y, N], [N, N, N]),
  makeAgencyImagePaymentThroughGateway: row(BILLING_PAY, [N, N, N, N, Y, N, N], [N, N, N]),
  createAgencyImagePaymentOrder: row(BILLING_PAY, [N, N, N, N, Y, N, N], [N, N, N]),
  getAgencyPdfCardPayments: row(BILLING_READ, [N, N, N, N, Y, Y, N], [N, N, N]),
  makeAgencyPdfCardPayment: row(
    'As makeAnnualPayment: the agency admin through the gateway, the superadmin agency admin by hand',
    [N, N, N, N, Y, Y, N],
    [N, N, N],
  ),
  createAgencyPdfCardPaymentOrder: row(BILLING_PAY, [N, N, N, N, Y, N, N], [N, N, N]),

  // Greetings Management: the admin pages /daily-image-management and /image-posts-management
  createImagePost: row(
    `${GREETINGS}; an edit of one of the agency's own posts. ${GREETINGS_OTHER_ROWS}`,
    [N, N, Y, N, Y, Y, N],
    [N, N, H],
  ),
  createImagePostsBulk: row(
    `${GREETINGS}. Another agency's admin on its own host naming our subcategory gets the field's 400 (an id in a form it does not see), and nothing is stored`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  getImagePostsBulkStatus: row(
    `${GREETINGS}. A bulk upload is its agency's: another agency's admin on its own host does not find it (404)`,
    [N, N, Y, N, Y, Y, N],
    [N, N, H],
  ),
  generateLowQualityImagePost: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, [N, N, Y, N, Y, Y, N], [N, N, H]),
  deleteImagePosts: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, [N, N, Y, N, Y, Y, N], [N, N, H]),
  saveImageCategory: row(
    `${GREETINGS}; another agency's admin on its own host adds a category to its own agency`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  createImageSubcategory: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, [N, N, Y, N, Y, Y, N], [N, N, H]),
  // Typed "Other" business categories: reading and promoting them is managing the
  // platform's 'Business Category', so the superadmin agency's Greetings managers only.
  listOtherCategories: row(OTHER_CATEGORIES, [N, N, N, N, N, Y, N], [N, N, N]),
  promoteOtherCategory: row(OTHER_CATEGORIES, [N, N, N, N, N, Y, N], [N, N, N]),
  deleteImageSubcategory: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, [N, N, Y, N, Y, Y, N], [N, N, H]),
  createImageTag: row(
    `${GREETINGS}; another agency's admin on its own host adds a tag to its own agency`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  deleteImageTag: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, [N, N, Y, N, Y, Y, N], [N, N, H]),
};

/**
 * The two bill payment calls that take either kind of payment: the kind a column does not
 * send in the matrix, with its verdict.
 */
export const CROSSED_BODIES: {
  endpoint: string;
  column: MatrixColumn;
  payment: 'manual' | 'gateway';
  verdict: Verdict;
  spec: string;
}[] = [
  { endpoint: 'makeAnnualPayment', column: 'admin', payment: 'manual', verdict: N, spec: BILLING_RECORD },
  { endpoint: 'makeAnnualPayment', column: 'superadmin admin', payment: 'gateway', verdict: N, spec: BILLING_PAY },
  { endpoint: 'makeAgencyPdfCardPayment', column: 'admin', payment: 'manual', verdict: N, spec: BILLING_RECORD },
  {
    endpoint: 'makeAgencyPdfCardPayment',
    column: 'superadmin admin',
    payment: 'gateway',
    verdict: N,
    spec: BILLING_PAY,
  },
];
