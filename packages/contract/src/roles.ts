// Roles, the admin menu visibility table, franchisee
// permissions and per-agency feature flags. Pure functions, used by the server to
// enforce and by the web to hide.
import { sellableProducts } from './products';

export const USER_ROLES = ['customer', 'admin', 'creator'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const FRANCHISEE_ROLES = ['franchisee', 'franchisee-with-all-card-access'] as const;
export type FranchiseeRole = (typeof FRANCHISEE_ROLES)[number];
export const AGENCY_ROLES = ['superadmin'] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];
/** Staff roles that work in the admin area (sign-in sends them on to /panel/admin). */
export const STAFF_ROLES: readonly UserRole[] = ['admin', 'creator'];

/**
 * Franchisee permissions are checked by name, and each one is enforced by the server
 * (FRANCHISEE_PERMISSION_INFO says where). 'report:download' was retired: the
 * Report menu is for admins, so it allowed nothing; migration 0027 removed it from
 * stored lists, and a stray stored name is ignored on read (isFranchiseePermission).
 */
export const FRANCHISEE_PERMISSIONS = [
  'business:create',
  'business:edit',
  'business:delete',
  'card:edit',
  'payment:record',
  'payment:delete',
  'plan:custom',
] as const;
export type FranchiseePermission = (typeof FRANCHISEE_PERMISSIONS)[number];

export interface AgencyFeatureConfig {
  imagePost: { enableImagePost: boolean; isVideoPostsIncluded: boolean; allowAgencyExclusivePosts: boolean };
  pdfCardConfig: { enablePdfCardProduct: boolean };
  video: { enableVideo: boolean };
  onlinePayment: { enablePaymentIntegration: boolean };
  dashboardConfig: { showInvitationTileInCustomerDashboard: boolean; invitationSiteLink: string | null };
}

export interface CustomerProducts {
  imagePosts: boolean;
  videoPosts: boolean;
  pdfCard: boolean;
  promotionalVideo: boolean;
  invitationCard: boolean;
  /** Only the digital card product is active: product tiles and All Projects are hidden. */
  digitalCardOnly: boolean;
}

/**
 * Per-agency feature flags that gate customer products, as the customer's menu and tiles
 * read them: the selling rule (sellableProducts in products.ts) under the names they use.
 */
export function customerProducts(config: AgencyFeatureConfig): CustomerProducts {
  const sold = sellableProducts(config);
  return {
    imagePosts: sold.greetingImages,
    videoPosts: sold.greetingVideos,
    pdfCard: sold.pdfCard,
    promotionalVideo: sold.promotionalVideo,
    invitationCard: sold.invitationCard,
    digitalCardOnly: !sold.greetingImages && !sold.pdfCard && !sold.promotionalVideo && !sold.invitationCard,
  };
}

/** What the menu rules need to know about the signed-in staff member and their agency. */
export interface AdminMenuContext {
  isSuperadminAgency: boolean;
  isAdmin: boolean;
  hasAllCardAccess: boolean;
  /** The franchisee configuration flag; false for a plain admin. */
  hideBilling: boolean;
  digitalCardOnly: boolean;
}

export const ADMIN_MENU_ITEMS = [
  'home',
  'insights',
  'allBusinesses',
  'allProjects',
  'digitalInvitationCard',
  'franchiseeList',
  'agencyManagement',
  'billing',
  'plansPricingManagement',
  'report',
  'greetingsManagement',
  'videoTemplateManagement',
  'uiCustomisation',
  'categoryStaticPageManagement',
  'linkStore',
  'logout',
] as const;
export type AdminMenuItem = (typeof ADMIN_MENU_ITEMS)[number];

/** Admin menu visibility, one predicate per row ("and" means both hold). */
export const ADMIN_MENU_RULES: Record<AdminMenuItem, (ctx: AdminMenuContext) => boolean> = {
  home: () => true,
  insights: (c) => c.isSuperadminAgency && c.isAdmin,
  allBusinesses: () => true,
  allProjects: (c) => !c.digitalCardOnly,
  digitalInvitationCard: (c) => c.isSuperadminAgency,
  franchiseeList: (c) => c.isAdmin,
  plansPricingManagement: (c) => c.isAdmin,
  report: (c) => c.isAdmin,
  agencyManagement: (c) => c.isAdmin && !c.hideBilling && c.isSuperadminAgency,
  billing: (c) => c.isAdmin && !c.hideBilling && !c.isSuperadminAgency,
  greetingsManagement: (c) => c.isAdmin || c.hasAllCardAccess,
  videoTemplateManagement: (c) => c.isSuperadminAgency && (c.isAdmin || c.hasAllCardAccess),
  linkStore: (c) => c.isSuperadminAgency && (c.isAdmin || c.hasAllCardAccess),
  uiCustomisation: (c) => c.isSuperadminAgency && c.isAdmin,
  categoryStaticPageManagement: (c) => c.isSuperadminAgency && c.isAdmin,
  logout: () => true,
};

export function canSeeAdminMenuItem(item: AdminMenuItem, ctx: AdminMenuContext): boolean {
  return ADMIN_MENU_RULES[item](ctx);
}

export function visibleAdminMenu(ctx: AdminMenuContext): AdminMenuItem[] {
  return ADMIN_MENU_ITEMS.filter((item) => ADMIN_MENU_RULES[item](ctx));
}

/** Greetings Management opens daily-image-management for the super admin, image-posts-management for others. */
export function greetingsManagementPath(ctx: Pick<AdminMenuContext, 'isSuperadminAgency'>): string {
  return ctx.isSuperadminAgency ? '/panel/admin/daily-image-management' : '/panel/admin/image-posts-management';
}

export function hasFranchiseePermission(
  franchisee: { permissions: readonly string[] },
  permission: FranchiseePermission,
): boolean {
  return franchisee.permissions.includes(permission);
}

/**
 * Money that moves by hand (the spec: "Only admins see 'Select Plan',
 * the custom plan option and manual payment update"): recording a payment taken outside the
 * gateway, deleting a payment record, and giving a business a custom plan (any price, any
 * validity). Admins may; a creator (staff, not admin) may not; a franchisee only with the
 * permission named for the action.
 */
export const MONEY_ACTIONS = ['manualPayment', 'deletePayment', 'customPlan'] as const;
export type MoneyAction = (typeof MONEY_ACTIONS)[number];
export const MONEY_ACTION_PERMISSION: Record<MoneyAction, FranchiseePermission> = {
  manualPayment: 'payment:record',
  deletePayment: 'payment:delete',
  customPlan: 'plan:custom',
};

export function canDoMoneyAction(principal: PrincipalSummary, action: MoneyAction): boolean {
  if (principal.kind === 'franchisee') return principal.permissions.includes(MONEY_ACTION_PERMISSION[action]);
  return principal.roles.includes('admin');
}

/** The signed-in person, as both sides see them. */
export type PrincipalSummary =
  | { kind: 'user'; roles: readonly UserRole[] }
  | {
      kind: 'franchisee';
      roles: readonly FranchiseeRole[];
      permissions: readonly string[];
      hideBilling: boolean;
    };

export function isStaff(principal: PrincipalSummary): boolean {
  if (principal.kind === 'franchisee') return true;
  return principal.roles.some((role) => STAFF_ROLES.includes(role));
}

export function adminMenuContext(
  principal: PrincipalSummary,
  agency: { roles: readonly string[]; configuration: AgencyFeatureConfig },
): AdminMenuContext {
  const isFranchisee = principal.kind === 'franchisee';
  return {
    isSuperadminAgency: agency.roles.includes('superadmin'),
    isAdmin: !isFranchisee && principal.roles.includes('admin'),
    hasAllCardAccess: isFranchisee && principal.roles.includes('franchisee-with-all-card-access'),
    hideBilling: isFranchisee ? principal.hideBilling : false,
    digitalCardOnly: customerProducts(agency.configuration).digitalCardOnly,
  };
}
