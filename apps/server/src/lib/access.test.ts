// checkAccess: the endpoint table's `access` values against every kind of caller, and the
// admin-menu rule applied through the contract's own functions.
import { type Access, DEFAULT_AGENCY_CONFIGURATION, DEFAULT_AGENCY_THEME } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import type { AgencyRow, FranchiseeRow, UserRow } from '../db/schema';
import { checkAccess } from './access';
import type { Principal } from './principal';

const now = new Date();
const agency = (roles: string[]): AgencyRow => ({
  id: 'a',
  slug: 's',
  agencyName: 'A',
  customDomain: null,
  roles,
  configuration: DEFAULT_AGENCY_CONFIGURATION,
  theme: DEFAULT_AGENCY_THEME,
  paymentSettings: null,
  domainVerificationToken: null,
  domainVerifiedAt: null,
  sslEnabledAt: null,
  createdAt: now,
});
const user = (roles: string[]): Principal => {
  const row: UserRow = {
    id: 'u',
    agencyId: 'a',
    name: null,
    phoneNumber: '+919876543210',
    email: null,
    isForeignUser: false,
    roles,
    passwordHash: null,
    passwordMustChange: false,
    passwordExpiresAt: null,
    activeBusinessId: null,
    createdAt: now,
    deletedAt: null,
  };
  return { kind: 'user', user: row, sessionId: 's', lastInteractionAt: now };
};
const franchisee = (roles: string[], permissions: string[] = [], hideBilling = false): Principal => {
  const row: FranchiseeRow = {
    id: 'f',
    agencyId: 'a',
    name: 'F',
    phoneNumber: '+919876543211',
    passwordHash: null,
    roles,
    permissions,
    configuration: { hideBilling },
    createdAt: now,
  };
  return { kind: 'franchisee', franchisee: row, sessionId: 's', lastInteractionAt: now };
};

function outcome(access: Access, principal: Principal | null, agencyRoles: string[] = []): number {
  try {
    checkAccess(access, principal, agency(agencyRoles));
    return 200;
  } catch (error) {
    return typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
  }
}

const customer = user(['customer']);
const admin = user(['admin']);
const creator = user(['creator']);
const plainFranchisee = franchisee(['franchisee'], ['business:create']);
const allAccess = franchisee(['franchisee', 'franchisee-with-all-card-access'], [], true);

describe('checkAccess', () => {
  it.each<[string, Access, Principal | null, number]>([
    ['public, signed out', 'public', null, 200],
    ['session, signed out', 'session', null, 401],
    ['session, customer', 'session', customer, 200],
    ['session, franchisee', 'session', plainFranchisee, 200],
    ['user, customer', 'user', customer, 200],
    ['user, franchisee', 'user', plainFranchisee, 403],
    ['franchisee, franchisee', 'franchisee', plainFranchisee, 200],
    ['franchisee, customer', 'franchisee', customer, 403],
    ['staff, customer', 'staff', customer, 403],
    ['staff, admin', 'staff', admin, 200],
    ['staff, creator', 'staff', creator, 200],
    ['staff, franchisee', 'staff', plainFranchisee, 200],
    ['admin, admin', 'admin', admin, 200],
    ['admin, creator', 'admin', creator, 403],
    ['admin, customer', 'admin', customer, 403],
    ['admin, franchisee', 'admin', allAccess, 403],
    ['admin, signed out', 'admin', null, 401],
  ])('%s -> %i', (_name, access, principal, expected) => {
    expect(outcome(access, principal)).toBe(expected);
  });

  it('menu items follow the admin menu table via the contract rules', () => {
    // Franchisee List: admin only.
    expect(outcome({ menu: 'franchiseeList' }, admin)).toBe(200);
    expect(outcome({ menu: 'franchiseeList' }, allAccess)).toBe(403);
    expect(outcome({ menu: 'franchiseeList' }, customer)).toBe(403);
    // Greetings Management: admin or all-card access.
    expect(outcome({ menu: 'greetingsManagement' }, allAccess)).toBe(200);
    expect(outcome({ menu: 'greetingsManagement' }, plainFranchisee)).toBe(403);
    // Video templates: superadmin agency and (admin or all-card access).
    expect(outcome({ menu: 'videoTemplateManagement' }, admin, [])).toBe(403);
    expect(outcome({ menu: 'videoTemplateManagement' }, admin, ['superadmin'])).toBe(200);
    expect(outcome({ menu: 'videoTemplateManagement' }, allAccess, ['superadmin'])).toBe(200);
    // Billing: admin, billing not hidden, not superadmin.
    expect(outcome({ menu: 'billing' }, admin, [])).toBe(200);
    expect(outcome({ menu: 'billing' }, admin, ['superadmin'])).toBe(403);
    // Signed out is 401 before any rule.
    expect(outcome({ menu: 'home' }, null)).toBe(401);
  });

  it('a franchisee permission is checked by name; users are not subject to it', () => {
    const access: Access = { menu: 'allBusinesses', franchiseePermission: 'business:create' };
    expect(outcome(access, plainFranchisee)).toBe(200);
    expect(outcome(access, allAccess)).toBe(403);
    expect(outcome(access, admin)).toBe(200);
    expect(outcome(access, customer)).toBe(403);
  });
});
