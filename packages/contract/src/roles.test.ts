import { describe, expect, it } from 'vitest';
import {
  ADMIN_MENU_ITEMS,
  type AdminMenuContext,
  type AdminMenuItem,
  type AgencyFeatureConfig,
  adminMenuContext,
  canDoMoneyAction,
  canSeeAdminMenuItem,
  customerProducts,
  FRANCHISEE_PERMISSIONS,
  greetingsManagementPath,
  hasFranchiseePermission,
  isStaff,
  MONEY_ACTIONS,
  type MoneyAction,
  type PrincipalSummary,
  visibleAdminMenu,
} from './roles';

// A context where nothing role-dependent holds; each case switches on what it needs.
const NOBODY: AdminMenuContext = {
  isSuperadminAgency: false,
  isAdmin: false,
  hasAllCardAccess: false,
  hideBilling: false,
  digitalCardOnly: false,
};
const ctx = (over: Partial<AdminMenuContext>): AdminMenuContext => ({ ...NOBODY, ...over });

interface MenuRow {
  /** The row of the spec's "Admin menu visibility" table, as written there. */
  row: string;
  items: AdminMenuItem[];
  shows: Record<string, AdminMenuContext>;
  hides: Record<string, AdminMenuContext>;
}

// One entry per row of the admin menu visibility table ("and" means both hold).
const MENU_TABLE: MenuRow[] = [
  {
    row: 'Insights: superadmin agency and admin',
    items: ['insights'],
    shows: { 'superadmin-agency admin': ctx({ isSuperadminAgency: true, isAdmin: true }) },
    hides: {
      'plain agency admin': ctx({ isAdmin: true }),
      'superadmin-agency non-admin': ctx({ isSuperadminAgency: true }),
      'superadmin-agency all-card-access franchisee': ctx({ isSuperadminAgency: true, hasAllCardAccess: true }),
    },
  },
  {
    row: 'All Businesses: the admin area',
    items: ['allBusinesses'],
    shows: {
      'plain franchisee': NOBODY,
      'plain agency admin': ctx({ isAdmin: true }),
      'digital-card-only agency': ctx({ digitalCardOnly: true }),
    },
    hides: {},
  },
  {
    row: 'All Projects: the admin area, and not the digital-card-only configuration',
    items: ['allProjects'],
    shows: { 'plain franchisee': NOBODY, 'superadmin-agency admin': ctx({ isSuperadminAgency: true, isAdmin: true }) },
    hides: {
      'digital-card-only agency, admin': ctx({ isAdmin: true, digitalCardOnly: true }),
      'digital-card-only agency, franchisee': ctx({ digitalCardOnly: true }),
    },
  },
  {
    row: 'Digital Invitation card: superadmin',
    items: ['digitalInvitationCard'],
    shows: {
      'superadmin-agency admin': ctx({ isSuperadminAgency: true, isAdmin: true }),
      'superadmin-agency franchisee': ctx({ isSuperadminAgency: true }),
    },
    hides: { 'plain agency admin': ctx({ isAdmin: true }), 'plain franchisee': NOBODY },
  },
  {
    row: 'Franchisee List, plans and pricing management, Report: admin',
    items: ['franchiseeList', 'plansPricingManagement', 'report'],
    shows: {
      'plain agency admin': ctx({ isAdmin: true }),
      'superadmin-agency admin': ctx({ isSuperadminAgency: true, isAdmin: true }),
    },
    hides: {
      'franchisee with all-card access': ctx({ hasAllCardAccess: true }),
      'superadmin-agency non-admin': ctx({ isSuperadminAgency: true }),
    },
  },
  {
    row: 'Agency Management: admin with billing not hidden, and superadmin',
    items: ['agencyManagement'],
    shows: { 'superadmin-agency admin': ctx({ isSuperadminAgency: true, isAdmin: true }) },
    hides: {
      'plain agency admin': ctx({ isAdmin: true }),
      'superadmin-agency admin with hideBilling': ctx({ isSuperadminAgency: true, isAdmin: true, hideBilling: true }),
      'superadmin-agency franchisee without admin': ctx({ isSuperadminAgency: true }),
    },
  },
  {
    row: 'Billing: admin with billing not hidden, and not superadmin',
    items: ['billing'],
    shows: { 'plain agency admin': ctx({ isAdmin: true }) },
    hides: {
      'superadmin-agency admin': ctx({ isSuperadminAgency: true, isAdmin: true }),
      'admin with hideBilling': ctx({ isAdmin: true, hideBilling: true }),
      'franchisee without admin': NOBODY,
      'all-card-access franchisee without admin': ctx({ hasAllCardAccess: true }),
    },
  },
  {
    row: 'Greetings Management: admin or franchisee-with-all-card-access',
    items: ['greetingsManagement'],
    shows: {
      'plain agency admin': ctx({ isAdmin: true }),
      'all-card-access franchisee': ctx({ hasAllCardAccess: true }),
      'superadmin-agency admin': ctx({ isSuperadminAgency: true, isAdmin: true }),
    },
    hides: {
      'plain franchisee': NOBODY,
      'superadmin-agency plain franchisee': ctx({ isSuperadminAgency: true }),
    },
  },
  {
    row: 'Video template Management, Link Store: superadmin and (admin or franchisee-with-all-card-access)',
    items: ['videoTemplateManagement', 'linkStore'],
    shows: {
      'superadmin-agency admin': ctx({ isSuperadminAgency: true, isAdmin: true }),
      'superadmin-agency all-card-access franchisee': ctx({ isSuperadminAgency: true, hasAllCardAccess: true }),
    },
    hides: {
      'plain agency admin': ctx({ isAdmin: true }),
      'plain agency all-card-access franchisee': ctx({ hasAllCardAccess: true }),
      'superadmin-agency plain franchisee': ctx({ isSuperadminAgency: true }),
    },
  },
  {
    row: 'Ui Customisation, Category Static Page Management: superadmin and admin',
    items: ['uiCustomisation', 'categoryStaticPageManagement'],
    shows: { 'superadmin-agency admin': ctx({ isSuperadminAgency: true, isAdmin: true }) },
    hides: {
      'plain agency admin': ctx({ isAdmin: true }),
      'superadmin-agency all-card-access franchisee': ctx({ isSuperadminAgency: true, hasAllCardAccess: true }),
    },
  },
  {
    // Not a table row: the drawer always has Home and Logout.
    row: 'Home and Logout: always',
    items: ['home', 'logout'],
    shows: {
      'plain franchisee': NOBODY,
      'digital-card-only agency with hideBilling': ctx({ digitalCardOnly: true, hideBilling: true }),
      'superadmin-agency admin': ctx({ isSuperadminAgency: true, isAdmin: true }),
    },
    hides: {},
  },
];

describe('admin menu visibility (the table)', () => {
  it.each(MENU_TABLE)('$row', ({ items, shows, hides }) => {
    for (const item of items) {
      for (const [who, context] of Object.entries(shows)) {
        expect(canSeeAdminMenuItem(item, context), `${item} should show for ${who}`).toBe(true);
      }
      for (const [who, context] of Object.entries(hides)) {
        expect(canSeeAdminMenuItem(item, context), `${item} should hide for ${who}`).toBe(false);
      }
    }
  });

  it('covers every admin menu item exactly once', () => {
    const covered = MENU_TABLE.flatMap((row) => row.items);
    expect([...covered].sort()).toEqual([...ADMIN_MENU_ITEMS].sort());
  });
});

// Factories, so each test may change its own copy.
const allOn = (): AgencyFeatureConfig => ({
  imagePost: { enableImagePost: true, isVideoPostsIncluded: true, allowAgencyExclusivePosts: false },
  pdfCardConfig: { enablePdfCardProduct: true },
  video: { enableVideo: true },
  onlinePayment: { enablePaymentIntegration: true },
  dashboardConfig: { showInvitationTileInCustomerDashboard: true, invitationSiteLink: 'https://invite.example.com' },
});
const allOff = (): AgencyFeatureConfig => ({
  imagePost: { enableImagePost: false, isVideoPostsIncluded: false, allowAgencyExclusivePosts: false },
  pdfCardConfig: { enablePdfCardProduct: false },
  video: { enableVideo: false },
  onlinePayment: { enablePaymentIntegration: false },
  dashboardConfig: { showInvitationTileInCustomerDashboard: false, invitationSiteLink: null },
});
const SUPERADMIN_AGENCY = { roles: ['superadmin'], configuration: allOn() };
const PLAIN_AGENCY = { roles: [], configuration: allOn() };
const DIGITAL_CARD_ONLY_AGENCY = { roles: [], configuration: allOff() };

const ADMIN: PrincipalSummary = { kind: 'user', roles: ['admin'] };
const CREATOR: PrincipalSummary = { kind: 'user', roles: ['creator'] };
const RAVI: PrincipalSummary = {
  kind: 'franchisee',
  roles: ['franchisee'],
  permissions: ['business:create', 'business:edit', 'card:edit'],
  hideBilling: false,
};
const PRIYA: PrincipalSummary = {
  kind: 'franchisee',
  roles: ['franchisee', 'franchisee-with-all-card-access'],
  permissions: [...FRANCHISEE_PERMISSIONS],
  hideBilling: true,
};

describe('visibleAdminMenu for concrete principals (via adminMenuContext)', () => {
  // Who sees which items, one row per principal and agency.
  it.each([
    {
      who: 'superadmin-agency admin sees everything except Billing',
      principal: ADMIN,
      agency: SUPERADMIN_AGENCY,
      menu: ADMIN_MENU_ITEMS.filter((item) => item !== 'billing'),
    },
    {
      who: 'plain agency admin sees Billing but none of the superadmin items',
      principal: ADMIN,
      agency: PLAIN_AGENCY,
      menu: [
        'home',
        'allBusinesses',
        'allProjects',
        'franchiseeList',
        'billing',
        'plansPricingManagement',
        'report',
        'greetingsManagement',
        'logout',
      ],
    },
    {
      who: 'creator sees only the always-visible items',
      principal: CREATOR,
      agency: PLAIN_AGENCY,
      menu: ['home', 'allBusinesses', 'allProjects', 'logout'],
    },
    {
      who: 'plain franchisee sees only the always-visible items',
      principal: RAVI,
      agency: PLAIN_AGENCY,
      menu: ['home', 'allBusinesses', 'allProjects', 'logout'],
    },
    {
      who: 'franchisee with all-card access in the superadmin agency also gets video templates and the link store',
      principal: PRIYA,
      agency: SUPERADMIN_AGENCY,
      menu: [
        'home',
        'allBusinesses',
        'allProjects',
        'digitalInvitationCard',
        'greetingsManagement',
        'videoTemplateManagement',
        'linkStore',
        'logout',
      ],
    },
  ])('$who', ({ principal, agency, menu }) => {
    expect(visibleAdminMenu(adminMenuContext(principal, agency))).toEqual(menu);
  });

  it('an admin who is also a customer is still an admin', () => {
    const both: PrincipalSummary = { kind: 'user', roles: ['customer', 'admin'] };
    expect(visibleAdminMenu(adminMenuContext(both, PLAIN_AGENCY))).toContain('billing');
  });

  it('franchisee with all-card access and hideBilling gets Greetings Management, never Billing', () => {
    const context = adminMenuContext(PRIYA, PLAIN_AGENCY);
    expect(context).toEqual({
      isSuperadminAgency: false,
      isAdmin: false,
      hasAllCardAccess: true,
      hideBilling: true,
      digitalCardOnly: false,
    });
    expect(visibleAdminMenu(context)).toEqual([
      'home',
      'allBusinesses',
      'allProjects',
      'greetingsManagement',
      'logout',
    ]);
  });

  it('an admin never has hideBilling or all-card access, whatever the agency', () => {
    const context = adminMenuContext(ADMIN, SUPERADMIN_AGENCY);
    expect(context.hideBilling).toBe(false);
    expect(context.hasAllCardAccess).toBe(false);
  });

  it('digital-card-only agency hides All Projects', () => {
    const menu = visibleAdminMenu(adminMenuContext(ADMIN, DIGITAL_CARD_ONLY_AGENCY));
    expect(menu).not.toContain('allProjects');
    expect(menu).toContain('allBusinesses');
  });
});

describe('greetingsManagementPath', () => {
  it('sends the superadmin agency to daily-image-management', () => {
    expect(greetingsManagementPath({ isSuperadminAgency: true })).toBe('/panel/admin/daily-image-management');
  });
  it('sends every other agency to image-posts-management', () => {
    expect(greetingsManagementPath({ isSuperadminAgency: false })).toBe('/panel/admin/image-posts-management');
  });
});

describe('hasFranchiseePermission', () => {
  it.each(FRANCHISEE_PERMISSIONS)('Ravi has %s only if it is in his list', (permission) => {
    const expected = ['business:create', 'business:edit', 'card:edit'].includes(permission);
    expect(
      hasFranchiseePermission({ permissions: ['business:create', 'business:edit', 'card:edit'] }, permission),
    ).toBe(expected);
  });
  it('is checked by exact name', () => {
    expect(hasFranchiseePermission({ permissions: ['business'] }, 'business:create')).toBe(false);
    expect(hasFranchiseePermission({ permissions: ['Business:Create'] }, 'business:create')).toBe(false);
    expect(hasFranchiseePermission({ permissions: [] }, 'card:edit')).toBe(false);
  });
  it('an all-permissions franchisee has every permission', () => {
    for (const permission of FRANCHISEE_PERMISSIONS) {
      expect(hasFranchiseePermission({ permissions: [...FRANCHISEE_PERMISSIONS] }, permission)).toBe(true);
    }
  });
});

describe('isStaff', () => {
  it.each([
    ['admin', ADMIN, true],
    ['creator', CREATOR, true],
    ['franchisee', RAVI, true],
    ['customer', { kind: 'user', roles: ['customer'] } satisfies PrincipalSummary, false],
    ['user without roles', { kind: 'user', roles: [] } satisfies PrincipalSummary, false],
  ] as const)('%s -> %s', (_name, principal, expected) => {
    expect(isStaff(principal)).toBe(expected);
  });
});

function withConfig(change: (config: AgencyFeatureConfig) => void): AgencyFeatureConfig {
  const config = allOn();
  change(config);
  return config;
}

describe('customerProducts (per-agency feature flags)', () => {
  // Every flag the same way: every product or none, and digital-card-only exactly when none.
  it.each([
    ['all flags on: every product, not digital-card-only', allOn, true],
    ['all flags off: digital-card-only', allOff, false],
  ])('%s', (_name, config, on) => {
    expect(customerProducts(config())).toEqual({
      imagePosts: on,
      videoPosts: on,
      pdfCard: on,
      promotionalVideo: on,
      invitationCard: on,
      digitalCardOnly: !on,
    });
  });

  it('enableImagePost off turns off image and video posts', () => {
    const products = customerProducts(withConfig((c) => (c.imagePost.enableImagePost = false)));
    expect(products.imagePosts).toBe(false);
    expect(products.videoPosts).toBe(false);
    expect(products.pdfCard).toBe(true);
  });

  it('isVideoPostsIncluded off turns off only video posts', () => {
    const products = customerProducts(withConfig((c) => (c.imagePost.isVideoPostsIncluded = false)));
    expect(products.imagePosts).toBe(true);
    expect(products.videoPosts).toBe(false);
  });

  it('enablePdfCardProduct gates the pdf card', () => {
    expect(customerProducts(withConfig((c) => (c.pdfCardConfig.enablePdfCardProduct = false))).pdfCard).toBe(false);
  });

  it('enableVideo gates promotional videos', () => {
    expect(customerProducts(withConfig((c) => (c.video.enableVideo = false))).promotionalVideo).toBe(false);
  });

  it('the invitation card needs the tile flag and a site link', () => {
    expect(
      customerProducts(withConfig((c) => (c.dashboardConfig.showInvitationTileInCustomerDashboard = false)))
        .invitationCard,
    ).toBe(false);
    expect(customerProducts(withConfig((c) => (c.dashboardConfig.invitationSiteLink = null))).invitationCard).toBe(
      false,
    );
    expect(customerProducts(withConfig((c) => (c.dashboardConfig.invitationSiteLink = ''))).invitationCard).toBe(false);
  });

  it('online payment is not a product and does not affect digital-card-only', () => {
    const config = allOff();
    config.onlinePayment.enablePaymentIntegration = true;
    expect(customerProducts(config).digitalCardOnly).toBe(true);
  });

  it('video posts without image posts still leave the agency digital-card-only', () => {
    const config = allOff();
    config.imagePost.isVideoPostsIncluded = true;
    expect(customerProducts(config)).toMatchObject({ videoPosts: false, digitalCardOnly: true });
  });

  it.each([
    ['image posts', (c: AgencyFeatureConfig) => (c.imagePost.enableImagePost = true)],
    ['pdf card', (c: AgencyFeatureConfig) => (c.pdfCardConfig.enablePdfCardProduct = true)],
    ['promotional video', (c: AgencyFeatureConfig) => (c.video.enableVideo = true)],
    [
      'invitation card',
      (c: AgencyFeatureConfig) => {
        c.dashboardConfig.showInvitationTileInCustomerDashboard = true;
        c.dashboardConfig.invitationSiteLink = 'https://invite.example.com';
      },
    ],
  ])('any single product (%s) ends digital-card-only', (_name, enable) => {
    const config = allOff();
    enable(config);
    expect(customerProducts(config).digitalCardOnly).toBe(false);
  });
});

describe('money moved by hand', () => {
  const user = (...roles: ('customer' | 'admin' | 'creator')[]): PrincipalSummary => ({ kind: 'user', roles });
  const franchisee = (...permissions: string[]): PrincipalSummary => ({
    kind: 'franchisee',
    roles: ['franchisee'],
    permissions,
    hideBilling: false,
  });
  const rows: [string, PrincipalSummary, Record<MoneyAction, boolean>][] = [
    ['admin', user('admin'), { manualPayment: true, deletePayment: true, customPlan: true }],
    ['creator', user('creator'), { manualPayment: false, deletePayment: false, customPlan: false }],
    ['customer', user('customer'), { manualPayment: false, deletePayment: false, customPlan: false }],
    ['franchisee, no permissions', franchisee(), { manualPayment: false, deletePayment: false, customPlan: false }],
    [
      'franchisee with payment:record',
      franchisee('payment:record'),
      { manualPayment: true, deletePayment: false, customPlan: false },
    ],
    [
      'franchisee with payment:delete',
      franchisee('payment:delete'),
      { manualPayment: false, deletePayment: true, customPlan: false },
    ],
    [
      'franchisee with plan:custom',
      franchisee('plan:custom'),
      { manualPayment: false, deletePayment: false, customPlan: true },
    ],
  ];
  it.each(rows)('%s', (_who, principal, expected) => {
    for (const action of MONEY_ACTIONS) expect(canDoMoneyAction(principal, action), action).toBe(expected[action]);
  });
});
