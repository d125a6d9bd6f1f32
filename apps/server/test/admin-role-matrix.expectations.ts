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
// Who is who (apps/server/test/support/role-world.ts):
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

import { byRole, ROLES } from '#test/support/role-world';

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

function row(spec: string, roles: Roles, [noPermissions, notItsBusiness, otherOwnHost]: Variants): Expectation {
  return {
    spec,
    verdicts: {
      ...byRole(roles),
      'franchisee without permissions': noPermissions,
      'franchisee, not its business': notItsBusiness,
      "another agency's admin, own host": otherOwnHost,
    },
  };
}

// The verdicts many rows share, [7 roles] and [3 variants] as above.
const verdicts = (roles: Roles, variants: Variants): [Roles, Variants] => [roles, variants];
/** only the superadmin agency's admins */
const SUPERADMIN_ADMINS = verdicts([N, N, N, N, N, Y, N], [N, N, N]);
/** an agency's admins and the superadmin agency's; every variant refused */
const ADMINS = verdicts([N, N, N, N, Y, Y, N], [N, N, N]);
/** the same, and another agency's admin on its own host (its own rows) */
const ADMINS_OWN_HOST = verdicts([N, N, N, N, Y, Y, N], [N, N, Y]);
/** a plain agency's admin only (its own bills), not the superadmin agency's */
const PLAIN_AGENCY_ADMIN = verdicts([N, N, N, N, Y, N, N], [N, N, N]);
/** staff and franchisees with every permission; rows out of reach hidden */
const STAFF_IN_REACH = verdicts([N, Y, Y, Y, Y, Y, N], [N, H, H]);
/** staff and franchisees list what is theirs; every variant lists its own */
const STAFF_LIST_OWN = verdicts([N, Y, Y, Y, Y, Y, N], [Y, Y, Y]);
/** admins and permitted franchisees, never a creator; rows out of reach hidden */
const MONEY_IN_REACH = verdicts([N, Y, Y, N, Y, Y, N], [N, H, H]);
/** admins and all-card franchisees; another agency's rows hidden */
const GREETINGS_MANAGERS = verdicts([N, N, Y, N, Y, Y, N], [N, N, H]);

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
const TAGS =
  "docs/product-rules.md#physical-tags: batches of tags, their files and assigning them are the agency's admins' (a customer only claims an unassigned tag, with its own endpoint)";
const MUSIC =
  "docs/product-rules.md#video-music: the music library is managed by Greetings Management (admin or franchisee-with-all-card-access; in the superadmin agency the same people as Video template Management), owned like the greetings: another agency's admin on its own host naming our track or post does not see it (404), and nothing changes";
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
    ...STAFF_LIST_OWN,
  ),
  registerUserAndGetBusinesses: row(
    `${ALL_BUSINESSES}; permission list: business:create. Another agency's admin registers in its own agency`,
    [N, Y, Y, Y, Y, Y, N],
    [N, Y, Y],
  ),

  // Customer plans & pricing management
  saveSubscriptionPlan: row(
    `${ADMIN_ONLY_MENU}. The superadmin agency's admins edit any agency's plans (optional agencyId); another agency's admin naming ours is refused`,
    ...ADMINS,
  ),
  deleteSubscriptionPlan: row(
    `${ADMIN_ONLY_MENU}; the superadmin agency's admins delete any agency's plan; another agency's plan is hidden`,
    [N, N, N, N, Y, Y, N],
    [N, N, H],
  ),

  // Payments of customers, recorded by hand or deleted by staff: money that moves by hand
  makeCardPayment: row(
    `admin menu: "Only admins see 'Select Plan', the custom plan option and manual payment update": an admin, not a creator (staff, not admin: money and roles); a franchisee only with payment:record (canDoMoneyAction). ${REACH}`,
    ...MONEY_IN_REACH,
  ),
  deleteCardPayment: row(`${MONEY}; permission list: payment:delete. ${REACH}`, ...MONEY_IN_REACH),
  deletePdfCardPayment: row(`${MONEY}; permission list: payment:delete. ${REACH}`, ...MONEY_IN_REACH),
  deletePromotionalVideoPayment: row(`${MONEY}; permission list: payment:delete. ${REACH}`, ...MONEY_IN_REACH),
  deleteTagPayment: row(`${MONEY}; permission list: payment:delete. ${REACH}`, ...MONEY_IN_REACH),

  refundPayment: row(
    `${MONEY}: a refund gives money back, as a deletion does; permission list: payment:delete. ${REACH}. docs/product-rules.md#refunds`,
    ...MONEY_IN_REACH,
  ),

  // Tax documents: the issuer's settings and the month's export are its admins' (docs/product-rules.md#gst-documents)
  getTaxSettings: row(
    "docs/product-rules.md#gst-documents: an agency's admins set their own tax settings; the superadmin agency's admins any agency's (Agency Management)",
    ...ADMINS,
  ),
  saveTaxSettings: row(
    "docs/product-rules.md#gst-documents: an agency's admins set their own tax settings; the superadmin agency's admins any agency's (Agency Management)",
    ...ADMINS,
  ),
  exportTaxDocuments: row(
    "docs/product-rules.md#gst-documents: everything an agency issued is its admins' (the accountant's export); the superadmin agency's admins export any agency's",
    ...ADMINS,
  ),

  // Franchisee List
  listFranchisees: row(
    `${ADMIN_ONLY_MENU}; another agency's admin on its own host lists its own franchisees (never ours)`,
    ...ADMINS_OWN_HOST,
  ),
  franchiseeSignup: row(
    `${ADMIN_ONLY_MENU}; another agency's admin on its own host creates its own franchisee`,
    ...ADMINS_OWN_HOST,
  ),
  franchiseeEdit: row(`${ADMIN_ONLY_MENU}; another agency's franchisee is hidden`, [N, N, N, N, Y, Y, N], [N, N, H]),

  // Agency Management
  listAgencies: row(AGENCY_MANAGEMENT, ...SUPERADMIN_ADMINS),
  createAgency: row(AGENCY_MANAGEMENT, ...SUPERADMIN_ADMINS),
  updateAgency: row(AGENCY_MANAGEMENT, ...SUPERADMIN_ADMINS),
  addAgencyAdmin: row(AGENCY_MANAGEMENT, ...SUPERADMIN_ADMINS),
  createSsl: row(AGENCY_MANAGEMENT, ...SUPERADMIN_ADMINS),

  // The status page (docs/operations.md#status-page): the platform's own admins, as Insights.
  getSystemStatus: row('status page: the Insights rule (superadmin agency && admin)', ...SUPERADMIN_ADMINS),
  retryFailedJob: row('status page: the Insights rule (superadmin agency && admin)', ...SUPERADMIN_ADMINS),
  discardFailedJob: row('status page: the Insights rule (superadmin agency && admin)', ...SUPERADMIN_ADMINS),

  // Home and Insights
  getAdminInsights: row(
    "admin menu + domain notes: Insights is superadmin agency && admin; its admins may look at another agency (they name ours). A plain agency's admin is refused, whatever agency it names",
    ...SUPERADMIN_ADMINS,
  ),

  // All Projects and its row actions
  getCardList: row(
    `${ALL_PROJECTS}; another agency's admin on its own host lists its own cards (never ours)`,
    ...STAFF_LIST_OWN,
  ),
  updateCardStatus: row(`${ALL_PROJECTS}; permission list: card:edit. ${REACH}`, ...STAFF_IN_REACH),
  updateCardLimit: row(`${ALL_PROJECTS}; permission list: card:edit. ${REACH}`, ...STAFF_IN_REACH),
  updateImagePostStatus: row(`${ALL_PROJECTS}; permission list: card:edit. ${REACH}`, ...STAFF_IN_REACH),
  updateImagePostSettings: row(`${ALL_PROJECTS}; permission list: card:edit. ${REACH}`, ...STAFF_IN_REACH),
  deleteCard: row(
    `${ALL_PROJECTS}; permission list: business:delete ("delete a business or its card"). ${REACH}`,
    ...STAFF_IN_REACH,
  ),

  // All Projects, pdf_id_card: the same menu and permissions as the digital cards' rows
  getPdfCardList: row(
    `${ALL_PROJECTS}; another agency's admin on its own host lists its own PDF cards (never ours)`,
    ...STAFF_LIST_OWN,
  ),
  updatePdfCardStatus: row(`${ALL_PROJECTS}; permission list: card:edit. ${REACH}`, ...STAFF_IN_REACH),
  deletePdfCard: row(
    `${ALL_PROJECTS}; permission list: business:delete ("delete a business or its card"). ${REACH}`,
    ...STAFF_IN_REACH,
  ),

  // All Projects, promotional_video: the same menu and permissions as the other projects' rows
  listUserVideos: row(
    `${ALL_PROJECTS}; another agency's admin on its own host lists its own videos (never ours)`,
    ...STAFF_LIST_OWN,
  ),
  updateUserVideoStatus: row(
    `${ALL_PROJECTS}; permission list: card:edit (hiding a video changes what the business shows). ${REACH}`,
    ...STAFF_IN_REACH,
  ),

  // Video template Management: the platform's templates
  saveVideoTemplate: row(`${VIDEO_TEMPLATES}; an edit of one of the platform's templates`, ...SUPERADMIN_ADMINS),
  deleteVideoTemplate: row(VIDEO_TEMPLATES, ...SUPERADMIN_ADMINS),
  remakeVideoTemplatePreview: row(VIDEO_TEMPLATES, ...SUPERADMIN_ADMINS),

  // Ui Customisation
  getUiCustomisation: row(UI_CUSTOMISATION, ...SUPERADMIN_ADMINS),
  saveUiCustomisation: row(`${UI_CUSTOMISATION}; the theme of the named agency`, ...SUPERADMIN_ADMINS),
  deleteUiCustomisation: row(UI_CUSTOMISATION, ...SUPERADMIN_ADMINS),
  uploadUiCustomisationImage: row(UI_CUSTOMISATION, ...SUPERADMIN_ADMINS),

  // Category Static Page Management
  listCategoryStaticPages: row(CATEGORY_PAGES, ...SUPERADMIN_ADMINS),
  saveCategoryStaticPage: row(`${CATEGORY_PAGES}; an edit of one of the agency's pages`, ...SUPERADMIN_ADMINS),
  deleteCategoryStaticPage: row(CATEGORY_PAGES, ...SUPERADMIN_ADMINS),
  uploadCategoryStaticPageImage: row(CATEGORY_PAGES, ...SUPERADMIN_ADMINS),

  // Link Store
  listLinkCategories: row(LINK_STORE, ...SUPERADMIN_ADMINS),
  getLinkCategory: row(LINK_STORE, ...SUPERADMIN_ADMINS),
  createLinkCategory: row(LINK_STORE, ...SUPERADMIN_ADMINS),
  updateLinkCategory: row(LINK_STORE, ...SUPERADMIN_ADMINS),
  deleteLinkCategory: row(LINK_STORE, ...SUPERADMIN_ADMINS),
  listLinkTypes: row(LINK_STORE, ...SUPERADMIN_ADMINS),
  getLinkType: row(LINK_STORE, ...SUPERADMIN_ADMINS),
  createLinkType: row(LINK_STORE, ...SUPERADMIN_ADMINS),
  updateLinkType: row(`${LINK_STORE}; an edit of one of the agency's links`, ...SUPERADMIN_ADMINS),
  deleteLinkType: row(LINK_STORE, ...SUPERADMIN_ADMINS),

  // Report
  digitalCardReport: row(
    `${ADMIN_ONLY_MENU}; no franchisee permission opens a menu the admin menu table keeps to admins. Another agency's admin downloads its own agency's rows`,
    ...ADMINS_OWN_HOST,
  ),
  businessReport: row(
    `${ADMIN_ONLY_MENU}; no franchisee permission opens it. Another agency's admin downloads its own rows`,
    ...ADMINS_OWN_HOST,
  ),

  // Admin notifications (the bell)
  listAdminNotifications: row(
    `${NOTIFICATIONS}; another agency's admin on its own host reads its own agency's (never ours)`,
    ...STAFF_LIST_OWN,
  ),
  markAllAdminNotificationsRead: row(
    `${NOTIFICATIONS}; it marks what the reader sees, for that reader only`,
    ...STAFF_LIST_OWN,
  ),
  markAdminNotificationRead: row(
    `${NOTIFICATIONS}. A notification outside the reader's audience is hidden: about a business the franchisee did not make, or another agency's`,
    [N, Y, Y, Y, Y, Y, N],
    [Y, H, H],
  ),

  // Billing (agency → platform)
  getBillingPrices: row(BILLING_READ, ...ADMINS),
  setBillingPrices: row(
    `${AGENCY_MANAGEMENT}: the platform sets what it charges (docs/product-rules.md#billing-of-agencies)`,
    ...SUPERADMIN_ADMINS,
  ),
  getOutstandingAmount: row(BILLING_READ, ...ADMINS),
  getMonthPayments: row(BILLING_READ, ...ADMINS),
  makeMonthPayment: row(BILLING_RECORD, ...SUPERADMIN_ADMINS),
  makeMonthPaymentThroughGateway: row(BILLING_PAY, ...PLAIN_AGENCY_ADMIN),
  createMonthPaymentOrder: row(BILLING_PAY, ...PLAIN_AGENCY_ADMIN),
  moveOutCardFromBill: row(BILLING_ADJUST, ...ADMINS),
  addCardInBill: row(BILLING_ADJUST, ...ADMINS),
  listMoveOutRequests: row(BILLING_READ, ...ADMINS),
  approveMoveOutRequest: row(BILLING_MOVE_OUT_DECISION, ...SUPERADMIN_ADMINS),
  refuseMoveOutRequest: row(BILLING_MOVE_OUT_DECISION, ...SUPERADMIN_ADMINS),
  getAnnualPayments: row(BILLING_READ, ...ADMINS),
  makeAnnualPayment: row(
    `One call, two payments: the agency admin pays through the gateway (${BILLING_PAY}); the superadmin agency's admin records by hand (${BILLING_RECORD}). Each column sends its own kind; CROSSED_BODIES has the other two`,
    ...ADMINS,
  ),
  createAnnualPaymentOrder: row(BILLING_PAY, ...PLAIN_AGENCY_ADMIN),
  getAgencyImagePayments: row(BILLING_READ, ...ADMINS),
  makeAgencyImagePayment: row(BILLING_RECORD, ...SUPERADMIN_ADMINS),
  makeAgencyImagePaymentThroughGateway: row(BILLING_PAY, ...PLAIN_AGENCY_ADMIN),
  createAgencyImagePaymentOrder: row(BILLING_PAY, ...PLAIN_AGENCY_ADMIN),
  getAgencyPdfCardPayments: row(BILLING_READ, ...ADMINS),
  makeAgencyPdfCardPayment: row(
    'As makeAnnualPayment: the agency admin through the gateway, the superadmin agency admin by hand',
    ...ADMINS,
  ),
  createAgencyPdfCardPaymentOrder: row(BILLING_PAY, ...PLAIN_AGENCY_ADMIN),

  // Greetings Management: the admin pages /daily-image-management and /image-posts-management
  createImagePost: row(
    `${GREETINGS}; an edit of one of the agency's own posts. ${GREETINGS_OTHER_ROWS}`,
    ...GREETINGS_MANAGERS,
  ),
  createImagePostsBulk: row(
    `${GREETINGS}. Another agency's admin on its own host naming our subcategory gets the field's 400 (an id in a form it does not see), and nothing is stored`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  getImagePostsBulkStatus: row(
    `${GREETINGS}. A bulk upload is its agency's: another agency's admin on its own host does not find it (404)`,
    ...GREETINGS_MANAGERS,
  ),
  // Greetings drawn ahead of their day (docs/product-rules.md#greetings-prepared).
  prepareGreetings: row(
    `${GREETINGS}; another agency's admin on its own host prepares its own agency's day`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  getGreetingPreparation: row(
    `${GREETINGS}. A preparation is its agency's: another agency's admin on its own host does not find it (404)`,
    ...GREETINGS_MANAGERS,
  ),
  generateLowQualityImagePost: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, ...GREETINGS_MANAGERS),
  deleteImagePosts: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, ...GREETINGS_MANAGERS),
  // Text layers: placing them and their exact preview are managing the post (docs/product-rules.md#greetings-text-layers).
  saveImagePostTextLayers: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, ...GREETINGS_MANAGERS),
  previewImagePostText: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, ...GREETINGS_MANAGERS),
  saveImageCategory: row(
    `${GREETINGS}; another agency's admin on its own host adds a category to its own agency`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  createImageSubcategory: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, ...GREETINGS_MANAGERS),
  // The festival calendar of the greetings admin (docs/product-rules.md#festival-calendar).
  listFestivals: row(
    `${GREETINGS}; another agency's admin on its own host reads its own agency's counts`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  // Typed "Other" business categories: reading and promoting them is managing the
  // platform's 'Business Category', so the superadmin agency's Greetings managers only.
  listOtherCategories: row(OTHER_CATEGORIES, ...SUPERADMIN_ADMINS),
  promoteOtherCategory: row(OTHER_CATEGORIES, ...SUPERADMIN_ADMINS),
  deleteImageSubcategory: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, ...GREETINGS_MANAGERS),
  createImageTag: row(
    `${GREETINGS}; another agency's admin on its own host adds a tag to its own agency`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  deleteImageTag: row(`${GREETINGS}. ${GREETINGS_OTHER_ROWS}`, ...GREETINGS_MANAGERS),
  // Frame kinds per business category: each agency's Greetings managers choose for its own businesses.
  getCategoryFrameKinds: row(
    `${GREETINGS}; docs/product-rules.md#greetings-frames: another agency's admin on its own host reads its own agency's choices`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  saveCategoryFrameKinds: row(
    `${GREETINGS}; docs/product-rules.md#greetings-frames: another agency's admin on its own host chooses for its own agency (ours stays as it was)`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),

  // The music library (docs/product-rules.md#video-music)
  listMusicTracks: row(
    `${MUSIC}; another agency's admin on its own host lists its own agency's tracks`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  uploadMusicTrack: row(
    `${MUSIC}; another agency's admin on its own host adds to its own agency (400 there: it has no exclusive posts)`,
    [N, N, Y, N, Y, Y, N],
    [N, N, Y],
  ),
  updateMusicTrack: row(MUSIC, ...GREETINGS_MANAGERS),
  deleteMusicTrack: row(MUSIC, ...GREETINGS_MANAGERS),
  setImagePostMusic: row(MUSIC, ...GREETINGS_MANAGERS),

  // Physical tags (docs/product-rules.md#physical-tags): the agency's admins; another agency's
  // admin on its own host makes and lists its own, and never finds ours.
  listTagBatches: row(`${TAGS}; another agency's admin lists its own batches (never ours)`, ...ADMINS_OWN_HOST),
  createTagBatch: row(`${TAGS}; another agency's admin makes its own batch`, ...ADMINS_OWN_HOST),
  tagBatchCsv: row(`${TAGS}; another agency's batch is hidden`, [N, N, N, N, Y, Y, N], [N, N, H]),
  tagBatchSheet: row(`${TAGS}; another agency's batch is hidden`, [N, N, N, N, Y, Y, N], [N, N, H]),
  updateTag: row(`${TAGS}; another agency's tag is hidden`, [N, N, N, N, Y, Y, N], [N, N, H]),
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
